import JSONC

/// A change an editor offers on source without a finding behind it (a code action of kind `refactor.rewrite`):
/// never applied by `--fix` or fix-all, only when a person picks it.
public struct SourceRefactoring: Sendable, Hashable {
    /// The LSP code action kind of every rewrite.
    public static let rewriteKind = "refactor.rewrite"

    /// What the action says, such as `Convert to Tab(…)`.
    public var title: String
    /// The code action kind (`refactor.rewrite`).
    public var kind: String
    /// The code it applies to, in the file's bytes.
    public var range: ByteRange
    /// The edits, in the same file, not overlapping.
    public var edits: [TextEdit]

    /// A rewrite titled `title` replacing code at `range` with `edits`.
    public init(title: String, kind: String = SourceRefactoring.rewriteKind, range: ByteRange, edits: [TextEdit]) {
        self.title = title
        self.kind = kind
        self.range = range
        self.edits = edits
    }
}
