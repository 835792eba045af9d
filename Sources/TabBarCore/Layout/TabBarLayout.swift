/// The computed layout of a tab bar on one device: CYLTabBar's own arithmetic.
public struct TabBarLayout: Sendable, Hashable {
    public var device: OrientedDevice
    /// `W`: the bar's width, the device width.
    public var barWidth: Double
    /// `H = C + S`: the bar's bounds height, safe area included.
    public var barHeight: Double
    /// `C`: the content height.
    public var contentHeight: Double
    /// The width of every item slot.
    public var itemWidth: Double
    /// The items shown in the bar: all of them, or the first four when a More tab shows.
    public var items: [ItemLayout]
    public var plusButton: PlusButtonLayout?
    /// The More tab, when there are more items than the bar shows.
    public var moreTab: MoreTabLayout?

    public init(device: OrientedDevice, barWidth: Double, barHeight: Double, contentHeight: Double,
                itemWidth: Double, items: [ItemLayout], plusButton: PlusButtonLayout?, moreTab: MoreTabLayout? = nil) {
        self.device = device
        self.barWidth = barWidth
        self.barHeight = barHeight
        self.contentHeight = contentHeight
        self.itemWidth = itemWidth
        self.items = items
        self.plusButton = plusButton
        self.moreTab = moreTab
    }

    /// What a tap at (x, y) hits: the plus button's frame first (even above the bar),
    /// nothing else above the bar, else the item (or the More tab) whose frame holds the point.
    public func hitTest(x: Double, y: Double) -> HitTarget {
        if let plus = plusButton, plus.frame.contains(x: x, y: y) { return .plusButton }
        if y < 0 { return .nothing }
        if let item = items.first(where: { $0.frame.contains(x: x, y: y) }) { return .item(item.index) }
        if let more = moreTab, more.frame.contains(x: x, y: y) { return .moreTab }
        return .nothing
    }
}

/// The result of a hit test.
public enum HitTarget: Sendable, Hashable {
    case item(Int)
    case plusButton
    case moreTab
    case nothing
}

/// One item's place.
public struct ItemLayout: Sendable, Hashable {
    public var index: Int
    public var title: String
    public var frame: Frame

    public init(index: Int, title: String, frame: Frame) {
        self.index = index
        self.title = title
        self.frame = frame
    }
}

/// Where the multiplier came from.
public enum MultiplierSource: String, Sendable, Hashable {
    case multiplierOfTabBarHeight, multiplerInCenterY
    case `default`
    /// A custom bar's raised button centred on a fraction of the bar's whole height (SPEC section 8).
    case wholeBarHeight
    /// A custom bar's raised button centred on a fraction of the content height.
    case contentHeight
    /// A custom bar's raised button placed with literals.
    case literal
}

/// The plus button's place.
public struct PlusButtonLayout: Sendable, Hashable {
    /// `k`: its slot among the items.
    public var index: Int
    /// `m`: the centre's fraction of the bar height.
    public var multiplier: Double
    public var multiplierSource: MultiplierSource
    /// The button's frame; a negative `y` rises above the bar.
    public var frame: Frame

    public init(index: Int, multiplier: Double, multiplierSource: MultiplierSource, frame: Frame) {
        self.index = index
        self.multiplier = multiplier
        self.multiplierSource = multiplierSource
        self.frame = frame
    }

    /// The centre's y.
    public var centerY: Double { frame.midY }
    /// Whether the button rises above the bar's top edge.
    public var overflowsBar: Bool { frame.y < 0 }
}
