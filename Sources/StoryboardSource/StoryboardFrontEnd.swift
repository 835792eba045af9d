import JSONC
import SourceText
import TabBarCore

/// The storyboard front-end: `.storyboard` files, Interface Builder's XML. It reads tab bar controller
/// scenes into the neutral tab-bar model (no code facts), and renders the one kind of fix a storyboard
/// can take: a new attribute value. It also reads the app's `Info.plist` files for the storyboards they name
/// (the launch screen, the main storyboard) and the Xcode project files for the storyboards they build, only in a
/// project with storyboard bars (`screening(byName:)`).
public struct StoryboardFrontEnd: SourceFrontEnd {
    public init() {}

    public var id: String { "storyboard" }

    public var displayName: String { "Storyboard" }

    public var fenceName: String { "xml" }

    public func reads(fileName: String) -> Bool {
        // Told by the last byte first: this is asked of every file of a tree.
        switch FileNameBytes.last(fileName) {
        case UInt8(ascii: "d"): return fileName.hasSuffix(".storyboard")
        case UInt8(ascii: "t"): return AppStoryboards.isInfoPlist(fileName)
        case UInt8(ascii: "j"): return XcodeProjectFiles.isProjectFile(fileName)
        default: return false
        }
    }

    /// A storyboard is extracted when it holds a tab bar controller, a tab bar item (a scene another
    /// storyboard's tab refers to) or a storyboard reference (which may lead to a tab bar scene, that then
    /// runs); it defines no classes (its `customClass`es are defined in code).
    static let byteScreen = ByteScreen(words: ["<tabBarController", "<tabBarItem", "<viewControllerPlaceholder"], definitions: [])

    public func screen(_ bytes: [UInt8]) -> SourceScreening { SourceScreening(Self.byteScreen.search(bytes)) }

    /// An `Info.plist` (an Xcode project file) is read only for a project whose facts ask for
    /// `AppStoryboards.screeningName` (`XcodeProjectFiles.screeningName`): one with a storyboard bar. The first pass
    /// reads none of its bytes. One inside a built bundle (a vendored framework's) is
    /// never read.
    public func screening(byName path: String) -> SourceScreening? {
        if XcodeProjectFiles.isProjectFile(path) {
            return SourceScreening(mentionsLibrary: false, classNames: [XcodeProjectFiles.screeningName])
        }
        guard AppStoryboards.isInfoPlist(path) else { return nil }
        if AppStoryboards.isInsideBundle(path) { return .nothing }
        return SourceScreening(mentionsLibrary: false, classNames: [AppStoryboards.screeningName])
    }

    /// A storyboard answers to its name (`StoryboardReference.screeningName`), for the root a navigation controller's
    /// reference leads to, whose scene may name no tab-bar word.
    public func screeningName(ofFileAt path: String) -> String? {
        path.hasSuffix(".storyboard") ? StoryboardReference.screeningName(SourceProject.storyboardName(of: path)) : nil
    }

    public func extract(_ bytes: [UInt8]) -> SourceFileFacts { StoryboardExtractor.extract(bytes, frontEnd: self) }

    public func spell(_ term: CodeTerm) -> String {
        // Code rules report in code files only; named plainly all the same.
        switch term {
        case .classMethod(let selector): return selector
        case .registrationCall: return "registerPlusButton"
        case .selectorNote(let selector): return "its selector is \(selector)"
        }
    }

    /// Only a new string value of an attribute (the range between its quotes), escaped for XML.
    public func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? {
        guard case .replaceValue(let range, with: .string(let value)) = intent, !value.isEmpty,
              range.start > 0, range.end < bytes.count,
              bytes[range.start - 1] == UInt8(ascii: "\""), bytes[range.end] == UInt8(ascii: "\"") else { return nil }
        return [TextEdit(range: range, newText: XMLText.escape(value))]
    }
}
