import JSONC
import ObjCSource
import SourceText
import Testing

/// The lexers' token buffer: grows past its first capacity, hands over exactly the tokens appended.
@Suite struct SourceTokenSinkTests {
    @Test func growsAndHandsOverEveryTokenInOrder() {
        var sink = SourceTokenSink(capacity: 1)
        #expect(sink.last == nil && sink.tokens.isEmpty)
        for index in 0..<100 { sink.append(SourceToken(kind: .punctuation, range: ByteRange(index, index + 1))) }
        sink[99] = SourceToken(kind: .unknown, range: ByteRange(99, 102))
        #expect(sink.count == 100)
        #expect(sink.tokens.map(\.range.start) == Array(0..<100))
        #expect(sink.last == SourceToken(kind: .unknown, range: ByteRange(99, 102)))
        #expect(sink.tokens.count == 100)
    }

    @Test func aFileOfOneByteTokensOutgrowsTheLexersGuess() {
        // Each `(` is a token: four times the tokens the lexer reserves room for.
        let bytes = Array(String(repeating: "(", count: 4_000).utf8) + Array("@\"标签😀\"".utf8)
        let tokens = ObjCLexer.tokenize(bytes)
        #expect(tokens.count == 4_001)
        #expect(tokens.last?.kind == .string && tokens.last?.range.end == bytes.count)
    }
}
