import TabBarCore

/// Finds tab-bar configuration files (`tabbar.json` and `*.tabbar.json`) and, when given front-ends,
/// the source files they read in the projects below the given folders.
public struct ConfigFileFinder: Sendable {
    /// Folders never entered.
    public static let skippedFolders: Set<String> = AssetCatalogScanner.skippedFolders
    /// How deep below a given folder files are looked for.
    public static let maxDepth = 32

    public let fileSystem: any FileSystem
    /// The front-ends whose files are collected too (none: configuration files only).
    public let sourceFrontEnds: [any SourceFrontEnd]
    /// Whether the folders of one depth are listed on every core (`ConfigFileFinder+Levels`); the
    /// result is the one-thread walk's, which stays as the reference (false).
    public var listsInParallel: Bool

    public init(fileSystem: any FileSystem, sourceFrontEnds: [any SourceFrontEnd] = [], listsInParallel: Bool = true) {
        self.fileSystem = fileSystem
        self.sourceFrontEnds = sourceFrontEnds
        self.listsInParallel = listsInParallel
    }

    /// Whether source files are collected too.
    public var includesSources: Bool { !sourceFrontEnds.isEmpty }

    /// Whether a file name is a source file's: one of the front-ends reads it.
    public func isSourceFileName(_ name: String) -> Bool {
        Self.isSourceFileName(name, frontEnds: sourceFrontEnds)
    }

    /// Whether one of `frontEnds` reads a file of that name.
    public static func isSourceFileName(_ name: String, frontEnds: [any SourceFrontEnd]) -> Bool {
        frontEnds.contains { $0.reads(fileName: name) }
    }

    /// Whether an entry name marks its folder as a project's root (an Xcode project or workspace,
    /// a package manifest, a repository).
    public static func isProjectMarker(_ name: String) -> Bool {
        // Every marker ends in `j`, `e` or `t`: most names are told by their last byte.
        guard let last = FileNameBytes.last(name), last == UInt8(ascii: "j") || last == UInt8(ascii: "e") || last == UInt8(ascii: "t") else {
            return false
        }
        return FileNameBytes.hasSuffix(name, ".xcodeproj") || FileNameBytes.hasSuffix(name, ".xcworkspace") || name == "Podfile"
            || name == "Package.swift"
            || name == "Cartfile" || name == ".git"
    }

    /// Files whose presence marks a folder as a vendored copy of the library itself: no source file in it is checked,
    /// an app's configuration kept beside the library's files included (SPEC section 7).
    public static let libraryMarkers: Set<String> = ["CYLTabBarController.m", "CYLPlusButton.m"]

    /// Whether a file name is a configuration file's.
    public static func isConfigFileName(_ name: String) -> Bool {
        guard FileNameBytes.last(name) == UInt8(ascii: "n") else { return false }
        return name == "tabbar.json" || (FileNameBytes.hasSuffix(name, ".tabbar.json") && name.count > ".tabbar.json".count)
    }

    /// What a search found: the files, sorted and without repeats, and the paths that failed.
    public struct Result: Sendable, Hashable {
        public var files: [String]
        public var errors: [FileSystemError]
        /// Source files, sorted, when `includesSources` (a file given by path that a front-end reads is always here).
        public var sourceFiles: [String] = []
        /// The folders searched that hold a project marker, when `includesSources`.
        public var projectRoots: [String] = []
    }

    /// The configuration files below each folder in `paths`; a file path is taken as given
    /// whatever its name. Paths stay relative when given relative (`Examples/x.tabbar.json`).
    public func find(in paths: [String]) -> Result {
        var found = Found()
        for path in paths {
            switch fileSystem.kind(of: path) {
            case nil: found.errors.append(.notFound(path: path))
            case .directory:
                if listsInParallel {
                    walkByLevels(path, into: &found)
                } else {
                    search(path, depth: 0, into: &found)
                }
            case .file, .other:
                if isSourceFileName(PathNames.lastComponent(path)) {
                    found.sources.append(path)
                } else {
                    found.files.append(path)
                }
            }
        }
        // One folder walked: no path is found twice, nor spelled two ways.
        let oneWalk = paths.count == 1
        return Result(files: sortedUnique(found.files, oneWalk: oneWalk), errors: found.errors,
                      sourceFiles: sortedUnique(found.sources, oneWalk: oneWalk), projectRoots: found.roots)
    }

    struct Found {
        var files: [String] = []
        var sources: [String] = []
        var roots: [String] = []
        var errors: [FileSystemError] = []
    }

    private func sortedUnique(_ files: [String], oneWalk: Bool) -> [String] {
        // One walk goes down into each folder's entries in `pathOrder` of their names (byte order, as
        // names hold no `/`), so it lists its paths in path order: a name that is a prefix of another
        // comes first, as its own paths do. Nothing to check then (but in debug builds, where the tests run).
        if oneWalk {
            assert(Self.isInPathOrder(files), "one walk lists its paths in path order")
            return files
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert(fileSystem.absolutePath($0)).inserted }
        // Walks of folders given in path order list them in path order too: no sort then.
        if Self.isInPathOrder(unique) { return unique }
        return unique.sorted(by: Self.pathOrder)
    }

    private static func isInPathOrder(_ paths: [String]) -> Bool {
        zip(paths, paths.dropFirst()).allSatisfy { pathOrder($0, $1) }
    }

    /// Sorts by path components, so `a/b.json` comes before `a-b/c.json`: the order of `sortKey`,
    /// compared byte by byte without building the keys.
    public static func pathOrder(_ lhs: String, _ rhs: String) -> Bool {
        // In place on native strings (paths of a walk share long prefixes: a tight loop over them).
        let inPlace = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in pathOrder(left, right) }
        }
        if let inPlace = inPlace ?? nil { return inPlace }
        return Array(lhs.utf8).withUnsafeBufferPointer { left in
            Array(rhs.utf8).withUnsafeBufferPointer { right in pathOrder(left, right) }
        }
    }

    private static func pathOrder(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(left.count, right.count)
        var index = 0
        // Eight bytes at a time over the shared prefix (consecutive paths of a walk share most of theirs).
        if let leftStart = left.baseAddress, let rightStart = right.baseAddress {
            while index + 8 <= common, UnsafeRawPointer(leftStart + index).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(rightStart + index).loadUnaligned(as: UInt64.self) {
                index += 8
            }
        }
        while index < common, left[index] == right[index] { index += 1 }
        if index == common { return left.count < right.count }
        return sortKey(left[index]) < sortKey(right[index])
    }

    /// One byte of `sortKey`.
    private static func sortKey(_ byte: UInt8) -> UInt16 {
        byte == UInt8(ascii: "/") ? 0 : UInt16(byte) + 1
    }

    /// The UTF-8 bytes of `path` with `/` lowered below every other byte, so that comparing
    /// keys byte by byte compares paths component by component.
    static func sortKey(_ path: String) -> [UInt16] {
        path.utf8.map { $0 == UInt8(ascii: "/") ? 0 : UInt16($0) + 1 }
    }

    /// The one-thread walk, depth first in name order: the reference `walkByLevels` answers as.
    private func search(_ folder: String, depth: Int, into found: inout Found) {
        let entries: [DirectoryEntry]
        do {
            // The listing's own entry types: no `stat` per file (a tree of 10,000 sources is listed,
            // not stat'ed); only links, which the listing cannot type, are followed with one.
            entries = try fileSystem.entries(of: folder, limit: Self.maxEntriesPerFolder)
        } catch {
            found.errors.append(error)
            return
        }
        let vendored = includesSources && entries.contains { Self.libraryMarkers.contains($0.name) }
        if includesSources, entries.contains(where: { Self.isProjectMarker($0.name) }) { found.roots.append(folder) }
        let base = folder.hasPrefix("./") && folder.count > 2 ? String(folder.dropFirst(2)) : folder
        for entry in entries.sorted(by: { Self.pathOrder($0.name, $1.name) }) {
            let name = entry.name
            // Only folders are skipped by name (no skipped name is a configuration's or a source's).
            if entry.kind != .file, Self.skippedFolders.contains(name) { continue }
            let path = PathNames.join(base, name)
            let kind = entry.kind == .other ? fileSystem.kind(of: path) : entry.kind
            switch kind {
            case .directory:
                if depth < Self.maxDepth, !Self.isBundleFolder(name) {
                    search(path, depth: depth + 1, into: &found)
                } else if includesSources, let project = projectFile(inBundle: path) {
                    found.sources.append(project)
                }
            case .file where Self.isConfigFileName(name):
                found.files.append(path)
            case .file where includesSources && isSourceFileName(name) && !vendored:
                found.sources.append(path)
            default:
                continue
            }
        }
    }

    /// The most entries read from one folder.
    public static let maxEntriesPerFolder = 1_000_000

    /// The project file of the Xcode project folder at `path` (`X.xcodeproj/project.pbxproj`) when a front-end
    /// reads it and it is there, without listing the folder.
    func projectFile(inBundle path: String) -> String? {
        guard path.hasSuffix(".xcodeproj") else { return nil }
        let file = PathNames.join(path, "project.pbxproj")
        return isSourceFileName(file) && fileSystem.kind(of: file) == .file ? file : nil
    }

    /// Folders that hold no sources or configurations: asset catalogs, Xcode projects and workspaces.
    static func isBundleFolder(_ name: String) -> Bool {
        FileNameBytes.hasSuffix(name, ".xcassets") || FileNameBytes.hasSuffix(name, ".xcodeproj")
            || FileNameBytes.hasSuffix(name, ".xcworkspace")
    }
}
