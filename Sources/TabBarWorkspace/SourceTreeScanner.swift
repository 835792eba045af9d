import TabBarCore

/// Lists the source files the front-ends read below a folder for the language server's
/// source index, within a `ScanBudget` and a cap on the number of files: the folders of
/// SPEC section 5 are skipped, as are Xcode bundles, asset catalogs and the library's own files
/// in a vendored copy of it (a folder holding `CYLTabBarController.m` or `CYLPlusButton.m`), as
/// `ConfigFileFinder` does for `tabbar check`. Links are never followed.
public enum SourceTreeScanner {
    /// The most source files one scan lists; past it the scan stops and says so.
    public static let maxFiles = 50_000

    /// Lists `root`'s files that one of `frontEnds` reads: every folder below it to
    /// `ConfigFileFinder.maxDepth` when `recursive`, else the folder alone.
    public static func scan(_ root: String, recursive: Bool, frontEnds: [any SourceFrontEnd], budget: ScanBudget = .standard,
                            maxFiles: Int = maxFiles, in fileSystem: any FileSystem = LocalFileSystem()) -> SourceTreeScan {
        var meter = ScanMeter(budget)
        var files: [String] = []
        var projectRoots: [String] = []
        var capped = false
        var stack: [(String, Int)] = [(root, 0)]
        walk: while let (folder, depth) = stack.popLast() {
            guard !meter.exhausted else { break }
            let entries = (try? fileSystem.entries(of: folder, limit: meter.remaining)) ?? []
            guard meter.spend(entries.count + 1) else { break }
            if entries.contains(where: { ConfigFileFinder.isProjectMarker($0.name) }) { projectRoots.append(folder) }
            let vendored = entries.contains { ConfigFileFinder.libraryMarkers.contains($0.name) }
            for entry in entries {
                let path = PathNames.join(folder, entry.name)
                switch entry.kind {
                case .directory:
                    if recursive, depth < ConfigFileFinder.maxDepth, Self.mayHoldSources(entry.name, path: path) {
                        stack.append((path, depth + 1))
                    }
                case .file where ConfigFileFinder.isSourceFileName(entry.name, frontEnds: frontEnds)
                    && !vendored:
                    guard files.count < maxFiles else {
                        capped = true
                        break walk
                    }
                    files.append(path)
                default:
                    continue
                }
            }
        }
        files.sort(by: ConfigFileFinder.pathOrder)
        return SourceTreeScan(root: root, recursive: recursive, files: files, projectRoots: projectRoots.sorted(),
                              isIncomplete: meter.exhausted || capped, entriesRead: meter.entries)
    }

    /// Whether a child folder is worth entering: not a skipped or kernel folder, not an Xcode
    /// bundle or asset catalog.
    static func mayHoldSources(_ name: String, path: String) -> Bool {
        !ConfigFileFinder.skippedFolders.contains(name) && !AssetCatalogScanner.pseudoFolders.contains(path)
            && !name.hasSuffix(".xcassets") && !CatalogScope.bundleSuffixes.contains { name.hasSuffix($0) }
    }
}

/// What one source scan found.
public struct SourceTreeScan: Sendable, Hashable {
    /// The folder scanned.
    public var root: String
    /// Whether folders below `root` were scanned too.
    public var recursive: Bool
    /// The source files, absolute when `root` is, in path order.
    public var files: [String]
    /// The folders scanned that hold a project marker (`ConfigFileFinder.isProjectMarker`), sorted.
    public var projectRoots: [String]
    /// The scan stopped at its budget or its file cap before listing everything.
    public var isIncomplete: Bool
    /// Folder entries read.
    public var entriesRead: Int

    /// A scan's result.
    public init(root: String, recursive: Bool, files: [String], projectRoots: [String], isIncomplete: Bool,
                entriesRead: Int) {
        self.root = root
        self.recursive = recursive
        self.files = files
        self.projectRoots = projectRoots
        self.isIncomplete = isIncomplete
        self.entriesRead = entriesRead
    }

    /// A line for people when the scan was cut short; nil otherwise.
    public var incompleteNote: String? {
        guard isIncomplete else { return nil }
        return "stopped listing source files below \(root) after \(entriesRead) folder entries and \(files.count) "
            + "files; findings that depend on the files not listed may be missing"
    }
}
