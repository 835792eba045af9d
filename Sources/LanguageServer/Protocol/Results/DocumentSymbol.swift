import JSONC

/// A symbol of the outline: the bar, its items, the plus button.
public struct DocumentSymbol: Hashable, Sendable, JSONEncodable {
    /// LSP `SymbolKind` values used here.
    public enum Kind: Int, Sendable {
        case module = 2, `class` = 5, field = 8, array = 18, object = 19, `struct` = 23, event = 24
    }

    public var name: String
    public var detail: String?
    public var kind: Kind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]

    public init(name: String, detail: String?, kind: Kind, range: LSPRange, selectionRange: LSPRange,
                children: [DocumentSymbol] = []) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    public var json: JSON {
        var object: JSONObject = ["name": .string(name)]
        if let detail { object["detail"] = .string(detail) }
        object["kind"] = .number(Double(kind.rawValue))
        object["range"] = range.json
        object["selectionRange"] = selectionRange.json
        if !children.isEmpty { object["children"] = children.json }
        return .object(object)
    }

    /// The symbol and its descendants as flat `SymbolInformation`s.
    public func flattened(uri: String, container: String? = nil) -> [JSON] {
        var object: JSONObject = ["name": .string(name), "kind": .number(Double(kind.rawValue)),
                                  "location": Location(uri: uri, range: range).json]
        if let container { object["containerName"] = .string(container) }
        return [.object(object)] + children.flatMap { $0.flattened(uri: uri, container: name) }
    }
}
