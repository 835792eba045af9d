import JSONC
import TabBarCore

/// The code action between SwiftUI's two ways of writing a tab: `Root().tabItem { Label("T", systemImage: "s") }.tag(v)`
/// becomes `Tab("T", systemImage: "s", value: v) { Root() }`, and back. Offered only when every part is known: a
/// `Label` whose title and image are plain string literals (the literals are copied as written), at most one `.tag`, and
/// on the way back no `role:`, no `label:` closure and one view as the content. The child's other modifiers and its
/// comments stay with its content; a `.badge(…)` moves with the tab. One edit replacing the child, so that undo is one
/// step; converting back gives the child again.
enum SwiftUITabRewrite {
    static let toTabTitle = "Convert to Tab(…)"
    static let toTabItemTitle = "Convert to .tabItem { Label(…) }"

    /// The rewrites of the children of every `TabView` in `bytes` whose bytes hold `range`'s start.
    static func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring] {
        // Most Swift files, and most places a code action is asked for, have no `TabView`.
        guard bytes.count < 8_000_000, contains(bytes, Array("TabView".utf8)) else { return [] }
        let tokens = SwiftTokens(bytes: bytes)
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        scanner.scan()
        let values = SwiftValueReader(tokens: tokens)
        let bars = SwiftUIBars(tokens: tokens, values: values, types: scanner.types)
        let rewriter = SwiftUITabRewriter(tokens: tokens, values: values)
        var found: [SourceRefactoring] = []
        let names = bars.names(in: 0..<tokens.count)
        guard !names.isEmpty, bars.importsSwiftUI else { return [] }
        let shadowed = scanner.types.contains { $0.kind != .extensionType && $0.name == "TabView" }
        let previews = bars.previewRanges
        for name in names where !previews.contains(where: { $0.contains(name) }) {
            guard let site = bars.site(at: name, shadowed: shadowed), bars.showsTabBar(site) else { continue }
            let bound = tokens.range(of: site.open..<(site.close + 1))
            guard bound.start <= range.start, range.start <= bound.end else { continue }
            let hasSelection = tokens.isPunctuation(name + 1, "(") && tokens.partner(name + 1) != name + 2
            found += rewriter.children(open: site.open, close: site.close).compactMap { child in
                let bytes = tokens.range(of: child)
                guard bytes.start <= range.start, range.start <= bytes.end else { return nil }
                return rewriter.rewrite(child, underSelection: hasSelection)
            }
        }
        return found
    }

    /// Whether `bytes` holds `word`.
    static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var index = 0
        let last = bytes.count - word.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + word.count)].elementsEqual(word) { return true }
            index += 1
        }
        return false
    }
}
