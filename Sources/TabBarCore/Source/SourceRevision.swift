/// One version of an open file as its front-end read it, with what the front-end keeps to read the
/// next version faster: an editor sends a whole file on every keystroke, and most of it is unchanged.
public struct SourceRevision: @unchecked Sendable {
    // @unchecked: `memo` is a value the front-end made Sendable; `any Sendable` keeps it opaque.

    /// Whether the next version must be extracted whatever its screen says (the index already
    /// links the file: it defines a class a tab bar uses), or only when the screen names the
    /// front-end's words (the first pass).
    public enum Extraction: Sendable {
        case whenNamed, always
    }

    /// What the byte screen saw.
    public let screening: SourceScreening
    /// The facts, when this version was extracted.
    public let facts: SourceFileFacts?
    /// The front-end's own record of this version (tokens, screen hits, body facts), opaque to
    /// everyone else; nil from a front-end that keeps nothing.
    public let memo: (any Sendable)?

    /// A revision from its parts.
    public init(screening: SourceScreening, facts: SourceFileFacts?, memo: (any Sendable)?) {
        self.screening = screening
        self.facts = facts
        self.memo = memo
    }
}

extension SourceFrontEnd {
    /// The default for front-ends that keep nothing: a fresh screen and, when wanted, a fresh
    /// extraction.
    public func revise(_ bytes: [UInt8], previous: SourceRevision?, extracting: SourceRevision.Extraction) -> SourceRevision {
        let screening = screen(bytes)
        let wanted = extracting == .always || screening.mentionsLibrary
        return SourceRevision(screening: screening, facts: wanted ? extract(bytes) : nil, memo: nil)
    }
}
