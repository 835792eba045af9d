import JSONC
import SourceText
import TabBarCore

/// Finds the navigation container a `TabView` is shown in, within one file: a `NavigationStack`, `NavigationView` or
/// `NavigationSplitView` whose builder holds it (in the same body), or a `NavigationLink` / `.navigationDestination`
/// whose destination is it; else the same for a use of the view type that declares it (`NavigationStack {
/// MainTabView() }`, `NavigationLink { MainTabView() } label: { … }`). A sheet, cover or popover on the way out
/// starts a new presentation: nothing is said past it.
struct SwiftUINavigationReader {
    let tokens: SwiftTokens
    let types: [SwiftTypeDeclaration]
    /// Token ranges never read (previews).
    let skipped: [Range<Int>]

    static let links = ["NavigationLink", "navigationDestination"]
    /// The names of the containers and links: a file naming none shows no `TabView` in navigation.
    static let words = SwiftUIContentReader.navigationContainers + links
    /// `words`, to find among a file's tokens.
    static let byteWords = ByteWords(words)
    static let presentations = ["sheet", "fullScreenCover", "popover", "inspector"]

    /// The container of the `TabView` at token `name`, in a file whose tokens `hits` (in order) name the navigation
    /// containers and links (`words`): only the uses of its view type inside one of them are walked out of.
    func navigation(ofTabViewAt name: Int, hits: [Int]) -> SwiftUINavigation? {
        guard !hits.isEmpty else { return nil }
        if let found = enclosing(name) { return found }
        // The innermost view type holding the `TabView`, used elsewhere in the file.
        guard let holder = types.filter({ type in
            guard type.kind == .structType || type.kind == .classType, let open = type.open else { return false }
            return open < name && name < (type.close ?? tokens.count)
        }).max(by: { ($0.open ?? 0) < ($1.open ?? 0) }), let open = holder.open else { return nil }
        let inside = open..<max(open, holder.close ?? tokens.count)
        // The first few uses inside a container or link: each is walked out of, and a file showing the view a thousand
        // times says no more.
        var uses = 0
        var searched = 0
        for hit in hits {
            // A container inside one searched already adds nothing.
            guard let call = SwiftUICall(at: hit, limit: tokens.count, in: tokens), max(hit + 1, searched) < call.end else { continue }
            for index in max(hit + 1, searched)..<call.end where tokens.names(index, holder.name) && !inside.contains(index)
                && !tokens.isPunctuation(index - 1, ".") && (tokens.isPunctuation(index + 1, "(") || tokens.isPunctuation(index + 1, "{"))
                && !skipped.contains(where: { $0.contains(index) }) {
                if let found = enclosing(index) { return found }
                uses += 1
                if uses == 16 { return nil }
            }
            searched = max(searched, call.end)
        }
        return nil
    }

    /// The navigation container or link around token `start`, walking out through the brackets that hold it until a
    /// type's body, a presentation or the file's start.
    private func enclosing(_ start: Int) -> SwiftUINavigation? {
        var index = start - 1
        while index >= 0 {
            if tokens.isPunctuation(index, "}") || tokens.isPunctuation(index, ")") || tokens.isPunctuation(index, "]") {
                guard let open = tokens.partner(index), open < index else { return nil }
                index = open - 1
                continue
            }
            if tokens.isPunctuation(index, "{") || tokens.isPunctuation(index, "(") {
                if types.contains(where: { $0.open == index }) { return nil }
                if let callee = callee(of: index) {
                    let name = tokens.name(callee)
                    if SwiftUIContentReader.navigationContainers.contains(name) {
                        return SwiftUINavigation(name: name, range: tokens.range(callee), isPushed: false)
                    }
                    if Self.links.contains(name) { return SwiftUINavigation(name: name, range: tokens.range(callee), isPushed: true) }
                    if Self.presentations.contains(name) { return nil }
                }
            }
            index -= 1
        }
        return nil
    }

    /// Whether token `index` is inside a screen that the code between `start` and it pushes or presents (the
    /// destination of a `NavigationLink` or `.navigationDestination`, a sheet, a cover, a popover).
    func isInDestination(_ index: Int, after start: Int) -> Bool {
        var cursor = index - 1
        while cursor > start {
            if tokens.isPunctuation(cursor, "}") || tokens.isPunctuation(cursor, ")") || tokens.isPunctuation(cursor, "]") {
                guard let open = tokens.partner(cursor), open < cursor else { return false }
                cursor = open - 1
                continue
            }
            if tokens.isPunctuation(cursor, "{") || tokens.isPunctuation(cursor, "("), let callee = callee(of: cursor) {
                let name = tokens.name(callee)
                if Self.links.contains(name) || Self.presentations.contains(name) { return true }
            }
            cursor -= 1
        }
        return false
    }

    /// The name token of the call whose argument list or closure opens at `open`: `X(`, `X {`, `X(…) {`, `X { … } label: {`.
    private func callee(of open: Int) -> Int? {
        var index = open - 1
        var steps = 0
        while index >= 0, steps < 8 {
            steps += 1
            if tokens.isPunctuation(index, ":"), tokens.isIdentifier(index - 1), tokens.isPunctuation(index - 2, "}"),
               let brace = tokens.partner(index - 2), brace < index - 2 {
                // A labelled trailing closure: back over the closure before it.
                index = brace - 1
                continue
            }
            if tokens.isPunctuation(index, ")"), let parenthesis = tokens.partner(index), parenthesis < index, tokens.isPunctuation(open, "{") {
                index = parenthesis - 1
                continue
            }
            return tokens.isIdentifier(index) ? index : nil
        }
        return nil
    }
}
