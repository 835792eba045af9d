/// Finds the project a file belongs to by walking up from its folder: the nearest folder
/// holding `.git` (the repository), else the nearest holding another project marker (an
/// Xcode project or workspace, `Package.swift`, a `Podfile`). The walk never examines `/`
/// or the home folder and stops there, so a file outside any project has no root.
public enum ProjectRoot {
    /// Entry names that make a folder a project root.
    public static let markerNames: Set<String> = [".git", "Package.swift", "Podfile"]
    /// Entry name endings that make a folder a project root.
    public static let markerSuffixes = [".xcodeproj", ".xcworkspace"]
    /// How many folders up the walk looks at most.
    public static let maxLevels = 64
    /// How many entries of one folder are read to look for markers: a folder holding more
    /// is not taken for a project folder.
    public static let listingLimit = 20_000

    /// Whether an entry with this name marks its folder as a project root.
    public static func isMarker(_ name: String) -> Bool {
        markerNames.contains(name) || markerSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The project root holding `folder` (an absolute, normalised path), nil outside any project.
    /// - Parameters:
    ///   - folder: where the walk starts (itself included).
    ///   - home: the user's home folder: never a root, and the walk ends there.
    ///   - fileSystem: where folders are listed.
    /// - Returns: the root, and whether it is a repository (holds `.git`).
    public static func find(forFolder folder: String, home: String?,
                            in fileSystem: any FileSystem) -> (root: String, isRepository: Bool)? {
        let home = home.map(Self.trimmed)
        var current = trimmed(folder)
        var nearestMarker: String?
        for _ in 0..<maxLevels {
            if current == "/" || current == home || !current.hasPrefix("/") { break }
            let names = ((try? fileSystem.entries(of: current, limit: listingLimit)) ?? []).map(\.name)
            if names.contains(".git") { return (current, true) }
            if nearestMarker == nil, names.contains(where: isMarker) { nearestMarker = current }
            current = PathNames.folder(of: current)
        }
        return nearestMarker.map { ($0, false) }
    }

    static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
