/// Finds the project a file belongs to: the nearest folder up that holds a project marker.
public enum ProjectRoot {
    /// How many folders up are looked at.
    public static let maxLevels = 24

    /// The nearest folder at or above `folder` (absolute) holding a project marker
    /// (`ConfigFileFinder.isProjectMarker`); never `/` or the home folder, nil when there is none.
    public static func enclosing(_ folder: String, fileSystem: any FileSystem, home: String? = nil) -> String? {
        var current = PathNames.normalize(folder)
        for _ in 0..<maxLevels {
            if current == "/" || current.isEmpty || current == home { return nil }
            if let entries = try? fileSystem.contentsOfDirectory(at: current),
               entries.contains(where: ConfigFileFinder.isProjectMarker) {
                return current
            }
            let parent = PathNames.folder(of: current)
            if parent == current { return nil }
            current = parent
        }
        return nil
    }
}
