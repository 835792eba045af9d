import SourceText
import TabBarCore

/// The Objective-C front-end: `.m`, `.mm` and `.h` files, lexed and resolved once, then read by each of its
/// technologies in order.
public struct ObjCFrontEnd: SourceFrontEnd {
    /// The technologies it reads, in order: an earlier one's bars are left alone by later ones.
    public let technologies: [any ObjCTechnology]
    /// The byte screen of a list other than the built-in one, made with the front-end (nil: `builtInScreen`).
    private let customScreen: ByteScreen?

    /// The byte screen of the technologies' words and the class definitions (the built-in one is made when a file
    /// is first screened, not when the front-end is: a server answers `initialize` first).
    var byteScreen: ByteScreen { customScreen ?? Self.builtInScreen }

    /// The technologies tabbar reads in Objective-C: CYLTabBarController first (a controller class it holds is no
    /// UIKit bar of its own), then UIKit in code.
    public static let builtInTechnologies: [any ObjCTechnology] = [CYLObjCTechnology(), UIKitObjCTechnology()]
    static let builtInScreen = screen(of: builtInTechnologies)

    /// The front-end reading the built-in technologies.
    public init() {
        technologies = Self.builtInTechnologies
        customScreen = nil
    }

    /// A front-end reading `technologies`, in order.
    public init(technologies: [any ObjCTechnology]) {
        self.technologies = technologies
        customScreen = Self.screen(of: technologies)
    }

    static func screen(of technologies: [any ObjCTechnology]) -> ByteScreen {
        ByteScreen(words: screenWords(technologies.map(\.words)), definitions: ByteScreen.classDefinitionKeywords + ByteScreen.declaredNameKeywords,
                   enumerations: ByteScreen.enumerationKeywords)
    }

    public var id: String { "objective-c" }

    public var displayName: String { "Objective-C" }

    public var fenceName: String { "objc" }

    public func reads(fileName: String) -> Bool {
        // Told by the last byte first: this is asked of every file of a tree.
        guard let last = FileNameBytes.last(fileName), last == UInt8(ascii: "m") || last == UInt8(ascii: "h") else { return false }
        // A prefix header (`.pch`) holds the macros every file of the target sees (`#define SCREEN_W …`).
        return FileNameBytes.hasSuffix(fileName, ".m") || FileNameBytes.hasSuffix(fileName, ".mm")
            || FileNameBytes.hasSuffix(fileName, ".h") || FileNameBytes.hasSuffix(fileName, ".pch")
    }

    public func extract(_ bytes: [UInt8]) -> SourceFileFacts { ObjCExtractor.extract(bytes, by: self) }
}
