#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabBarCore

/// Finds the image names of the `*.xcassets` catalogs that a configuration file can use:
/// every catalog below the file's repository root (the nearest folder up with a `.git`),
/// or below the file's own folder when it is in no repository.
public enum AssetCatalogScanner {
    /// Folders never entered.
    public static let skippedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    /// How deep below the root catalogs are looked for.
    public static let maxDepth = 12

    /// The repository root for `path` (a file or folder): the nearest ancestor holding `.git`.
    public static func repositoryRoot(for path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        if !isDirectory(folder.path) { folder = folder.deletingLastPathComponent() }
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }

    /// The asset index for the configuration at `filePath`; nil when no catalog exists.
    public static func index(forFileAt filePath: String) -> AssetIndex? {
        let folder = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent().path
        return index(under: repositoryRoot(for: filePath) ?? folder)
    }

    /// The asset index of every catalog below `root`; nil when there is none.
    public static func index(under root: String) -> AssetIndex? {
        var names: Set<String> = []
        var catalogs: [String] = []
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        var stack: [(URL, Int)] = [(rootURL, 0)]
        var visited = 0
        while let (folder, depth) = stack.popLast(), visited < 100_000 {
            visited += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where !skippedFolders.contains(entry) {
                let url = folder.appendingPathComponent(entry)
                guard isDirectory(url.path) else { continue }
                if entry.hasSuffix(".xcassets") {
                    catalogs.append(relativePath(url.path, from: rootURL.path))
                    collectImageSets(in: url, into: &names)
                } else if depth < maxDepth {
                    stack.append((url, depth + 1))
                }
            }
        }
        guard !catalogs.isEmpty else { return nil }
        return AssetIndex(names: names, catalogs: catalogs.sorted())
    }

    /// Adds the `*.imageset` names below a catalog (folders inside it group sets).
    static func collectImageSets(in catalog: URL, into names: inout Set<String>) {
        var stack = [catalog]
        var visited = 0
        while let folder = stack.popLast(), visited < 100_000 {
            visited += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries {
                let url = folder.appendingPathComponent(entry)
                guard isDirectory(url.path) else { continue }
                if entry.hasSuffix(".imageset") {
                    names.insert(String(entry.dropLast(".imageset".count)))
                } else if !entry.contains(".") || entry.hasSuffix(".folder") {
                    stack.append(url)
                }
            }
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return (attributes[.type] as? FileAttributeType) == .typeDirectory
    }

    static func relativePath(_ path: String, from root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
