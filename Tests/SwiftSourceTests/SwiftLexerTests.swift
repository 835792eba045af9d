import JSONC
import SourceText
import Testing
@testable import SwiftSource
import TabBarTestSupport

/// The Swift lexer: exact kinds and texts of tokens, losslessness on any input, and the
/// decoded values of string and number literals.
@Suite struct SwiftLexerTests {
    // MARK: Helpers

    /// Every token as `kind text`, after checking that the tokens cover `source` exactly.
    static func lex(_ source: String) -> [String] {
        lex(Array(source.utf8))
    }

    static func lex(_ bytes: [UInt8]) -> [String] {
        let tokens = SwiftLexer.tokenize(bytes)
        #expect(Self.isLossless(tokens, bytes))
        return tokens.map { "\($0.kind) \(String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))" }
    }

    /// The tokens that are not trivia, as `kind text`.
    static func significant(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        #expect(Self.isLossless(tokens, bytes))
        return tokens.filter { !$0.kind.isTrivia }
            .map { "\($0.kind) \(String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))" }
    }

    /// Tokens are non-empty, contiguous, in range, and cover all of `bytes`.
    static func isLossless(_ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        var offset = 0
        for token in tokens {
            guard token.range.start == offset, token.range.end > token.range.start, token.range.end <= bytes.count else {
                return false
            }
            offset = token.range.end
        }
        return offset == bytes.count && tokens.count <= bytes.count
    }

    /// The decoded value of the only string token of `source`.
    static func value(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        guard tokens.count == 1 else { return "<\(tokens.count) tokens>" }
        return SwiftLexer.stringValue(tokens[0], in: bytes)
    }

    /// The value of the only number token of `source`.
    static func number(_ source: String) -> Double? {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        guard tokens.count == 1, tokens[0].kind == .number else { return -.infinity }
        return SwiftLexer.numberValue(tokens[0], in: bytes)
    }

    // MARK: A real controller

    static let controller = #"""
    import CYLTabBarController
    final class MainTabBarController: CYLTabBarController {
        /* outer /* nested */ still comment */
        static var items: [[String: Any]] {
            [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home_normal"],
             [CYLTabBarItemTitle: NSLocalizedString("Me", comment: "😀"), CYLTabBarItemImage: #"me\n"#]]
        }
        override func viewDidLoad() { super.viewDidLoad(); self.title = "Home \(count + (1))" }
    }
    #if DEBUG
    let x = """
        multi "line"
        """
    #endif

    """#

    @Test func controllerTokens() {
        let tokens = Self.significant(Self.controller)
        #expect(tokens == [
            "identifier import", "identifier CYLTabBarController",
            "identifier final", "identifier class", "identifier MainTabBarController", "punctuation :",
            "identifier CYLTabBarController", "punctuation {",
            "identifier static", "identifier var", "identifier items", "punctuation :",
            "punctuation [", "punctuation [", "identifier String", "punctuation :", "identifier Any",
            "punctuation ]", "punctuation ]", "punctuation {",
            "punctuation [", "punctuation [", "identifier CYLTabBarItemTitle", "punctuation :", #"string "首页""#,
            "punctuation ,", "identifier CYLTabBarItemImage", "punctuation :", #"string "home_normal""#, "punctuation ]",
            "punctuation ,",
            "punctuation [", "identifier CYLTabBarItemTitle", "punctuation :", "identifier NSLocalizedString",
            "punctuation (", #"string "Me""#, "punctuation ,", "identifier comment", "punctuation :", #"string "😀""#,
            "punctuation )", "punctuation ,", "identifier CYLTabBarItemImage", "punctuation :", ##"string #"me\n"#"##,
            "punctuation ]", "punctuation ]",
            "punctuation }",
            "identifier override", "identifier func", "identifier viewDidLoad", "punctuation (", "punctuation )",
            "punctuation {", "identifier super", "punctuation .", "identifier viewDidLoad", "punctuation (",
            "punctuation )", "punctuation ;", "identifier self", "punctuation .", "identifier title", "operator =",
            #"interpolatedString "Home \(count + (1))""#, "punctuation }",
            "punctuation }",
            "poundKeyword #if", "identifier DEBUG",
            "identifier let", "identifier x", "operator =", "string \"\"\"\n    multi \"line\"\n    \"\"\"",
            "poundKeyword #endif",
        ])
        #expect(Self.lex(Self.controller).contains("blockComment /* outer /* nested */ still comment */"))
        let bytes = Array(Self.controller.utf8)
        let strings = SwiftLexer.tokenize(bytes).filter { $0.kind == .string }
        #expect(strings.map { SwiftLexer.stringValue($0, in: bytes) } == [
            "首页", "home_normal", "Me", "😀", #"me\n"#, #"multi "line""#,
        ])
    }

    @Test func triviaIsKept() {
        #expect(Self.lex("a  b\t\n\r\n\r// c\n/* d */") == [
            "identifier a", "whitespace   ", "identifier b", "whitespace \t", "lineBreak \n", "lineBreak \r\n",
            "lineBreak \r", "lineComment // c", "lineBreak \n", "blockComment /* d */",
        ])
    }

    // MARK: Comments

    @Test func nestedBlockComments() {
        #expect(Self.lex("/* a /* b */ c */x") == ["blockComment /* a /* b */ c */", "identifier x"])
        #expect(Self.lex("/* a /* b */ c") == ["blockComment /* a /* b */ c"])
        #expect(Self.lex("/*/ x */y") == ["blockComment /*/ x */", "identifier y"])
        #expect(Self.lex("/**/*/") == ["blockComment /**/", "operator */"])
        #expect(Self.lex("/* 首页 😀 */") == ["blockComment /* 首页 😀 */"])
    }

    @Test func commentsCutOperators() {
        #expect(Self.lex("a+/* c */b") == ["identifier a", "operator +", "blockComment /* c */", "identifier b"])
        #expect(Self.lex("a=//c\nb") == ["identifier a", "operator =", "lineComment //c", "lineBreak \n", "identifier b"])
        #expect(Self.lex("x/y") == ["identifier x", "operator /", "identifier y"])
        #expect(Self.lex("// a\r\nb") == ["lineComment // a", "lineBreak \r\n", "identifier b"])
    }

    // MARK: Identifiers and keywords

    @Test func identifiers() {
        #expect(Self.significant("$0 $1.title $name _x `default` `class`.self") == [
            "identifier $0", "identifier $1", "punctuation .", "identifier title", "identifier $name",
            "identifier _x", "identifier `default`", "identifier `class`", "punctuation .", "identifier self",
        ])
        #expect(Self.lex("首页😀x é") == ["identifier 首页😀x", "whitespace  ", "identifier é"])
        #expect(Self.lex("` `x`` y") == ["identifier ` `", "identifier x", "unknown ``", "whitespace  ", "identifier y"])
        #expect(Self.lex("`a\nb`") == ["unknown `", "identifier a", "lineBreak \n", "identifier b", "unknown `"])
        #expect(Self.lex("<#title#> <x") == ["identifier <#title#>", "whitespace  ", "operator <", "identifier x"])
    }

    @Test func attributesAndPoundKeywords() {
        #expect(Self.significant("@objc @MainActor @available(iOS 13, *) @ x") == [
            "atKeyword @objc", "atKeyword @MainActor", "atKeyword @available", "punctuation (", "identifier iOS",
            "number 13", "punctuation ,", "operator *", "punctuation )", "unknown @", "identifier x",
        ])
        let directives = "#if #else #elseif #endif #selector #available #imageLiteral #Preview #colorLiteral"
        #expect(Self.significant(directives) == directives.split(separator: " ").map { "poundKeyword \($0)" })
        #expect(Self.lex("###if # x") == ["unknown ##", "poundKeyword #if", "whitespace  ", "unknown #", "whitespace  ", "identifier x"])
        #expect(Self.lex("#!/usr/bin/swift\n#!x") == ["lineComment #!/usr/bin/swift", "lineBreak \n", "unknown #", "operator !", "identifier x"])
    }

    @Test func ifBranchesAreAllLexed() {
        let source = "#if DEBUG\nlet a = \"x\"\n#elseif os(iOS)\nlet a = 1\n#else\nlet a = 2.5\n#endif"
        #expect(Self.significant(source) == [
            "poundKeyword #if", "identifier DEBUG", "identifier let", "identifier a", "operator =", #"string "x""#,
            "poundKeyword #elseif", "identifier os", "punctuation (", "identifier iOS", "punctuation )",
            "identifier let", "identifier a", "operator =", "number 1",
            "poundKeyword #else", "identifier let", "identifier a", "operator =", "number 2.5", "poundKeyword #endif",
        ])
    }

    // MARK: Numbers

    @Test func numbers() {
        #expect(Self.significant("49 0.5 1_000 1e-3 1E+3 0x1F 0b101 0o17 0x1p3 0x1.8p1 4.5e2") == [
            "number 49", "number 0.5", "number 1_000", "number 1e-3", "number 1E+3", "number 0x1F", "number 0b101",
            "number 0o17", "number 0x1p3", "number 0x1.8p1", "number 4.5e2",
        ])
        #expect(Self.lex("a = -1") == ["identifier a", "whitespace  ", "operator =", "whitespace  ", "operator -", "number 1"])
        #expect(Self.lex(".5") == ["punctuation .", "number 5"])
        #expect(Self.lex("4.foo") == ["number 4", "punctuation .", "identifier foo"])
        #expect(Self.lex("x.0") == ["identifier x", "punctuation .", "number 0"])
        #expect(Self.lex("x.0.1") == ["identifier x", "punctuation .", "number 0", "punctuation .", "number 1"])
        #expect(Self.lex("1.5.2") == ["number 1.5", "punctuation .", "number 2"])
        #expect(Self.lex("1..<5") == ["number 1", "operator ..<", "number 5"])
        #expect(Self.lex("0...9") == ["number 0", "operator ...", "number 9"])
        #expect(Self.lex("0xFF.description") == ["number 0xFF", "punctuation .", "identifier description"])
        #expect(Self.lex("1e+") == ["number 1e", "operator +"])
        #expect(Self.lex("1abc 0b102 1e 1.e5") == [
            "number 1abc", "whitespace  ", "number 0b102", "whitespace  ", "number 1e", "whitespace  ",
            "number 1", "punctuation .", "identifier e5",
        ])
    }

    @Test func numberValues() {
        #expect(Self.number("49") == 49)
        #expect(Self.number("0.5") == 0.5)
        #expect(Self.number("1_000") == 1000)
        #expect(Self.number("1_000.25_5") == 1000.255)
        #expect(Self.number("1e-3") == 0.001)
        #expect(Self.number("2E+2") == 200)
        #expect(Self.number("0x1F") == 31)
        #expect(Self.number("0xff_ff") == 65535)
        #expect(Self.number("0b101") == 5)
        #expect(Self.number("0o17") == 15)
        #expect(Self.number("0x1p3") == 8)
        #expect(Self.number("0x1.8p1") == 3)
        #expect(Self.number("0x1P-2") == 0.25)
        #expect(Self.number("007") == 7)
        for bad in ["1abc", "0b102", "0o8", "1e", "0x", "0xg", "0x_1", "0b", "1e400", "0b" + String(repeating: "1", count: 65)] {
            #expect(Self.number(bad) == nil, "\(bad)")
        }
        let bytes = Array("x".utf8)
        #expect(SwiftLexer.numberValue(SourceToken(kind: .identifier, range: ByteRange(0, 1)), in: bytes) == nil)
        #expect(SwiftLexer.numberValue(SourceToken(kind: .number, range: ByteRange(0, 5)), in: bytes) == nil)
    }

    // MARK: Operators and punctuation

    @Test func operators() {
        #expect(Self.lex("a!=b") == ["identifier a", "operator !=", "identifier b"])
        #expect(Self.lex("a=-1") == ["identifier a", "operator =-", "number 1"])
        #expect(Self.lex("title = \"x\"") == ["identifier title", "whitespace  ", "operator =", "whitespace  ", #"string "x""#])
        #expect(Self.lex("f()->Int") == ["identifier f", "punctuation (", "punctuation )", "operator ->", "identifier Int"])
        #expect(Self.lex("a?.b!.c ?? d") == [
            "identifier a", "operator ?", "punctuation .", "identifier b", "operator !", "punctuation .", "identifier c",
            "whitespace  ", "operator ??", "whitespace  ", "identifier d",
        ])
        #expect(Self.lex("x! &&y||z") == [
            "identifier x", "operator !", "whitespace  ", "operator &&", "identifier y", "operator ||", "identifier z",
        ])
        #expect(Self.lex("self.title") == ["identifier self", "punctuation .", "identifier title"])
        #expect(Self.lex("(){}[],;:.") == "(){}[],;:.".map { "punctuation \($0)" })
        #expect(Self.lex(".init") == ["punctuation .", "identifier init"])
    }

    // MARK: Strings

    @Test func plainStrings() {
        #expect(Self.lex(#""a\"b" "c""#) == [#"string "a\"b""#, "whitespace  ", #"string "c""#])
        #expect(Self.lex(#""" x"#) == [#"string """#, "whitespace  ", "identifier x"])
        #expect(Self.lex("\"abc\nx") == ["string \"abc", "lineBreak \n", "identifier x"])
        #expect(Self.lex("\"abc\\\nx") == ["string \"abc\\", "lineBreak \n", "identifier x"])
        #expect(Self.lex("\"abc") == ["string \"abc"])
        #expect(Self.lex("\"abc\\\"") == ["string \"abc\\\""])
        #expect(Self.lex("\"a\r\nb\"") == ["string \"a", "lineBreak \r\n", "identifier b", "string \""])
        #expect(Self.lex(#""首页 😀""#) == [#"string "首页 😀""#])
    }

    @Test func multiLineStrings() {
        let source = "let s = \"\"\"\n  a \"quoted\" and \"\" two\n  \\\"\"\" escaped\n  \"\"\"\nx"
        #expect(Self.significant(source) == [
            "identifier let", "identifier s", "operator =",
            "string \"\"\"\n  a \"quoted\" and \"\" two\n  \\\"\"\" escaped\n  \"\"\"", "identifier x",
        ])
        #expect(Self.lex("\"\"\"\nabc\n") == ["string \"\"\"\nabc\n"])
        #expect(Self.lex("\"\"\"\"\"\"x") == ["string \"\"\"\"\"\"", "identifier x"])
        #expect(Self.lex("\"\"\"\n\"\"\"\"") == ["string \"\"\"\n\"\"\"", "string \""])
    }

    @Test func rawStrings() {
        #expect(Self.lex(##"#"a "quoted" \n"#x"##) == [##"string #"a "quoted" \n"#"##, "identifier x"])
        #expect(Self.lex(###"##"a"#b"##"###) == [###"string ##"a"#b"##"###])
        #expect(Self.lex(##"#"\#(x)"#"##) == [##"interpolatedString #"\#(x)"#"##])
        #expect(Self.lex(##"#"\(x)"#"##) == [##"string #"\(x)"#"##])
        #expect(Self.lex(###"##"\#(x) \##(y)"##"###) == [###"interpolatedString ##"\#(x) \##(y)"##"###])
        #expect(Self.lex(##"#"a\#"b"#"##) == [##"string #"a\#"b"#"##])
        #expect(Self.lex("#\"\"\"\n  a \"\"\" b\n  \"\"\"#") == ["string #\"\"\"\n  a \"\"\" b\n  \"\"\"#"])
        #expect(Self.lex(##"#"abc"##) == [##"string #"abc"##])
        #expect(Self.lex(###"#"a"##"###) == [##"string #"a"#"##, "unknown #"])
    }

    @Test func interpolation() {
        #expect(Self.lex(#""a \("b \(c) d") e""#) == [#"interpolatedString "a \("b \(c) d") e""#])
        #expect(Self.lex(#""\(f(g(1), (2)))" x"#) == [#"interpolatedString "\(f(g(1), (2)))""#, "whitespace  ", "identifier x"])
        #expect(Self.lex(#""\(a /* ) " */ + b)"x"#) == [#"interpolatedString "\(a /* ) " */ + b)""#, "identifier x"])
        #expect(Self.lex(#""\(a) // not a comment""#) == [#"interpolatedString "\(a) // not a comment""#])
        #expect(Self.lex(#""\(a ? ")" : "(")""#) == [#"interpolatedString "\(a ? ")" : "(")""#])
        #expect(Self.lex(##""\(#"raw \(no) ")"#)""##) == [##"interpolatedString "\(#"raw \(no) ")"#)""##])
        #expect(Self.lex(#""a\\(b)""#) == [#"string "a\\(b)""#])
        // An interpolation may span lines only inside a multi-line literal.
        let multi = "\"\"\"\n  \\(items.map {\n    \"\"\"\n    \\(\"in\\(ner)\") \\($0)\n    \"\"\"\n  // )\n  })\n  \"\"\"x"
        #expect(Self.lex(multi) == ["interpolatedString " + multi.dropLast(), "identifier x"])
        #expect(Self.lex("\"\\(a\n)\"") == ["interpolatedString \"\\(a", "lineBreak \n", "punctuation )", "string \""])
        #expect(Self.lex("\"\\(\"x\n)\"") == ["interpolatedString \"\\(\"x", "lineBreak \n", "punctuation )", "string \""])
        #expect(Self.lex("\"\"\"\n\\(\"x\n)\n\"\"\"") == ["interpolatedString \"\"\"\n\\(\"x\n)\n\"\"\""])
        #expect(Self.lex("\"\\(a // c\nb") == ["interpolatedString \"\\(a // c", "lineBreak \n", "identifier b"])
        #expect(Self.lex("\"\\(x") == ["interpolatedString \"\\(x"])
    }

    // MARK: Hostile input

    @Test func unknownBytes() {
        #expect(Self.lex([0x61, 0xFF, 0xFE, 0x62]) == ["identifier a", "unknown \u{FFFD}\u{FFFD}", "identifier b"])
        #expect(Self.lex([0x00, 0x01, 0x20, 0x5C, 0x27, 0x7F]) == ["unknown \u{0}\u{1}", "whitespace  ", "unknown \\'\u{7F}"])
        #expect(Self.lex("\\.title") == ["unknown \\", "punctuation .", "identifier title"])
        // A cut-short sequence, a stray continuation byte, an overlong form, a surrogate.
        for bad: [UInt8] in [[0xE4, 0xB8], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let tokens = SwiftLexer.tokenize([0x61] + bad + [0x62])
            #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier])
            #expect(tokens[1].range == ByteRange(1, 1 + bad.count))
        }
        #expect(SwiftLexer.tokenize([]).isEmpty)
        #expect(Self.lex([0xEF, 0xBB, 0xBF, 0x61]) == ["whitespace \u{FEFF}", "identifier a"])
    }

    @Test func deepNestingIsLinearAndFlat() {
        let depth = 100_000
        let opens = Array(("\"" + String(repeating: "\\(", count: depth)).utf8)
        #expect(SwiftLexer.tokenize(opens).map(\.kind) == [.interpolatedString])
        let nested = Array((String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)).utf8)
        let tokens = SwiftLexer.tokenize(nested)
        #expect(tokens.map(\.kind) == [.interpolatedString])
        #expect(tokens.first?.range == ByteRange(0, nested.count))
        let comments = Array((String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x").utf8)
        #expect(SwiftLexer.tokenize(comments).map(\.kind) == [.blockComment, .identifier])
        let hashes = Array(String(repeating: "#", count: depth).utf8)
        #expect(SwiftLexer.tokenize(hashes).map(\.kind) == [.unknown])
        let raw = Array((String(repeating: "#", count: depth) + "\"" + String(repeating: "\"#", count: depth)).utf8)
        #expect(Self.isLossless(SwiftLexer.tokenize(raw), raw))
        let quotes = Array(String(repeating: "`", count: depth).utf8)
        #expect(SwiftLexer.tokenize(quotes).map(\.kind) == [.unknown])
    }

    // MARK: String values

    @Test func singleLineValues() {
        #expect(Self.value(#""plain""#) == "plain")
        #expect(Self.value(#""""#) == "")
        #expect(Self.value(#""a\nb\tc\rd\0e\\f\"g\'h""#) == "a\nb\tc\rd\0e\\f\"g'h")
        #expect(Self.value(#""\u{1F600} \u{9996}\u{9875} \u{41}""#) == "😀 首页 A")
        #expect(Self.value(#""首页""#) == "首页")
        for bad in [#""a"#, #""a\""#, #""\q""#, #""\u{D800}""#, #""\u{110000}""#, #""\u{}""#, #""\u{123456789}""#, #""\u41""#] {
            #expect(Self.value(bad) == nil, "\(bad)")
        }
        #expect(SwiftLexer.stringValue(SourceToken(kind: .string, range: ByteRange(0, 4)), in: Array("\"\u{FF}\"".utf8)) == "\u{FF}")
        #expect(SwiftLexer.stringValue(SourceToken(kind: .string, range: ByteRange(0, 3)), in: [0x22, 0xFF, 0x22]) == nil)
        #expect(SwiftLexer.stringValue(SourceToken(kind: .string, range: ByteRange(0, 9)), in: [0x22, 0x22]) == nil)
        #expect(SwiftLexer.stringValue(SourceToken(kind: .interpolatedString, range: ByteRange(0, 2)), in: [0x22, 0x22]) == nil)
    }

    @Test func rawValues() {
        #expect(Self.value(##"#"me\n"#"##) == #"me\n"#)
        #expect(Self.value(##"#"a "b" \#n \#u{41} \(x)"#"##) == "a \"b\" \n A \\(x)")
        #expect(Self.value(###"##"a"#b"##"###) == ##"a"#b"##)
        #expect(Self.value(##"#"\#q"#"##) == nil)
    }

    @Test func multiLineValues() {
        #expect(Self.value("\"\"\"\n    multi \"line\"\n    \"\"\"") == "multi \"line\"")
        #expect(Self.value("\"\"\"\n  a\n    b\n\n  c\n  \"\"\"") == "a\n  b\n\nc")
        #expect(Self.value("\"\"\"\n  a\n \n  \"\"\"") == "a\n")
        #expect(Self.value("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"") == "a\nb")
        #expect(Self.value("\"\"\"  \n  one \\\n  two\\  \n  three\n  \"\"\"") == "one twothree")
        #expect(Self.value("\"\"\"\n\"\"\"") == "")
        #expect(Self.value("\"\"\"\n\n\"\"\"") == "")
        #expect(Self.value("\"\"\"\n\n\n\"\"\"") == "\n")
        #expect(Self.value("\"\"\"\n  \\\"\"\" \\t\n  \"\"\"") == "\"\"\" \t")
        #expect(Self.value("#\"\"\"\n  a\\n \\#n\n  \"\"\"#") == "a\\n \n")
        for bad in ["\"\"\"x\n\"\"\"", "\"\"\"\nx\"\"\"", "\"\"\"\n a\n  \"\"\"", "\"\"\"\n  a\\\n  \"\"\"", "\"\"\"\n  a\n"] {
            #expect(Self.value(bad) == nil, "\(bad.debugDescription)")
        }
    }

    // MARK: Any input

    /// Random bytes and random splices of Swift fragments: the tokens always cover the
    /// input, each token lexes alone as itself, and decoding any token never traps.
    @Test func randomInputsStayLossless() {
        let fragments = [
            "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", ")", "(", "/*", "*/", "//", "\n", "\r\n", "\r", "`",
            "#if", "@objc", "$0", "0x", "1.5", "e-", ".", "..<", "=", "\\", " ", "首", "😀", "x", "\u{0}",
        ].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 0x5EED)
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            let pieces = Int(generator.next() % 40)
            for _ in 0..<pieces {
                if round % 3 == 0 || generator.next() % 4 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                } else {
                    bytes += fragments[Int(generator.next() % UInt64(fragments.count))]
                }
            }
            let tokens = SwiftLexer.tokenize(bytes)
            #expect(Self.isLossless(tokens, bytes), "\(bytes)")
            for token in tokens {
                _ = SwiftLexer.stringValue(token, in: bytes)
                _ = SwiftLexer.numberValue(token, in: bytes)
                // No token depends on what follows it (a byte order mark only counts at offset 0).
                let text = Array(bytes[token.range.start..<token.range.end])
                guard token.range.start == 0 || !text.starts(with: [0xEF, 0xBB, 0xBF]) else { continue }
                let alone = SwiftLexer.tokenize(text)
                #expect(alone.count == 1 && alone.first?.kind == token.kind, "\(token) of \(bytes)")
            }
            for (previous, token) in zip(tokens, tokens.dropFirst()) where previous.kind == .unknown {
                #expect(token.kind != .unknown, "unknown tokens must merge: \(bytes)")
            }
        }
    }

    /// Each literal of the controller, lexed alone, is that one token again.
    @Test func literalsRelexAlone() {
        let bytes = Array(Self.controller.utf8)
        for token in SwiftLexer.tokenize(bytes) where token.kind == .string || token.kind == .interpolatedString {
            let text = Array(bytes[token.range.start..<token.range.end])
            #expect(SwiftLexer.tokenize(text).map(\.kind) == [token.kind])
        }
    }

}
