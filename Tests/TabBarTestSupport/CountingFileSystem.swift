import Foundation
import TabBarWorkspace

/// A file system that records the folders listed, to prove what a run did not touch.
public final class CountingFileSystem: FileSystem, @unchecked Sendable {
    public let base: LocalFileSystem
    private let lock = NSLock()
    private var listedFolders: [String] = []

    public init(_ base: LocalFileSystem = LocalFileSystem()) {
        self.base = base
    }

    /// Every folder listed, absolute, in order.
    public var listed: [String] {
        lock.lock()
        defer { lock.unlock() }
        return listedFolders
    }

    public var currentDirectory: String { base.currentDirectory }
    public func kind(of path: String) -> FileKind? { base.kind(of: path) }
    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        record(path)
        return try base.contentsOfDirectory(at: path)
    }
    public func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry] {
        record(path)
        return try base.entries(of: path, limit: limit)
    }
    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(at: path) }
    public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try base.writeFileAtomically(bytes, to: path)
    }

    private func record(_ path: String) {
        lock.lock()
        listedFolders.append(absolutePath(path))
        lock.unlock()
    }
}
