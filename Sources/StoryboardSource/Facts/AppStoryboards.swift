/// What an app's `Info.plist` says of its storyboards (SPEC section 8, "only what runs"): the launch screen's
/// (`UILaunchStoryboardName`) and those the app starts with (`UIMainStoryboardFile`, the scene manifest's
/// `UISceneStoryboardFile`), by name without `.storyboard` (`~ipad` variants included). The storyboard front-end
/// reads it from files named exactly `Info.plist`, and only for a project with storyboard bars
/// (`screeningName`); `SourceProject` links it to the storyboards of those names.
public struct AppStoryboards: Sendable, Hashable {
    /// `UILaunchStoryboardName`: a launch screen, never a tab bar that runs.
    public var launch: [String]
    /// `UIMainStoryboardFile`, `UISceneStoryboardFile`: the storyboards whose initial scene the app shows.
    public var main: [String]

    public init(launch: [String] = [], main: [String] = []) {
        self.launch = launch
        self.main = main
    }

    /// Whether the file names any storyboard (an `Info.plist` of a framework, a test bundle or an extension names none).
    public var isEmpty: Bool { launch.isEmpty && main.isEmpty }

    /// The name an `Info.plist` is screened as defining, told from its file name alone: the project reader
    /// reads it only when the facts of the files it has read ask for that name (`SourceSelection`: a project
    /// holding a storyboard bar). Not an identifier, so no class is named so.
    public static let screeningName = "<Info.plist>"

    /// The file name an app's information property list has.
    public static let fileName = "Info.plist"

    /// Whether `path` (or a plain name) names an `Info.plist`.
    public static func isInfoPlist(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard utf8.last == UInt8(ascii: "t") else { return false }
        // Compared from the end, byte by byte.
        var index = utf8.endIndex
        for byte in fileName.utf8.reversed() {
            guard index > utf8.startIndex else { return false }
            utf8.formIndex(before: &index)
            if utf8[index] != byte { return false }
        }
        guard index > utf8.startIndex else { return true }
        utf8.formIndex(before: &index)
        return utf8[index] == UInt8(ascii: "/")
    }

    /// Whether `path` lies inside a built bundle (`Kit.framework/Info.plist`, `Assets.bundle/…`, an `.xcframework`,
    /// an `.app` or `.appex`): such an `Info.plist` is a product's, never the app's own.
    public static func isInsideBundle(_ path: String) -> Bool {
        var path = path
        // By bytes: the name before each `/` is compared with the bundle extensions.
        return path.withUTF8 { bytes in
            for end in bytes.indices where bytes[end] == UInt8(ascii: "/") {
                for suffix in bundleExtensions where suffix.count <= end
                    && bytes[(end - suffix.count)..<end].elementsEqual(suffix) {
                    return true
                }
            }
            return false
        }
    }

    /// The extensions of built bundles' folders, as bytes.
    static let bundleExtensions: [[UInt8]] = [".framework", ".xcframework", ".bundle", ".app", ".appex"].map { Array($0.utf8) }
}
