#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary folder that is no project and holds 100,000 files: four folders of 10,000
/// files (many files in few folders) and 200 folders of 30 sub-folders of 10 files (many
/// folders). `base` is meant as `$HOME`, `folder` as a downloads folder inside it, and
/// `project` is a real project beside it: a git repository with an asset catalog.
public struct CrowdedFolder: Sendable {
    public let base: String
    public var folder: String { base + "/Downloads" }
    public var project: String { base + "/Shop" }
    public static let fileCount = 100_000

    public init() throws {
        var template = Array("/tmp/tabbar-crowded-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CrowdedFolderError.cannotCreate
        }
        base = String(cString: made)
        // Every file is a hard link to a seed file: a link is an entry like any other
        // file's, and making one is far cheaper than creating a file on a busy disk. A new
        // seed every 50,000 links stays below file systems' link limits (ext4: 65,000).
        var linked = 0
        var seed = ""
        let base = self.base
        func add(_ path: String) throws {
            if linked % 50_000 == 0 {
                seed = "\(base)/.seed\(linked / 50_000)"
                Self.touch(seed)
            }
            guard link(seed, path) == 0 else {
                Self.removeTree(base)
                throw CrowdedFolderError.cannotCreate
            }
            linked += 1
        }
        mkdir(folder, 0o755)
        for flat in 0..<4 {
            let path = "\(folder)/flat\(flat)"
            mkdir(path, 0o755)
            for index in 0..<10_000 { try add("\(path)/f\(index).txt") }
        }
        for outer in 0..<200 {
            let path = "\(folder)/d\(outer)"
            mkdir(path, 0o755)
            for inner in 0..<30 {
                let sub = "\(path)/s\(inner)"
                mkdir(sub, 0o755)
                for index in 0..<10 { try add("\(sub)/f\(index).txt") }
            }
        }
        guard linked == Self.fileCount else {
            Self.removeTree(base)
            throw CrowdedFolderError.cannotCreate
        }
        for path in [project, project + "/.git", project + "/App", project + "/App/Assets.xcassets",
                     project + "/App/Assets.xcassets/home.imageset"] {
            mkdir(path, 0o755)
        }
    }

    /// Writes `text` to `path`.
    public func write(_ path: String, _ text: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { Self.writeBytes(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Deletes everything it made.
    public func remove() {
        Self.removeTree(base)
    }

    private static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func touch(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        if descriptor >= 0 { close(descriptor) }
    }

    private static func removeTree(_ path: String) {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        var children: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { children.append((name, Int(entry.pointee.d_type) == Int(DT_DIR))) }
        }
        closedir(directory)
        for (name, isFolder) in children {
            if isFolder { removeTree(path + "/" + name) } else { unlink(path + "/" + name) }
        }
        rmdir(path)
    }
}

public enum CrowdedFolderError: Error {
    case cannotCreate
}
