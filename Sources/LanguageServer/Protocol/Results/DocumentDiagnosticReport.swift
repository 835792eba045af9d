import JSONC

/// The answer to a pull: the full list, or "unchanged" since `previousResultId`.
public struct DocumentDiagnosticReport: Hashable, Sendable, JSONEncodable {
    public var resultId: String
    /// nil when unchanged.
    public var items: [LSPDiagnostic]?

    public init(resultId: String, items: [LSPDiagnostic]?) {
        self.resultId = resultId
        self.items = items
    }

    public var json: JSON {
        guard let items else { return ["kind": "unchanged", "resultId": .string(resultId)] }
        return ["kind": "full", "resultId": .string(resultId), "items": items.json]
    }
}
