import TabBarTestSupport
import TabBarWorkspace

/// A folder tree in memory, made from a seed, for comparing walks: folders, files, links (to a
/// file, to a folder, dangling) and folders that cannot be listed. Its listings come unsorted
/// (reversed), as a disk's do.
struct MemoryTree: FileSystem {
    /// The entries of each folder by absolute path.
    var folders: [String: [DirectoryEntry]] = ["/": []]
    /// The kind each link leads to (nil: dangling), by absolute path.
    var links: [String: FileKind?] = [:]
    /// Folders whose listing fails.
    var unreadable: Set<String> = []
    var currentDirectory: String { "/work" }

    /// Adds an entry `name` of `kind` to `folder` (absolute; made with its parents when missing).
    mutating func add(_ name: String, kind: FileKind, in folder: String) {
        makeFolder(folder)
        folders[folder, default: []].append(DirectoryEntry(name: name, kind: kind))
        if kind == .directory { folders[PathNames.join(folder, name)] = folders[PathNames.join(folder, name)] ?? [] }
    }

    /// Makes `folder` and its parents.
    mutating func makeFolder(_ folder: String) {
        guard folders[folder] == nil else { return }
        let parent = PathNames.folder(of: folder)
        add(PathNames.lastComponent(folder), kind: .directory, in: parent)
    }

    /// Adds a link `name` in `folder` leading to something of `target` kind (nil: nothing).
    mutating func addLink(_ name: String, to target: FileKind?, in folder: String) {
        add(name, kind: .other, in: folder)
        links[PathNames.join(folder, name)] = target
    }

    func kind(of path: String) -> FileKind? {
        let absolute = absolutePath(path)
        if folders[absolute] != nil { return .directory }
        if let target = links[absolute] { return target }
        let entries = folders[PathNames.folder(of: absolute)] ?? []
        return entries.first { $0.name == PathNames.lastComponent(absolute) }.map { _ in .file }
    }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try entries(of: path, limit: .max).map(\.name)
    }

    func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry] {
        let absolute = absolutePath(path)
        if unreadable.contains(absolute) { throw .permissionDenied(path: path) }
        // A link to a folder is listed as that folder: here, as an empty one.
        if case .some(.some(.directory)) = links[absolute] { return [] }
        guard let entries = folders[absolute] else { throw .notFound(path: path) }
        return Array(entries.reversed().prefix(limit))
    }

    func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        throw .notFound(path: path)
    }

    func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        throw .readOnly(path: path)
    }

    /// A random tree below `/work/tree` from `seed`: names that exercise every rule of the walk
    /// (configurations, sources, project markers, the library's own files, skipped and bundle
    /// folders, links, names whose order differs by bytes and by path), now and then a chain of
    /// folders deeper than the walk goes.
    static func random(seed: UInt64) -> MemoryTree {
        var random = SeededGenerator(seed: seed)
        var tree = MemoryTree()
        tree.makeFolder("/work/tree")
        let fileNames = ["tabbar.json", "App.tabbar.json", ".tabbar.json", "a.json", "A.m", "B.swift", "C.h", "D.mm",
                         "Main.storyboard", "notes.txt", "CYLTabBarController.m", "CYLPlusButton.m", "CYLTabBar.m",
                         "UIView+CYLBadge.h", "CYLTabBarControllerConfig.m", "Podfile", "Package.swift", "Cartfile",
                         "é.m", "e\u{301}.swift", "a-b.m", "a.m", "Z.m", "_x.swift"]
        let folderNames = ["a", "a-b", "App", "Feed", "Pods", "node_modules", ".build", ".git", "Assets.xcassets",
                           "App.xcodeproj", "Shop.xcworkspace", "é", "Zed", "x.y"]
        var pending: [(String, Int)] = [("/work/tree", 0)]
        while let (folder, depth) = pending.popLast() {
            for _ in 0..<Int.random(in: 0...7, using: &random) {
                let name = fileNames.randomElement(using: &random)!
                if tree.folders[folder]!.contains(where: { $0.name == name }) { continue }
                tree.add(name, kind: .file, in: folder)
            }
            let children = depth < 4 ? Int.random(in: 0...3, using: &random) : 0
            for _ in 0..<children {
                let name = folderNames.randomElement(using: &random)!
                if tree.folders[folder]!.contains(where: { $0.name == name }) { continue }
                tree.add(name, kind: .directory, in: folder)
                pending.append((PathNames.join(folder, name), depth + 1))
            }
            switch Int.random(in: 0..<12, using: &random) {
            case 0: tree.addLink("linked.m", to: .file, in: folder)
            case 1: tree.addLink("LinkedFolder", to: .directory, in: folder)
            case 2: tree.addLink("dangling.tabbar.json", to: nil, in: folder)
            case 3 where folder != "/work/tree": tree.unreadable.insert(folder)
            case 4 where depth == 1:
                var deep = folder
                for level in 0..<(ConfigFileFinder.maxDepth + 3) {
                    deep = PathNames.join(deep, "d\(level)")
                    tree.add("tabbar.json", kind: .file, in: deep)
                    tree.add("S.swift", kind: .file, in: deep)
                }
            default: break
            }
        }
        return tree
    }
}
