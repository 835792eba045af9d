/// Works out the `CatalogScope` of many folders, listing each folder once: a folder's
/// scope follows from its own entries and its parent's scope, which is remembered.
///
/// A folder holding `.git` is a repository root and its own scope. Otherwise a repository
/// above wins; else the nearest folder (itself or one above) holding another project
/// marker (`ConfigFileFinder.isProjectMarker`: an Xcode project or workspace,
/// `Package.swift`, `Podfile`, `Cartfile`); else the folder alone. `/` and the home folder
/// are never examined: nothing at or above them counts.
public struct CatalogScopeFinder {
    /// How many entries of one folder are read to look for project markers: a folder
    /// holding more is not taken for a project folder.
    public static let listingLimit = 20_000

    private let home: String?
    private let fileSystem: any FileSystem
    private var known: [String: CatalogScope] = [:]
    /// The folder asked last and its scope: the files of a folder are asked for one after another.
    private var last: (folder: String, scope: CatalogScope)?

    /// - Parameters:
    ///   - home: the user's home folder (`$HOME`), where the walk up ends.
    ///   - fileSystem: where folders are listed.
    public init(home: String?, fileSystem: any FileSystem) {
        self.home = home.map(Self.trimmed)
        self.fileSystem = fileSystem
    }

    /// The scope of a configuration file in `folder`.
    public mutating func scope(of folder: String) -> CatalogScope {
        if let last, last.folder == folder { return last.scope }
        let scope = scope(ofNormalized: Self.trimmed(fileSystem.absolutePath(folder)))
        last = (folder, scope)
        return scope
    }

    private mutating func scope(ofNormalized folder: String) -> CatalogScope {
        if let scope = known[folder] { return scope }
        let result: CatalogScope
        if folder == "/" || folder == home || !folder.hasPrefix("/") {
            result = .folder(folder)
        } else {
            let entries = (try? fileSystem.entries(of: folder, limit: Self.listingLimit)) ?? []
            if entries.contains(where: { $0.name == ".git" }) {
                result = .project(root: folder, isRepository: true)
            } else {
                let marked = entries.contains { ConfigFileFinder.isProjectMarker($0.name) }
                switch scope(ofNormalized: PathNames.folder(of: folder)) {
                case .project(let root, true): result = .project(root: root, isRepository: true)
                case .project(let root, false): result = .project(root: marked ? folder : root, isRepository: false)
                case .folder: result = marked ? .project(root: folder, isRepository: false) : .folder(folder)
                }
            }
        }
        known[folder] = result
        return result
    }

    private static func trimmed(_ path: String) -> String {
        path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") ? String(path.dropLast()) : path
    }
}
