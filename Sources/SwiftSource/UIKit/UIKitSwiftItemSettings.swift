import JSONC
import SourceText
import TabBarCore

/// Tab items a controller class sets by position in its own members (SPEC section 8):
/// `tabBar.items?[N].title = …`, `viewControllers?[N].tabBarItem.image = …`, `viewControllers?[N].title = …`,
/// and the same through a local holding `tabBar.items` (`guard let items = tabBar.items`). Literal indexes only.
struct UIKitSwiftItemSettings {
    let bars: UIKitSwiftBars
    var tokens: SwiftTokens { bars.tokens }
    var values: SwiftValueReader { bars.values }

    /// Whether a file of these bytes may set a tab's item: every setting goes through `tabBar.items`, a `tabBarItem`,
    /// `viewControllers` or `children` (or a local list handed to `viewControllers` / `setViewControllers`), each
    /// compared by its exact tokens, so a file spelling none of these sets none.
    static func maySet(_ bytes: [UInt8]) -> Bool { SwiftByteGates.mayHold(SwiftByteGates.collections, in: bytes) }

    /// The settings; `names` are the tokens `collectionNames` finds (kept from one version of an open file
    /// to the next by `SwiftExtractor`).
    func settings(names: [Int]) -> [ItemSettingByPosition] {
        var result: [ItemSettingByPosition] = []
        for index in bars.members.indices where Self.holdsOne(of: names, in: bars.members[index].body) || bars.mayHold(index, .tabBarItem) {
            let member = bars.members[index]
            guard member.kind == .function || member.kind == .initializer else { continue }
            guard let owner = member.owner else { continue }
            let name = bars.types[owner].name
            guard !name.hasPrefix("CYL"), bars.types[owner].superclass.map({ !$0.hasPrefix("CYL") }) ?? true else { continue }
            // Classes that may be a UIKit controller (a superclass that is not CYL's) and extensions set tabs by
            // position; any type may write an item this reading cannot pin to a tab.
            let mayBeController = bars.types[owner].kind == .classType && bars.types[owner].superclass != nil
                || bars.types[owner].kind == .extensionType
            result += settings(in: member.body, member: index, className: name,
                               positional: mayBeController && name != StockControllerFacts.controllerClass)
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

    /// The settings of a member's body; its locals (`UIKitSwiftStatements`) are read only when a subscripted name asks.
    /// A write this reading cannot pin to one tab (an index that is not a literal, an item reached through a
    /// local, a loop or another controller) is a setting without an index (`ItemSettingByPosition.index` nil).
    private func settings(in body: Range<Int>, member: Int, className: String, positional readsPositions: Bool) -> [ItemSettingByPosition] {
        let end = min(body.upperBound, tokens.count)
        var result: [ItemSettingByPosition] = []
        var read: [Range<Int>] = []
        var index = body.lowerBound
        while index < end {
            defer { index += 1 }
            guard readsPositions, tokens.isIdentifier(index), tokens.startsStatement(index, bodyStart: body.lowerBound),
                  let found = positional(at: index, end: end, member: member, className: className) else { continue }
            result += found.settings
            read.append(index..<found.end)
        }
        if readsPositions { result += loopSettings(member: member, className: className) }
        result += looseWrites(in: body.lowerBound..<end, skipping: read, className: className)
        return result
    }

    /// The settings of the statement starting at `index` when it sets a tab's field by position
    /// (`tabBar.items?[N].title = …`, `viewControllers?[i].tabBarItem = …`, a local holding either), and the
    /// end of its value; nil when it is no such statement.
    private func positional(at index: Int, end: Int, member: Int, className: String)
        -> (settings: [ItemSettingByPosition], end: Int)? {
        var cursor = index
        if tokens.spells(cursor, "self"), cursor + 2 < end, tokens.isPunctuation(cursor + 1, ".") { cursor += 2 }
        // The collection: `tabBar.items`, `viewControllers`, `children`, or a local holding one of them.
        var isItem: Bool
        // A local holding one tab's item or controller (`let item = tabBar.items![0] as! UITabBarItem`; `item.title = …`).
        var heldPosition: Int?? = nil
        let dot = cursor + 1 < end && tokens.isPostfixUnwrap(cursor + 1) ? cursor + 2 : cursor + 1
        if dot + 1 < end, tokens.isIdentifier(cursor), tokens.isPunctuation(dot, "."), Self.elementFields.contains(where: { tokens.spells(dot + 1, $0) }),
           let value = bars.statements(of: member).locals[tokens.name(cursor)], let held = heldElement(value) {
            isItem = held.isItem
            heldPosition = .some(held.position)
            cursor += 1
        } else if tokens.spells(cursor, "tabBar"), cursor + 2 < end, tokens.isPunctuation(cursor + 1, "."), tokens.spells(cursor + 2, "items") {
            isItem = true
            cursor += 3
        } else if tokens.spells(cursor, "viewControllers") || tokens.spells(cursor, "children") {
            isItem = false
            cursor += 1
        } else if Self.isSubscripted(after: cursor, end: end, tokens),
                  let value = bars.statements(of: member).locals[tokens.name(cursor)], let held = heldCollection(value) {
            isItem = held
            cursor += 1
        } else {
            return nil
        }
        var position: Int? = nil
        if let held = heldPosition {
            position = held
        } else {
            if cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
            guard cursor < end, tokens.isPunctuation(cursor, "["), let close = tokens.partner(cursor), close > cursor, close < end else { return nil }
            position = literalIndex(cursor)
            if close == cursor + 2, tokens.kind(cursor + 1) == .number, position == nil { return nil }
            cursor = close + 1
        }
        var path = tokens.memberPath(from: &cursor, before: end)
        guard cursor < end, tokens.isOperator(cursor, "=") else { return nil }
        let valueRange = (cursor + 1)..<tokens.expressionEnd(from: cursor + 1, limit: end)
        if !isItem {
            if path == ["tabBarItem"] {
                // A whole item made here: what it shows is unknown to this reading.
                let unknown = SourceFact<String>(.unknown, range: values.bytes(valueRange))
                return ([.title, .image, .selectedImage].map {
                    ItemSettingByPosition(className: className, index: position, field: $0, value: unknown)
                }, valueRange.upperBound)
            }
            path = path == ["title"] ? ["title"] : (path.first == "tabBarItem" ? Array(path.dropFirst()) : [])
        }
        guard path.count == 1 else { return nil }
        let stripped = values.stripped(valueRange)
        let isNil = stripped.count == 1 && tokens.spells(stripped.lowerBound, "nil")
        let field: ItemSettingByPosition.Field
        let value: SourceFact<String>
        switch path[0] {
        case "title": field = .title; value = values.title(valueRange)
        case "image": field = .image; value = image(valueRange)
        case "selectedImage": field = .selectedImage; value = image(valueRange)
        case "isEnabled":
            // `tabBar.items?[2].isEnabled = false`: the tab cannot be selected (true changes nothing read).
            guard tokens.joinedText(stripped) == "false" else { return ([], valueRange.upperBound) }
            return ([ItemSettingByPosition(className: className, index: position, field: .disabled, value: nil)], valueRange.upperBound)
        default: return nil
        }
        return ([ItemSettingByPosition(className: className, index: position, field: field, value: isNil ? nil : value)], valueRange.upperBound)
    }

    /// The writes to a tab's item in `body` outside the statements `skipping`, whose tab this reading cannot
    /// tell: `x.tabBarItem.image = …`, `x.tabBarItem = …`, `x.tabBar.items?[i].title = …` with `x` not `self`
    /// (a local, a loop's element, another controller). `self.tabBarItem` and `navigationController?.tabBarItem`
    /// are the class's own item (`fillingOwnItems`). Each is a setting without an index, its value unknown.
    private func looseWrites(in body: Range<Int>, skipping read: [Range<Int>], className: String) -> [ItemSettingByPosition] {
        var result: [ItemSettingByPosition] = []
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            guard tokens.isIdentifier(index), !read.contains(where: { $0.contains(index) }) else { continue }
            let fieldToken: Int
            if tokens.spells(index, "tabBarItem") {
                guard !isOwnItem(index, from: body.lowerBound) else { continue }
                fieldToken = index
            } else if tokens.spells(index, "items"), index >= 2, tokens.isPunctuation(index - 1, "."), tokens.spells(index - 2, "tabBar") {
                var cursor = index + 1
                if cursor < body.upperBound, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
                guard cursor < body.upperBound, tokens.isPunctuation(cursor, "["), let close = tokens.partner(cursor), close > cursor else { continue }
                fieldToken = close
            } else {
                continue
            }
            var cursor = fieldToken + 1
            if cursor < body.upperBound, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
            var fields: [ItemSettingByPosition.Field]
            if cursor < body.upperBound, tokens.isOperator(cursor, "=") {
                guard tokens.spells(fieldToken, "tabBarItem") else { continue }
                fields = [.title, .image, .selectedImage]
            } else {
                guard cursor + 2 < body.upperBound, tokens.isPunctuation(cursor, "."), tokens.isOperator(cursor + 2, "=") else { continue }
                if tokens.spells(cursor + 1, "title") { fields = [.title] }
                else if tokens.spells(cursor + 1, "image") { fields = [.image] }
                else if tokens.spells(cursor + 1, "selectedImage") { fields = [.selectedImage] }
                else { continue }
                cursor += 2
                // `vc.tabBarItem.image = vc.tabBarItem.image?.withRenderingMode(.alwaysOriginal)` keeps the field's value.
                var start = index
                while start >= 2, tokens.isPunctuation(start - 1, "."), tokens.isIdentifier(start - 2) { start -= 2 }
                let valueEnd = tokens.expressionEnd(from: cursor + 1, limit: body.upperBound)
                if Self.keepsOwnValue(target: tokens.joinedText(start..<cursor), value: tokens.joinedText((cursor + 1)..<valueEnd)) {
                    index = cursor
                    continue
                }
            }
            let unknown = SourceFact<String>(.unknown, range: tokens.range(index))
            result += fields.map { ItemSettingByPosition(className: className, index: nil, field: $0, value: unknown) }
            index = cursor
        }
        return result
    }

    /// Whether a write gives the field at `target` (`vc.tabBarItem.image`) its own value back, at most with a rendering
    /// mode: `vc.tabBarItem.image?.withRenderingMode(.alwaysOriginal)` (`!` or no unwrap too), or the field itself.
    static func keepsOwnValue(target: String, value: String) -> Bool {
        guard !target.isEmpty, value.hasPrefix(target) else { return false }
        var rest = value.dropFirst(target.count)
        if rest.first == "?" || rest.first == "!" { rest = rest.dropFirst() }
        return rest.isEmpty || (rest.hasPrefix(".withRenderingMode(") && rest.hasSuffix(")"))
    }

    /// Whether `tabBarItem` at `index` is the class's own item: `tabBarItem` at a statement's start, `self.tabBarItem`,
    /// or the item of its navigation controller (`navigationController?.tabBarItem`, with or without `self.`).
    private func isOwnItem(_ index: Int, from bodyStart: Int) -> Bool {
        guard index >= 1, tokens.isPunctuation(index - 1, ".") else { return true }
        var receiver = index - 2
        if receiver >= 0, tokens.isPostfixUnwrap(receiver) { receiver -= 1 }
        guard receiver >= bodyStart, tokens.isIdentifier(receiver) else { return false }
        if tokens.spells(receiver, "self") { return !(receiver >= 1 && tokens.isPunctuation(receiver - 1, ".")) }
        guard tokens.spells(receiver, "navigationController") else { return false }
        if receiver >= 2, tokens.isPunctuation(receiver - 1, ".") { return tokens.spells(receiver - 2, "self") }
        return true
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
        TokenHits.revising(previous, first: first, oldEnd: oldEnd, newEnd: newEnd) { range in
            var found: [Int] = []
            appendCollectionNames(tokens, in: range, to: &found)
            return found
        }
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

    /// The members a statement through a local holding one element may set (compared by bytes: this runs for every
    /// statement of the members read).
    private static let elementFields: [StaticString] = ["title", "image", "selectedImage", "isEnabled", "tabBarItem"]

    /// The literal index in the brackets opening at `open` (`[2]`), nil for any other subscript or an index out of range.
    private func literalIndex(_ open: Int) -> Int? {
        guard let close = tokens.partner(open), close == open + 2, tokens.kind(open + 1) == .number,
              let literal = Int(tokens.name(open + 1)), literal >= 0, literal < 64 else { return nil }
        return literal
    }

    /// The element a local's value is: `tabBar.items![0]` (an item, `as! UITabBarItem` allowed), `viewControllers?[1]`
    /// (a controller); its position nil when the index is no literal. Nil for anything else.
    func heldElement(_ value: Range<Int>) -> (isItem: Bool, position: Int?)? {
        let range = values.stripped(value)
        guard range.count >= 3, tokens.isPunctuation(range.upperBound - 1, "]"), let open = tokens.partner(range.upperBound - 1),
              open > range.lowerBound else { return nil }
        var collection = range.lowerBound..<open
        if collection.count > 1, tokens.isPostfixUnwrap(collection.upperBound - 1) { collection = collection.lowerBound..<(collection.upperBound - 1) }
        guard let isItem = heldCollection(collection) else { return nil }
        return (isItem, literalIndex(open))
    }

    /// The collection a local's value is (`self.` and unwraps allowed): true for `tabBar.items`, false for
    /// `viewControllers` / `children`; nil for anything else.
    func heldCollection(_ value: Range<Int>) -> Bool? {
        var range = values.stripped(value)
        if range.count >= 2, tokens.spells(range.lowerBound, "self") { range = (range.lowerBound + 2)..<range.upperBound }
        var words: [String] = []
        for index in range where !tokens.isPostfixUnwrap(index) { words.append(tokens.name(index)) }
        if words == ["tabBar", ".", "items"] { return true }
        if words == ["viewControllers"] || words == ["children"] { return false }
        return nil
    }

    /// `UIImage(named: "x")` with `.withRenderingMode(…)`, `#imageLiteral`: as the UIKit item reader reads them.
    private func image(_ expression: Range<Int>) -> SourceFact<String> {
        let scope = UIKitSwiftScope(member: -1, bindings: [:], caller: nil)
        return UIKitSwiftItemReader(bars: bars).image(expression, in: scope) ?? SourceFact(.unknown, range: values.bytes(expression))
    }
}

extension SwiftTokens {
    /// The member names of `.a?.b!.c` from token `cursor` (unwraps skipped), `cursor` moved past them; before `end`.
    func memberPath(from cursor: inout Int, before end: Int) -> [String] {
        var path: [String] = []
        while cursor + 1 < end {
            if isPostfixUnwrap(cursor) { cursor += 1; continue }
            guard isPunctuation(cursor, "."), isIdentifier(cursor + 1) else { break }
            path.append(name(cursor + 1))
            cursor += 2
        }
        return path
    }
}
