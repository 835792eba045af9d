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
    /// Whether a walk of this run listed every path as a regular file (read without sizing each first:
    /// `FileSystem.readListedFile`).
    public var listed: Bool

    /// A project from its parts.
    public init(root: String?, paths: [String], reported: Set<String>? = nil, listed: Bool = false) {
        self.root = root
        self.paths = paths
        self.reported = reported
        self.listed = listed
    }

    /// Whether the findings of the file at `path` are reported.
    public func reports(_ path: String) -> Bool { reported?.contains(path) ?? true }

    /// Groups source files by the deepest project root above them (`roots` absolute); files under
    /// no root form one project. `listed`: a walk listed every path as a regular file.
    public static func group(_ paths: [String], roots: [String], fileSystem: any FileSystem,
                             listed: Bool = false) -> [SourceProjectFiles] {
        let roots = ProjectRootSet(roots)
        var groupOfRoot: [String: Int] = [:]
        var groups: [(root: String, paths: [String])] = []
        var last: (folder: String, group: Int)?
        /// The last path up to its last `/`: a plain name after it is a file of `last`'s folder.
        var lastPrefix: String?
        for path in paths {
            // The files of one folder, one after another in path order, share its project.
            if let last, let lastPrefix, PathNames.isPlainName(path, after: lastPrefix) {
                groups[last.group].paths.append(path)
                continue
            }
            let absolute = fileSystem.absolutePath(path)
            let folder = PathNames.folder(of: absolute)
            lastPrefix = PathNames.prefixOfPlainName(path)
            if let last, last.folder == folder {
                groups[last.group].paths.append(path)
                continue
            }
            let root = roots.root(of: absolute) ?? ""
            let group = groupOfRoot[root] ?? groups.count
            if group == groups.count {
                groupOfRoot[root] = group
                groups.append((root, []))
            }
            groups[group].paths.append(path)
            last = (folder, group)
        }
        return groups.map { SourceProjectFiles(root: $0.root.isEmpty ? nil : $0.root, paths: $0.paths, listed: listed) }
    }
}
