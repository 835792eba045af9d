import JSONC

/// One finding: which rule, where, what to do, and how to fix it.
public struct Diagnostic: Sendable, Hashable {
    /// The stable rule code, such as `TB003`.
    public var code: String
    /// The rule's kebab-case name, such as `title-mismatch`.
    public var name: String
    public var severity: Severity
    /// What is wrong and what to do, in one or two sentences.
    public var message: String
    /// Where, in UTF-8 bytes.
    public var range: ByteRange
    /// Ways to fix it, the preferred one first.
    public var fixes: [Fix]
    public var tags: [DiagnosticTag]
    /// Other places that explain this one (the first of two duplicate keys, ...).
    public var related: [RelatedLocation]

    public init(code: String, name: String, severity: Severity, message: String, range: ByteRange,
                fixes: [Fix] = [], tags: [DiagnosticTag] = [], related: [RelatedLocation] = []) {
        self.code = code
        self.name = name
        self.severity = severity
        self.message = message
        self.range = range
        self.fixes = fixes
        self.tags = tags
        self.related = related
    }

    /// Whether any fix is safe to apply without review.
    public var hasSafeFix: Bool { fixes.contains { $0.applicability == .safe } }
}

/// A place related to a diagnostic, with a note.
public struct RelatedLocation: Sendable, Hashable {
    public var range: ByteRange
    public var message: String

    public init(range: ByteRange, message: String) {
        self.range = range
        self.message = message
    }
}
