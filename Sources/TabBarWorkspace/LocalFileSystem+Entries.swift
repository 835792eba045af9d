#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalFileSystem {
    /// Reads the folder with `readdir` and takes each entry's kind from its `d_type`; only an
    /// entry whose type the file system leaves unknown costs an `lstat`. Links are `.other`.
    public func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry] {
        let folder = resolve(path)
        guard let directory = folder.withCString({ opendir($0) }) else { throw Self.error(errno, path: path) }
        defer { closedir(directory) }
        var result: [DirectoryEntry] = []
        while result.count < limit, let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: FileKind
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR): kind = .directory
            case Int(DT_REG): kind = .file
            case Int(DT_UNKNOWN): kind = Self.linkKind(of: PathNames.join(folder, name))
            default: kind = .other
            }
            result.append(DirectoryEntry(name: name, kind: kind))
        }
        return result
    }

    /// The kind of `path` itself (a link is `.other`), for entries `readdir` did not type.
    static func linkKind(of path: String) -> FileKind {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else { return .other }
        switch UInt32(info.st_mode) & 0o170000 {
        case 0o040000: return .directory
        case 0o100000: return .file
        default: return .other
        }
    }
}
