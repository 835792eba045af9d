import JSONC

/// Completion candidates.
public struct CompletionList: Hashable, Sendable, JSONEncodable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(isIncomplete: Bool = false, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }

    public var json: JSON { ["isIncomplete": .bool(isIncomplete), "items": items.json] }
}

/// One completion candidate.
public struct CompletionItem: Hashable, Sendable, JSONEncodable {
    /// LSP `CompletionItemKind` values used here.
    public enum Kind: Int, Sendable {
        case value = 12, property = 10, enumMember = 20, file = 17, keyword = 14
    }

    public var label: String
    public var kind: Kind
    public var detail: String?
    public var documentation: String?
    /// The edit that inserts it.
    public var textEdit: LSPTextEdit
    /// Whether `textEdit.newText` is a snippet (`$1`, `$0`).
    public var isSnippet: Bool
    public var isDeprecated: Bool
    public var sortText: String?
    public var filterText: String?

    public init(label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, textEdit: LSPTextEdit,
                isSnippet: Bool = false, isDeprecated: Bool = false, sortText: String? = nil, filterText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.textEdit = textEdit
        self.isSnippet = isSnippet
        self.isDeprecated = isDeprecated
        self.sortText = sortText
        self.filterText = filterText
    }

    public var json: JSON {
        var object: JSONObject = ["label": .string(label), "kind": .number(Double(kind.rawValue))]
        if let detail { object["detail"] = .string(detail) }
        if let documentation { object["documentation"] = MarkupContent(documentation).json }
        object["textEdit"] = textEdit.json
        object["insertTextFormat"] = isSnippet ? 2 : 1
        if isDeprecated { object["tags"] = [1] }
        if let sortText { object["sortText"] = .string(sortText) }
        if let filterText { object["filterText"] = .string(filterText) }
        return .object(object)
    }
}
