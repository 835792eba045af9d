import JSONC
import ObjCSource
import SourceText
import Testing
import TabBarTestSupport

/// A token as kind and text, for readable expectations.
private struct Lexed: Equatable, CustomStringConvertible {
    var kind: SourceTokenKind
    var text: String
    init(_ kind: SourceTokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
    var description: String { "\(kind) \(text.debugDescription)" }
}

/// Every token of `source`, trivia included.
private func lex(_ source: String) -> [Lexed] {
    lex(Array(source.utf8))
}

private func lex(_ bytes: [UInt8]) -> [Lexed] {
    ObjCLexer.tokenize(bytes).map { Lexed($0.kind, String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self)) }
}

/// The tokens of `source` without white space and line breaks (comments kept).
private func significant(_ source: String) -> [Lexed] {
    lex(source).filter { $0.kind != .whitespace && $0.kind != .lineBreak }
}

/// Whether the tokens are contiguous from 0 to the end, non-empty, and reproduce `bytes`.
private func isLossless(_ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
    var offset = 0
    var joined: [UInt8] = []
    joined.reserveCapacity(bytes.count)
    for token in tokens {
        guard token.range.start == offset, token.range.end > offset, token.range.end <= bytes.count else { return false }
        joined += bytes[token.range.start..<token.range.end]
        offset = token.range.end
    }
    return offset == bytes.count && joined == bytes
}

private func id(_ text: String) -> Lexed { Lexed(.identifier, text) }
private func op(_ text: String) -> Lexed { Lexed(.operator, text) }
private func punct(_ text: String) -> Lexed { Lexed(.punctuation, text) }
private func num(_ text: String) -> Lexed { Lexed(.number, text) }
private func str(_ text: String) -> Lexed { Lexed(.string, text) }
private func at(_ text: String) -> Lexed { Lexed(.atKeyword, text) }
private let space = Lexed(.whitespace, " ")
private let newline = Lexed(.lineBreak, "\n")

@Suite struct ObjCLexerTests {
    static let config = """
    #import "MainTabBarControllerConfig.h"
    #define RGB(r,g,b) [UIColor colorWithRed:(r)/255.0 \\
        green:(g)/255.0 blue:(b)/255.0 alpha:1]
    @implementation MainTabBarControllerConfig
    - (NSArray *)tabBarItemsAttributesForController {
        NSDictionary *home = @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home_normal", }; // 😀
        return @[ home ];
    }
    + (CGFloat)multiplerInCenterY { return 0.3f; }
    @end

    """

    @Test func configFileTokens() {
        let tokens = significant(Self.config)
        #expect(tokens == [
            Lexed(.directive, "#import \"MainTabBarControllerConfig.h\""),
            Lexed(.directive, "#define RGB(r,g,b) [UIColor colorWithRed:(r)/255.0 \\\n    green:(g)/255.0 blue:(b)/255.0 alpha:1]"),
            at("@implementation"), id("MainTabBarControllerConfig"),
            op("-"), punct("("), id("NSArray"), op("*"), punct(")"), id("tabBarItemsAttributesForController"), punct("{"),
            id("NSDictionary"), op("*"), id("home"), op("="), op("@"), punct("{"),
            id("CYLTabBarItemTitle"), punct(":"), str("@\"首页\""), punct(","),
            id("CYLTabBarItemImage"), punct(":"), str("@\"home_normal\""), punct(","), punct("}"), punct(";"),
            Lexed(.lineComment, "// 😀"),
            id("return"), op("@"), punct("["), id("home"), punct("]"), punct(";"),
            punct("}"),
            op("+"), punct("("), id("CGFloat"), punct(")"), id("multiplerInCenterY"), punct("{"), id("return"), num("0.3f"),
            punct(";"), punct("}"),
            at("@end"),
        ])
    }

    @Test func configFileTrivia() {
        let tokens = lex(Self.config)
        #expect(tokens.prefix(2) == [Lexed(.directive, "#import \"MainTabBarControllerConfig.h\""), newline])
        #expect(tokens.filter { $0.kind == .lineBreak }.count == 9)  // one more is spliced into the #define
        #expect(tokens.contains(Lexed(.whitespace, "    ")))
        #expect(isLossless(ObjCLexer.tokenize(Array(Self.config.utf8)), Array(Self.config.utf8)))
    }

    @Test func plusButtonClass() {
        let source = """
        @interface CYLPlusButtonSubclass : CYLPlusButton <CYLPlusButtonSubclassing>
        @end
        + (id)plusButton {
            button.frame = CGRectMake(0.0, 0.0, 55.f, 59);
            return button;
        }
        + (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
        + (void)load { [super registerPlusButton]; }
        """
        let tokens = significant(source)
        #expect(tokens.prefix(8) == [at("@interface"), id("CYLPlusButtonSubclass"), punct(":"), id("CYLPlusButton"), op("<"),
                                     id("CYLPlusButtonSubclassing"), op(">"), at("@end")])
        #expect(tokens.contains(num("55.f")))
        #expect(tokens.filter { $0.kind == .number }.map(\.text) == ["0.0", "0.0", "55.f", "59", "2"])
        #expect(tokens.suffix(7) == [punct("{"), punct("["), id("super"), id("registerPlusButton"), punct("]"), punct(";"), punct("}")])
    }

    // MARK: - Strings and characters

    @Test func objcStrings() {
        #expect(lex(#"@"a\"b""#) == [str(#"@"a\"b""#)])
        #expect(lex(#"@"a" @"b""#) == [str(#"@"a""#), space, str(#"@"b""#)])
        #expect(lex(#""plain" "C""#) == [str(#""plain""#), space, str(#""C""#)])
        #expect(lex(#"@"""#) == [str(#"@"""#)])
        #expect(lex(#"@"\\""#) == [str(#"@"\\""#)])
        #expect(lex(#"@ "x""#) == [op("@"), space, str(#""x""#)])
    }

    @Test func unterminatedStrings() {
        #expect(lex("@\"abc") == [str("@\"abc")])
        #expect(lex("\"abc\nnext") == [str("\"abc"), newline, id("next")])
        #expect(lex("@\"abc\r\nx") == [str("@\"abc"), Lexed(.lineBreak, "\r\n"), id("x")])
        #expect(lex("\"a\\") == [str("\"a\\")])
        #expect(lex("\"") == [str("\"")])
        #expect(lex("@") == [op("@")])
    }

    @Test func lineSplicesContinueStrings() {
        #expect(lex("\"ab\\\ncd\" x") == [str("\"ab\\\ncd\""), space, id("x")])
        #expect(lex("\"ab\\ \r\ncd\"") == [str("\"ab\\ \r\ncd\"")])
        // A backslash before blanks that are not followed by a break escapes the blank only.
        #expect(lex("\"a\\ b\"") == [str("\"a\\ b\"")])
    }

    @Test func cjkAndEmojiInStringsAndComments() {
        #expect(lex("@\"首页😀\" // 消息 👍\n/* 我的 🎉 */") == [
            str("@\"首页😀\""), space, Lexed(.lineComment, "// 消息 👍"), newline, Lexed(.blockComment, "/* 我的 🎉 */"),
        ])
    }

    @Test func characterLiterals() {
        #expect(lex("'a' '\\'' '\\n'") == [Lexed(.character, "'a'"), space, Lexed(.character, "'\\''"), space,
                                           Lexed(.character, "'\\n'")])
        #expect(lex("'ab\nc") == [Lexed(.character, "'ab"), newline, id("c")])
        #expect(lex("'") == [Lexed(.character, "'")])
        #expect(lex("''") == [Lexed(.character, "''")])
    }

    @Test func prefixedLiterals() {
        #expect(lex(#"L"wide" u8"utf" u'x' U"32" Lx"#) == [
            str(#"L"wide""#), space, str(#"u8"utf""#), space, Lexed(.character, "u'x'"), space, str(#"U"32""#), space, id("Lx"),
        ])
        #expect(lex(#"u16"x""#) == [id("u16"), str(#""x""#)])
    }

    // MARK: - Comments

    @Test func comments() {
        #expect(lex("a // b /* c\nd") == [id("a"), space, Lexed(.lineComment, "// b /* c"), newline, id("d")])
        #expect(lex("/* a // b \" */c") == [Lexed(.blockComment, "/* a // b \" */"), id("c")])
        #expect(lex("/* /* */ */") == [Lexed(.blockComment, "/* /* */"), space, op("*"), op("/")])
        #expect(lex("/*/ x */") == [Lexed(.blockComment, "/*/ x */")])
        #expect(lex("/**/") == [Lexed(.blockComment, "/**/")])
        #expect(lex("//") == [Lexed(.lineComment, "//")])
    }

    @Test func unterminatedBlockComment() {
        let source = "a /* never closed\n#import <x>\n\"s\" 😀"
        #expect(lex(source) == [id("a"), space, Lexed(.blockComment, "/* never closed\n#import <x>\n\"s\" 😀")])
        #expect(lex("/*") == [Lexed(.blockComment, "/*")])
        #expect(lex("/*/") == [Lexed(.blockComment, "/*/")])
    }

    @Test func lineCommentContinuesAfterSplice() {
        #expect(lex("// a \\\nb\nc") == [Lexed(.lineComment, "// a \\\nb"), newline, id("c")])
        #expect(lex("// a \\ \r\nb\r\nc") == [Lexed(.lineComment, "// a \\ \r\nb"), Lexed(.lineBreak, "\r\n"), id("c")])
        #expect(lex("// C:\\path\\file\nx") == [Lexed(.lineComment, "// C:\\path\\file"), newline, id("x")])
    }

    // MARK: - Directives

    @Test func directives() {
        #expect(lex("#import <UIKit/UIKit.h>\n") == [Lexed(.directive, "#import <UIKit/UIKit.h>"), newline])
        #expect(lex("#define kTitle @\"首页\"") == [Lexed(.directive, "#define kTitle @\"首页\"")])
        #expect(lex("#pragma mark - Foo\n") == [Lexed(.directive, "#pragma mark - Foo"), newline])
        #expect(lex("#if 0\nx\n#endif") == [Lexed(.directive, "#if 0"), newline, id("x"), newline, Lexed(.directive, "#endif")])
        #expect(lex("  # define X 1\r\n") == [Lexed(.whitespace, "  "), Lexed(.directive, "# define X 1"), Lexed(.lineBreak, "\r\n")])
        #expect(lex("\t#ifdef DEBUG") == [Lexed(.whitespace, "\t"), Lexed(.directive, "#ifdef DEBUG")])
        #expect(lex("#") == [Lexed(.directive, "#")])
    }

    @Test func directiveContinuations() {
        #expect(lex("#define A 1 + \\\n  2\nB") == [Lexed(.directive, "#define A 1 + \\\n  2"), newline, id("B")])
        #expect(lex("#define A \\\r\n 2\r\nB") == [Lexed(.directive, "#define A \\\r\n 2"), Lexed(.lineBreak, "\r\n"), id("B")])
        #expect(lex("#define A \\  \n 2\nB") == [Lexed(.directive, "#define A \\  \n 2"), newline, id("B")])
        #expect(lex("#define A \\") == [Lexed(.directive, "#define A \\")])
        #expect(lex("#define A \\x\nB") == [Lexed(.directive, "#define A \\x"), newline, id("B")])
    }

    @Test func commentsAndLiteralsInDirectives() {
        // A block comment that spans lines extends the directive to the line where it ends.
        #expect(lex("#define X 1 /* a\n b */ + 2\nY") == [Lexed(.directive, "#define X 1 /* a\n b */ + 2"), newline, id("Y")])
        #expect(lex("#endif // don't /* stop\nx") == [Lexed(.directive, "#endif // don't /* stop"), newline, id("x")])
        #expect(lex("#define S \"/*\"\nx") == [Lexed(.directive, "#define S \"/*\""), newline, id("x")])
        #expect(lex("#define C '\"'\nx") == [Lexed(.directive, "#define C '\"'"), newline, id("x")])
        #expect(lex("#error don't\nx") == [Lexed(.directive, "#error don't"), newline, id("x")])
        #expect(lex("#import <a/*b.h>\nx") == [Lexed(.directive, "#import <a/*b.h>"), newline, id("x")])
        #expect(lex("#include_next <a//b.h> // c\nx") == [Lexed(.directive, "#include_next <a//b.h> // c"), newline, id("x")])
        #expect(lex("#define U /* never closed\nx") == [Lexed(.directive, "#define U /* never closed\nx")])
    }

    @Test func poundNotAtLineStart() {
        #expect(lex("x # y") == [id("x"), space, op("#"), space, id("y")])
        #expect(lex("a##b") == [id("a"), op("##"), id("b")])
        #expect(lex("f(); #define X") == [id("f"), punct("("), punct(")"), punct(";"), space, op("#"), id("define"), space, id("X")])
        #expect(lex("/* c */ #define X")[2] == Lexed(.directive, "#define X"))
        #expect(lex("/* a\n */#define X").last == Lexed(.directive, "#define X"))
        #expect(lex("x; /* c */ #define X")[5] == op("#"))
        #expect(lex("x \\\n#y")[4] == Lexed(.directive, "#y"))  // no splices outside literals, comments, directives
        #expect(lex("\u{FEFF}#import \"a.h\"") == [Lexed(.whitespace, "\u{FEFF}"), Lexed(.directive, "#import \"a.h\"")])
    }

    // MARK: - Numbers

    @Test func numbers() {
        for text in ["0", "49", "0.5", ".5", "55.f", "55.", "1e-3", "1E+10", "0x1F", "0X1p3", "0x1.8p-1", "017", "10u", "10UL",
                     "1ll", "0b101", "1'000", "3.14159265358979323846L", "1f", "0...5"] {
            #expect(lex(text) == [num(text)], "\(text)")
        }
        #expect(lex("0xE+1") == [num("0xE"), op("+"), num("1")])
        #expect(lex("1e+5+2") == [num("1e+5"), op("+"), num("2")])
        #expect(lex("a.5") == [id("a"), num(".5")])
        #expect(lex("x.y") == [id("x"), punct("."), id("y")])
        #expect(lex("1'") == [num("1"), Lexed(.character, "'")])
        #expect(lex("2026年") == [num("2026"), id("年")])
        #expect(lex("1p+5 0x1P+5") == [num("1p"), op("+"), num("5"), space, num("0x1P+5")])
    }

    @Test func operatorsByLongestMatch() {
        #expect(lex("x=-1") == [id("x"), op("="), op("-"), num("1")])
        #expect(lex("a==b!=c<=d>=e") == [id("a"), op("=="), id("b"), op("!="), id("c"), op("<="), id("d"), op(">="), id("e")])
        #expect(lex("p->q") == [id("p"), op("->"), id("q")])
        #expect(lex("i++ --j") == [id("i"), op("++"), space, op("--"), id("j")])
        #expect(lex("a<<=1>>=2") == [id("a"), op("<<="), num("1"), op(">>="), num("2")])
        #expect(lex("a&&b||!c") == [id("a"), op("&&"), id("b"), op("||"), op("!"), id("c")])
        #expect(lex("+=-=*=/=%=&=|=^=") == ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="].map(op))
        #expect(lex("?~^%<>&|*/-+") == ["?", "~", "^", "%", "<", ">", "&", "|", "*", "/", "-", "+"].map(op))
        #expect(lex("===") == [op("=="), op("=")])
        #expect(lex("a->*b") == [id("a"), op("->"), op("*"), id("b")])
        #expect(lex("NSArray<id<P>>") == [id("NSArray"), op("<"), id("id"), op("<"), id("P"), op(">>")])
    }

    @Test func punctuation() {
        #expect(lex("([{}]),;:.") == ["(", "[", "{", "}", "]", ")", ",", ";", ":", "."].map(punct))
        #expect(lex("f(a, ...)") == [id("f"), punct("("), id("a"), punct(","), space, op("..."), punct(")")])
        #expect(lex("..") == [punct("."), punct(".")])
        #expect(lex("a::b") == [id("a"), punct(":"), punct(":"), id("b")])
    }

    // MARK: - @ forms

    @Test func atForms() {
        #expect(lex("@[") == [op("@"), punct("[")])
        #expect(lex("@{") == [op("@"), punct("{")])
        #expect(lex("@(1)") == [op("@"), punct("("), num("1"), punct(")")])
        #expect(lex("@YES @NO") == [at("@YES"), space, at("@NO")])
        #expect(lex("@123") == [op("@"), num("123")])
        #expect(lex("@-1") == [op("@"), op("-"), num("1")])
        #expect(lex("@selector(tap:)") == [at("@selector"), punct("("), id("tap"), punct(":"), punct(")")])
        #expect(lex("@autoreleasepool{") == [at("@autoreleasepool"), punct("{")])
        #expect(lex("@property (nonatomic) NSString *title;").prefix(2) == [at("@property"), space])
        #expect(lex("@首页") == [at("@首页")])
        #expect(lex("@@") == [op("@"), op("@")])
    }

    // MARK: - Identifiers and odd bytes

    @Test func identifiers() {
        #expect(lex("_tabBarController $x a1") == [id("_tabBarController"), space, id("$x"), space, id("a1")])
        #expect(lex("标题 = title首页😀;") == [id("标题"), space, op("="), space, id("title首页😀"), punct(";")])
        // Non-ASCII white space separates identifiers, as clang treats it.
        #expect(lex("a\u{3000}b\u{00A0}c") == [id("a"), Lexed(.whitespace, "\u{3000}"), id("b"), Lexed(.whitespace, "\u{00A0}"), id("c")])
    }

    @Test func lineBreaks() {
        #expect(lex("a\nb\r\nc\rd\n\r") == [id("a"), newline, id("b"), Lexed(.lineBreak, "\r\n"), id("c"), Lexed(.lineBreak, "\r"),
                                            id("d"), newline, Lexed(.lineBreak, "\r")])
        #expect(lex(" \t\u{0B}\u{0C}x") == [Lexed(.whitespace, " \t\u{0B}\u{0C}"), id("x")])
    }

    @Test func unknownBytes() {
        let invalid: [UInt8] = [0x61, 0xFF, 0xFE, 0x80, 0x62]
        let tokens = ObjCLexer.tokenize(invalid)
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier])
        #expect(tokens.map(\.range) == [ByteRange(0, 1), ByteRange(1, 4), ByteRange(4, 5)])
        // A truncated sequence before ASCII, NUL bytes, a lone backslash, a backtick.
        #expect(ObjCLexer.tokenize([0xE4, 0xB8, 0x41]).map(\.kind) == [.unknown, .identifier])
        #expect(lex([0x00, 0x00, 0x20, 0x5C, 0x60, 0x01]) == [Lexed(.unknown, "\0\0"), space, Lexed(.unknown, "\\`\u{01}")])
        #expect(lex("\\") == [Lexed(.unknown, "\\")])
        #expect(lex("a \\\nb") == [id("a"), space, Lexed(.unknown, "\\"), newline, id("b")])
        // Overlong forms and surrogates are invalid.
        #expect(ObjCLexer.tokenize([0xC0, 0xAF, 0xED, 0xA0, 0x80]).map(\.kind) == [.unknown])
        #expect(ObjCLexer.tokenize([]).isEmpty)
    }

    @Test func crlfFile() {
        let source = "#import \"A.h\"\r\n@implementation A\r\n- (void)f { self.title = @\"我的\"; }\r\n@end\r\n"
        let tokens = lex(source)
        #expect(tokens.filter { $0.kind == .lineBreak }.map(\.text) == Array(repeating: "\r\n", count: 4))
        #expect(tokens.first == Lexed(.directive, "#import \"A.h\""))
        #expect(tokens.contains(str("@\"我的\"")))
        #expect(isLossless(ObjCLexer.tokenize(Array(source.utf8)), Array(source.utf8)))
    }

    // MARK: - Big and hostile inputs

    @Test func hostileInputsStayLinearAndLossless() {
        let inputs: [[UInt8]] = [
            Array(("/*" + String(repeating: "首页 * / ", count: 200_000)).utf8),
            Array(String(repeating: "\"\\", count: 300_000).utf8),
            Array(String(repeating: "#define A \\\n", count: 100_000).utf8),
            Array(String(repeating: "\\ ", count: 300_000).utf8),
            [UInt8](repeating: 0, count: 500_000),
            [UInt8](repeating: 0xE4, count: 500_000),
            Array(String(repeating: "@", count: 500_000).utf8),
            Array(("#if 0 /*" + String(repeating: "\n'", count: 200_000)).utf8),
            Array(String(repeating: "1e+", count: 200_000).utf8),
        ]
        for bytes in inputs {
            let tokens = ObjCLexer.tokenize(bytes)
            #expect(isLossless(tokens, bytes))
            #expect(tokens.count <= bytes.count)
        }
    }

    /// Pseudo-random bytes and splices of Objective-C fragments: tokens always reproduce
    /// the input, contiguous and non-empty.
    @Test func randomInputsAreLossless() {
        let fragments = [
            "#import <UIKit/UIKit.h>\n", "#define X \\\n 1", "@\"首页\"", "\"a\\\"b", "'c'", "/* 😀 ", "*/", "// x \\", "\r\n",
            "@[", "@{", "@(", "@YES", "@123", "=-1", ".5", "55.f", "0x1p-3", "1e+", "\\", "\0", "\u{3000}", "#", "##", "@",
            "CYLTabBarItemTitle : @\"消息\",", "[[UINavigationController alloc] initWithRootViewController:vc];", "u8\"", "L'",
            "...", "->", "<<=", "\n", " ", "\t",
        ].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 0x0B1E_C71E)
        for round in 0..<4000 {
            var bytes: [UInt8] = []
            let pieces = Int.random(in: 0...24, using: &generator)
            for _ in 0..<pieces {
                if round % 3 == 0 || Bool.random(using: &generator) {
                    bytes += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
                } else {
                    for _ in 0..<Int.random(in: 1...6, using: &generator) { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
                }
            }
            let tokens = ObjCLexer.tokenize(bytes)
            #expect(isLossless(tokens, bytes), "round \(round): \(bytes)")
            #expect(tokens.count <= bytes.count)
            // A token lexed on its own is the same one token (bar `#`, a directive at the start).
            for token in tokens where !(token.kind == .operator && bytes[token.range.start] == UInt8(ascii: "#")) {
                let text = Array(bytes[token.range.start..<token.range.end])
                let alone = ObjCLexer.tokenize(text)
                #expect(alone.count == 1 && alone.first?.kind == token.kind, "round \(round): \(token.kind) \(text)")
            }
        }
    }
}
