import JSONC
import TabBarCore

/// Builds completion items for one position.
struct CompletionContext {
    let document: JSONCDocument
    let converter: PositionConverter
    let offset: Int
    let snippets: Bool
    var items: [CompletionItem] = []

    mutating func keys(of spec: ObjectSpec, present: Set<String>, replacing keyRange: ByteRange?) {
        let hasColon = keyRange.map { document.significantToken(atOrAfter: $0.end).kind == .colon } ?? false
        let needsComma = keyRange == nil && needsSeparator()
        for (order, key) in spec.keys.enumerated() where !present.contains(key.name) {
            var text = JSON.quote(key.name)
            if !hasColon { text += ": " + (snippets ? Self.valueSnippet(key.type) : "") }
            if needsComma { text = ", " + text }
            let rank = key.isRequired ? 0 : key.deprecation != nil ? 2 : 1
            items.append(CompletionItem(
                label: key.name, kind: .property, detail: key.type.summary + (key.deprecation == nil ? "" : " (deprecated)"),
                documentation: HoverText.key(key, in: spec), textEdit: edit(keyRange, text),
                isSnippet: snippets && !hasColon, isDeprecated: key.deprecation != nil,
                sortText: "\(rank)\(order < 10 ? "0" : "")\(order)", filterText: keyRange == nil ? nil : JSON.quote(key.name)))
        }
    }

    mutating func values(for key: KeySpec, imageNames: [String], replacing range: ByteRange?) {
        switch key.type {
        case .enumeration(let values):
            for value in values { add(value, JSON.quote(value), .enumMember, replacing: range) }
        case .bool:
            for value in ["true", "false"] { add(value, value, .keyword, replacing: range) }
        case .string where key.name == "image" || key.name == "selectedImage":
            for name in imageNames { add(name, JSON.quote(name), .file, replacing: range, detail: "image set") }
        case .array(.devices):
            deviceNames(replacing: range, wrapInArray: true)
        default:
            if let value = key.defaultValue, Double(value) != nil { add(value, value, .value, replacing: range, detail: "default") }
        }
    }

    mutating func deviceNames(replacing range: ByteRange?, wrapInArray: Bool) {
        let comma = range == nil && !wrapInArray && needsSeparator() ? ", " : ""
        for device in Device.builtIn {
            let quoted = JSON.quote(device.name)
            add(device.name, comma + (wrapInArray ? "[\(quoted)]" : quoted), .enumMember, replacing: range,
                detail: "\(PointFormat.string(device.width)) × \(PointFormat.string(device.height)) pt")
        }
    }

    mutating func newItem() {
        let comma = needsSeparator() ? ", " : ""
        let text = snippets ? "{ \"title\": \"$1\", \"image\": \"$2\" }" : "{ \"title\": \"\", \"image\": \"\" }"
        items.append(CompletionItem(label: "new item", kind: .value, detail: "{ title, image }",
                                    textEdit: edit(nil, comma + text), isSnippet: snippets))
    }

    mutating func skeleton() {
        let text = snippets ? "{\n  \"items\": [\n    { \"title\": \"$1\", \"image\": \"$2\" }\n  ]\n}"
            : "{\n  \"items\": [\n    { \"title\": \"\", \"image\": \"\" }\n  ]\n}"
        items.append(CompletionItem(label: "tab bar configuration", kind: .value, detail: "{ items: [...] }",
                                    textEdit: edit(nil, text), isSnippet: snippets))
    }

    private mutating func add(_ label: String, _ text: String, _ kind: CompletionItem.Kind, replacing range: ByteRange?,
                              detail: String? = nil) {
        let filter = range.map { document.text(in: $0).hasPrefix("\"") ? JSON.quote(label) : label }
        items.append(CompletionItem(label: label, kind: kind, detail: detail, textEdit: edit(range, text),
                                    sortText: String(1000 + items.count), filterText: filter))
    }

    private func edit(_ range: ByteRange?, _ text: String) -> LSPTextEdit {
        LSPTextEdit(range: converter.range(range ?? .empty(at: offset)), newText: text)
    }

    /// Whether an entry inserted at the cursor needs a comma before it.
    private func needsSeparator() -> Bool {
        guard let previous = document.significantToken(before: offset) else { return false }
        switch previous.kind {
        case .openBrace, .openBracket, .comma, .colon: return false
        default: return true
        }
    }

    /// A snippet for a value of `type`, after `"key": `.
    static func valueSnippet(_ type: ValueType) -> String {
        switch type {
        case .string: return "\"$1\""
        case .number, .index: return "$1"
        case .bool: return "${1|true,false|}"
        case .enumeration(let values): return "\"${1|\(values.joined(separator: ","))|}\""
        case .object: return "{$1}"
        case .array: return "[$1]"
        }
    }
}
