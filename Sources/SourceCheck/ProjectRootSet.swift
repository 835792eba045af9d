/// The project roots known (absolute folders holding a project marker), and which of them a file
/// belongs to: the deepest one above it. `tabbar check` groups the files it found with it, and the
/// language server's index keys its projects with it.
public struct ProjectRootSet: Sendable {
    /// Longest first, so the first root holding a path is the deepest.
    private var deepestFirst: [String] = []
    private var members: Set<String> = []

    /// The set of `roots`.
    public init(_ roots: [String] = []) {
        insert(contentsOf: roots)
    }

    /// Adds roots (those known already are ignored).
    public mutating func insert(contentsOf roots: [String]) {
        let new = roots.filter { members.insert($0).inserted }
        guard !new.isEmpty else { return }
        deepestFirst = (deepestFirst + new).sorted { $0.count > $1.count }
    }

    /// The deepest root holding the file or folder at absolute `path` (strictly below the root).
    public func root(of path: String) -> String? {
        deepestFirst.first { path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
}
