/// The More tab UIKit shows instead of the items past the fourth when a bar has more
/// than `LayoutEngine.maxVisibleTabs` items (`UITabBarController.moreNavigationController`).
public struct MoreTabLayout: Sendable, Hashable {
    /// The tab's title as UIKit shows it.
    public static let title = "More"

    /// Its slot in the bar, like an item's.
    public var frame: Frame
    /// The indexes of the items listed under More instead of in the bar.
    public var hiddenItems: [Int]

    /// The More tab at `frame`, standing for `hiddenItems`.
    public init(frame: Frame, hiddenItems: [Int]) {
        self.frame = frame
        self.hiddenItems = hiddenItems
    }
}
