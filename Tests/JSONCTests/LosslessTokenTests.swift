import Testing
@testable import JSONC
import TabBarTestSupport

/// The token list reproduces the source byte for byte, whatever the source.
@Suite struct LosslessTokenTests {
    static let inputs: [String] = [
        "", " ", "\n", "\r\n", "\r", "{}", "[]", "null", "\u{FEFF}{}", "\u{FEFF}",
        #"{ "a": 1, "b": [true, false, null], "c": { "d": "e" } }"#,
        "// only a comment", "/* block */", "/* unclosed", "{ // line\n \"a\": 1 /* b */ }",
        "{ \"a\": 1, }", "[1, 2, ]", "{\r\n  \"a\": \"标签栏\",\r\n  \"b\": \"😀\"\r\n}",
        "{ 'single': 'quotes' }", "{ unquoted: 1 }", "{ \"a\" 1 }", "{ \"a\": }", "[1 2 3]",
        "[", "{", "{\"a\": [1, {\"b\": ", "\"unterminated", "\"line\nbreak\"", "12px", "0x1F", "-", "+1", ".5",
        "1.", "1e", "01", "NaN", "Infinity", "tru", "nul", "/", "/x", "}", "]", ":", ",", "@#%", "\t\t\t",
        "\"\\u12\"", "\"\\x\"", "\"\\\"", "{\"a\":1}}}", "[[[]]]]", "\"a\" \"b\"", "\u{7F}\u{1}",
    ]

    @Test(arguments: inputs.map(OneLine.init))
    func tokensConcatenateToTheInput(text sample: OneLine) {
        let text = sample.text
        let document = JSONCDocument(text: text)
        #expect(Check.concatenatedTokens(document) == Array(text.utf8))
        #expect(Check.tokensAreContiguous(document))
        #expect(Check.rangesAreNested(document))
    }

    @Test func tokensConcatenateForRandomBytes() {
        var generator = SeededGenerator(seed: 42)
        // Bytes drawn mostly from JSON's alphabet so the lexer meets every path, plus any byte.
        let alphabet = Array("{}[]:,\"'\\/*\n\r\t -+.0123456789eEtruefalsnabc".utf8) + [0xE6, 0xA0, 0x87, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xC0]
        for _ in 0..<500 {
            let length = Int.random(in: 0..<80, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator) ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let document = JSONCDocument(bytes: bytes)
            #expect(Check.concatenatedTokens(document) == bytes, "input \(bytes)")
            #expect(Check.tokensAreContiguous(document), "input \(bytes)")
            #expect(Check.rangesAreNested(document), "input \(bytes)")
        }
    }

    @Test func triviaTokensKeepCommentsWhiteSpaceAndBreaks() {
        let text = "/* a */ {\r\n  // b\n  \"k\": 1\r}"
        let document = JSONCDocument(text: text)
        let kinds = document.tokens.map(\.kind)
        #expect(kinds == [.blockComment, .whitespace, .openBrace, .lineBreak, .whitespace, .lineComment, .lineBreak,
                          .whitespace, .string, .colon, .whitespace, .number, .lineBreak, .closeBrace, .endOfFile])
        #expect(document.comments.map { document.text(in: $0.range) } == ["/* a */", "// b"])
        #expect(document.errors.isEmpty)
    }

    @Test func byteOrderMarkIsKeptAsWhiteSpace() {
        let document = JSONCDocument(text: "\u{FEFF}{ \"a\": 1 }")
        #expect(document.tokens.first == Token(kind: .whitespace, range: ByteRange(0, 3)))
        #expect(document.errors.isEmpty)
        #expect(document.root?.range == ByteRange(3, 13))
    }

    @Test func aByteOrderMarkInTheMiddleIsAnError() {
        let document = JSONCDocument(text: "{ \"a\": 1 }\u{FEFF}")
        #expect(!document.errors.isEmpty)
        #expect(document.errors.allSatisfy { $0.range.start >= 10 })
    }
}

/// A test argument shown on one line (escaped) in the test log, whatever it holds.
struct OneLine: Sendable, CustomTestStringConvertible {
    let text: String
    init(_ text: String) { self.text = text }
    var testDescription: String { text.debugDescription }
}
