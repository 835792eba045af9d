import TabBarCore
import TabBarWorkspace

/// The image names of the workspace's asset catalogs, scanned once per root and kept
/// until a catalog changes. A document's root is the innermost workspace folder holding
/// it, else its repository root, else its folder.
final class WorkspaceAssets {
    /// Workspace folder paths, without a trailing slash.
    private(set) var folders: [String]
    /// Scans made: root path to index (nil inside when the root has no catalog).
    private var indexes: [String: AssetIndex?] = [:]
    /// Roots found for folders outside the workspace.
    private var roots: [String: String] = [:]
    /// Where the scan happens; replaceable in tests.
    let scan: (String) -> AssetIndex?

    init(folders: [String] = [], scan: @escaping (String) -> AssetIndex? = { AssetCatalogScanner.index(under: $0) }) {
        self.folders = folders.map(Self.trimmed)
        self.scan = scan
    }

    /// Sets the workspace folders and forgets every scan.
    func setFolders(_ folders: [String]) {
        self.folders = folders.map(Self.trimmed)
        invalidate()
    }

    /// Forgets every scan (a catalog changed).
    func invalidate() {
        indexes.removeAll()
    }

    /// The asset index for the document at `path`; nil without a path or a catalog.
    func index(forDocumentAt path: String?) -> AssetIndex? {
        guard let path else { return nil }
        let root = root(for: path)
        if let cached = indexes[root] { return cached }
        let index = scan(root)
        indexes[root] = .some(index)
        return index
    }

    private func root(for path: String) -> String {
        if let folder = folders.filter({ path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) {
            return folder
        }
        let directory = Self.directory(of: path)
        if let known = roots[directory] { return known }
        let found = AssetCatalogScanner.repositoryRoot(for: directory) ?? directory
        roots[directory] = found
        return found
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
