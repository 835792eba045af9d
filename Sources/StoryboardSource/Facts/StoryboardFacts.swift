import JSONC
import TabBarCore

/// What a storyboard holds beside its bars (`TabBarFacts.controllers`), filled by the storyboard front-end
/// only: the scenes another storyboard's reference may lead to, its own tabs that are references, and the
/// details of each bar. Every range is in the storyboard's own file; the project links the references
/// (`SourceProject`), so that each file's facts stay its own.
public struct StoryboardFacts: Sendable, Hashable {
    /// The scenes a reference can name: the initial one and those with a `storyboardIdentifier`.
    public var scenes: [StoryboardScene]
    /// The tabs whose destination is a `<viewControllerPlaceholder>`, in document order.
    public var references: [StoryboardReference]
    /// One per `TabBarFacts.controllers` element, in the same order.
    public var bars: [StoryboardBar]
    /// Every `<viewControllerPlaceholder>` of the file, tab or not: the scenes of other storyboards (or of this
    /// one) that something here leads to, which therefore may run.
    public var placeholders: [StoryboardPlaceholder]

    public init(scenes: [StoryboardScene] = [], references: [StoryboardReference] = [], bars: [StoryboardBar] = [],
                placeholders: [StoryboardPlaceholder] = []) {
        self.scenes = scenes
        self.references = references
        self.bars = bars
        self.placeholders = placeholders
    }

    /// The scene a reference names: the one with storyboard identifier `identifier`, else the initial one.
    public func scene(identifier: String?) -> StoryboardScene? {
        if let identifier { return scenes.first { $0.identifier == identifier } }
        return scenes.first(where: \.isInitial)
    }
}

/// A scene a storyboard reference may lead to, read as the tab it would be (a navigation controller
/// unwrapped to its root, as for a tab of the storyboard's own bar).
public struct StoryboardScene: Sendable, Hashable {
    /// Its `storyboardIdentifier`, nil when it has none.
    public var identifier: String?
    /// Whether it is the storyboard's `initialViewController`.
    public var isInitial: Bool
    /// Its item and view controller class; the ranges are in its own storyboard.
    public var tab: SourceTab
    /// Whether its item is disabled (`enabled="NO"`).
    public var isDisabled: Bool
    /// Whether the scene carries a `<tabBarItem>` of its own (a navigation controller's: its own or its root's).
    public var hasItem: Bool

    public init(identifier: String?, isInitial: Bool, tab: SourceTab, isDisabled: Bool = false, hasItem: Bool = true) {
        self.identifier = identifier
        self.isInitial = isInitial
        self.tab = tab
        self.isDisabled = isDisabled
        self.hasItem = hasItem
    }
}

/// A tab of a storyboard bar that leads to `<viewControllerPlaceholder storyboardName referencedIdentifier>`.
public struct StoryboardReference: Sendable, Hashable {
    /// The bar (index in the file's `TabBarFacts.controllers`) and the tab (index in its items).
    public var controller: Int
    public var tab: Int
    /// The referenced storyboard's name without `.storyboard`; nil when the placeholder names none (its own file).
    public var storyboardName: String?
    /// `referencedIdentifier`: the scene's storyboard identifier, nil for the initial scene.
    public var referencedIdentifier: String?
    /// The tab's relationship segue, where the linked tab's findings point in this file.
    public var range: ByteRange
    /// When the referenced scene is the root of the tab's navigation controller (not the tab itself): that
    /// navigation controller's own item, which the tab shows when the referenced scene carries none.
    public var wrapperItem: SourceItem?

    /// The name a storyboard called `name` answers to in screening; not an identifier, so no class is named so.
    public static func screeningName(_ name: String) -> String { "<storyboard> " + name }

    public init(controller: Int, tab: Int, storyboardName: String?, referencedIdentifier: String?, range: ByteRange,
                wrapperItem: SourceItem? = nil) {
        self.controller = controller
        self.tab = tab
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.range = range
        self.wrapperItem = wrapperItem
    }
}

/// A `<viewControllerPlaceholder storyboardName referencedIdentifier>`: the scene it stands for.
public struct StoryboardPlaceholder: Sendable, Hashable {
    /// The storyboard's name without `.storyboard`; nil for the placeholder's own file.
    public var storyboardName: String?
    /// The scene's storyboard identifier; nil for the storyboard's initial scene.
    public var referencedIdentifier: String?

    public init(storyboardName: String?, referencedIdentifier: String?) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
    }
}

/// What a storyboard says of one bar beyond its tabs: the `<tabBar>`'s own class, the disabled tabs, and how
/// the app can reach its scene (which `SourceProject` weighs to tell whether the scene runs).
public struct StoryboardBar: Sendable, Hashable {
    /// The `<tabBar customClass="…">` (a `UITabBar` subclass defined in code), nil for a stock bar.
    public var tabBarClass: String?
    /// Its `customModule`, when written.
    public var tabBarModule: String?
    /// `<tabBar`, nil when the scene has no tab bar element.
    public var tabBarRange: ByteRange?
    /// The tabs whose item is `enabled="NO"` (indices in the bar's items).
    public var disabledTabs: [Int]
    /// The whole `<tabBarController>` element, start tag to end tag (its appearance notes lie inside).
    public var range: ByteRange?
    /// Its `storyboardIdentifier`, nil when it has none.
    public var identifier: String?
    /// Whether it is the storyboard's `initialViewController`.
    public var isInitial: Bool
    /// Whether a segue of the storyboard leads to it (a relationship, an embed, a show, …).
    public var isSegueDestination: Bool

    public init(tabBarClass: String? = nil, tabBarModule: String? = nil, tabBarRange: ByteRange? = nil, disabledTabs: [Int] = [],
                range: ByteRange? = nil, identifier: String? = nil, isInitial: Bool = false, isSegueDestination: Bool = false) {
        self.tabBarClass = tabBarClass
        self.tabBarModule = tabBarModule
        self.tabBarRange = tabBarRange
        self.disabledTabs = disabledTabs
        self.range = range
        self.identifier = identifier
        self.isInitial = isInitial
        self.isSegueDestination = isSegueDestination
    }
}
