/// Folders that hold another Apple platform's target (`AngelLiveTVOS/`, `macOS/`, `App Watch App/`, `VisionOS/`):
/// a tab bar written there is not an iPhone or iPad tab bar (tvOS draws a text-only bar at the top, macOS a
/// segmented tab view, watchOS pages), so the rules, written for iOS, leave it alone. Judged by the path alone.
public enum OtherPlatformFolders {
    /// The endings of a folder name (lowercased) that name another platform's target.
    static let endings = ["tvos", "macos", "watchos", "visionos", "watch app", "watchkit app", "watchkit extension"]

    /// Whether a folder of `path` (relative or absolute; its last component is the file) names another platform.
    public static func contains(_ path: String) -> Bool {
        var folders = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !folders.isEmpty else { return false }
        folders.removeLast()
        return folders.contains { folder in
            let name = folder.lowercased()
            return endings.contains { name.hasSuffix($0) }
        }
    }
}
