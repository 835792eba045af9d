/// Where the asset catalogs of a configuration file are looked for.
public enum CatalogScope: Sendable, Hashable {
    /// Every folder below the project root (bounded), other projects nested in it excluded.
    case project(root: String, isRepository: Bool)
    /// A file in no project: only its own folder and that folder's immediate child folders.
    case folder(String)

    /// The folder the search starts from; also the key under which its result is cached.
    public var path: String {
        switch self {
        case .project(let root, _): return root
        case .folder(let folder): return folder
        }
    }

    /// The scope of a configuration file in `folder` (absolute): its project's root when
    /// it has one (see `ProjectRoot`), else the folder alone.
    /// - Parameters:
    ///   - folder: the folder holding the configuration file.
    ///   - home: the user's home folder (`$HOME`), where the walk up ends.
    ///   - fileSystem: where folders are listed.
    public static func of(folder: String, home: String?, in fileSystem: any FileSystem) -> CatalogScope {
        let absolute = fileSystem.absolutePath(folder)
        if let found = ProjectRoot.find(forFolder: absolute, home: home, in: fileSystem) {
            return .project(root: found.root, isRepository: found.isRepository)
        }
        return .folder(absolute)
    }

    /// The scope of the configuration file at `filePath`.
    public static func of(fileAt filePath: String, home: String?, in fileSystem: any FileSystem) -> CatalogScope {
        of(folder: PathNames.folder(of: fileSystem.absolutePath(filePath)), home: home, in: fileSystem)
    }
}
