#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarWorkspace

/// A folder tree made for one test under the temporary folder, and removed by `remove()`.
struct TemporaryTree {
    let root: String

    init(_ prefix: String = "tabbar-tree") throws {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw FileSystemError.io(path: "/tmp", reason: "mkdtemp failed")
        }
        root = String(cString: made)
    }

    /// Makes the folder `relative` and its parents.
    @discardableResult
    func folder(_ relative: String) -> String {
        var path = root
        for part in relative.split(separator: "/") {
            path += "/" + part
            mkdir(path, 0o755)
        }
        return path
    }

    /// Makes the file `relative` (its folder too) holding `text`.
    @discardableResult
    func file(_ relative: String, _ text: String = "") -> String {
        if let slash = relative.lastIndex(of: "/") { folder(String(relative[..<slash])) }
        let path = root + "/" + relative
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if descriptor >= 0 {
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        return path
    }

    /// Deletes the whole tree.
    func remove() {
        Self.removeTree(root)
    }

    static func removeTree(_ path: String) {
        for entry in (try? LocalFileSystem().entries(of: path, limit: .max)) ?? [] {
            let child = path + "/" + entry.name
            if entry.kind == .directory { removeTree(child) } else { unlink(child) }
        }
        rmdir(path)
    }
}

/// A file system that counts the folders listed, to prove what a search did not touch.
final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let base: LocalFileSystem
    private var mutex = pthread_mutex_t()
    private var listedFolders: [String] = []

    init(_ base: LocalFileSystem = LocalFileSystem()) {
        self.base = base
        pthread_mutex_init(&mutex, nil)
    }

    /// Every folder listed, in order.
    var listed: [String] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return listedFolders
    }

    var currentDirectory: String { base.currentDirectory }
    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        record(path)
        return try base.contentsOfDirectory(at: path)
    }
    func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry] {
        record(path)
        return try base.entries(of: path, limit: limit)
    }
    func readFile(at path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(at: path) }
    func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try base.writeFileAtomically(bytes, to: path)
    }

    private func record(_ path: String) {
        pthread_mutex_lock(&mutex)
        listedFolders.append(absolutePath(path))
        pthread_mutex_unlock(&mutex)
    }
}
