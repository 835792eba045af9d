import SourceText
import SwiftSource
import Testing

/// The names a byte screen takes as declared after `const`: the name after the type when a type is written between
/// (`static const CGFloat kLift`), the name itself after `*const`.
@Suite struct ByteScreenConstTests {
    static let screen = ByteScreen(words: [], definitions: ByteScreen.declaredNameKeywords)

    @Test func theNameAfterTheType() {
        let names = Self.screen.search(Array("static const CGFloat kLift = 4;\nconst NSInteger  kTabs = 4;\n".utf8)).names
        #expect(names == ["kLift", "kTabs"])
    }

    @Test func theNameAfterAPointersConst() {
        let names = Self.screen.search(Array("NSString *const kTitle = @\"首页\";\n#define kMargin 10\n".utf8)).names
        #expect(names == ["kTitle", "kMargin"])
    }

    @Test func theByteByByteSearchAgrees() {
        let text = Array("static const CGFloat kLift = 4; const 9x; const T".utf8)
        #expect(Self.screen.search(text).names == Self.screen.searchByteByByte(text).names)
    }

    /// Swift's `\nlet`: a `let` at the very start of a file has no line break before it.
    @Test func aLetOnTheFilesFirstLine() {
        let swift = ByteScreen(words: ["UITabBar"], definitions: ["class", "\nlet"])
        #expect(swift.search(Array("let kTabCount: CGFloat = 5\nlet kRise = 20\n".utf8)).names == ["kRise"])
        #expect(swift.searchWithStart(Array("let kTabCount: CGFloat = 5\nlet kRise = 20\n".utf8)).names == ["kTabCount", "kRise"])
        #expect(swift.nameDefinedAtStart(Array("letter = 1".utf8)) == nil)
        #expect(swift.nameDefinedAtStart(Array("let\t\tx = 1".utf8)) == "x")
        #expect(swift.nameDefinedAtStart(Array("let ".utf8)) == nil)
        #expect(swift.nameDefinedAtStart(Array("".utf8)) == nil)
        // A word found: the names do not matter.
        #expect(swift.searchWithStart(Array("let k = 1 // UITabBar".utf8)).names.isEmpty)
    }

    /// The language server's revision of a file screens it as the command line does.
    @Test func theServersRevisionSeesTheFirstLinesName() {
        let bytes = Array("let kTabCount: CGFloat = 5\nlet kRise: CGFloat = 20\n".utf8)
        let frontEnd = SwiftFrontEnd()
        let revised = frontEnd.revise(bytes, previous: nil, extracting: .whenNamed).screening
        #expect(revised.classNames.isSuperset(of: ["kTabCount", "kRise"]))
        #expect(revised == frontEnd.screen(bytes))
    }
}
