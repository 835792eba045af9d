import JSONC

/// What the layout of a custom `UITabBar` subclass needs (SPEC section 8): its `layoutSubviews` family, the
/// slot it leaves for the raised button, and the button's size and centre as the code computes them.
public struct CustomBarInput: Sendable, Hashable {
    /// The arithmetic family (`SourceBarLayout.Family`).
    public var family: SourceBarLayout.Family
    /// The skipped slot when literal; nil: the middle (`N / 2`).
    public var skippedSlot: Int?
    /// The raised button's size (the default plus button size when unknown).
    public var buttonWidth: Double
    public var buttonHeight: Double
    /// The raised button's centre `y`; nil when unknown (then the content's middle).
    public var centerY: SourceCenterY?
    /// A literal frame `y` of the button, when the code sets a frame and no centre.
    public var frameY: Double?
    /// The button's centre x as a fraction of the bar's width, when the code says; nil: the skipped slot's middle.
    public var centerXFraction: Double? = nil
    /// A button laid over a stock bar: the items keep UIKit's equal slots `W / N` (`family` and the skipped
    /// slot are not used) and the button sits over them.
    public var overStockBar = false
    /// The button as read, for a top its frame or constraints decide on each device.
    public var placedView: SourceAddedView? = nil

    public init(family: SourceBarLayout.Family, skippedSlot: Int? = nil, buttonWidth: Double = PlusButton.defaultSize,
                buttonHeight: Double = PlusButton.defaultSize, centerY: SourceCenterY? = nil, frameY: Double? = nil) {
        self.family = family
        self.skippedSlot = skippedSlot
        self.buttonWidth = buttonWidth
        self.buttonHeight = buttonHeight
        self.centerY = centerY
        self.frameY = frameY
    }
}

extension LayoutEngine {
    /// A custom bar laid out with its own arithmetic, the actual item count `N` (at most the five slots UIKit
    /// shows) and the raised button where the code puts it: slot width `W / (N + 1)`, `W / D` or `(W - P) / n`;
    /// item `i` in slot `i`, or `i + 1` from the skipped slot on (tabs may leave the bar when the arithmetic
    /// assumes another count); the button at the code's centre (else over the skipped slot, at the content's
    /// middle). A button laid over a stock bar keeps UIKit's equal slots `W / N` under it.
    static func customLayout(_ custom: CustomBarInput, titles: [String], on device: OrientedDevice,
                             contentHeight: Double) -> TabBarLayout {
        let barWidth = device.width
        let barHeight = contentHeight + device.safeAreaBottom
        let shown = Array(titles.prefix(maxVisibleTabs))
        let count = shown.count
        let slotWidth: Double
        let gapWidth: Double
        let gap: Int
        if custom.overStockBar {
            slotWidth = barWidth / Double(max(1, count))
            gapWidth = 0
            let fraction = min(max(custom.centerXFraction ?? 0.5, 0), 1)
            gap = min(count, Int((fraction * Double(count)).rounded(.down)))
        } else {
            let layout = SourceBarLayout(family: custom.family, range: ByteRange(0, 0), skippedSlot: custom.skippedSlot)
            let slots = layout.slots(itemCount: count)
            gap = slots.gap
            switch custom.family {
            case .plusSubtracted(let written):
                slotWidth = (barWidth - custom.buttonWidth) / Double(max(1, written ?? count))
                gapWidth = custom.buttonWidth
            case .slotPerItemPlusOne, .fixedDivisor:
                slotWidth = barWidth / Double(max(1, slots.count))
                gapWidth = slotWidth
            }
        }
        let items = shown.enumerated().map { index, title in
            let x = Double(index) * slotWidth + (index >= gap ? gapWidth : 0)
            return ItemLayout(index: index, title: title, frame: Frame(x: x, y: 0, width: slotWidth, height: contentHeight))
        }
        let centerX = custom.centerXFraction.map { barWidth * $0 }
            ?? (custom.overStockBar ? barWidth / 2 : Double(gap) * slotWidth + gapWidth / 2)
        let source: MultiplierSource
        let centerY: Double
        if let center = custom.centerY, let value = center.value(contentHeight: contentHeight, safeArea: device.safeAreaBottom) {
            centerY = value
            switch center.basis {
            case .wholeBar: source = .wholeBarHeight
            case .content: source = .contentHeight
            case .literal, .unknown: source = .literal
            }
        } else if let top = custom.placedView?.top(contentHeight: contentHeight, safeArea: device.safeAreaBottom) {
            centerY = top + custom.buttonHeight / 2
            source = .literal
        } else if let y = custom.frameY {
            centerY = y + custom.buttonHeight / 2
            source = .literal
        } else {
            centerY = contentHeight / 2
            source = .default
        }
        let frame = Frame(x: centerX - custom.buttonWidth / 2, y: centerY - custom.buttonHeight / 2,
                          width: custom.buttonWidth, height: custom.buttonHeight)
        let plus = PlusButtonLayout(index: gap, multiplier: barHeight > 0 ? centerY / barHeight : 0.5,
                                    multiplierSource: source, frame: frame)
        return TabBarLayout(device: device, barWidth: barWidth, barHeight: barHeight, contentHeight: contentHeight,
                            itemWidth: slotWidth, items: items, plusButton: plus)
    }
}
