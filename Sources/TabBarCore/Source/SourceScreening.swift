/// What a front-end's byte screen found in one file, before any lexing: whether the file names one
/// of the words of the tab bars the front-end reads (then it is extracted), else the classes it defines
/// (a file defining a class a tab bar uses is extracted in the second pass).
public struct SourceScreening: Sendable, Hashable {
    /// Whether the file names one of the front-end's words (then `classNames` is left empty).
    public var mentionsLibrary: Bool
    /// The class names the file defines or extends, found by bytes alone; words in comments may
    /// slip in, which only costs a read.
    public var classNames: Set<String>

    /// A screening from its parts.
    public init(mentionsLibrary: Bool, classNames: Set<String>) {
        self.mentionsLibrary = mentionsLibrary
        self.classNames = classNames
    }

    /// The result of a byte search: whether a word was found, else the names defined.
    public init(_ found: (foundWord: Bool, names: Set<String>)) {
        self.init(mentionsLibrary: found.foundWord, classNames: found.names)
    }

    /// A file no front-end reads: it names nothing and defines nothing.
    public static let nothing = SourceScreening(mentionsLibrary: false, classNames: [])
}
