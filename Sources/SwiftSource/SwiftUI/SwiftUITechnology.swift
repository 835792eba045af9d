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

    public func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        var bars = SwiftUIBars(tokens: file.tokens, values: file.values, types: file.types)
        let toolbars = SwiftUIToolbarBackgrounds(tokens: file.tokens, values: file.values)
        // The hits are kept for the next version of the file: a keystroke looks for them again only around the change
        // (most Swift files name none, and the search would otherwise walk every token). A first read finds every
        // list in one walk over the file's tokens.
        let hits: SwiftUIHits
        if let change = file.change, let previous = file.memo(of: id) as? SwiftUIHits {
            func revised(_ kept: [Int], _ fresh: (Range<Int>) -> [Int]) -> [Int] {
                TokenHits.revising(kept, first: change.first, oldEnd: change.oldEnd, newEnd: change.newEnd, fresh: fresh)
            }
            hits = SwiftUIHits(names: revised(previous.names, bars.names(in:)),
                               navigations: revised(previous.navigations, bars.navigationNames(in:)),
                               previews: revised(previous.previews, bars.previewNames(in:)),
                               backgrounds: revised(previous.backgrounds, toolbars.names(in:)),
                               titles: revised(previous.titles) { SwiftUIContentReader.titleNames(in: $0, file.tokens) })
        } else {
            hits = SwiftUIHits.mayHit(file.tokens.bytes) ? SwiftUIHits(in: 0..<file.tokens.count, file.tokens)
                : SwiftUIHits(names: [], navigations: [], previews: [], backgrounds: [], titles: [])
        }
        bars.navigationHits = hits.navigations
        bars.previewHits = hits.previews
        reading.tabBar.controllers += bars.controllers(named: hits.names)
        reading.tabBar.barNotes += toolbars.notes(named: hits.backgrounds)
        // A view of this file titled once is the root of a tab another file's `TabView` shows.
        if !hits.titles.isEmpty, bars.importsSwiftUI {
            let screens = SwiftUIContentReader(tokens: file.tokens, values: file.values, types: file.types)
                .screenTitles(named: hits.titles)
            if !screens.titles.isEmpty { reading.tabBar.parts[SwiftUIScreenTitles.self] = screens }
        }
        reading.keep(hits, for: id)
    }
}
