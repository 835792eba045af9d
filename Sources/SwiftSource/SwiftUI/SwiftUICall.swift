import JSONC

/// A view or modifier as SwiftUI code writes it: a name, its arguments and its trailing closures
/// (`Tab("首页", systemImage: "house") { … }`, `.tabItem { … }`, `Label { … } icon: { … }`, `.tag(0)`), by token positions.
struct SwiftUICall {
    /// The name token.
    var name: Int
    /// The `(` and `)` of the arguments, nil when there are none.
    var arguments: (open: Int, close: Int)?
    /// The trailing closures in order, each with its label token (nil for the first).
    var closures: [(label: Int?, open: Int, close: Int)]
    /// The index just past the call (postfix `?` / `!` included).
    var end: Int

    /// The call whose name is token `name`, ending before `limit`; nil when `name` is no identifier or a bracket
    /// closes past `limit`.
    init?(at name: Int, limit: Int, in tokens: SwiftTokens) {
        guard name < limit, tokens.isIdentifier(name) else { return nil }
        self.name = name
        var cursor = name + 1
        if tokens.isPunctuation(cursor, "(") {
            guard let close = tokens.partner(cursor), close > cursor, close < limit else { return nil }
            arguments = (cursor, close)
            cursor = close + 1
        }
        closures = []
        if tokens.isPunctuation(cursor, "{") {
            guard let close = tokens.partner(cursor), close > cursor, close < limit else { return nil }
            closures.append((nil, cursor, close))
            cursor = close + 1
            // `label: { … }`, `icon: { … }`.
            while tokens.isIdentifier(cursor), tokens.isPunctuation(cursor + 1, ":"), tokens.isPunctuation(cursor + 2, "{"),
                  let close = tokens.partner(cursor + 2), close > cursor + 2, close < limit {
                closures.append((cursor, cursor + 2, close))
                cursor = close + 1
            }
        }
        while cursor < limit, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
        end = cursor
    }

    /// Whether the name is `name`.
    func isNamed(_ name: String, in tokens: SwiftTokens) -> Bool { tokens.names(self.name, name) }

    /// The bytes from the name to the end of the arguments (of the closures when there are no arguments).
    func head(in tokens: SwiftTokens) -> ByteRange {
        tokens.range(of: name..<((arguments?.close).map { $0 + 1 } ?? end))
    }

    /// The expression `range` as a view and its modifiers (`HomeView().tabItem { … }.tag(0)`), the view first; nil for
    /// any other shape (an operator, a ternary, a literal).
    static func chain(_ range: Range<Int>, in tokens: SwiftTokens) -> [SwiftUICall]? {
        guard let base = SwiftUICall(at: range.lowerBound, limit: range.upperBound, in: tokens) else { return nil }
        var calls = [base]
        var cursor = base.end
        while cursor < range.upperBound {
            guard tokens.isPunctuation(cursor, "."),
                  let next = SwiftUICall(at: cursor + 1, limit: range.upperBound, in: tokens) else { return nil }
            calls.append(next)
            cursor = next.end
        }
        return calls
    }

    /// The modifiers written after token `index` (`.tabViewStyle(.page)` after a `TabView`'s closing brace).
    static func modifiers(after index: Int, in tokens: SwiftTokens) -> [SwiftUICall] {
        var calls: [SwiftUICall] = []
        var cursor = index + 1
        while tokens.isPunctuation(cursor, "."), let next = SwiftUICall(at: cursor + 1, limit: tokens.count, in: tokens) {
            calls.append(next)
            cursor = next.end
        }
        return calls
    }

    /// The views of the builder between the braces `open` and `close`, in order, each as its token range (an `if`
    /// with its `else` branches, an `#if` block, an expression with its modifiers); `;` between them skipped.
    static func views(open: Int, close: Int, in tokens: SwiftTokens) -> [Range<Int>] {
        var views: [Range<Int>] = []
        var index = open + 1
        while index < close {
            if tokens.isPunctuation(index, ";") {
                index += 1
                continue
            }
            let end = max(viewEnd(from: index, limit: close, in: tokens), index + 1)
            views.append(index..<end)
            index = end
        }
        return views
    }

    /// The index past the view that starts at `start` in a builder closing at `limit`: an `if` with its `else`
    /// branches, a `switch`, an `#if` block to its `#endif`, else the expression (a line break ends it unless the
    /// next line starts with `.` or the line ends with an operator; bracketed groups are skipped whole).
    static func viewEnd(from start: Int, limit: Int, in tokens: SwiftTokens) -> Int {
        if tokens.keyword(start) == .if { return conditionalEnd(from: start, limit: limit, in: tokens) }
        if tokens.spells(start, "switch") {
            guard let brace = tokens.view.firstTopLevel(from: start + 1, before: limit, where: { tokens.isPunctuation($0, "{") }),
                  let close = tokens.partner(brace), close > brace, close < limit else { return limit }
            return close + 1
        }
        if tokens.kind(start) == .poundKeyword, tokens.spells(start, "#if") {
            var depth = 0
            for index in (start + 1)..<max(start + 1, limit) where tokens.kind(index) == .poundKeyword {
                if tokens.spells(index, "#if") { depth += 1 }
                if tokens.spells(index, "#endif") {
                    if depth == 0 { return index + 1 }
                    depth -= 1
                }
            }
            return limit
        }
        return tokens.expressionEnd(from: start, limit: limit)
    }

    /// The index past `if … { … } else if … { … } else { … }` starting at `start`.
    private static func conditionalEnd(from start: Int, limit: Int, in tokens: SwiftTokens) -> Int {
        var index = start
        while true {
            guard let brace = tokens.view.firstTopLevel(from: index + 1, before: limit, where: { tokens.isPunctuation($0, "{") }),
                  let close = tokens.partner(brace), close > brace, close < limit else { return limit }
            index = close + 1
            guard tokens.keyword(index) == .else else { return index }
            if tokens.keyword(index + 1) == .if {
                index += 1
                continue
            }
            guard tokens.isPunctuation(index + 1, "{"), let end = tokens.partner(index + 1), end > index + 1, end < limit else { return limit }
            return end + 1
        }
    }
}
