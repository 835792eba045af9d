import ProjectReader
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
    public var files: [ScreenedSourceFile]
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
    public init(root: String?, recursive: Bool, folders: [String] = [], files: [ScreenedSourceFile], listed: Bool = true,
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
