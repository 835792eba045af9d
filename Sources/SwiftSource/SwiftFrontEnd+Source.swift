import SourceText
import TabBarCore

/// The Swift front-end: `.swift` files, lexed and scanned once, then read by each of its technologies in order.
public struct SwiftFrontEnd: SourceFrontEnd {
    /// The technologies it reads, in order: an earlier one's bars are left alone by later ones.
    public let technologies: [any SwiftTechnology]
    /// The byte screen of a list other than the built-in one, made with the front-end (nil: `builtInScreen`).
    private let customScreen: ByteScreen?

    /// The byte screen of the technologies' words and the class definitions (the built-in one is made when a file
    /// is first screened, not when the front-end is: a server answers `initialize` first).
    var byteScreen: ByteScreen { customScreen ?? Self.builtInScreen }

    /// The technologies tabbar reads in Swift: CYLTabBarController first (a controller class it holds is no UIKit
    /// bar of its own), then UIKit in code, then SwiftUI's `TabView`.
    public static let builtInTechnologies: [any SwiftTechnology] = [CYLSwiftTechnology(), UIKitSwiftTechnology(), SwiftUITechnology()]
    static let builtInScreen = screen(of: builtInTechnologies)

    /// The front-end reading the built-in technologies.
    public init() {
        technologies = Self.builtInTechnologies
        customScreen = nil
    }

    /// A front-end reading `technologies`, in order.
    public init(technologies: [any SwiftTechnology]) {
        self.technologies = technologies
        customScreen = Self.screen(of: technologies)
    }

    static func screen(of technologies: [any SwiftTechnology]) -> ByteScreen {
        // `struct` too: a SwiftUI tab's root view declared in another file is read for its title (`SwiftUILinking`).
        // A `let` that starts a line declares a constant at file scope, which other files' values may name
        // (`DeclaredStrings`, a screen-width constant in a bar's arithmetic).
        ByteScreen(words: screenWords(technologies.map(\.words)),
                   definitions: ByteScreen.classDefinitionKeywords + ["struct", "enum", "\nlet"])
    }

    public var id: String { "swift" }

    public var displayName: String { "Swift" }

    public var fenceName: String { "swift" }

    public func reads(fileName: String) -> Bool { FileNameBytes.hasSuffix(fileName, ".swift") }

    public func extract(_ bytes: [UInt8]) -> SourceFileFacts { SwiftExtractor.extract(bytes, by: self) }
}
