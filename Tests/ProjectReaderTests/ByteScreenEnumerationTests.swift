import SourceText
import Testing

/// The names an Objective-C screen takes as declared by an enumeration: its constants, so that a header holding
/// only an enumeration is read when another file names one of them.
@Suite struct ByteScreenEnumerationTests {
    static let screen = ByteScreen(words: ["UITabBar"], definitions: ByteScreen.declaredNameKeywords,
                                   enumerations: ByteScreen.enumerationKeywords)

    static func names(_ text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        let names = screen.search(bytes).names
        #expect(screen.searchByteByByte(bytes).names == names, "\(text)")
        #expect(screen.record(bytes).result.names == names, "\(text)")
        return names
    }

    @Test func theConstantsOfAnEnumerationMacro() {
        #expect(Self.names("typedef NS_ENUM(NSInteger, TabIndex) {\n    TabIndexHome = 0,\n    TabIndexMine,\n};\n")
                == ["TabIndexHome", "TabIndexMine"])
        #expect(Self.names("typedef NS_OPTIONS(NSUInteger, Edge) { EdgeTop = 1 << 0, EdgeBottom = (1 << 1) };") == ["EdgeTop", "EdgeBottom"])
    }

    @Test func theConstantsOfAPlainEnumeration() {
        #expect(Self.names("enum { kTabCount = 5, kCenterIndex = 2 };") == ["kTabCount", "kCenterIndex"])
        #expect(Self.names("typedef enum Slot : unsigned long {\n  kSlotA, // the first\n  /* the second */ kSlotB = (kSlotA + 2)\n} Slot;")
                == ["kSlotA", "kSlotB"])
        #expect(Self.names("enum {\n#if DEBUG\n  kDebugTabs = 6,\n#endif\n  kTabs = 5\n};") == ["kDebugTabs", "kTabs"])
    }

    @Test func noBodyNoNames() {
        // A forward declaration, a word that only begins with the keyword, a keyword inside a name, a head that never closes.
        #expect(Self.names("enum Slot : NSInteger;\nenumerateTabs(x);\nMY_NS_ENUM(a, b) { kA };\nNS_ENUM(a, b;").isEmpty)
        #expect(Self.names("enum").isEmpty && Self.names("NS_ENUM(").isEmpty && Self.names("enum {").isEmpty)
    }

    @Test func aWordInsideTheBodyStillCounts() {
        #expect(Self.screen.search(Array("enum { kBarUITabBarHeight = 49 };".utf8)).foundWord)
    }

    @Test func theByteByByteSearchAgreesOnRandomPieces() {
        let pieces = ["enum", " enum ", "NS_ENUM", "NS_OPTIONS(", "{", "}", ",", " = ", "(", ")", "kA", "kB", "//", "/*", "*/", "\n",
                      "#if", " ", "const CGFloat kC", "#define kD 1", "UITabBar", ";", ":", "首页"]
        var state: UInt64 = 0x5EED_E7A1
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<24 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let bytes = Array(text.utf8)
            let search = Self.screen.search(bytes)
            let reference = Self.screen.searchByteByByte(bytes)
            #expect(search.foundWord == reference.foundWord && search.names == reference.names, "\(text.debugDescription)")
        }
    }
}
