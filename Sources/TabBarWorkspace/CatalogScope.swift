/// Where the asset catalogs of a configuration file are looked for.
public enum CatalogScope: Sendable, Hashable {
    /// Every folder below the project root (bounded), other projects nested in it excluded.
    case project(root: String, isRepository: Bool)
    /// A file in no project: only its own folder and that folder's immediate child folders.
    case folder(String)

    /// Entry name endings of the bundles that mark an Xcode project or workspace.
    public static let bundleSuffixes = [".xcodeproj", ".xcworkspace"]

    /// The folder the search starts from; also the key under which its result is cached.
    public var path: String {
        switch self {
        case .project(let root, _): return root
        case .folder(let folder): return folder
        }
    }

    /// The scope of a configuration file in `folder`: the nearest folder up (the folder
    /// itself included) holding `.git`, the repository; else the nearest holding another
    /// project marker; else the folder alone. The walk never examines `/` or the home
    /// folder and ends there, so neither is ever searched as a project (see
    /// `CatalogScopeFinder`, which does the same for many folders at once).
    /// - Parameters:
    ///   - folder: the folder holding the configuration file.
    ///   - home: the user's home folder (`$HOME`).
    ///   - fileSystem: where folders are listed.
    public static func of(folder: String, home: String?, in fileSystem: any FileSystem) -> CatalogScope {
        var finder = CatalogScopeFinder(home: home, fileSystem: fileSystem)
        return finder.scope(of: folder)
    }

    /// The scope of the configuration file at `filePath`.
    public static func of(fileAt filePath: String, home: String?, in fileSystem: any FileSystem) -> CatalogScope {
        of(folder: PathNames.folder(of: fileSystem.absolutePath(filePath)), home: home, in: fileSystem)
    }
}
