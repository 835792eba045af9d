import JSONC
import TabBarCore

/// Reads the types SwiftUI compares a tab's tag with: the selection property's declared type (`@State private var
/// selection = 0`, `@Binding var tab: Tab`, `@AppStorage("tab") var tab: Tab?`) and a tag's literal (`0`, `"home"`,
/// `Tab.home`, `.home`, `Optional(0)`, `Tab.home as Tab?`). Anything else is unknown (nil).
struct SwiftUISelectionReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]

    /// The wrappers whose property a `$name` binding projects.
    static let wrappers = ["@State", "@Binding", "@AppStorage", "@SceneStorage"]

    /// `TabView(selection: …)` of the `TabView` at token `name`: the argument and the property's type when known.
    func selection(ofTabViewAt name: Int) -> SwiftUISelection? {
        guard tokens.isPunctuation(name + 1, "("), let close = tokens.partner(name + 1), close > name + 1 else { return nil }
        let arguments = values.arguments(open: name + 1, close: close)
        guard let argument = arguments.first(where: { $0.label.map { tokens.spells($0, "selection") } == true }) else { return nil }
        let value = values.stripped(argument.value)
        var type: SwiftUIValueType?
        if value.count == 1, tokens.isIdentifier(value.lowerBound) {
            let text = tokens.name(value.lowerBound)
            if text.hasPrefix("$"), text.count > 1 {
                type = propertyType(String(text.dropFirst()), near: name)
            }
        }
        return SwiftUISelection(range: values.bytes(argument.value), type: type)
    }

    /// The type of the wrapped property `property` declared in the type around token `near` (or, outside a type, in
    /// the file).
    func propertyType(_ property: String, near: Int) -> SwiftUIValueType? {
        let around = types.filter { type in
            guard type.kind != .extensionType, let open = type.open else { return false }
            return open < near && near < (type.close ?? tokens.count)
        }.max { ($0.open ?? 0) < ($1.open ?? 0) }
        let start = around?.open ?? 0, end = around?.close ?? tokens.count
        var index = start
        while index < end {
            if let close = tokens.partner(index), close > index, index != start, tokens.isPunctuation(index, "{") {
                // A nested body (a member's, a nested type's) declares no property of this type.
                index = close + 1
                continue
            }
            if tokens.keyword(index) == .var, tokens.names(index + 1, property), isWrapped(declaration: index) {
                return declaredType(after: index + 1, limit: end)
            }
            index += 1
        }
        return nil
    }

    /// Whether the `var` at token `keyword` carries one of the wrappers (attributes and modifiers before it).
    private func isWrapped(declaration keyword: Int) -> Bool {
        var index = keyword - 1
        var steps = 0
        while index >= 0, steps < 16 {
            steps += 1
            if tokens.isPunctuation(index, ")"), let open = tokens.partner(index), open < index {
                index = open - 1
                continue
            }
            if tokens.kind(index) == .atKeyword {
                if Self.wrappers.contains(where: { tokens.text(index) == $0 }) { return true }
            } else if tokens.keyword(index) != .modifier, tokens.keyword(index) != .static {
                return false
            }
            index -= 1
        }
        return false
    }

    /// The type after the property name at `name`: `: Type` (`Int`, `String`, `Tab`, `A.Tab`, `Tab?`,
    /// `Optional<Tab>`), else the initialiser's literal type.
    private func declaredType(after name: Int, limit: Int) -> SwiftUIValueType? {
        var index = name + 1
        if tokens.isPunctuation(index, ":") {
            index += 1
            var parts: [String] = []
            var optional = false
            if tokens.names(index, "Optional"), tokens.isOperator(index + 1, "<") {
                optional = true
                index += 2
            }
            while index < limit, tokens.isIdentifier(index) {
                parts.append(tokens.name(index))
                guard tokens.isPunctuation(index + 1, "."), tokens.isIdentifier(index + 2) else { break }
                index += 2
            }
            guard let last = parts.last else { return nil }
            index += 1
            if optional {
                guard tokens.isOperator(index, ">") else { return nil }
                index += 1
            } else if tokens.isPostfixUnwrap(index), tokens.spells(index, "?") {
                optional = true
                index += 1
            }
            // Anything else after the type (generics, `!`, arrays closing) leaves it unknown.
            guard tokens.isOperator(index, "=") || tokens.startsLine(index) || index >= limit || tokens.isPunctuation(index, ";")
            else { return nil }
            switch parts == [last] ? last : "" {
            case "Int": return SwiftUIValueType(.int, isOptional: optional)
            case "String": return SwiftUIValueType(.string, isOptional: optional)
            case "Double", "Bool", "Float", "CGFloat", "UUID", "AnyHashable": return nil
            default: return SwiftUIValueType(.named(parts.joined(separator: ".")), isOptional: optional)
            }
        }
        guard tokens.isOperator(index, "=") else { return nil }
        let end = tokens.expressionEnd(from: index + 1, limit: limit)
        guard let literal = value((index + 1)..<end) else { return nil }
        // `.home` needs the annotation to have a type.
        if case .member(type: nil, _) = literal.kind { return nil }
        return literal.type
    }

    /// The literal `expression` is, nil for anything else.
    func literal(_ expression: Range<Int>) -> SwiftUIValue? { value(expression) }

    /// `0`, `-1`, `"home"`, `Tab.home`, `.home`, `Optional(x)`, `x as T?`.
    private func value(_ expression: Range<Int>, depth: Int = 0) -> SwiftUIValue? {
        guard depth < 4, !expression.isEmpty else { return nil }
        // `x as T?` (a cast that only adds an optional).
        if let cast = tokens.view.firstTopLevel(from: expression.lowerBound + 1, before: expression.upperBound,
                                                where: { tokens.keyword($0) == .as }) {
            let type = (cast + 1)..<expression.upperBound
            guard type.count >= 2, tokens.spells(type.upperBound - 1, "?"), var inner = value(expression.lowerBound..<cast, depth: depth + 1),
                  !inner.isOptional else { return nil }
            inner.isOptional = true
            return inner
        }
        let range = values.stripped(expression)
        let first = range.lowerBound
        if tokens.names(first, "Optional"), tokens.isPunctuation(first + 1, "("), tokens.partner(first + 1) == range.upperBound - 1 {
            guard var inner = value((first + 2)..<(range.upperBound - 1), depth: depth + 1), !inner.isOptional else { return nil }
            inner.isOptional = true
            return inner
        }
        switch range.count {
        case 1:
            if let string = tokens.stringValue(first) { return SwiftUIValue(.string(string)) }
            return integer(first, negative: false)
        case 2:
            if tokens.isOperator(first, "-") { return integer(first + 1, negative: true) }
            if tokens.isPunctuation(first, "."), tokens.isIdentifier(first + 1), !tokens.isTypeName(first + 1) {
                return SwiftUIValue(.member(type: nil, name: tokens.name(first + 1)))
            }
            return nil
        default:
            // `Tab.home`, `RootView.Tab.home`: names joined by dots, the last one a case.
            guard range.count % 2 == 1, range.count <= 7 else { return nil }
            var names: [String] = []
            for index in stride(from: first, to: range.upperBound, by: 2) {
                guard tokens.isIdentifier(index), tokens.keyword(index) == nil,
                      index + 1 == range.upperBound || tokens.isPunctuation(index + 1, ".") else { return nil }
                names.append(tokens.name(index))
            }
            guard tokens.isTypeName(range.upperBound - 3), !tokens.isTypeName(range.upperBound - 1), let name = names.popLast()
            else { return nil }
            return SwiftUIValue(.member(type: names.joined(separator: "."), name: name))
        }
    }

    /// An integer literal (decimal, no fraction).
    private func integer(_ index: Int, negative: Bool) -> SwiftUIValue? {
        guard tokens.kind(index) == .number, let number = tokens.numberValue(index), number == number.rounded(),
              abs(number) < 1e15, !tokens.text(index).contains(".") else { return nil }
        return SwiftUIValue(.int(negative ? -Int(number) : Int(number)))
    }

    /// The cases of the enum named `name` (its last component) the file declares, in order, when every case is a
    /// plain one (no associated values); nil otherwise.
    func cases(ofEnum name: String) -> [String]? {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        guard let type = types.first(where: { $0.kind == .enumType && $0.name == last }), let open = type.open else { return nil }
        let close = type.close ?? tokens.count
        var cases: [String] = []
        var index = open + 1
        while index < close {
            if tokens.isPunctuation(index, "{") || tokens.isPunctuation(index, "("), let end = tokens.partner(index), end > index {
                index = end + 1
                continue
            }
            if tokens.spells(index, "case"), tokens.startsLine(index) || tokens.keyword(index - 1) != nil {
                var cursor = index + 1
                while tokens.isIdentifier(cursor) {
                    if tokens.isPunctuation(cursor + 1, "(") { return nil }
                    cases.append(tokens.name(cursor))
                    cursor += 1
                    if tokens.isOperator(cursor, "=") { cursor += 2 }
                    guard tokens.isPunctuation(cursor, ",") else { break }
                    cursor += 1
                }
                index = cursor
                continue
            }
            index += 1
        }
        return cases.isEmpty ? nil : cases
    }
}
