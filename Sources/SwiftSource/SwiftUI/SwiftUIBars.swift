import JSONC
import SourceText
import TabBarCore

/// Finds SwiftUI's tab bars in a Swift file: `TabView { … }` and `TabView(selection: …) { … }` in a file that imports
/// SwiftUI, never inside `#Preview { … }` or a type conforming to `PreviewProvider`, and not when the file declares
/// a type of its own named `TabView` (unless written `SwiftUI.TabView`). A `TabView` styled as pages, or whose
/// builder names no `.tabItem`, `Tab` or `TabSection` (a pager whose style is set elsewhere, a watchOS app), shows
/// no tab bar and is left alone.
struct SwiftUIBars {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    /// The tokens naming a navigation container or link (`SwiftUINavigationReader.words`), when the caller kept them
    /// from the file's last version; nil to look through the file.
    var navigationHits: [Int]? = nil
    /// The `#Preview` tokens, when kept; nil to look through the file.
    var previewHits: [Int]? = nil

    /// The tokens of `range` naming a navigation container or link.
    func navigationNames(in range: Range<Int>) -> [Int] { SwiftUIHits.search(range, tokens, SwiftUIHits.isNavigation) }

    /// The `#Preview` tokens of `range`.
    func previewNames(in range: Range<Int>) -> [Int] { SwiftUIHits.search(range, tokens, SwiftUIHits.isPreview) }

    /// Where a bar is written: the `TabView` token and its builder's braces.
    struct Site {
        var name: Int
        var open: Int
        var close: Int
    }

    /// The bars, in file order.
    func controllers() -> [SourceController] {
        controllers(named: names(in: 0..<tokens.count))
    }

    /// The tokens of `range` naming `TabView`.
    func names(in range: Range<Int>) -> [Int] { SwiftUIHits.search(range, tokens, SwiftUIHits.isTabView) }

    /// The bars whose `TabView` is among the tokens `names` (all the file's, in order).
    func controllers(named names: [Int]) -> [SourceController] {
        // Most files the front-end reads name no `TabView` (UIKit files).
        guard !names.isEmpty, importsSwiftUI else { return [] }
        let shadowed = types.contains { $0.kind != .extensionType && $0.name == "TabView" }
        let previews = previewRanges
        var bars: [SourceController] = []
        for index in names where !previews.contains(where: { $0.contains(index) }) {
            guard let site = site(at: index, shadowed: shadowed), showsTabBar(site) else { continue }
            bars.append(bar(site, previews: previews))
        }
        return bars
    }

    /// Whether the file has `import SwiftUI` (or imports one of its declarations).
    var importsSwiftUI: Bool {
        for index in 0..<tokens.count where tokens.spells(index, "import") {
            if tokens.names(index + 1, "SwiftUI") { return true }
            // `import struct SwiftUI.TabView`.
            if tokens.keyword(index + 1) != nil, tokens.names(index + 2, "SwiftUI") { return true }
        }
        return false
    }

    /// The tokens of `#Preview { … }` macros and of the types conforming to `PreviewProvider`.
    var previewRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        // Asked per type without building its list of inherited names (a keystroke asks of every type of the file).
        for type in types where type.superclass.map(Self.isPreviewProvider) == true || type.protocols.contains(where: Self.isPreviewProvider) {
            ranges.append(type.keywordToken..<((type.close ?? tokens.count - 1) + 1))
        }
        for index in previewHits ?? previewNames(in: 0..<tokens.count) {
            var open = index + 1
            if tokens.isPunctuation(open, "("), let close = tokens.partner(open), close > open { open = close + 1 }
            guard tokens.isPunctuation(open, "{") else { continue }
            let close = tokens.partner(open).map { max($0, open) } ?? tokens.count - 1
            ranges.append(index..<(close + 1))
        }
        return ranges
    }

    static func isPreviewProvider(_ name: String) -> Bool {
        name == "PreviewProvider" || name == "SwiftUI.PreviewProvider"
    }

    /// The site when `TabView` at `index` starts SwiftUI's initialiser with a builder: `TabView {`, `TabView(selection:
    /// $x) {`, `SwiftUI.TabView {`; never a declaration, another type's member, or another argument list.
    func site(at index: Int, shadowed: Bool) -> Site? {
        guard tokens.names(index, "TabView") else { return nil }
        var start = index
        if tokens.isPunctuation(index - 1, ".") {
            guard tokens.names(index - 2, "SwiftUI"), !tokens.isPunctuation(index - 3, ".") else { return nil }
            start = index - 2
        } else if shadowed {
            return nil
        }
        if let word = tokens.keyword(start - 1) {
            switch word {
            case .struct, .class, .enum, .extension, .actor, .protocol, .func, .let, .var, .skipped, .static, .modifier:
                return nil
            default:
                break
            }
        }
        var open = index + 1
        if tokens.isPunctuation(open, "(") {
            guard let close = tokens.partner(open), close > open else { return nil }
            let arguments = values.arguments(open: open, close: close)
            guard arguments.isEmpty || (arguments.count == 1 && arguments[0].label.map { tokens.spells($0, "selection") } == true)
            else { return nil }
            open = close + 1
        }
        guard tokens.isPunctuation(open, "{"), let close = tokens.partner(open), close > open else { return nil }
        return Site(name: index, open: open, close: close)
    }

    /// Whether the `TabView` shows a tab bar: no page style among its modifiers, and a tab in its builder.
    func showsTabBar(_ site: Site) -> Bool {
        for modifier in SwiftUICall.modifiers(after: site.close, in: tokens) where tokens.spells(modifier.name, "tabViewStyle") {
            guard let parentheses = modifier.arguments,
                  Self.isTabBarStyle(values.stripped((parentheses.open + 1)..<parentheses.close), tokens) else { return false }
        }
        if namesTab(in: (site.open + 1)..<site.close) { return true }
        // Tabs made by the file's own helpers: `makeTab(Home.self)`, `TabBarElement(name: …)`, `$0.detailView()`.
        let helpers = tabHelperNames
        return !helpers.isEmpty && ((site.open + 1)..<site.close).contains { index in
            tokens.isIdentifier(index) && tokens.isPunctuation(index + 1, "(") && helpers.contains(tokens.name(index))
        }
    }

    /// Whether `range` names a tab: `.tabItem`, `Tab(…)` / `Tab {`, `TabSection`.
    func namesTab(in range: Range<Int>) -> Bool {
        range.contains { index in
            if tokens.isPunctuation(index, "."), tokens.spells(index + 1, "tabItem") { return true }
            return (tokens.names(index, "Tab") || tokens.names(index, "TabSection"))
                && (tokens.isPunctuation(index + 1, "(") || tokens.isPunctuation(index + 1, "{")) && !tokens.isPunctuation(index - 1, ".")
        }
    }

    /// The names of the file's functions and view types whose body makes a tab (`func makeTab(…) -> some TabContent`,
    /// a `View` whose body ends in `.tabItem { … }`): a builder calling them holds tabs the reader leaves unknown.
    var tabHelperNames: Set<String> {
        var names: Set<String> = []
        for type in types where type.kind != .extensionType {
            if let open = type.open, let close = type.close, open < close, namesTab(in: (open + 1)..<close) { names.insert(type.name) }
        }
        for index in 0..<tokens.count where tokens.keyword(index) == .func && tokens.isIdentifier(index + 1) {
            guard let open = tokens.view.firstTopLevel(from: index + 2, before: tokens.count, where: { tokens.isPunctuation($0, "{") }),
                  let close = tokens.partner(open), close > open else { continue }
            if namesTab(in: (open + 1)..<close) { names.insert(tokens.name(index + 1)) }
        }
        return names
    }

    /// `.automatic`, `.tabBarOnly`, `.sidebarAdaptable` and their types' initialisers: styles with a tab bar on iPhone.
    static func isTabBarStyle(_ style: Range<Int>, _ tokens: SwiftTokens) -> Bool {
        let names = ["automatic", "tabBarOnly", "sidebarAdaptable"]
        if style.count == 2, tokens.isPunctuation(style.lowerBound, "."), names.contains(where: { tokens.names(style.lowerBound + 1, $0) }) {
            return true
        }
        let types = ["DefaultTabViewStyle", "TabBarOnlyTabViewStyle", "SidebarAdaptableTabViewStyle"]
        return style.count == 3 && types.contains(where: { tokens.names(style.lowerBound, $0) })
            && tokens.isPunctuation(style.lowerBound + 1, "(") && tokens.isPunctuation(style.lowerBound + 2, ")")
    }

    /// The bar at `site`: its tabs, with no view controller class behind them, and what SwiftUI's own rules read
    /// (`SwiftUIBarFacts`); `previews` are the token ranges never read.
    func bar(_ site: Site, previews: [Range<Int>] = []) -> SourceController {
        var tabs = SwiftUITabReader.Tabs()
        SwiftUITabReader(tokens: tokens, values: values).read(open: site.open, close: site.close, into: &tabs)
        let items = tabs.tabs.map(\.item)
        let range = tabs.firstUnread ?? tokens.range(of: site.open..<(site.close + 1))
        var controller = SourceController(
            construction: .initializer, range: tokens.range(site.name),
            items: SourceArray(elements: items, isComplete: tabs.firstUnread == nil, range: range),
            viewControllers: SourceArray(elements: items.map { SourceViewController(range: $0.range, className: nil) },
                                         isComplete: tabs.firstUnread == nil, range: range),
            separateItems: nil)
        controller.technologyName = SwiftUITechnology.name
        controller.parts[SwiftUIBarFacts.self] = SwiftUIFactsReader(tokens: tokens, values: values, types: types, skipped: previews,
                                                                    navigationHits: navigationHits ?? navigationNames(in: 0..<tokens.count))
            .facts(ofTabViewAt: site.name, close: site.close, tabs: tabs)
        return controller
    }
}
