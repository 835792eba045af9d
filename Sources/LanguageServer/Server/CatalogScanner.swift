#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarCore
import TabBarWorkspace

/// `AssetCatalogScanner`'s walk (same skipped folders, depth and `*.imageset` rule) with
/// `opendir`/`stat` only, so the server never pages in Foundation to find image names.
enum CatalogScanner {
    /// The asset index of every catalog below `root`; nil when there is none.
    static func index(under root: String) -> AssetIndex? {
        var names: Set<String> = []
        var catalogs: [String] = []
        var stack: [(String, Int)] = [(root, 0)]
        var visited = 0
        while let (folder, depth) = stack.popLast(), visited < 100_000 {
            visited += 1
            for entry in entries(of: folder).sorted() where !AssetCatalogScanner.skippedFolders.contains(entry) {
                let path = join(folder, entry)
                guard isDirectory(path) else { continue }
                if entry.hasSuffix(".xcassets") {
                    catalogs.append(path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path)
                    collectImageSets(in: path, into: &names)
                } else if depth < AssetCatalogScanner.maxDepth {
                    stack.append((path, depth + 1))
                }
            }
        }
        return catalogs.isEmpty ? nil : AssetIndex(names: names, catalogs: catalogs.sorted())
    }

    /// The nearest folder at or above `directory` that holds `.git`.
    static func repositoryRoot(for directory: String) -> String? {
        var folder = directory
        while true {
            if access(join(folder, ".git"), F_OK) == 0 { return folder }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    private static func collectImageSets(in catalog: String, into names: inout Set<String>) {
        var stack = [catalog]
        var visited = 0
        while let folder = stack.popLast(), visited < 100_000 {
            visited += 1
            for entry in entries(of: folder) {
                let path = join(folder, entry)
                guard isDirectory(path) else { continue }
                if entry.hasSuffix(".imageset") {
                    names.insert(String(entry.dropLast(".imageset".count)))
                } else if !entry.contains(".") || entry.hasSuffix(".folder") {
                    stack.append(path)
                }
            }
        }
    }

    private static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
