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
