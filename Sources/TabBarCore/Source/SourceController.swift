import JSONC

/// A place that builds or configures a tab bar controller: one bar of the neutral tab-bar model. Every
/// front-end fills its class, its construction, and its tabs in order: `items` (title, image, selected
/// image, each a `SourceFact` known or unknown with its range) and `viewControllers` (the class behind each
/// tab), both complete or not as far as the front-end can tell. A bar whose items are given apart from its view
/// controllers (CYLTabBarController's `tabBarItemsAttributes`) has `separateItems`; a stock controller filled in code
/// has `stock`; other technologies keep their own facts in `parts`.
public struct SourceController: Sendable, Hashable {
    public enum Construction: Sendable, Hashable {
        /// `initWithViewControllers:tabBarItemsAttributes:…`, `X(viewControllers:tabBarItemsAttributes:)`, `super.init(…)`.
        case initializer
        /// `tabBarControllerWithViewControllers:tabBarItemsAttributes:…`.
        case classFactory
        /// Plain `init` / `new` / `X()` followed by the setters.
        case plain
        /// Only the setters were seen (the controller is made elsewhere, or is `self`).
        case settersOnly
    }

    public var construction: Construction
    /// The construction expression, or the first setter.
    public var range: ByteRange
    /// The controller's class when written (`CYLTabBarController`, a subclass).
    public var className: String?
    /// The tabs' items, in order (CYLTabBarController: `tabBarItemsAttributes`).
    public var items: SourceArray<SourceItem>?
    /// The tabs' view controllers, in order (CYLTabBarController: `viewControllers`, which may differ in
    /// count from the items: TB015).
    public var viewControllers: SourceArray<SourceViewController>?
    /// The part of a bar whose items are given apart from its view controllers (CYLTabBarController's): the two
    /// setters, `tabBarHeight`, the factory assigned to `self`. Such a bar has no More tab and no placeholder items
    /// (its raised button is not a tab), which the shared rules read from this part being present.
    public var separateItems: SeparateItemsFacts?
    /// A UIKit bar's own part (`StockControllerFacts`), nil for CYLTabBarController's bars.
    public var stock: StockControllerFacts? = nil
    /// The technology that built the bar, as people name it, when the technology that read it says so (`SwiftUI`):
    /// coverage names the bar by it, and no CYLTabBarController plus button joins it. Nil for the bars named by
    /// their parts (`separateItems`, `stock`) or their file (a storyboard).
    public var technologyName: String? = nil
    /// What may make the bar that runs differ from this one, as the project's linking finds (`BarDoubts`).
    public var doubts: BarDoubts = []
    /// What the technology that read the bar knows of it beyond the neutral model, by the part's type
    /// (`TechnologyParts`); its own rules read it back.
    public var parts = TechnologyParts()
    /// The item values of this bar that another file's code writes (a storyboard scene's class setting an item by
    /// position in its own `.m`/`.swift`): the range each stands at in the bar's file → its own place. A finding on
    /// such a value is reported there (`SourceLinter`).
    public var writtenElsewhere: [ByteRange: ProjectLocation] = [:]

    /// A bar with separate items (CYLTabBarController's; the Objective-C and Swift front-ends' kind).
    public init(construction: Construction, range: ByteRange, className: String? = nil,
                items: SourceArray<SourceItem>? = nil, viewControllers: SourceArray<SourceViewController>? = nil,
                attributesSetter: ByteRange? = nil, viewControllersSetter: ByteRange? = nil,
                tabBarHeight: SourceFact<Double>? = nil, selfAssignment: ByteRange? = nil) {
        self.init(construction: construction, range: range, className: className, items: items, viewControllers: viewControllers,
                  separateItems: SeparateItemsFacts(attributesSetter: attributesSetter, viewControllersSetter: viewControllersSetter,
                                          tabBarHeight: tabBarHeight, selfAssignment: selfAssignment))
    }

    /// A bar with its separate-items part given (nil for a stock bar, a storyboard's or a SwiftUI one).
    public init(construction: Construction, range: ByteRange, className: String? = nil,
                items: SourceArray<SourceItem>? = nil, viewControllers: SourceArray<SourceViewController>? = nil,
                separateItems: SeparateItemsFacts?) {
        self.construction = construction
        self.range = range
        self.className = className
        self.items = items
        self.viewControllers = viewControllers
        self.separateItems = separateItems
    }

    /// `separateItems?.attributesSetter`.
    public var attributesSetter: ByteRange? { separateItems?.attributesSetter }
    /// `separateItems?.viewControllersSetter`.
    public var viewControllersSetter: ByteRange? { separateItems?.viewControllersSetter }
    /// `separateItems?.tabBarHeight`.
    public var tabBarHeight: SourceFact<Double>? { separateItems?.tabBarHeight }
    /// `separateItems?.selfAssignment`.
    public var selfAssignment: ByteRange? { separateItems?.selfAssignment }
}

/// What a bar whose items are given apart from its view controllers has (CYLTabBarController's, the one such
/// library read today): the statements that set its two arrays (TB018, TB019), its `tabBarHeight`, and a class
/// factory assigned to `self` in an initializer (TB021). The plus button and
/// its registrations are the project's (`TabBarFacts.registrations`, `SourceProject.plusButton`).
public struct SeparateItemsFacts: Sendable, Hashable {
    /// The `tabBarItemsAttributes` setter statement, when the setters are used.
    public var attributesSetter: ByteRange?
    /// The `viewControllers` setter statement, when the setters are used.
    public var viewControllersSetter: ByteRange?
    /// `tabBarHeight = 49`.
    public var tabBarHeight: SourceFact<Double>?
    /// `self = [CYLTabBarController tabBarControllerWithViewControllers:…]`: the whole assignment.
    public var selfAssignment: ByteRange?

    public init(attributesSetter: ByteRange? = nil, viewControllersSetter: ByteRange? = nil,
                tabBarHeight: SourceFact<Double>? = nil, selfAssignment: ByteRange? = nil) {
        self.attributesSetter = attributesSetter
        self.viewControllersSetter = viewControllersSetter
        self.tabBarHeight = tabBarHeight
        self.selfAssignment = selfAssignment
    }
}

/// One tab of a bar: its item and the view controller behind it.
public struct SourceTab: Sendable, Hashable {
    public var item: SourceItem
    public var viewController: SourceViewController

    public init(item: SourceItem, viewController: SourceViewController) {
        self.item = item
        self.viewController = viewController
    }
}

extension SourceController {
    /// The tabs in order, each item with its view controller, when both are completely known and pair up
    /// (CYLTabBarController writes them as two arrays that may differ in count); nil otherwise.
    public var tabs: [SourceTab]? {
        guard let items, items.isComplete, let viewControllers, viewControllers.isComplete,
              items.elements.count == viewControllers.elements.count else { return nil }
        return zip(items.elements, viewControllers.elements).map { SourceTab(item: $0, viewController: $1) }
    }
}
