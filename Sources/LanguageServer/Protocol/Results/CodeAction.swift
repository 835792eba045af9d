import JSONC

/// A quick fix or the fix-all source action.
public struct CodeAction: Hashable, Sendable, JSONEncodable {
    /// `quickfix`: one fix of one diagnostic.
    public static let quickFixKind = "quickfix"
    /// `refactor.rewrite`: a change offered with no finding behind it (SwiftUI's `.tabItem` to `Tab`), never in fix-all.
    public static let rewriteKind = "refactor.rewrite"
    /// `source.fixAll.tabbar`: every safe fix at once.
    public static let fixAllKind = "source.fixAll.tabbar"

    public var title: String
    public var kind: String
    /// The diagnostics it resolves, as sent to the client.
    public var diagnostics: [LSPDiagnostic]
    public var isPreferred: Bool
    public var edit: WorkspaceEdit

    public init(title: String, kind: String, diagnostics: [LSPDiagnostic], isPreferred: Bool, edit: WorkspaceEdit) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }

    public var json: JSON {
        var object: JSONObject = ["title": .string(title), "kind": .string(kind)]
        if !diagnostics.isEmpty { object["diagnostics"] = diagnostics.json }
        if isPreferred { object["isPreferred"] = true }
        object["edit"] = edit.json
        return .object(object)
    }

    /// Whether a request's `only` filter admits `kind` (a listed kind or one of its parents).
    public static func kind(_ kind: String, isAdmittedBy only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}
