import ObjCSource
import SourceText
import Testing

/// The first string or number token of `source`, decoded.
private func string(_ source: String) -> String? {
    let bytes = Array(source.utf8)
    guard let token = ObjCLexer.tokenize(bytes).first(where: { $0.kind == .string }) else { return "<no string token>" }
    return ObjCLexer.stringValue(token, in: bytes)
}

private func number(_ source: String) -> Double? {
    let bytes = Array(source.utf8)
    guard let token = ObjCLexer.tokenize(bytes).first(where: { $0.kind == .number }) else { return -.infinity }
    return ObjCLexer.numberValue(token, in: bytes)
}

@Suite struct ObjCLiteralValueTests {
    @Test func plainAndObjCStrings() {
        #expect(string(#"@"首页""#) == "首页")
        #expect(string(#""home_normal""#) == "home_normal")
        #expect(string(#"@"""#) == "")
        #expect(string(#"@"😀 emoji""#) == "😀 emoji")
        #expect(string(#"L"wide""#) == "wide")
        #expect(string(#"u8"utf""#) == "utf")
    }

    @Test func escapes() {
        #expect(string(#"@"a\"b""#) == "a\"b")
        #expect(string(#""\n\t\r\\\'\"\?""#) == "\n\t\r\\'\"?")
        #expect(string(#""\a\b\f\v\e""#) == "\u{07}\u{08}\u{0C}\u{0B}\u{1B}")
        #expect(string(#""a\0b""#) == "a\0b")
        #expect(string(#""\101\1012""#) == "AA2")  // three octal digits at most
        #expect(string(#""\x41\x4a""#) == "AJ")
        #expect(string(#""\xE4\xB8\xAD""#) == "中")  // bytes that form UTF-8
        #expect(string(#""\u9996\U0001F600""#) == "首😀")
        #expect(string(#""\q""#) == "q")  // unknown escapes stand for themselves, as in clang
        #expect(string("\"ab\\\ncd\"") == "abcd")  // line splice
        #expect(string("\"ab\\ \r\ncd\"") == "abcd")
        #expect(string(#"L"\x9996""#) == "首")  // wide literals: code points
    }

    @Test func invalidStrings() {
        #expect(string(#"@"abc"#) == nil)  // unterminated at the end of the file
        #expect(string("\"abc\nx\"") == nil)  // unterminated at the end of the line
        #expect(string(#""\x""#) == nil)
        #expect(string(#""\xFFF""#) == nil)  // a byte escape above 0xFF
        #expect(string(#""\777""#) == nil)
        #expect(string(#""\uD800""#) == nil)  // a surrogate
        #expect(string(#""\U00110000""#) == nil)
        #expect(string(#""\u12""#) == nil)
        #expect(string(#""\xFF""#) == nil)  // not UTF-8
        #expect(string(#""\xE4\xB8""#) == nil)
        let invalid: [UInt8] = [0x22, 0xFF, 0x22]
        #expect(ObjCLexer.tokenize(invalid).map(\.kind) == [.string])
        #expect(ObjCLexer.stringValue(ObjCLexer.tokenize(invalid)[0], in: invalid) == nil)
        // Not a string token, or a range outside the bytes.
        let bytes = Array("abc".utf8)
        #expect(ObjCLexer.stringValue(SourceToken(kind: .identifier, range: .init(0, 3)), in: bytes) == nil)
        #expect(ObjCLexer.stringValue(SourceToken(kind: .string, range: .init(0, 9)), in: bytes) == nil)
    }

    @Test func numbers() {
        let cases: [(String, Double)] = [
            ("0", 0), ("49", 49), ("0.5", 0.5), (".5", 0.5), ("55.f", 55), ("55.", 55), ("0.3f", 0.3), ("1e-3", 0.001),
            ("1E+2", 100), ("2.5e2L", 250), ("0x1F", 31), ("0X1f", 31), ("0x1p3", 8), ("0x1.8p1", 3), ("0x.8p0", 0.5),
            ("017", 15), ("0", 0), ("10u", 10), ("10UL", 10), ("10llu", 10), ("10uLL", 10), ("0b101", 5), ("1'000", 1000),
            ("0x1'0", 16), ("18446744073709551615u", Double(UInt64.max)), ("0.1", 0.1), ("1e-400", 0),
        ]
        for (text, value) in cases {
            #expect(number(text) == value, "\(text)")
        }
    }

    @Test func invalidNumbers() {
        for text in ["1f", "0x", "08", "1.5u", "0...5", "1e", "1e+", "0x1.8", "1lL", "1uu", "12px", "0b2", "1e400",
                     "18446744073709551616", "0x1p3u", "1.f2"] {
            #expect(number(text) == nil, "\(text)")
        }
        let bytes = Array("abc".utf8)
        #expect(ObjCLexer.numberValue(SourceToken(kind: .identifier, range: .init(0, 3)), in: bytes) == nil)
    }
}
