import TabBarCore

/// What the source index's worker read, handed to the server's message loop as a `ServerEvent`:
/// a scanned folder's files, or files read again after they changed on disk.
public struct SourceIndexReport: Sendable {
    /// The folder scanned; nil for a report of files read again.
    public var root: String?
    /// Whether `root`'s sub-folders were scanned too.
    public var recursive: Bool
    /// The document folders whose project this scan is (they asked before their root was known).
    public var folders: [String]
    /// The files read.
    public var files: [IndexedSourceFile]
    /// Whether `files` is the whole listing of `root` (false when `root` had been scanned before:
    /// then only `folders` is news).
    public var listed: Bool
    /// Files that are gone or unreadable (a report of files read again).
    public var removed: [String]
    /// The folders scanned that hold a project marker: each starts a project of its own.
    public var projectRoots: [String]
    /// The library version named in the lock files of `root` and of each project root.
    public var libraryVersions: [String: LibraryVersion]
    /// A line for people when the scan stopped at its budget.
    public var incompleteNote: String?
    /// How long the scan, reading and extraction took on the worker.
    public var duration: Duration

    /// A report from its parts.
    public init(root: String?, recursive: Bool, folders: [String] = [], files: [IndexedSourceFile], listed: Bool = true,
                removed: [String] = [], projectRoots: [String] = [], libraryVersions: [String: LibraryVersion] = [:],
                incompleteNote: String? = nil, duration: Duration = .zero) {
        self.root = root
        self.recursive = recursive
        self.folders = folders
        self.files = files
        self.listed = listed
        self.removed = removed
        self.projectRoots = projectRoots
        self.libraryVersions = libraryVersions
        self.incompleteNote = incompleteNote
        self.duration = duration
    }
}

/// One file as the index keeps it: what the byte scan saw, and, for the files that can matter
/// (they name the library, or define a class the library's files use), their bytes and facts.
public struct IndexedSourceFile: Sendable {
    public var path: String
    /// Whether the file names one of the library's symbols.
    public var mentionsLibrary: Bool
    /// The classes the file defines or extends.
    public var classNames: Set<String>
    /// The bytes, kept only for extracted files.
    public var bytes: [UInt8]?
    /// The facts, for extracted files.
    public var facts: SourceFileFacts?

    /// A file from its parts.
    public init(path: String, mentionsLibrary: Bool, classNames: Set<String>, bytes: [UInt8]?, facts: SourceFileFacts?) {
        self.path = path
        self.mentionsLibrary = mentionsLibrary
        self.classNames = classNames
        self.bytes = bytes
        self.facts = facts
    }
}
