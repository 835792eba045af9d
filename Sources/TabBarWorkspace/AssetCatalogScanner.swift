import TabBarCore

/// Finds the image names of the `*.xcassets` catalogs a configuration file can use (see
/// `CatalogScope`): below its project root, or in its own folder and that folder's child
/// folders when it is in no project. Lists folders through a `FileSystem` (POSIX
/// `readdir` with `d_type` by default, no `stat` per entry, links never followed), within a
/// `ScanBudget`, so neither the CLI nor the server loads Foundation or walks a disk.
public enum AssetCatalogScanner {
    /// Folders never entered.
    public static let skippedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    /// Absolute folders never entered: kernel and device trees, not projects.
    public static let pseudoFolders: Set<String> = ["/proc", "/sys", "/dev"]
    /// How deep below a project root catalogs are looked for.
    public static let maxDepth = 12

    /// Searches `scope` for catalogs.
    public static func scan(_ scope: CatalogScope, budget: ScanBudget = .standard,
                            in fileSystem: any FileSystem = LocalFileSystem()) -> CatalogScan {
        var search = Search(fileSystem: fileSystem, meter: ScanMeter(budget), root: scope.path)
        switch scope {
        case .project(let root, let isRepository):
            search.walkProject(root: root, foreignMarkers: isRepository ? .repositories : .anyProject)
        case .folder(let folder):
            search.lookAround(folder)
        }
        let complete = !search.meter.exhausted
        let index = complete && !search.catalogs.isEmpty
            ? AssetIndex(names: search.names.union(search.looseNames), catalogs: search.catalogs.sorted(),
                         looseOnly: search.looseNames.subtracting(search.names)) : nil
        return CatalogScan(scope: scope, index: index, isIncomplete: !complete, entriesRead: search.meter.entries)
    }

    /// The catalogs for the configuration file at `filePath`; nil when none is found.
    public static func index(forFileAt filePath: String, home: String?,
                             in fileSystem: any FileSystem = LocalFileSystem()) -> AssetIndex? {
        scan(CatalogScope.of(fileAt: filePath, home: home, in: fileSystem), in: fileSystem).index
    }

    /// The file extensions `UIImage(named:)` loads from the app bundle.
    static let imageExtensions = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "webp"]

    /// The names an image file answers to: `tab_home@2x.png` → `tab_home` and `tab_home.png`
    /// (scale and device suffixes dropped); nil for other files.
    public static func looseImageName(_ file: String) -> (base: String, withExtension: String)? {
        // Most files of a project are sources: an ASCII extension of another length than an image's
        // (`.m`, `.swift`) is none, told from the bytes before the name is walked by characters.
        if file.utf8.withContiguousStorageIfAvailable(isNoImageExtension) ?? isNoImageExtension(Array(file.utf8)) { return nil }
        guard let dot = file.lastIndex(of: "."), dot > file.startIndex else { return nil }
        let fileExtension = file[file.index(after: dot)...].lowercased()
        guard imageExtensions.contains(fileExtension) else { return nil }
        var base = file[..<dot]
        for suffix in ["~iphone", "~ipad"] where base.hasSuffix(suffix) { base = base.dropLast(suffix.count) }
        for suffix in ["@1x", "@2x", "@3x"] where base.hasSuffix(suffix) { base = base.dropLast(suffix.count) }
        guard !base.isEmpty else { return nil }
        return (String(base), String(base) + "." + fileExtension)
    }

    /// Whether a name's bytes end in an ASCII extension of another length than an image's (3 or 4).
    private static func isNoImageExtension<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var dot = bytes.endIndex - 1
        while dot >= bytes.startIndex, bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
        guard dot >= bytes.startIndex else { return false }
        let tail = bytes[(dot + 1)...]
        return !(3...4).contains(tail.count) && tail.allSatisfy { $0 < 0x80 }
    }

    /// Which nested folders belong to another project.
    enum ForeignMarkers {
        /// Folders holding `.git` (another checkout, a submodule): below a repository root.
        case repositories
        /// Folders holding any project marker: below a root that is not a repository, and
        /// around a file in no project.
        case anyProject

        func isForeign(_ entries: [DirectoryEntry]) -> Bool {
            switch self {
            case .repositories: return entries.contains { $0.name == ".git" }
            case .anyProject: return entries.contains { ConfigFileFinder.isProjectMarker($0.name) }
            }
        }
    }

    /// One search's state: what it found and what it spent.
    struct Search {
        let fileSystem: any FileSystem
        var meter: ScanMeter
        let root: String
        /// The names of the catalogs' image sets.
        var names: Set<String> = []
        /// The names image files outside the catalogs answer to.
        var looseNames: Set<String> = []
        var catalogs: [String] = []

        /// Every folder below `root` to `maxDepth`, stopping at other projects.
        mutating func walkProject(root: String, foreignMarkers: ForeignMarkers) {
            var stack: [(String, Int)] = [(root, 0)]
            while let (folder, depth) = stack.popLast() {
                guard let entries = list(folder) else { return }
                if folder != root, foreignMarkers.isForeign(entries) { continue }
                collectLooseImages(entries)
                for entry in entries where entry.isDirectory {
                    let path = PathNames.join(folder, entry.name)
                    if FileNameBytes.hasSuffix(entry.name, ".xcassets") {
                        guard collectImageSets(in: path) else { return }
                    } else if depth < AssetCatalogScanner.maxDepth, Self.mayHoldCatalogs(entry.name, path: path) {
                        stack.append((path, depth + 1))
                    }
                }
            }
        }

        /// `folder`'s own catalogs and those of its child folders, no deeper; a child that
        /// is a project of its own is left alone. At `/` only the folder itself: its
        /// children are system folders and mount points (network ones can hang).
        mutating func lookAround(_ folder: String) {
            guard let entries = list(folder) else { return }
            collectLooseImages(entries)
            var children: [String] = []
            for entry in entries where entry.isDirectory {
                let path = PathNames.join(folder, entry.name)
                if FileNameBytes.hasSuffix(entry.name, ".xcassets") {
                    guard collectImageSets(in: path) else { return }
                } else if folder != "/", Self.mayHoldCatalogs(entry.name, path: path) {
                    children.append(path)
                }
            }
            for child in children.sorted() {
                guard let inner = list(child) else { return }
                if ForeignMarkers.anyProject.isForeign(inner) { continue }
                for entry in inner where entry.isDirectory && FileNameBytes.hasSuffix(entry.name, ".xcassets") {
                    guard collectImageSets(in: PathNames.join(child, entry.name)) else { return }
                }
            }
        }

        /// Adds the image files of a folder listing: `imageNamed:` finds `home@2x.png` in the app
        /// bundle as `home` (and `home.png`) as well as an image set of the catalogs.
        mutating func collectLooseImages(_ entries: [DirectoryEntry]) {
            for entry in entries where entry.kind == .file {
                guard let name = AssetCatalogScanner.looseImageName(entry.name) else { continue }
                looseNames.insert(name.base)
                looseNames.insert(name.withExtension)
            }
        }

        /// Adds the `*.imageset` and `*.symbolset` names below a catalog (folders inside it group sets; a custom
        /// symbol loads by name like an image);
        /// false once the budget is spent.
        mutating func collectImageSets(in catalog: String) -> Bool {
            catalogs.append(PathNames.relative(catalog, to: root) ?? catalog)
            var stack = [catalog]
            while let folder = stack.popLast() {
                guard let entries = list(folder) else { return false }
                for entry in entries where entry.isDirectory {
                    if let set = AssetCatalogScanner.imageSetName(entry.name) {
                        names.insert(set)
                    } else if !entry.name.contains(".") || entry.name.hasSuffix(".folder") {
                        stack.append(PathNames.join(folder, entry.name))
                    }
                }
            }
            return true
        }

        /// The entries of `folder` (none when it cannot be read); nil once the budget is spent.
        mutating func list(_ folder: String) -> [DirectoryEntry]? {
            guard !meter.exhausted else { return nil }
            let entries = (try? fileSystem.entries(of: folder, limit: meter.remaining)) ?? []
            return meter.spend(entries.count + 1) ? entries : nil
        }

        /// Whether a child folder is worth entering: not a skipped or kernel folder, not an
        /// Xcode bundle.
        static func mayHoldCatalogs(_ name: String, path: String) -> Bool {
            !AssetCatalogScanner.skippedFolders.contains(name) && !AssetCatalogScanner.pseudoFolders.contains(path)
                && !CatalogScope.bundleSuffixes.contains { name.hasSuffix($0) }
        }
    }
}

extension AssetCatalogScanner {
    /// The image name of a catalog's `home.imageset` or custom symbol `custom.mesh.symbolset` folder, nil for any
    /// other folder (an `.appiconset`, a `.colorset`, a group).
    static func imageSetName(_ folder: String) -> String? {
        for suffix in [".imageset", ".symbolset"] where folder.hasSuffix(suffix) && folder.count > suffix.count {
            return String(folder.dropLast(suffix.count))
        }
        return nil
    }
}
