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
    public var facts: SourceFileFacts?

    /// A file from its parts.
    public init(path: String, screening: SourceScreening, bytes: [UInt8]?, facts: SourceFileFacts?) {
        self.path = path
        self.screening = screening
        self.bytes = bytes
        self.facts = facts
    }
}
