import Dispatch
import TabBarCore
import TabBarWorkspace

/// The asset catalogs TB014 uses for a source project (those of its first file's scope, as
/// `AssetIndexes` finds them), searched on another thread while the project is read: the scope of a
/// likely first file is searched early, and `index(forFileAt:)` answers for the file that is first
/// once read, searching again only when its scope is another.
final class PendingAssetIndex: @unchecked Sendable {
    private let fileSystem: any FileSystem
    private let group = DispatchGroup()
    /// Written by the early search, read once `group` is done.
    private var finder: CatalogScopeFinder
    private var scan: CatalogScan?

    /// Starts the search of the scope of the file at `path`.
    init(forFileAt path: String, home: String?, fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        finder = CatalogScopeFinder(home: home, fileSystem: fileSystem)
        let folder = PathNames.folder(of: fileSystem.absolutePath(path))
        DispatchQueue.global().async(group: group) { [self] in
            scan = AssetCatalogScanner.scan(finder.scope(of: folder), in: fileSystem)
        }
    }

    /// Waits for the early search.
    func wait() {
        group.wait()
    }

    /// The index for the file at `path`: nil when its scope has no catalog.
    func index(forFileAt path: String) -> AssetIndex? {
        wait()
        let scope = finder.scope(of: PathNames.folder(of: fileSystem.absolutePath(path)))
        if let scan, scan.scope == scope { return scan.index }
        return AssetCatalogScanner.scan(scope, in: fileSystem).index
    }
}
