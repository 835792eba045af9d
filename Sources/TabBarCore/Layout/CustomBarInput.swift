import JSONC

/// What the layout of a custom `UITabBar` subclass needs (SPEC section 8): its `layoutSubviews` family, the
/// slot it leaves for the raised button, and the button's size and centre as the code computes them.
public struct CustomBarInput: Sendable, Hashable {
    /// The arithmetic family (`UIKitBarLayout.Family`).
    public var family: UIKitBarLayout.Family
    /// The skipped slot when literal; nil: the middle (`N / 2`).
    public var skippedSlot: Int?
    /// The raised button's size (the default plus button size when unknown).
    public var buttonWidth: Double
    public var buttonHeight: Double
    /// The raised button's centre `y`; nil when unknown (then the content's middle).
    public var centerY: UIKitCenterY?
    /// A literal frame `y` of the button, when the code sets a frame and no centre.
    public var frameY: Double?
    /// The button's centre x as a fraction of the bar's width, when the code says; nil: the skipped slot's middle.
    public var centerXFraction: Double? = nil

    public init(family: UIKitBarLayout.Family, skippedSlot: Int? = nil, buttonWidth: Double = PlusButton.defaultSize,
                buttonHeight: Double = PlusButton.defaultSize, centerY: UIKitCenterY? = nil, frameY: Double? = nil) {
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
    /// assumes another count); the button centred on the skipped slot at the code's centre `y`.
    static func customLayout(_ custom: CustomBarInput, titles: [String], on device: OrientedDevice,
                             contentHeight: Double) -> TabBarLayout {
        let barWidth = device.width
        let barHeight = contentHeight + device.safeAreaBottom
        let shown = Array(titles.prefix(maxVisibleTabs))
        let layout = UIKitBarLayout(family: custom.family, range: ByteRange(0, 0), skippedSlot: custom.skippedSlot)
        let (slotCount, gap) = layout.slots(itemCount: shown.count)
        let slotWidth: Double
        let gapWidth: Double
        switch custom.family {
        case .plusSubtracted(let count):
            slotWidth = (barWidth - custom.buttonWidth) / Double(max(1, count ?? shown.count))
            gapWidth = custom.buttonWidth
        case .slotPerItemPlusOne, .fixedDivisor:
            slotWidth = barWidth / Double(max(1, slotCount))
            gapWidth = slotWidth
        }
        let items = shown.enumerated().map { index, title in
            let x = Double(index) * slotWidth + (index >= gap ? gapWidth : 0)
            return ItemLayout(index: index, title: title, frame: Frame(x: x, y: 0, width: slotWidth, height: contentHeight))
        }
        let centerX = custom.centerXFraction.map { barWidth * $0 } ?? Double(gap) * slotWidth + gapWidth / 2
        let source: MultiplierSource
        let centerY: Double
        if let center = custom.centerY, let value = center.value(contentHeight: contentHeight, safeArea: device.safeAreaBottom) {
            centerY = value
            switch center.basis {
            case .wholeBar: source = .wholeBarHeight
            case .content: source = .contentHeight
            case .literal, .unknown: source = .literal
            }
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
