/// Everything the layout arithmetic needs, free of the file format.
public struct LayoutInput: Sendable, Hashable {
    /// The item titles in order ("" for icon-only items).
    public var itemTitles: [String]
    /// `tabBar.height`, when set.
    public var contentHeight: Double?
    public var plusButton: PlusButtonInput?
    /// A custom `UITabBar` subclass's own arithmetic (SPEC section 8), which replaces the library's.
    public var customBar: CustomBarInput? = nil

    public init(itemTitles: [String], contentHeight: Double? = nil, plusButton: PlusButtonInput? = nil) {
        self.itemTitles = itemTitles
        self.contentHeight = contentHeight
        self.plusButton = plusButton
    }

    /// The plus button's parameters.
    public struct PlusButtonInput: Sendable, Hashable {
        public var width: Double
        public var height: Double
        /// `indexOfPlusButtonInTabBar` as written, when given (the engine rejects a non-integer).
        public var index: Double?
        public var multiplierOfTabBarHeight: Double?
        public var multiplerInCenterY: Double?
        public var constantOfPlusButtonCenterYOffset: Double

        public init(width: Double, height: Double, index: Double? = nil, multiplierOfTabBarHeight: Double? = nil,
                    multiplerInCenterY: Double? = nil, constantOfPlusButtonCenterYOffset: Double = 0) {
            self.width = width
            self.height = height
            self.index = index
            self.multiplierOfTabBarHeight = multiplierOfTabBarHeight
            self.multiplerInCenterY = multiplerInCenterY
            self.constantOfPlusButtonCenterYOffset = constantOfPlusButtonCenterYOffset
        }
    }
}

extension LayoutInput {
    /// The layout input a decoded configuration describes.
    public init(_ config: TabBarConfig) {
        let plus = config.plusButton.map { plus in
            PlusButtonInput(width: plus.width?.value ?? PlusButton.defaultSize,
                            height: plus.height?.value ?? PlusButton.defaultSize,
                            index: plus.index?.value,
                            multiplierOfTabBarHeight: plus.multiplierOfTabBarHeight?.value,
                            multiplerInCenterY: plus.multiplerInCenterY?.value,
                            constantOfPlusButtonCenterYOffset: plus.constantOfPlusButtonCenterYOffset?.value ?? 0)
        }
        self.init(itemTitles: config.items.map(\.displayTitle), contentHeight: config.tabBar.height?.value,
                  plusButton: plus)
    }
}
