import SourceText
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
}
