/// What an Xcode project (`X.xcodeproj/project.pbxproj`) says of the storyboards it builds (SPEC section 8,
/// "only what runs"): the file names of the storyboards it lists. A storyboard of a project none of whose Xcode
/// projects lists it (a backup such as `Main~.storyboard`, a file left out of every target) is never built, so
/// its scenes never run. A project file that lists no file at all (a stub) or builds folders whole
/// (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) does not say: then every storyboard may be built. The
/// storyboard front-end reads it only for a project with storyboard bars, or with a Swift plus button class, whose
/// selectors depend on the project's Swift version (`swiftMajorVersion`, `screeningName`).
public struct XcodeProjectFiles: Sendable, Hashable {
    /// The storyboards' file names the project file lists (`Main.storyboard`), without folders.
    public var storyboards: Set<String>
    /// Whether it names every file it builds: it lists file references (`PBXFileReference`) and builds no folder
    /// whole. When false, a file it does not name may be built.
    public var namesEveryFile: Bool
    /// The major version of Swift the project builds its Swift files with (`XcodeSwiftVersionReader`): 2 for any
    /// version below 3; nil when the project file does not say.
    public var swiftMajorVersion: Int?

    public init(storyboards: Set<String> = [], namesEveryFile: Bool = true, swiftMajorVersion: Int? = nil) {
        self.storyboards = storyboards
        self.namesEveryFile = namesEveryFile
        self.swiftMajorVersion = swiftMajorVersion
    }

    /// The folder an Xcode project's files lie in: the one holding its `.xcodeproj` folder (`""` at the top).
    public static func folder(ofProjectFile path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(min(2, parts.count))
        return parts.joined(separator: "/")
    }

    /// The name a project file is screened as defining, told from its path alone (as `AppStoryboards.screeningName`).
    public static let screeningName = "<project.pbxproj>"

    /// The file in an `.xcodeproj` folder that lists what the project builds.
    public static let fileName = "project.pbxproj"

    /// Whether `path` is the project file of an `.xcodeproj` folder.
    public static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/" + fileName)
    }

    /// Whether the Xcode projects `projects` (of one project folder) build the storyboard at `path`: true when
    /// there is none, when one does not name every file it builds, or when one lists the storyboard's file name.
    public static func build(_ path: String, among projects: [XcodeProjectFiles]) -> Bool {
        guard !projects.isEmpty, projects.allSatisfy(\.namesEveryFile) else { return true }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return projects.contains { $0.storyboards.contains(name) }
    }
}
