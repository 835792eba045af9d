import Testing
@testable import JSONC

/// Escapes, surrogate pairs and invalid sequences inside strings.
@Suite struct StringEscapeTests {
    func decode(_ literal: String) -> (value: String?, errors: [String]) {
        let document = JSONCDocument(text: literal)
        return (document.root?.stringValue, document.errorSummary)
    }

    @Test func simpleEscapes() {
        let result = decode(#""a\"b\\c\/d\be\ff\ng\rh\ti""#)
        #expect(result.value == "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti")
        #expect(result.errors.isEmpty)
    }

    @Test func unicodeEscapesAndSurrogatePairs() {
        #expect(decode(#""\u00e9\u6807""#).value == "é标")
        #expect(decode(#""\ud83d\ude00""#).value == "😀")
        #expect(decode(#""\uD83D\uDE00x""#).value == "😀x")
        #expect(decode(#""\ud83d\ude00""#).errors.isEmpty)
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() {
        #expect(decode(#""\ud83d""#).value == "\u{FFFD}")
        #expect(decode(#""\ude00""#).value == "\u{FFFD}")
        #expect(decode(#""\ud83dx""#).value == "\u{FFFD}x")
        #expect(decode(#""\ud83d\u0041""#).value == "\u{FFFD}A")
        #expect(decode(#""\ud83d\ud83d\ude00""#).value == "\u{FFFD}😀")
        #expect(decode(#""\ud83d\n""#).value == "\u{FFFD}\n")
        #expect(decode(#""\ude00\ud83d""#).value == "\u{FFFD}\u{FFFD}")
    }

    @Test func invalidEscapesAreReportedAtTheirBytes() {
        let bad = decode(#""ab\xcd""#)
        #expect(bad.errors == ["invalidEscape@3..<5"])
        #expect(bad.value == "abxcd")
        let short = decode(#""\u12""#)
        #expect(short.errors == ["invalidEscape@1..<5"])
        let nonHex = decode(#""\u12zz""#)
        #expect(nonHex.errors == ["invalidEscape@1..<5"])
    }

    @Test func invalidEscapeRangesNeverSplitACharacter() {
        // Found by fuzzing: `\` before a two-byte character was reported on 2 bytes, half of it.
        let arabic = decode("\"a\\\u{611}b\"")
        #expect(arabic.errors == ["invalidEscape@2..<5"])
        #expect(arabic.value == "a\u{611}b")
        let cjk = decode("\"\\标\"")
        #expect(cjk.errors == ["invalidEscape@1..<5"])
        #expect(JSONCDocument(text: "\"\\标\"").errors.first?.message == "invalid escape '\\标' in a string")
        // `\u` followed by too few hex digits and a multi-byte character: only `\u1`.
        let short = decode("\"\\u1标\"")
        #expect(short.errors == ["invalidEscape@1..<4"])
        #expect(short.value == "1标")
    }

    @Test func controlCharactersAreReported() {
        let result = decode("\"a\tb\"")
        #expect(result.errors == ["controlCharacterInString@2..<3"])
        #expect(result.value == "a\tb")
    }

    @Test func unterminatedStringStopsAtTheLineEnd() throws {
        let document = JSONCDocument(text: "{ \"a\": \"open\n, \"b\": 2 }")
        #expect(document.errorSummary.contains("unterminatedString@7..<12"))
        // Recovery: the next line is still read.
        #expect(document.root?.member("b")?.value?.numberValue == 2)
    }

    @Test func backslashAtTheEndOfAnUnterminatedString() {
        let document = JSONCDocument(text: "\"abc\\")
        #expect(document.errorSummary == ["unterminatedString@0..<5"])
        #expect(Check.concatenatedTokens(document) == Array("\"abc\\".utf8))
    }

    @Test func singleQuotedStringsAreReportedAndRead() throws {
        let text = "{ 'title': 'x', \"b\": 1 }"
        let document = JSONCDocument(text: text)
        #expect(document.errorSummary == ["unexpectedCharacter@2..<9", "unexpectedCharacter@11..<14"])
        let root = try #require(document.root)
        #expect(root.member("title")?.value?.stringValue == "x")
        #expect(root.member("b")?.value?.numberValue == 1)
    }

    @Test func invalidUTF8IsReportedWithoutCrashing() throws {
        // A stray continuation byte inside a string, an overlong form and a truncated sequence.
        var bytes = Array(#"{ "a": "x"#.utf8) + [0x80] + Array(#"y", "b": 1, "c": ""#.utf8) + [0xC0, 0xAF] + Array(#"", "d": ""#.utf8) + [0xE6, 0xA0] + Array(#"" }"#.utf8)
        let document = JSONCDocument(bytes: bytes)
        let utf8Errors = document.errors.filter { $0.kind == .invalidUTF8 }
        #expect(utf8Errors.map(\.range.start) == [9, 28, 29, 39, 40])
        #expect(utf8Errors.allSatisfy { $0.message.contains("UTF-8") })
        #expect(document.root?.member("b")?.value?.numberValue == 1)
        #expect(document.root?.member("d") != nil)
        #expect(Check.concatenatedTokens(document) == bytes)
        // Invalid bytes outside strings are unexpected characters too.
        bytes = [0xFF, 0xFE] + Array("{}".utf8)
        let outside = JSONCDocument(bytes: bytes)
        #expect(outside.errors.contains { $0.kind == .invalidUTF8 && $0.range == ByteRange(0, 1) })
        #expect(Check.concatenatedTokens(outside) == bytes)
    }

    /// The lexer notes which strings hold a backslash or a control character and the parser
    /// decodes only those: plain and escaped strings mixed, as keys and values, must all read right.
    @Test func plainAndEscapedStringsMixedAsKeysAndValues() {
        let text = #"{ "a": "plain", "b\u0041": "x\ty", "c": 'single', "d": "首页", "e\"": "z\\", "f": "tab\#tin" }"#
        let document = JSONCDocument(text: text)
        let members = document.root?.members ?? []
        #expect(members.map(\.key) == ["a", "bA", "c", "d", "e\"", "f"])
        #expect(members.map { $0.value?.stringValue } == ["plain", "x\ty", "single", "首页", "z\\", "tab\tin"])
        // The single quotes and the raw tab are reported; nothing else is.
        #expect(document.errors.count == 2)
        #expect(document.errors.contains { $0.kind == .controlCharacterInString })
    }

    @Test func unterminatedStringsWithAndWithoutEscapes() {
        let plain = JSONCDocument(text: "{ \"a\": \"open\n}")
        #expect(plain.root?.member("a")?.value?.stringValue == "open")
        let escaped = JSONCDocument(text: "{ \"a\": \"op\\\"en\n}")
        #expect(escaped.root?.member("a")?.value?.stringValue == "op\"en")
    }
}
