/// The project roots known (absolute folders holding a project marker), and which of them a file
/// belongs to: the deepest one above it. `tabbar check` groups the files it found with it, and the
/// language server's index keys its projects with it.
public struct ProjectRootSet: Sendable {
    /// Longest first, so the first root holding a path is the deepest; each with the prefix of the
    /// paths below it (`root/`).
    private var deepestFirst: [(root: String, prefix: String)] = []
    private var members: Set<String> = []

    /// The set of `roots`.
    public init(_ roots: [String] = []) {
        insert(contentsOf: roots)
    }

    /// Adds roots (those known already are ignored).
    public mutating func insert(contentsOf roots: [String]) {
        let new = roots.filter { members.insert($0).inserted }
        guard !new.isEmpty else { return }
        deepestFirst = (deepestFirst + new.map { ($0, $0 == "/" ? "/" : $0 + "/") }).sorted { $0.root.count > $1.root.count }
    }

    /// The deepest root holding the file or folder at absolute `path` (strictly below the root).
    public func root(of path: String) -> String? {
        deepestFirst.first { Self.starts(path, with: $0.prefix) }?.root
    }

    /// `path.hasPrefix(prefix)` on UTF-8 bytes (a path is not compared by characters).
    private static func starts(_ path: String, with prefix: String) -> Bool {
        let inPlace = path.utf8.withContiguousStorageIfAvailable { bytes in
            prefix.utf8.withContiguousStorageIfAvailable { start in
                bytes.count >= start.count && bytesEqual(bytes.baseAddress, start.baseAddress, start.count)
            }
        }
        return (inPlace ?? nil) ?? path.utf8.starts(with: prefix.utf8)
    }

    private static func bytesEqual(_ left: UnsafePointer<UInt8>?, _ right: UnsafePointer<UInt8>?, _ count: Int) -> Bool {
        guard count > 0, let left, let right else { return true }
        for offset in 0..<count where left[offset] != right[offset] { return false }
        return true
    }
}
