import JSONC
import TabBarCore

/// A diagnostic as LSP sends it: positions converted, the rule's docs linked.
public struct LSPDiagnostic: Hashable, Sendable, JSONEncodable {
    public var range: LSPRange
    public var severity: Severity
    public var code: String
    public var message: String
    public var tags: [DiagnosticTag]
    public var related: [(location: Location, message: String)]

    public init(range: LSPRange, severity: Severity, code: String, message: String, tags: [DiagnosticTag],
                related: [(location: Location, message: String)]) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.tags = tags
        self.related = related
    }

    /// The documentation page of rule `code`.
    public static func documentationURL(for code: String) -> String { ProjectLinks.ruleDocumentation(code) }

    public var json: JSON {
        var object: JSONObject = ["range": range.json]
        switch severity {
        case .error: object["severity"] = 1
        case .warning: object["severity"] = 2
        case .info: object["severity"] = 3
        }
        object["code"] = .string(code)
        object["codeDescription"] = ["href": .string(Self.documentationURL(for: code))]
        object["source"] = "tabbar"
        object["message"] = .string(message)
        if !tags.isEmpty {
            object["tags"] = .array(tags.map { $0 == .unnecessary ? 1 : 2 })
        }
        if !related.isEmpty {
            object["relatedInformation"] = .array(related.map { ["location": $0.location.json, "message": .string($0.message)] })
        }
        return .object(object)
    }

    public static func == (lhs: LSPDiagnostic, rhs: LSPDiagnostic) -> Bool { lhs.json == rhs.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }
}
