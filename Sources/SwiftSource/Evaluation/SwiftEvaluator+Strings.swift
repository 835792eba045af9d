import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// An interpolated string literal at token `token`: its text with each `\(…)` replaced by the value of the name
    /// or member path inside (`"\(prefix)首页"`, `"\(tab.title) 🏠"`), when every part is a known string, integer or
    /// truth value. A raw (`#"…"#`) or multi-line literal, and any other interpolation, are unknown.
    func interpolation(_ token: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let range = tokens.range(token)
        let whole = token..<(token + 1)
        let bytes = tokens.bytes
        guard range.length >= 2, range.end <= bytes.count, bytes[range.start] == UInt8(ascii: "\""),
              bytes[range.end - 1] == UInt8(ascii: "\""),
              !(range.length >= 6 && bytes[range.start + 1] == UInt8(ascii: "\"") && bytes[range.start + 2] == UInt8(ascii: "\""))
        else { return unknown(whole) }
        spend(walking: range.length / 8, &state)
        var text = ""
        var segmentStart = range.start + 1
        var cursor = range.start + 1
        let end = range.end - 1
        while cursor < end {
            if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < end {
                guard bytes[cursor + 1] == UInt8(ascii: "(") else {
                    cursor += 2
                    continue
                }
                guard let segment = Self.decoded(bytes[segmentStart..<cursor]) else { return unknown(whole) }
                text += segment
                var depth = 0
                var close = cursor + 1
                while close < end {
                    if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[close] == UInt8(ascii: ")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                guard close < end, let part = path(bytes[(cursor + 2)..<close], at: whole, scope, &state) else { return unknown(whole) }
                text += part
                cursor = close + 1
                segmentStart = cursor
                continue
            }
            cursor += 1
        }
        guard let last = Self.decoded(bytes[segmentStart..<end]) else { return unknown(whole) }
        return computed(.string(text + last), whole)
    }

    /// The text of a literal segment (escapes decoded), nil when it does not decode.
    private static func decoded(_ segment: ArraySlice<UInt8>) -> String? {
        let literal = [UInt8(ascii: "\"")] + segment + [UInt8(ascii: "\"")]
        let lexed = SwiftLexer.tokenize(literal)
        guard lexed.count == 1 else { return nil }
        return SwiftLexer.stringValue(lexed[0], in: literal)
    }

    /// The text the value of `name.member.member` (written inside an interpolation) prints, nil when it is not a known
    /// string, integer or truth value, or the text is no such path.
    private func path(_ text: ArraySlice<UInt8>, at whole: Range<Int>, _ scope: Scope, _ state: inout State) -> String? {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let trimmed = String(decoding: text.drop(while: isSpace).reversed().drop(while: isSpace).reversed(), as: UTF8.self)
        var components: [(name: String, index: String?)] = []
        for part in trimmed.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            // `name[i]`, `name[0]`: one subscript by a name or an integer; `.1` a tuple's part after the first.
            if let open = part.firstIndex(of: "["), part.hasSuffix("]") {
                let base = String(part[..<open]), inner = String(part[part.index(after: open)..<part.index(before: part.endIndex)])
                guard Self.isName(base), Self.isName(inner) || Self.isDigits(inner) else { return nil }
                components.append((base, inner))
            } else {
                guard Self.isName(part) || !components.isEmpty && Self.isDigits(part) else { return nil }
                components.append((part, nil))
            }
        }
        guard !components.isEmpty, components.count <= 8 else { return nil }
        var operand: Operand
        switch components[0].name {
        case "self": operand = scope.selfValue.map(Operand.value) ?? scope.typeName.map(Operand.type) ?? .value(unknown(whole))
        case "Self": operand = scope.typeName.map(Operand.type) ?? .value(unknown(whole))
        default: operand = name(components[0].name, at: whole, scope, &state)
        }
        for (offset, component) in components.enumerated() {
            if offset > 0 { operand = member(component.name, of: operand, isCall: false, at: whole, scope, &state) }
            guard let inner = component.index else { continue }
            guard case .value(let base) = operand else { return nil }
            let position: EvaluatedValue
            if let literal = Int(inner) {
                position = computed(.integer(literal), whole)
            } else if case .value(let named) = name(inner, at: whole, scope, &state) {
                position = named
            } else {
                return nil
            }
            operand = .value(element(of: base, at: position, whole))
        }
        guard case .value(let result) = operand else { return nil }
        switch result.kind {
        case .string(let value): return value
        case .integer(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        default: return nil
        }
    }

    /// Whether `text` is a decimal integer (a tuple's part, a literal index).
    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 4 && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Whether `text` is a plain Swift name (letters, digits, `_`, `$`, any non-ASCII), not starting with a digit.
    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" || $0.value >= 0x80 }
    }
}
