/// Why a layout cannot be computed.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `items` is empty.
    case noItems
    /// A plus button, an odd number of items and no index (TB002): the library asserts.
    case missingPlusIndex(itemCount: Int)
    /// The index, as written, is not a whole number in 0...N (TB005).
    case plusIndexOutOfRange(index: Double, itemCount: Int)

    public var description: String {
        switch self {
        case .noItems:
            return "the bar has no items"
        case .missingPlusIndex(let count):
            return "the plus button has no indexOfPlusButtonInTabBar and there are \(count) items (odd): "
                + "the library asserts in debug builds and leaves the button off-screen in release (TB002)"
        case .plusIndexOutOfRange(let index, let count):
            let written = Int(exactly: index).map(String.init) ?? "\(index)"
            return "indexOfPlusButtonInTabBar \(written) is not a whole number in 0...\(count) (TB005)"
        }
    }
}

/// SPEC section 3: CYLTabBar -layoutSubviews, -plusButtonIndex and CYLPlusButton's
/// multiplier, in points in the bar's coordinate space.
///
/// With more than `maxVisibleTabs` items the bar shows what UIKit shows: the first four
/// items and a More tab (`moreNavigationController`), five slots laid out like five items.
/// The plus button's index is still checked against the item count (TB005) and, when not
/// given, taken from it (`N/2`); an index past the five slots puts the button last.
public enum LayoutEngine {
    /// The most tabs a bar shows; with more items, the last slot is the More tab.
    public static let maxVisibleTabs = 5

    /// Lays out `input` on `device` in `orientation`.
    public static func layout(_ input: LayoutInput, on device: Device,
                              orientation: Orientation = .portrait) -> Result<TabBarLayout, LayoutError> {
        layout(input, on: device.oriented(orientation))
    }

    /// Lays out `input` on an already oriented device.
    public static func layout(_ input: LayoutInput, on device: OrientedDevice) -> Result<TabBarLayout, LayoutError> {
        let count = input.itemTitles.count
        guard count > 0 else { return .failure(.noItems) }
        let barWidth = device.width
        let contentHeight = input.contentHeight ?? device.defaultContentHeight
        let barHeight = contentHeight + device.safeAreaBottom
        if let custom = input.customBar {
            return .success(customLayout(custom, titles: input.itemTitles, on: device, contentHeight: contentHeight))
        }
        let hasMore = count > maxVisibleTabs
        let shown = hasMore ? maxVisibleTabs - 1 : count
        let slots = hasMore ? maxVisibleTabs : count
        let n = Double(slots)
        /// The More tab in slot `shown`, moved right by `offset` when the plus button is before it.
        func moreTab(width: Double, offset: Double) -> MoreTabLayout? {
            guard hasMore else { return nil }
            return MoreTabLayout(frame: Frame(x: Double(shown) * width + offset, y: 0, width: width, height: contentHeight),
                                 hiddenItems: Array(shown..<count))
        }

        guard let plus = input.plusButton else {
            let width = barWidth / n
            let items = input.itemTitles.prefix(shown).enumerated().map { index, title in
                ItemLayout(index: index, title: title,
                           frame: Frame(x: Double(index) * width, y: 0, width: width, height: contentHeight))
            }
            return .success(TabBarLayout(device: device, barWidth: barWidth, barHeight: barHeight,
                                         contentHeight: contentHeight, itemWidth: width, items: items, plusButton: nil,
                                         moreTab: moreTab(width: width, offset: 0)))
        }

        let k: Int
        if let written = plus.index {
            guard let index = Int(exactly: written), index >= 0, index <= count else {
                return .failure(.plusIndexOutOfRange(index: written, itemCount: count))
            }
            k = index
        } else if count % 2 == 0 {
            k = count / 2
        } else {
            return .failure(.missingPlusIndex(itemCount: count))
        }

        let slot = min(k, slots)
        let itemWidth = (barWidth - plus.width) / n
        let items = input.itemTitles.prefix(shown).enumerated().map { index, title in
            let x = Double(index) * itemWidth + (index >= slot ? plus.width : 0)
            return ItemLayout(index: index, title: title,
                              frame: Frame(x: x, y: 0, width: itemWidth, height: contentHeight))
        }

        let multiplier: Double
        let source: MultiplierSource
        if let value = plus.multiplierOfTabBarHeight {
            multiplier = value
            source = .multiplierOfTabBarHeight
        } else if let value = plus.multiplerInCenterY {
            multiplier = value
            source = .multiplerInCenterY
        } else {
            source = .default
            let h = plus.height, bar = barHeight
            multiplier = h < bar ? 0.5 : (bar / 2 - (h - bar) / 2) / bar
        }
        let centerY = barHeight * multiplier + plus.constantOfPlusButtonCenterYOffset
        let frame = Frame(x: Double(slot) * itemWidth, y: centerY - plus.height / 2, width: plus.width, height: plus.height)
        return .success(TabBarLayout(device: device, barWidth: barWidth, barHeight: barHeight,
                                     contentHeight: contentHeight, itemWidth: itemWidth, items: items,
                                     plusButton: PlusButtonLayout(index: slot, multiplier: multiplier,
                                                                  multiplierSource: source, frame: frame),
                                     moreTab: moreTab(width: itemWidth, offset: shown >= slot ? plus.width : 0)))
    }
}
