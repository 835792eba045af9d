import TabBarCore

/// One source file as the reader knows it: what its front-end's byte screen saw and, for the files
/// that are read (they name the library, or define a class a tab bar uses), their bytes and facts.
public struct ScreenedSourceFile: Sendable {
    /// The file's path, as listed.
    public var path: String
    /// What its front-end's byte screen saw (`.nothing` when no front-end reads it).
    public var screening: SourceScreening
    /// The bytes, kept only for extracted files.
    public var bytes: [UInt8]?
    /// The facts, for extracted files.
    public var facts: SourceFileFacts? {
        get { extracted?.facts }
        set { extracted = newValue.map(Extracted.init) }
    }
    /// Whether the file was extracted (its facts are known), told without copying them.
    public var isExtracted: Bool { extracted != nil }
    /// Whether the file names the library but was not read: `ClassDefiners` links it whatever classes are used.
    public var namesLibraryUnread: Bool { screening.mentionsLibrary && extracted == nil }

    /// The facts behind one reference: the passes copy every file of a project several times, and
    /// facts (a dozen arrays) are made once and never changed in place.
    private var extracted: Extracted?

    private final class Extracted: Sendable {
        let facts: SourceFileFacts
        init(_ facts: SourceFileFacts) { self.facts = facts }
    }

    /// A file from its parts.
    public init(path: String, screening: SourceScreening, bytes: [UInt8]?, facts: SourceFileFacts?) {
        self.path = path
        self.screening = screening
        self.bytes = bytes
        self.extracted = facts.map(Extracted.init)
    }
}
