/// What a path names.
public enum FileKind: Sendable, Hashable {
    case file, directory, other
}

/// Why a file-system operation failed, with the path it failed on.
public enum FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path is a folder where a file was expected.
    case isDirectory(path: String)
    /// The process may not read or write the path.
    case permissionDenied(path: String)
    /// The file is read-only (no write permission bit): tabbar never replaces it.
    case readOnly(path: String)
    /// Any other failure, with the system's reason.
    case io(path: String, reason: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .notFound(let path), .isDirectory(let path), .permissionDenied(let path), .readOnly(let path),
             .io(let path, _):
            return path
        }
    }

    public var description: String {
        switch self {
        case .notFound(let path): return "\(path): no such file or folder"
        case .isDirectory(let path): return "\(path): is a folder, not a file"
        case .permissionDenied(let path): return "\(path): permission denied"
        case .readOnly(let path): return "\(path): the file is read-only; make it writable to fix it in place"
        case .io(let path, let reason): return "\(path): \(reason)"
        }
    }
}

/// The file-system operations the command line needs, so tests can replace them.
public protocol FileSystem: Sendable {
    /// The working folder, absolute.
    var currentDirectory: String { get }
    /// What `path` names (symbolic links followed), nil when nothing exists there.
    func kind(of path: String) -> FileKind?
    /// What the entry `name` (a plain name) of the absolute, normal `folder` is: `kind(of:)` of
    /// their join (a default implementation does just that).
    func kind(ofEntry name: String, in folder: String) -> FileKind?
    /// The entry names of the folder at `path`, unsorted, without `.` and `..`.
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String]
    /// At most `limit` entries of the folder at `path`, unsorted, without `.` and `..`, each
    /// with its kind taken from the listing where the system records it (no `stat` per entry).
    func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry]
    /// The bytes of the file at `path`.
    func readFile(at path: String) throws(FileSystemError) -> [UInt8]
    /// The bytes of the file at `path`, which a walk of this run listed as a regular file: a read that
    /// returns fewer bytes than asked for is its end, so nothing sizes it first (no `stat` per file).
    /// A default implementation reads it as `readFile(at:)` does.
    func readListedFile(at path: String) throws(FileSystemError) -> [UInt8]
    /// Replaces or creates the file at `path` so that a reader sees either the old or the new
    /// bytes, never a mix: writes a temporary file in the same folder, then renames it.
    /// An existing file keeps its permission bits; a read-only file is refused.
    func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
}

extension FileSystem {
    public func readListedFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(at: path)
    }

    /// `kind(of:)` of `folder` and `name` joined, for callers that hold the folder already
    /// (`ListingCache` answers it from the folder's listing without path arithmetic).
    public func kind(ofEntry name: String, in folder: String) -> FileKind? {
        kind(of: PathNames.join(folder, name))
    }

    /// `path` made absolute against the working folder, with `.` and `..` resolved.
    public func absolutePath(_ path: String) -> String {
        PathNames.normalize(path.utf8.first == UInt8(ascii: "/") ? path : PathNames.join(currentDirectory, path))
    }
}
