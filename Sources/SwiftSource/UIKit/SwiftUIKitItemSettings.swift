import JSONC
import TabBarCore

/// Tab items a controller class sets by position in its own members (SPEC section 8):
/// `tabBar.items?[N].title = …`, `viewControllers?[N].tabBarItem.image = …`, `viewControllers?[N].title = …`,
/// and the same through a local holding `tabBar.items` (`guard let items = tabBar.items`). Literal indexes only.
struct SwiftUIKitItemSettings {
    let bars: SwiftUIKitBars
    var tokens: SwiftTokens { bars.tokens }
    var values: SwiftValueReader { bars.values }

    /// The settings; `names` are the tokens `collectionNames` finds (kept from one version of an open file
    /// to the next by `SwiftExtractor`).
    func settings(names: [Int]) -> [UIKitItemSetting] {
        var result: [UIKitItemSetting] = []
        guard !names.isEmpty else { return result }
        for index in bars.members.indices where Self.holdsOne(of: names, in: bars.members[index].body) {
            let member = bars.members[index]
            guard member.kind == .function || member.kind == .initializer else { continue }
            // Classes that may be a UIKit controller (a superclass that is not CYL's) and extensions.
            guard let owner = member.owner, bars.types[owner].kind == .classType
                    && bars.types[owner].superclass.map({ !$0.hasPrefix("CYL") }) == true
                    || bars.types[owner].kind == .extensionType else { continue }
            let name = bars.types[owner].name
            guard name != UIKitControllerFacts.controllerClass, !name.hasPrefix("CYL") else { continue }
            result += settings(in: member.body, member: index, className: name)
        }
        return result
    }

    /// Whether `[` follows token `name` (after a `?` or `!`): what a local's setting needs, tested before the
    /// local is named (this runs for every statement).
    static func isSubscripted(after name: Int, end: Int, _ tokens: SwiftTokens) -> Bool {
        var cursor = name + 1
        if cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
        return cursor < end && tokens.isPunctuation(cursor, "[")
    }

    /// The settings of a member's body; its locals (`SwiftUIKitStatements`) are read only when a subscripted name asks.
    private func settings(in body: Range<Int>, member: Int, className: String) -> [UIKitItemSetting] {
        let end = min(body.upperBound, tokens.count)
        var result: [UIKitItemSetting] = []
        var index = body.lowerBound
        while index < end {
            defer { index += 1 }
            guard tokens.isIdentifier(index), tokens.startsStatement(index, bodyStart: body.lowerBound) else { continue }
            var cursor = index
            if tokens.spells(cursor, "self"), cursor + 2 < end, tokens.isPunctuation(cursor + 1, ".") { cursor += 2 }
            // The collection: `tabBar.items`, `viewControllers`, `children`, or a local holding `tabBar.items`.
            var isItem: Bool
            if tokens.spells(cursor, "tabBar"), cursor + 2 < end, tokens.isPunctuation(cursor + 1, "."), tokens.spells(cursor + 2, "items") {
                isItem = true
                cursor += 3
            } else if tokens.spells(cursor, "viewControllers") || tokens.spells(cursor, "children") {
                isItem = false
                cursor += 1
            } else if Self.isSubscripted(after: cursor, end: end, tokens), let value = bars.statements(of: member).locals[tokens.name(cursor)], holdsItems(value) {
                isItem = true
                cursor += 1
            } else {
                continue
            }
            if cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
            guard cursor + 2 < end, tokens.isPunctuation(cursor, "["), tokens.partner(cursor) == cursor + 2,
                  tokens.kind(cursor + 1) == .number, let position = Int(tokens.name(cursor + 1)), position >= 0, position < 64 else { continue }
            cursor += 3
            var path: [String] = []
            while cursor + 1 < end {
                if tokens.isPostfixUnwrap(cursor) { cursor += 1; continue }
                guard tokens.isPunctuation(cursor, "."), tokens.isIdentifier(cursor + 1) else { break }
                path.append(tokens.name(cursor + 1))
                cursor += 2
            }
            guard cursor < end, tokens.isOperator(cursor, "=") else { continue }
            if !isItem { path = path == ["title"] ? ["title"] : (path.first == "tabBarItem" ? Array(path.dropFirst()) : []) }
            guard path.count == 1 else { continue }
            let valueRange = (cursor + 1)..<tokens.expressionEnd(from: cursor + 1, limit: end)
            let stripped = values.stripped(valueRange)
            let isNil = stripped.count == 1 && tokens.spells(stripped.lowerBound, "nil")
            let field: UIKitItemSetting.Field
            let value: SourceFact<String>
            switch path[0] {
            case "title": field = .title; value = values.title(valueRange)
            case "image": field = .image; value = image(valueRange)
            case "selectedImage": field = .selectedImage; value = image(valueRange)
            default: continue
            }
            result.append(UIKitItemSetting(className: className, index: position, field: field, value: isNil ? nil : value))
        }
        return result
    }

    /// The tokens naming one of the collections a setting goes through (`items`, `viewControllers`, `children`),
    /// in order: a member whose body holds none is never read (a keystroke in a long controller re-reads every
    /// member, so their statements must not be parsed for nothing).
    static func collectionNames(_ tokens: SwiftTokens) -> [Int] {
        var found: [Int] = []
        appendCollectionNames(tokens, in: 0..<tokens.count, to: &found)
        return found
    }

    /// `collectionNames` of a new version of the file whose significant tokens are the previous version's
    /// except `first..<oldEnd`, now `first..<newEnd`: the names outside are the previous ones, moved.
    static func collectionNames(_ tokens: SwiftTokens, revising previous: [Int], first: Int, oldEnd: Int, newEnd: Int) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(previous.count + 4)
        var index = 0
        while index < previous.count, previous[index] < first { found.append(previous[index]); index += 1 }
        appendCollectionNames(tokens, in: first..<newEnd, to: &found)
        while index < previous.count, previous[index] < oldEnd { index += 1 }
        let shift = newEnd - oldEnd
        while index < previous.count { found.append(previous[index] + shift); index += 1 }
        return found
    }

    private static func appendCollectionNames(_ tokens: SwiftTokens, in range: Range<Int>, to found: inout [Int]) {
        for index in range where tokens.isIdentifier(index)
            && (tokens.spells(index, "items") || tokens.spells(index, "viewControllers") || tokens.spells(index, "children")) {
            found.append(index)
        }
    }

    /// Whether one of the sorted token indexes `names` lies in `body`.
    private static func holdsOne(of names: [Int], in body: Range<Int>) -> Bool {
        var low = 0, high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < body.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low] < body.upperBound
    }

    /// Whether a local's value is `tabBar.items` (`self.` and unwraps allowed).
    private func holdsItems(_ value: Range<Int>) -> Bool {
        var range = values.stripped(value)
        if range.count >= 2, tokens.spells(range.lowerBound, "self") { range = (range.lowerBound + 2)..<range.upperBound }
        var words: [String] = []
        for index in range where !tokens.isPostfixUnwrap(index) { words.append(tokens.name(index)) }
        return words == ["tabBar", ".", "items"]
    }

    /// `UIImage(named: "x")` with `.withRenderingMode(…)`, `#imageLiteral`: as the UIKit item reader reads them.
    private func image(_ expression: Range<Int>) -> SourceFact<String> {
        let scope = SwiftUIKitScope(member: -1, bindings: [:], caller: nil)
        return SwiftUIKitItemReader(bars: bars).image(expression, in: scope) ?? SourceFact(.unknown, range: values.bytes(expression))
    }
}
