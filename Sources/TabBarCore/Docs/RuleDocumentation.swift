/// Where this copy of tabbar finds the rule pages (`docs/rules/TB003.md`): a folder
/// address that page names are appended to, or none, in which case links are left out
/// rather than pointing somewhere that does not exist. Found by
/// `RuleDocumentationLocator` (TabBarWorkspace); the core only formats.
public struct RuleDocumentation: Sendable, Hashable {
    /// The folder's address without a trailing slash (`file:///usr/local/share/tabbar/docs/rules`,
    /// `https://example.org/tabbar/docs/rules`); nil when unknown.
    public let base: String?

    /// Documentation at `base`; an empty base means none.
    public init(base: String?) {
        var trimmed = base ?? ""
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.base = trimmed.isEmpty ? nil : trimmed
    }

    /// No known documentation: no links.
    public static let none = RuleDocumentation(base: nil)

    /// The page of rule `code`, nil without a base.
    public func page(for code: String) -> String? {
        base.map { "\($0)/\(code).md" }
    }

    /// The index of every rule, nil without a base.
    public var index: String? {
        base.map { "\($0)/README.md" }
    }
}
