#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProjectReader
import TabBarCore
import TabBarWorkspace

/// Where the source index's files come from, and whether reading them may block: the disk through
/// the `SourceProjectReader` (project roots, lock files), read on a worker thread (the default), or a
/// stand-in read inline (tests).
public struct SourceIndexSource: Sendable {
    /// The project root of a document folder outside every workspace folder (the nearest
    /// folder up holding a project marker, never `/` or the home folder); nil: the folder alone.
    public var projectRoot: @Sendable (String) -> String?
    /// Lists a folder's source files (and those below it when `recursive`).
    public var scan: @Sendable (_ root: String, _ recursive: Bool) -> SourceTreeScan
    /// Reads a file; nil when it cannot be read or is too large to be a source file worth reading.
    public var read: @Sendable (String) -> [UInt8]?
    /// The library version a project root's lock files name.
    public var libraryVersion: @Sendable (String) -> LibraryVersion?
    /// Read on the calling thread instead of the worker (only for stand-ins that do not touch the disk).
    public var inline: Bool

    /// A source from its parts; `inline` only for stand-ins that never touch the disk.
    public init(projectRoot: @escaping @Sendable (String) -> String?,
                scan: @escaping @Sendable (String, Bool) -> SourceTreeScan,
                read: @escaping @Sendable (String) -> [UInt8]?,
                libraryVersion: @escaping @Sendable (String) -> LibraryVersion? = { _ in nil }, inline: Bool = false) {
        self.projectRoot = projectRoot
        self.scan = scan
        self.read = read
        self.libraryVersion = libraryVersion
        self.inline = inline
    }

    /// Source files larger than this are not indexed (generated code, amalgamations).
    public static let maxFileSize = 4 << 20

    /// The real file system, `$HOME` ending the walk up to a project root, on a worker thread.
    public static func disk(budget: ScanBudget = .standard) -> SourceIndexSource {
        let home = getenv("HOME").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        let reader = SourceProjectReader(fileSystem: LocalFileSystem(currentDirectory: "/"), home: home)
        return SourceIndexSource(
            projectRoot: { reader.projectRoot(ofFolder: $0) },
            scan: { reader.sourceTree($0, recursive: $1, budget: budget) },
            read: { FileReader.read($0, limit: maxFileSize) },
            libraryVersion: { reader.libraryVersion(in: $0) })
    }

    /// The user's home folder, never indexed as a workspace.
    static var home: String? {
        getenv("HOME").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
