/// Finds tab-bar configuration files: `tabbar.json` and `*.tabbar.json`.
public struct ConfigFileFinder: Sendable {
    /// Folders never entered.
    public static let skippedFolders: Set<String> = AssetCatalogScanner.skippedFolders
    /// How deep below a given folder files are looked for.
    public static let maxDepth = 32

    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Whether a file name is a configuration file's.
    public static func isConfigFileName(_ name: String) -> Bool {
        name == "tabbar.json" || (name.hasSuffix(".tabbar.json") && name.count > ".tabbar.json".count)
    }

    /// What a search found: the files, sorted and without repeats, and the paths that failed.
    public struct Result: Sendable, Hashable {
        public var files: [String]
        public var errors: [FileSystemError]
    }

    /// The configuration files below each folder in `paths`; a file path is taken as given
    /// whatever its name. Paths stay relative when given relative (`Examples/x.tabbar.json`).
    public func find(in paths: [String]) -> Result {
        var files: [String] = []
        var errors: [FileSystemError] = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case nil: errors.append(.notFound(path: path))
            case .directory: search(path, depth: 0, into: &files, errors: &errors)
            case .file, .other: files.append(path)
            }
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert(fileSystem.absolutePath($0)).inserted }
        let keyed = unique.map { (key: Self.sortKey($0), path: $0) }
        let sorted = keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        return Result(files: sorted.map(\.path), errors: errors)
    }

    /// Sorts by path components, so `a/b.json` comes before `a-b/c.json`.
    public static func pathOrder(_ lhs: String, _ rhs: String) -> Bool {
        sortKey(lhs).lexicographicallyPrecedes(sortKey(rhs))
    }

    /// The UTF-8 bytes of `path` with `/` lowered below every other byte, so that comparing
    /// keys byte by byte compares paths component by component.
    static func sortKey(_ path: String) -> [UInt16] {
        path.utf8.map { $0 == UInt8(ascii: "/") ? 0 : UInt16($0) + 1 }
    }

    private func search(_ folder: String, depth: Int, into files: inout [String], errors: inout [FileSystemError]) {
        let entries: [String]
        do {
            entries = try fileSystem.contentsOfDirectory(at: folder)
        } catch {
            errors.append(error)
            return
        }
        let base = folder.hasPrefix("./") && folder.count > 2 ? String(folder.dropFirst(2)) : folder
        for name in entries.sorted() where !Self.skippedFolders.contains(name) {
            let path = PathNames.join(base, name)
            switch fileSystem.kind(of: path) {
            case .directory:
                if depth < Self.maxDepth, !name.hasSuffix(".xcassets") {
                    search(path, depth: depth + 1, into: &files, errors: &errors)
                }
            case .file where Self.isConfigFileName(name):
                files.append(path)
            default:
                continue
            }
        }
    }
}
