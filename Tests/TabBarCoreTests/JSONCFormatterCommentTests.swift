import JSONC
import TabBarCore
import Testing

/// A comment's own bytes survive formatting, trailing spaces included (found by the parse-lint-fix fuzzer:
/// `0/// ` lost the space of its final line comment to the trimming of the end of the text).
@Suite struct JSONCFormatterCommentTests {
    static func formatted(_ text: String) throws -> String {
        try JSONCFormatter.format(JSONCDocument(text: text), options: FormattingOptions(tabSize: 2))
    }

    @Test func aFinalLineCommentKeepsItsTrailingSpaces() throws {
        #expect(try Self.formatted("0/// ") == "0 /// ")
        #expect(try Self.formatted("0 /// \n") == "0 /// \n")
        #expect(try Self.formatted(Self.formatted("0/// ")) == "0 /// ", "a fixed point")
    }

    @Test func theBreaksAndSpacesAfterTheLastTokenStillGo() throws {
        #expect(try Self.formatted("{ \"a\": 1 }   \n\n\n") == "{\n  \"a\": 1\n}\n")
        let block = try Self.formatted("[1] /* x */   ")
        #expect(block.hasSuffix("] /* x */"), "\(block)")
    }
}
