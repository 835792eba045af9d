#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LanguageServer
import TabBarTestSupport

/// A temporary folder on the real disk holding files given by path relative to it.
struct TemporaryProject {
    let root: String

    /// Makes the folder and writes `files` (relative path → text) into it.
    init(_ files: [String: String]) throws {
        var template = Array("/tmp/tabbar-project-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CrowdedFolderError.cannotCreate
        }
        root = String(cString: made)
        for (path, text) in files { write(path, text) }
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// The `file://` URI of `relative`.
    func uri(_ relative: String) -> String { DocumentURI.fileURI(path: path(relative)) }

    /// Writes `text` to `relative`, making its folders.
    func write(_ relative: String, _ text: String) {
        var folder = root
        for part in relative.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o755)
        }
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { SystemCall.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Deletes the folder and everything in it.
    func remove() {
        Self.removeTree(root)
    }

    private static func removeTree(_ path: String) {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        var children: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { children.append(name) }
        }
        closedir(directory)
        for name in children { removeTree(path + "/" + name) }
        rmdir(path)
    }
}
