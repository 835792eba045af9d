import ObjCSource
import SourceText
import Testing

/// The Objective-C lexer past the room it reserves for a file's tokens.
@Suite struct ObjCLexerCapacityTests {
    @Test func aFileOfOneByteTokensOutgrowsTheLexersGuess() {
        // Each `(` is a token: four times the tokens the lexer reserves room for.
        let bytes = Array(String(repeating: "(", count: 4_000).utf8) + Array("@\"标签😀\"".utf8)
        let tokens = ObjCLexer.tokenize(bytes)
        #expect(tokens.count == 4_001)
        #expect(tokens.last?.kind == .string && tokens.last?.range.end == bytes.count)
    }
}
