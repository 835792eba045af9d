import JSONC
import TabBarCore

/// What SwiftUI's own rules need to know of one `TabView` beyond the neutral model: its selection, each tab's tag or
/// value, the navigation containers around it, and each tab's label modifiers and content. Set by `SwiftUIBars` as
/// the bar's `SwiftUIBarFacts` part; anything not read is nil (unknown), and a rule needing it stays silent.
public struct SwiftUIBarFacts: TechnologyPart {
    /// The `TabView` token (`SwiftUI.TabView`'s last name).
    public var tabView: ByteRange
    /// `TabView(selection: …)`'s binding, nil without one.
    public var selection: SwiftUISelection?
    /// The tabs read, in order (as the bar's items).
    public var tabs: [SwiftUITabFacts]
    /// Whether every child of the builder was read as a tab (none conditional, `ForEach` or unknown).
    public var isComplete: Bool
    /// The navigation container the `TabView` sits in, when one is written in the same body or pushes it in the
    /// same file.
    public var enclosingNavigation: SwiftUINavigation?
    /// Whether `.searchable(…)` is applied to the `TabView` itself: then its search tab shows the search field,
    /// whatever its content.
    public var isSearchable: Bool
    /// The tabs under conditions (`if`, `.hidden(x)`, `.defaultVisibility(.hidden, for: .tabBar)`), in order, when every
    /// child of the builder was read as a tab or as such tabs; nil when some child is neither (a `ForEach` over data
    /// not known, a `switch`): then the largest count is not known.
    public var conditionalTabs: [SwiftUIConditionalTabs]? = nil
    /// The ignored modifiers in the labels of tabs not read as tabs (under `if`, `#if`, `ForEach`): however many
    /// tabs such a child makes, each label drops them.
    public var unreadLabelModifiers: [SwiftUIIgnoredModifier] = []

    /// Facts with nothing known beyond the tabs.
    public init(tabView: ByteRange, selection: SwiftUISelection? = nil, tabs: [SwiftUITabFacts] = [], isComplete: Bool = true,
                enclosingNavigation: SwiftUINavigation? = nil, isSearchable: Bool = false) {
        self.tabView = tabView
        self.selection = selection
        self.tabs = tabs
        self.isComplete = isComplete
        self.enclosingNavigation = enclosingNavigation
        self.isSearchable = isSearchable
    }
}

/// Tabs a condition adds to a `TabView` (`if isPad { Tab(…) } else { … }`, a tab with `.hidden(x)`): not among the
/// bar's tabs, which are then incomplete.
public struct SwiftUIConditionalTabs: Sendable, Hashable {
    /// How many of the bar's tabs (`SwiftUIBarFacts.tabs`) come before them.
    public var position: Int
    /// Each branch, in order: when it shows and its tabs.
    public var branches: [SwiftUIConditionalBranch]

    /// Tabs after the bar's first `position` tabs, in `branches`.
    public init(position: Int, branches: [SwiftUIConditionalBranch]) {
        self.position = position
        self.branches = branches
    }
}

/// One branch of conditional tabs.
public struct SwiftUIConditionalBranch: Sendable, Hashable {
    /// When it shows, as a phrase for a message (`` `isPad` ``, `` not `isPad` ``).
    public var condition: String
    /// Its tabs' items.
    public var tabs: [SourceItem]

    /// The branch showing `tabs` when `condition`.
    public init(condition: String, tabs: [SourceItem]) {
        self.condition = condition
        self.tabs = tabs
    }
}

/// `TabView(selection: $x)`: the argument and, when the file declares `x` as a `@State`, `@Binding`, `@AppStorage`
/// or `@SceneStorage` property with a type or a literal initialiser, its type.
public struct SwiftUISelection: Sendable, Hashable {
    /// The argument's expression (`$selection`).
    public var range: ByteRange
    /// The property's type, nil when not known (a custom `Binding(get:set:)`, a model's property).
    public var type: SwiftUIValueType?
    /// When the type is an enum the file declares with plain cases, its cases in order.
    public var cases: [String]?

    /// A selection whose argument is at `range`, of `type` when known.
    public init(range: ByteRange, type: SwiftUIValueType?, cases: [String]? = nil) {
        self.range = range
        self.type = type
        self.cases = cases
    }
}

/// The type of a selection or of a literal tag: `Int`, `String`, a named type (an enum), optional or not.
public struct SwiftUIValueType: Sendable, Hashable {
    /// What the type is, optionality aside.
    public enum Base: Sendable, Hashable {
        case int
        case string
        /// A type written by name (`Tab`, `RootView.Tab`: the last component); nil for a `.member` whose type is
        /// implied.
        case named(String?)
    }

    /// The type without its optionality.
    public var base: Base
    /// Whether it is `T?`.
    public var isOptional: Bool

    /// `base`, optional when `isOptional`.
    public init(_ base: Base, isOptional: Bool = false) {
        self.base = base
        self.isOptional = isOptional
    }

    /// Whether a literal of type `self` can never equal a value of type `other`: a different base (an `Int` for an
    /// enum, a `String` for an `Int`) or a different optionality. Two named types are never said to differ (a
    /// static member of another type may have this one's type).
    public func provablyDiffers(from other: SwiftUIValueType) -> Bool {
        if isOptional != other.isOptional { return true }
        switch (base, other.base) {
        case (.int, .int), (.string, .string), (.named, .named): return false
        default: return true
        }
    }

    /// As Swift writes it: `Int`, `String?`, `Tab`, `an enum case`.
    public var spelling: String {
        let name: String
        switch base {
        case .int: name = "Int"
        case .string: name = "String"
        case .named(let type): name = type ?? "enum case"
        }
        return isOptional ? name + "?" : name
    }
}

/// A tag or value written as a literal: an integer, a string, or an enum case (`.home`, `Tab.home`), possibly
/// optional (`Optional(0)`, `Tab.home as Tab?`).
public struct SwiftUIValue: Sendable, Hashable {
    /// The literal, optionality aside.
    public enum Kind: Sendable, Hashable {
        case int(Int)
        case string(String)
        /// `Type.name` or `.name` (type nil).
        case member(type: String?, name: String)
    }

    /// The literal without its optionality.
    public var kind: Kind
    /// Whether it is written as an optional (`Optional(x)`, `x as T?`).
    public var isOptional: Bool

    /// `kind`, optional when `isOptional`.
    public init(_ kind: Kind, isOptional: Bool = false) {
        self.kind = kind
        self.isOptional = isOptional
    }

    /// The literal's type.
    public var type: SwiftUIValueType {
        switch kind {
        case .int: return SwiftUIValueType(.int, isOptional: isOptional)
        case .string: return SwiftUIValueType(.string, isOptional: isOptional)
        case .member(let type, _): return SwiftUIValueType(.named(type), isOptional: isOptional)
        }
    }

    /// Whether the two literals are the same value: equal numbers or strings, or the same case (an implied type
    /// matching any written one).
    public func isSame(as other: SwiftUIValue) -> Bool {
        guard isOptional == other.isOptional else { return false }
        switch (kind, other.kind) {
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.member(let typeA, let a), .member(let typeB, let b)):
            return a == b && (typeA == nil || typeB == nil || typeA == typeB)
        default: return false
        }
    }
}

/// One tab's facts, in the order of the bar's items.
public struct SwiftUITabFacts: Sendable, Hashable {
    /// The tab's item range (`.tabItem { … }`, or the `Tab(…)` head), as the bar's item.
    public var range: ByteRange
    /// The title the tab bar shows, as the item's.
    public var title: SourceFact<String>?
    /// Whether the tab is a view with `.tabItem { … }` (not an iOS 18 `Tab`).
    public var isTabItem: Bool
    /// The `.tag(…)` or `value:` expression, nil when none is written.
    public var tag: SwiftUITag?
    /// Where a `.tag(…)` goes when a `.tabItem` child has none: an empty range after its last modifier, and the
    /// text to put before the modifier (a line break and indentation when the modifiers go one per line).
    public var tagInsertion: SwiftUIInsertion?
    /// The modifiers and views inside the label that the tab bar ignores.
    public var ignoredModifiers: [SwiftUIIgnoredModifier]
    /// What the tab shows.
    public var content: SwiftUITabContent
    /// When choosing the tab presents something instead of showing it (an action tab): the test of its value in the
    /// selection's setter or `.onChange(of:)` that turns it away (`newValue == .compose`); nil otherwise.
    public var actionTest: ByteRange? = nil

    /// A tab's facts; what is not given is unknown or absent.
    public init(range: ByteRange, title: SourceFact<String>?, isTabItem: Bool, tag: SwiftUITag? = nil,
                tagInsertion: SwiftUIInsertion? = nil, ignoredModifiers: [SwiftUIIgnoredModifier] = [],
                content: SwiftUITabContent = SwiftUITabContent()) {
        self.range = range
        self.title = title
        self.isTabItem = isTabItem
        self.tag = tag
        self.tagInsertion = tagInsertion
        self.ignoredModifiers = ignoredModifiers
        self.content = content
    }
}

/// A tab's `.tag(…)` / `value:` expression and, when it is a literal, its value.
public struct SwiftUITag: Sendable, Hashable {
    /// The expression between `.tag(` and `)`, or after `value:`.
    public var range: ByteRange
    /// Its literal, nil when it is no literal.
    public var value: SwiftUIValue?

    /// A tag at `range` whose literal is `value`.
    public init(range: ByteRange, value: SwiftUIValue?) {
        self.range = range
        self.value = value
    }
}

/// Where a fix inserts text: an empty range, and the text that goes before the inserted code.
public struct SwiftUIInsertion: Sendable, Hashable {
    /// The empty range the text goes at.
    public var at: ByteRange
    /// What goes before the inserted code (a line break and indentation, or nothing).
    public var lead: String

    /// An insertion at `at`, after `lead`.
    public init(at: ByteRange, lead: String) {
        self.at = at
        self.lead = lead
    }
}

/// A modifier (`.font(.title)`) or a view (`Button`) inside a tab label, which the tab bar ignores.
public struct SwiftUIIgnoredModifier: Sendable, Hashable {
    /// `font`, `foregroundStyle`, `onTapGesture`, `Button`.
    public var name: String
    /// From the `.` (or the view's name) to the end of its arguments.
    public var range: ByteRange

    /// The modifier or view `name` at `range`.
    public init(name: String, range: ByteRange) {
        self.name = name
        self.range = range
    }
}

/// A navigation container around a `TabView`: `NavigationStack`, `NavigationView`, `NavigationSplitView`, or a
/// `NavigationLink` / `.navigationDestination` pushing the view that holds it.
public struct SwiftUINavigation: Sendable, Hashable {
    /// The container's or link's name.
    public var name: String
    /// The container's or link's name token.
    public var range: ByteRange
    /// Whether the `TabView`'s view is pushed (rather than written inside the container).
    public var isPushed: Bool

    /// The container or link `name` at `range`.
    public init(name: String, range: ByteRange, isPushed: Bool) {
        self.name = name
        self.range = range
        self.isPushed = isPushed
    }
}

/// What a tab's content is, as far as the same file tells.
public struct SwiftUITabContent: Sendable, Hashable {
    /// Whether it is searchable, an empty placeholder, or neither; nil when not known.
    public enum Search: Sendable, Hashable {
        /// An empty placeholder (`EmptyView()`, `Spacer()`, `Color.clear`, `Text("")`).
        case placeholder
        /// `.searchable(…)` on the content or in its root view's body.
        case searchable
        /// A root view whose body (and the bodies of the file's views it shows) has no `.searchable`.
        case notSearchable
    }

    /// The root view's type (`HomeView`), inside a navigation container too.
    public var rootType: String?
    /// A literal `.navigationTitle("…")` of the content or of its root type's body, when it is the only one.
    public var navigationTitle: SourceFact<String>?
    /// Whether the content holds its own `NavigationStack` / `NavigationView` / `NavigationSplitView`; nil unknown.
    public var holdsNavigation: Bool?
    /// Whether the root view's type is declared in another file and nothing in this one titles the tab's screen: the
    /// project's linking looks for its title there.
    public var rootTitleElsewhere = false
    /// The file of `navigationTitle` when the project's linking found it in the root view's own file (another one).
    public var navigationTitleFile: Int? = nil
    /// `role: .search` on a `Tab`: the `.search`.
    public var searchRole: ByteRange?
    /// What it is as a search screen; nil when not known.
    public var search: Search?

    /// Content facts; what is not given is unknown.
    public init(rootType: String? = nil, navigationTitle: SourceFact<String>? = nil, holdsNavigation: Bool? = nil,
                searchRole: ByteRange? = nil, search: Search? = nil) {
        self.rootType = rootType
        self.navigationTitle = navigationTitle
        self.holdsNavigation = holdsNavigation
        self.searchRole = searchRole
        self.search = search
    }
}
