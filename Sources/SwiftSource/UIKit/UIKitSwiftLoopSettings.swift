import JSONC
import TabBarCore

/// Tab items a controller sets in a loop over its own tabs (SPEC section 10: `for … in` and `forEach` over a known
/// collection): `for (i, vc) in (viewControllers ?? []).enumerated() { vc.tabBarItem = UITabBarItem(title: titles[i], …) }`,
/// `tabBar.items?.enumerated().forEach { (i, item) in item.title = … }`, or a local list handed to `viewControllers`
/// in the same member. Each tab's fields are the values the writes on the loop's element give with the index bound
/// to the tab's position: known ones replace the item's, the others make it unknown.
extension UIKitSwiftItemSettings {
    /// At most this many positions are set per loop (a bar has five tabs or fewer; the linking drops the rest).
    static let loopPositions = 16

    func loopSettings(member: Int, className: String) -> [ItemSettingByPosition] {
        let loops = bars.loops(in: member)
        guard !loops.isEmpty else { return [] }
        let statements = bars.statements(of: member)
        var result: [ItemSettingByPosition] = []
        for loop in loops {
            guard let pattern = loop.pattern, isPlain(loop) else { continue }
            guard let (isItem, isEnumerated) = walkedTabs(loop.collection, statements: statements) else {
                result += subscriptedSettings(in: loop, pattern: pattern, member: member, className: className)
                continue
            }
            // The names: `(i, x)` for `enumerated()`, `x` for the elements alone.
            let names = patternNames(pattern)
            let element: String
            var position: String?
            if isEnumerated {
                guard names.count == 2, let last = names[1] else { continue }
                element = last
                position = names[0]
            } else {
                guard names.count == 1, let only = names[0] else { continue }
                element = only
            }
            let writes = statements.assignments.filter { $0.start > loop.open && $0.start < loop.close && $0.chain.first == element }
            guard !writes.isEmpty else { continue }
            for index in 0..<Self.loopPositions {
                var scope = UIKitSwiftScope(member: member, bindings: [:], caller: nil)
                if let position {
                    scope.values[position] = EvaluatedValue(.integer(index), provenance: ValueProvenance(
                        origin: values.bytes(loop.collection), isWrittenWhole: false))
                }
                for write in writes {
                    for (field, value) in fields(of: write, isItem: isItem, in: scope) {
                        result.append(ItemSettingByPosition(className: className, index: index, field: field, value: value))
                    }
                }
            }
        }
        return result
    }

    /// The fields one write on the loop's element sets, with their values in `scope` (nil for `nil`).
    private func fields(of write: UIKitSwiftStatements.Assignment, isItem: Bool, in scope: UIKitSwiftScope)
        -> [(ItemSettingByPosition.Field, SourceFact<String>?)] {
        let reader = UIKitSwiftItemReader(bars: bars)
        var path = Array(write.chain.dropFirst())
        // `vc.tabBarItem.image = vc.tabBarItem.image?.withRenderingMode(.alwaysOriginal)`: the field keeps its value.
        if keepsOwnField(write) { return [] }
        if !isItem {
            if path == ["title"] { return [(.title, reader.title(write.value, in: scope))] }
            guard path.first == "tabBarItem" else { return [] }
            path.removeFirst()
            if path.isEmpty { return madeItem(write.value, in: scope) }
        }
        guard path.count == 1 else { return [] }
        switch path[0] {
        case "title": return [(.title, reader.title(write.value, in: scope))]
        case "image": return [(.image, reader.image(write.value, in: scope))]
        case "selectedImage": return [(.selectedImage, reader.image(write.value, in: scope))]
        default: return []
        }
    }

    /// Whether the write gives a field its own value back, at most with a rendering mode: `x.image = x.image`,
    /// `x.image = x.image?.withRenderingMode(.alwaysOriginal)` (`!` or no unwrap too).
    func keepsOwnField(_ write: UIKitSwiftStatements.Assignment) -> Bool {
        UIKitSwiftItemSettings.keepsOwnValue(target: write.chain.joined(separator: "."), value: tokens.joinedText(values.stripped(write.value)))
    }

    /// `UITabBarItem(title:image:selectedImage:)` / `(title:image:tag:)`: its three fields (a field it leaves out has
    /// none); anything else (a system item, a local) makes the three unknown.
    private func madeItem(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> [(ItemSettingByPosition.Field, SourceFact<String>?)] {
        let unknown = SourceFact<String>(.unknown, range: values.bytes(expression))
        guard let call = values.call(values.stripped(expression)), tokens.spells(call.callee, "UITabBarItem"),
              call.arguments.allSatisfy({ $0.label.map { !tokens.spells($0, "tabBarSystemItem") } ?? false }) else {
            return [(.title, unknown), (.image, unknown), (.selectedImage, unknown)]
        }
        let reader = UIKitSwiftItemReader(bars: bars)
        var title: SourceFact<String>?, image: SourceFact<String>?, selected: SourceFact<String>?
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            if tokens.spells(label, "title") { title = reader.title(argument.value, in: scope) }
            if tokens.spells(label, "image") { image = reader.image(argument.value, in: scope) }
            if tokens.spells(label, "selectedImage") { selected = reader.image(argument.value, in: scope) }
        }
        return [(.title, title), (.image, image), (.selectedImage, selected)]
    }

    /// What a loop walks when it is the controller's own tabs: `tabBar.items` (true) or `viewControllers` /
    /// `children` / a local the member hands to `viewControllers` (false), and whether through `enumerated()`.
    /// `self.`, unwraps, parentheses and `?? []` are allowed around it; nil for any other collection.
    private func walkedTabs(_ collection: Range<Int>, statements: UIKitSwiftStatements) -> (isItem: Bool, isEnumerated: Bool)? {
        var range = values.stripped(collection)
        var isEnumerated = false
        if range.count >= 4, tokens.isPunctuation(range.upperBound - 1, ")"), tokens.isPunctuation(range.upperBound - 2, "("),
           tokens.spells(range.upperBound - 3, "enumerated"), tokens.isPunctuation(range.upperBound - 4, ".") {
            isEnumerated = true
            range = range.lowerBound..<(range.upperBound - 4)
            if range.count >= 2, tokens.isPostfixUnwrap(range.upperBound - 1) { range = range.lowerBound..<(range.upperBound - 1) }
            range = values.stripped(range)
        }
        // `x ?? []`
        if range.count >= 4, tokens.isPunctuation(range.upperBound - 1, "]"), tokens.isPunctuation(range.upperBound - 2, "["),
           tokens.isOperator(range.upperBound - 3, "??") {
            range = values.stripped(range.lowerBound..<(range.upperBound - 3))
        }
        if let held = heldCollection(range) { return (held, isEnumerated) }
        // A local the member hands on as its tabs.
        guard let name = values.singleName(range), statements.locals[tokens.name(name)] != nil else { return nil }
        let text = tokens.name(name)
        let handed = statements.assignments.contains { $0.chain == ["viewControllers"] && values.singleName($0.value).map { tokens.name($0) } == text }
            || statements.calls.contains { call in
                guard tokens.spells(call.name, "setViewControllers"), let first = values.arguments(open: call.open, close: call.close).first
                else { return false }
                return values.singleName(first.value).map { tokens.name($0) } == text
            }
        return handed ? (false, isEnumerated) : nil
    }

    /// A loop body that runs straight through for every element: no branch, early exit, nested loop or `#if`.
    private func isPlain(_ loop: UIKitSwiftLoop) -> Bool {
        for inner in (loop.open + 1)..<loop.close {
            if let word = tokens.keyword(inner), word == .return || word == .guard || word == .if { return false }
            if (tokens.spells(inner, "break") || tokens.spells(inner, "continue") || tokens.spells(inner, "throw") || tokens.spells(inner, "switch")
                || tokens.spells(inner, "for") || tokens.spells(inner, "while") || tokens.spells(inner, "forEach")) && !tokens.isPunctuation(inner + 1, ":")
                || tokens.kind(inner) == .poundKeyword {
                return false
            }
        }
        return true
    }

    /// The names of a loop's pattern (`x`, `(i, x)`, `_` as nil); empty for any other pattern.
    private func patternNames(_ pattern: Range<Int>) -> [String?] {
        var range = pattern
        if range.count >= 3, tokens.isPunctuation(range.lowerBound, "("), tokens.partner(range.lowerBound) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        var names: [String?] = []
        for part in tokens.view.split(from: range.lowerBound, before: range.upperBound, at: ",") {
            guard part.count == 1, tokens.isIdentifier(part.lowerBound), tokens.keyword(part.lowerBound) == nil else { return [] }
            let name = tokens.name(part.lowerBound)
            names.append(name == "_" ? nil : name)
        }
        return names
    }

    /// `for i in 0..<titles.count { tabBar.items?[i].title = titles[i] }` (any loop over known integers, or the offsets
    /// of `enumerated()`): each write by the loop's index sets that tab's field, its value read with the index bound.
    private func subscriptedSettings(in loop: UIKitSwiftLoop, pattern: Range<Int>, member: Int, className: String)
        -> [ItemSettingByPosition] {
        let names = patternNames(pattern)
        var collection = values.stripped(loop.collection)
        let positions: [Int]
        var walked: [EvaluatedValue] = []
        guard let first = names.first, let indexName = first else { return [] }
        let scope = UIKitSwiftScope(member: member, bindings: [:], caller: nil)
        if names.count == 2 {
            guard collection.count >= 4, tokens.spells(collection.upperBound - 3, "enumerated"), tokens.isPunctuation(collection.upperBound - 4, ".")
            else { return [] }
            collection = collection.lowerBound..<(collection.upperBound - 4)
            guard let elements = bars.loopElements(collection, in: scope) else { return [] }
            positions = Array(elements.indices)
            walked = elements
        } else {
            guard names.count == 1, let elements = bars.loopElements(collection, in: scope) else { return [] }
            let integers = elements.compactMap(\.integer)
            guard integers.count == elements.count else { return [] }
            positions = integers
        }
        guard !positions.isEmpty, positions.count <= Self.loopPositions, positions.allSatisfy({ $0 >= 0 && $0 < 64 }) else { return [] }
        // The writes `tabBar.items?[i].field = …`, `viewControllers?[i].tabBarItem.field = …` at the body's statements.
        var writes: [(isItem: Bool, path: [String], value: Range<Int>)] = []
        var index = loop.open + 1
        while index < loop.close {
            defer { index += 1 }
            guard tokens.isIdentifier(index), tokens.startsStatement(index, bodyStart: loop.open + 1),
                  let write = subscriptedWrite(at: index, end: loop.close, indexName: indexName) else { continue }
            writes.append(write)
        }
        guard !writes.isEmpty else { return [] }
        let reader = UIKitSwiftItemReader(bars: bars)
        var result: [ItemSettingByPosition] = []
        for (offset, position) in positions.enumerated() {
            var bound = scope
            bound.values[indexName] = EvaluatedValue(.integer(names.count == 2 ? offset : position), provenance: ValueProvenance(
                origin: values.bytes(loop.collection), isWrittenWhole: false))
            if names.count == 2, let element = names[1], walked.indices.contains(offset) { bound.values[element] = walked[offset] }
            for write in writes {
                var path = write.path
                if !write.isItem {
                    if path != ["title"] {
                        guard path.first == "tabBarItem" else { continue }
                        path.removeFirst()
                    }
                }
                guard path.count == 1 else { continue }
                let field: ItemSettingByPosition.Field
                let value: SourceFact<String>?
                switch path[0] {
                case "title": field = .title; value = reader.title(write.value, in: bound)
                case "image": field = .image; value = reader.image(write.value, in: bound)
                case "selectedImage": field = .selectedImage; value = reader.image(write.value, in: bound)
                default: continue
                }
                result.append(ItemSettingByPosition(className: className, index: names.count == 2 ? offset : position, field: field, value: value))
            }
        }
        return result
    }

    /// `[self.]tabBar.items[?!][name].path = value` (true) or `[self.]viewControllers[?!][name].path = value` (false)
    /// at token `start`, the subscript the loop's index `indexName`.
    private func subscriptedWrite(at start: Int, end: Int, indexName: String) -> (isItem: Bool, path: [String], value: Range<Int>)? {
        var cursor = start
        if tokens.spells(cursor, "self"), tokens.isPunctuation(cursor + 1, ".") { cursor += 2 }
        let isItem: Bool
        if tokens.spells(cursor, "tabBar"), tokens.isPunctuation(cursor + 1, "."), tokens.spells(cursor + 2, "items") {
            isItem = true
            cursor += 3
        } else if tokens.spells(cursor, "viewControllers") {
            isItem = false
            cursor += 1
        } else {
            return nil
        }
        if cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
        guard cursor + 2 < end, tokens.isPunctuation(cursor, "["), tokens.partner(cursor) == cursor + 2,
              tokens.isIdentifier(cursor + 1), tokens.name(cursor + 1) == indexName else { return nil }
        cursor += 3
        let path = tokens.memberPath(from: &cursor, before: end)
        guard cursor < end, tokens.isOperator(cursor, "="), !path.isEmpty else { return nil }
        return (isItem, path, (cursor + 1)..<tokens.expressionEnd(from: cursor + 1, limit: end))
    }
}
