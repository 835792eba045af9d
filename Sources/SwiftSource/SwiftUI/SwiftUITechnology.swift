import SourceText
import TabBarCore

/// SwiftUI's `TabView` written in Swift: each `TabView { … }` / `TabView(selection: $x) { … }` of a file that imports
/// SwiftUI, outside previews, is a bar whose tabs are its builder's children (`.tabItem { … }` and the iOS 18
/// `Tab(…) { … }`), read as the neutral model's items. A tab has no view controller class, so the rules on view
/// controllers (TB003) never apply; tabs under `if`, `switch` or `#if`, or a `ForEach` over a collection the evaluator
/// does not know, leave the bar incomplete.
public struct SwiftUITechnology: SwiftTechnology {
    /// What people call the bars it reads (coverage's technology).
    public static let name = "SwiftUI"

    /// SwiftUI's own rules, in code order (the rules every technology shares are the core's): they read only the
    /// bars' `SwiftUIBarFacts` part, and live in `SwiftUI/Rules/`.
    public static let rules: [RegisteredRule] = [
        RegisteredRule(TabSelectionUnreachableRule.self),
        RegisteredRule(TabViewInNavigationRule.self),
        RegisteredRule(TabLabelIgnoredModifierRule.self),
        RegisteredRule(TabTitleOfAnotherTabRule.self),
        RegisteredRule(SearchRoleMisusedRule.self),
    ]

    /// SwiftUI's checks of rules every technology shares (their descriptions are the core's): a sixth tab under a
    /// condition (TB001), placeholder and action tabs (TB032).
    public static let sharedRuleChecks: [RegisteredRule] = [
        RegisteredRule(SwiftUIConditionalTooManyTabsRule.self),
        RegisteredRule(SwiftUIPlaceholderTabRule.self),
    ]

    public init() {}

    public var id: String { "swiftui" }

    /// `TabView` followed by its arguments or its builder: a bare `TabView` is in every `…TabViewController` and
    /// `…TabViewModel` of UIKit apps, which would then be lexed for nothing.
    public var words: [String] { ["TabView(", "TabView {", "TabView{", "toolbarBackground("] }

    /// The tokens naming `TabView`, kept for the next version of the file: a keystroke looks for them again only
    /// around the change (most Swift files name none, and the search would otherwise walk every token).
    struct Memo: Sendable {
        let names: [Int]
        /// The tokens spelling `toolbarBackground`.
        let backgrounds: [Int]
        /// The tokens naming a navigation container or link.
        let navigations: [Int]
        /// The `#Preview` tokens.
        let previews: [Int]
        /// The tokens spelling `.navigationTitle`.
        let titles: [Int]
    }

    public func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        var bars = SwiftUIBars(tokens: file.tokens, values: file.values, types: file.types)
        let previous = file.memo(of: id) as? Memo
        // A first read (or one with nothing kept) finds every list in one walk over the file's tokens.
        let whole = file.change.flatMap { _ in previous } == nil ? SwiftUIHits(in: 0..<file.tokens.count, file.tokens) : nil
        /// The hits of `kept` revised around the change, or found in the whole file on a first read.
        func revised(_ kept: (Memo) -> [Int], _ all: (SwiftUIHits) -> [Int], _ fresh: (Range<Int>) -> [Int]) -> [Int] {
            if let whole { return all(whole) }
            return file.change.flatMap { change in
                previous.map {
                    TokenHits.revising(kept($0), first: change.first, oldEnd: change.oldEnd, newEnd: change.newEnd, fresh: fresh)
                }
            } ?? fresh(0..<file.tokens.count)
        }
        let names = revised(\.names, \.names, bars.names(in:))
        let navigations = revised(\.navigations, \.navigations, bars.navigationNames(in:))
        let previews = revised(\.previews, \.previews, bars.previewNames(in:))
        bars.navigationHits = navigations
        bars.previewHits = previews
        reading.tabBar.controllers += bars.controllers(named: names)
        let toolbars = SwiftUIToolbarBackgrounds(tokens: file.tokens, values: file.values)
        let backgrounds = revised(\.backgrounds, \.backgrounds, toolbars.names(in:))
        reading.tabBar.barNotes += toolbars.notes(named: backgrounds)
        // A view of this file titled once is the root of a tab another file's `TabView` shows.
        let titles = revised(\.titles, \.titles) { SwiftUIContentReader.titleNames(in: $0, file.tokens) }
        if !titles.isEmpty, bars.importsSwiftUI {
            let screens = SwiftUIContentReader(tokens: file.tokens, values: file.values, types: file.types).screenTitles(named: titles)
            if !screens.titles.isEmpty { reading.tabBar.parts[SwiftUIScreenTitles.self] = screens }
        }
        reading.keep(Memo(names: names, backgrounds: backgrounds, navigations: navigations, previews: previews, titles: titles),
                     for: id)
    }
}
