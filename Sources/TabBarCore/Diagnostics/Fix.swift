import JSONC

/// A replacement of the bytes in `range` by `newText`.
public struct TextEdit: Sendable, Hashable {
    public var range: ByteRange
    public var newText: String

    public init(range: ByteRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Whether a fix may be applied without a person looking at it.
public enum Applicability: String, Sendable, Hashable {
    /// Keeps the meaning the developer evidently wanted; applied by `--fix` and fix-all.
    case safe
    /// A suggestion: offered as a quick fix, never applied in bulk.
    case unsafe
}

/// A named set of edits that resolves a diagnostic.
public struct Fix: Sendable, Hashable {
    /// What the fix does, as a command: "Rename to navigationItemTitle".
    public var title: String
    /// Non-overlapping edits.
    public var edits: [TextEdit]
    public var applicability: Applicability
    /// Whether editors should offer it first.
    public var isPreferred: Bool

    public init(title: String, edits: [TextEdit], applicability: Applicability, isPreferred: Bool = false) {
        self.title = title
        self.edits = edits
        self.applicability = applicability
        self.isPreferred = isPreferred
    }
}
