import TabBarCore

/// Finds the image names of the `*.xcassets` catalogs that a configuration file can use:
/// every catalog below the file's repository root (the nearest folder up with a `.git`),
/// or below the file's own folder when it is in no repository. Reads through a
/// `FileSystem` (POSIX calls by default), so neither the CLI nor the server loads Foundation.
public enum AssetCatalogScanner {
    /// Folders never entered.
    public static let skippedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    /// How deep below the root catalogs are looked for.
    public static let maxDepth = 12
    /// How many folders one scan visits at most (a bound on hostile trees and link loops).
    public static let maxFolders = 100_000

    /// The repository root for `path` (a file or folder): the nearest ancestor holding `.git`.
    public static func repositoryRoot(for path: String, in fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        var folder = fileSystem.absolutePath(path)
        if fileSystem.kind(of: folder) != .directory { folder = PathNames.folder(of: folder) }
        while true {
            if fileSystem.kind(of: PathNames.join(folder, ".git")) != nil { return folder }
            if folder == "/" { return nil }
            folder = PathNames.folder(of: folder)
        }
    }

    /// The asset index for the configuration at `filePath`; nil when no catalog exists.
    public static func index(forFileAt filePath: String, in fileSystem: any FileSystem = LocalFileSystem()) -> AssetIndex? {
        let folder = PathNames.folder(of: fileSystem.absolutePath(filePath))
        return index(under: repositoryRoot(for: filePath, in: fileSystem) ?? folder, in: fileSystem)
    }

    /// The asset index of every catalog below `root`; nil when there is none.
    public static func index(under root: String, in fileSystem: any FileSystem = LocalFileSystem()) -> AssetIndex? {
        let rootPath = fileSystem.absolutePath(root)
        var names: Set<String> = []
        var catalogs: [String] = []
        var stack: [(String, Int)] = [(rootPath, 0)]
        var visited = 0
        while let (folder, depth) = stack.popLast(), visited < maxFolders {
            visited += 1
            for entry in entries(of: folder, in: fileSystem).sorted() where !skippedFolders.contains(entry) {
                let path = PathNames.join(folder, entry)
                guard fileSystem.kind(of: path) == .directory else { continue }
                if entry.hasSuffix(".xcassets") {
                    catalogs.append(PathNames.relative(path, to: rootPath) ?? path)
                    collectImageSets(in: path, into: &names, fileSystem: fileSystem)
                } else if depth < maxDepth {
                    stack.append((path, depth + 1))
                }
            }
        }
        guard !catalogs.isEmpty else { return nil }
        return AssetIndex(names: names, catalogs: catalogs.sorted())
    }

    /// Adds the `*.imageset` names below a catalog (folders inside it group sets).
    static func collectImageSets(in catalog: String, into names: inout Set<String>, fileSystem: any FileSystem) {
        var stack = [catalog]
        var visited = 0
        while let folder = stack.popLast(), visited < maxFolders {
            visited += 1
            for entry in entries(of: folder, in: fileSystem) {
                let path = PathNames.join(folder, entry)
                guard fileSystem.kind(of: path) == .directory else { continue }
                if entry.hasSuffix(".imageset") {
                    names.insert(String(entry.dropLast(".imageset".count)))
                } else if !entry.contains(".") || entry.hasSuffix(".folder") {
                    stack.append(path)
                }
            }
        }
    }

    private static func entries(of folder: String, in fileSystem: any FileSystem) -> [String] {
        (try? fileSystem.contentsOfDirectory(at: folder)) ?? []
    }
}
