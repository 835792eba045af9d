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
    /// The address of the rule's page (`codeDescription.href`); nil leaves the link out.
    public var documentation: String?

    public init(range: LSPRange, severity: Severity, code: String, message: String, tags: [DiagnosticTag],
                related: [(location: Location, message: String)], documentation: String? = nil) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.tags = tags
        self.related = related
        self.documentation = documentation
    }

    public var json: JSON {
        // Members listed once, in order: no key is looked up while the object is built.
        var members: [(String, JSON)] = []
        members.reserveCapacity(8)
        members.append(("range", range.json))
        switch severity {
        case .error: members.append(("severity", 1))
        case .warning: members.append(("severity", 2))
        case .info: members.append(("severity", 3))
        }
        members.append(("code", .string(code)))
        if let documentation { members.append(("codeDescription", ["href": .string(documentation)])) }
        members.append(("source", "tabbar"))
        members.append(("message", .string(message)))
        if !tags.isEmpty {
            members.append(("tags", .array(tags.map { $0 == .unnecessary ? 1 : 2 })))
        }
        if !related.isEmpty {
            members.append(("relatedInformation",
                            .array(related.map { ["location": $0.location.json, "message": .string($0.message)] })))
        }
        return .object(JSONObject(members))
    }

    public static func == (lhs: LSPDiagnostic, rhs: LSPDiagnostic) -> Bool { lhs.json == rhs.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }
}
