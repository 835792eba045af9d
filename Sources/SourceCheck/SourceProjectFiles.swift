import TabBarWorkspace

/// The source files of one project, before they are read: its root (the folder with the project
/// marker; nil for files in no project) and its files; `reported` (nil for all) limits whose
/// findings are reported (`tabbar check File.m` reads File.m's project but reports File.m alone).
public struct SourceProjectFiles: Sendable, Hashable {
    /// The folder holding the project marker, absolute; nil for files in no project.
    public var root: String?
    /// The files, in path order.
    public var paths: [String]
    /// The files whose findings are reported; nil for all.
    public var reported: Set<String>?

    /// A project from its parts.
    public init(root: String?, paths: [String], reported: Set<String>? = nil) {
        self.root = root
        self.paths = paths
        self.reported = reported
    }

    /// Whether the findings of the file at `path` are reported.
    public func reports(_ path: String) -> Bool { reported?.contains(path) ?? true }

    /// Groups source files by the deepest project root above them (`roots` absolute); files under
    /// no root form one project.
    public static func group(_ paths: [String], roots: [String], fileSystem: any FileSystem) -> [SourceProjectFiles] {
        let roots = ProjectRootSet(roots)
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for path in paths {
            let root = roots.root(of: fileSystem.absolutePath(path)) ?? ""
            if groups[root] == nil { order.append(root) }
            groups[root, default: []].append(path)
        }
        return order.map { SourceProjectFiles(root: $0.isEmpty ? nil : $0, paths: groups[$0] ?? []) }
    }
}
