import Dispatch

/// The walk on every core: the folders of one depth are listed and sorted at the same time
/// (`DispatchQueue.concurrentPerform`), each into a `FolderVisit`; then one pass in depth-first
/// name order gathers the visits, so the files, sources, project roots and errors come out as the
/// one-thread `search` lists them. A `FileSystem` is `Sendable`: listing through it from several
/// threads is allowed (the reader reads through it the same way).
extension ConfigFileFinder {
    /// What the walk keeps of one folder's entry.
    enum VisitItem: Sendable {
        case configuration(String)
        case source(String)
        /// A folder to go down into: the next depth's folder of that path.
        case folder(String)
    }

    /// One folder listed and sorted: what `search` does with it before going down.
    struct FolderVisit: Sendable {
        /// The folder, spelled as the walk reached it.
        var folder = ""
        var error: FileSystemError?
        /// Whether the folder holds a project marker (sources collected only).
        var isRoot = false
        /// The folder's entries that matter, in name order.
        var items: [VisitItem] = []
        /// Where the folder's first child folder is in the next depth's list.
        var firstChild = 0
    }

    /// Walks `root` depth by depth and appends what it finds to `found` in the order of `search`.
    func walkByLevels(_ root: String, into found: inout Found) {
        var levels: [[FolderVisit]] = []
        var folders = [root]
        while !folders.isEmpty {
            var visits = visit(folders, depth: levels.count)
            var next: [String] = []
            for index in visits.indices {
                visits[index].firstChild = next.count
                for case .folder(let path) in visits[index].items { next.append(path) }
            }
            levels.append(visits)
            folders = next
        }
        gather(levels, level: 0, index: 0, into: &found)
    }

    /// Appends the visit of `levels[level][index]` and, at each child folder, its own, depth first.
    private func gather(_ levels: [[FolderVisit]], level: Int, index: Int, into found: inout Found) {
        let visit = levels[level][index]
        if let error = visit.error {
            found.errors.append(error)
            return
        }
        if visit.isRoot { found.roots.append(visit.folder) }
        var child = visit.firstChild
        for item in visit.items {
            switch item {
            case .configuration(let path): found.files.append(path)
            case .source(let path): found.sources.append(path)
            case .folder:
                gather(levels, level: level + 1, index: child, into: &found)
                child += 1
            }
        }
    }

    /// The visits of `folders`, all at `depth`, in their order; on every core when there are several.
    private func visit(_ folders: [String], depth: Int) -> [FolderVisit] {
        if folders.count == 1 { return [visit(folders[0], depth: depth)] }
        let visits = VisitSlots(count: folders.count)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            visits[index] = visit(folders[index], depth: depth)
        }
        return visits.values
    }

    /// Lists `folder` and keeps what `search` keeps of it: the same skip rules, depth limit and links.
    private func visit(_ folder: String, depth: Int) -> FolderVisit {
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.entries(of: folder, limit: Self.maxEntriesPerFolder)
        } catch {
            return FolderVisit(error: error)
        }
        var visit = FolderVisit(folder: folder)
        var vendored = false
        if includesSources {
            for entry in entries {
                // Both library markers start with `C`: most names are told by their first byte.
                if entry.name.utf8.first == UInt8(ascii: "C"), Self.libraryMarkers.contains(entry.name) { vendored = true }
                if Self.isProjectMarker(entry.name) { visit.isRoot = true }
            }
        }
        let base = folder.hasPrefix("./") && folder.count > 2 ? String(folder.dropFirst(2)) : folder
        for entry in entries.sorted(by: { Self.pathOrder($0.name, $1.name) }) {
            let name = entry.name
            if entry.kind != .file, Self.skippedFolders.contains(name) { continue }
            var path: String?
            var kind = entry.kind
            if kind == .other {
                let joined = PathNames.join(base, name)
                path = joined
                kind = fileSystem.kind(of: joined) ?? .other
            }
            switch kind {
            case .directory:
                if depth < Self.maxDepth, !Self.isBundleFolder(name) {
                    visit.items.append(.folder(path ?? PathNames.join(base, name)))
                } else if includesSources, let project = projectFile(inBundle: path ?? PathNames.join(base, name)) {
                    visit.items.append(.source(project))
                }
            case .file where Self.isConfigFileName(name):
                visit.items.append(.configuration(path ?? PathNames.join(base, name)))
            case .file where includesSources && isSourceFileName(name) && !vendored:
                visit.items.append(.source(path ?? PathNames.join(base, name)))
            default:
                continue
            }
        }
        return visit
    }
}

/// The visits of one depth, each written by the worker that made it.
private final class VisitSlots: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<ConfigFileFinder.FolderVisit>
    private let count: Int

    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: max(1, count))
        buffer.initialize(repeating: ConfigFileFinder.FolderVisit())
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    subscript(index: Int) -> ConfigFileFinder.FolderVisit {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }

    /// Every visit, once the workers are done.
    var values: [ConfigFileFinder.FolderVisit] { Array(buffer.prefix(count)) }
}
