import Testing
@testable import JSONC
import TabBarTestSupport

/// `LineNumbers.place(of:in:)` (one place read from the text's start) against the table of every line start, at
/// every line break and random offsets of random texts with every kind of line break.
@Suite struct LineNumbersPlaceTests {
    static let pieces: [[UInt8]] = [
        Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("a".utf8), Array("首".utf8), Array("😀".utf8),
        Array(" bc ".utf8), [],
    ]

    @Test func answersAsTheTableDoes() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...10, using: &generator) { bytes += Self.pieces.randomElement(using: &generator)! }
            let table = LineNumbers(bytes: bytes)
            var offsets = [-1, 0, bytes.count, bytes.count + 1]
            for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D { offsets += [index, index + 1, index + 2] }
            for offset in offsets {
                let line = table.line(of: offset)
                let found = LineNumbers.place(of: offset, in: bytes)
                #expect(found.line == line && found.lineStart == table.lineStarts[line], "\(bytes) at \(offset)")
            }
        }
    }

    @Test func crlfEndsOneLine() {
        let bytes = Array("a\r\nb".utf8)
        #expect(LineNumbers.place(of: 2, in: bytes) == (line: 0, lineStart: 0))
        #expect(LineNumbers.place(of: 3, in: bytes) == (line: 1, lineStart: 3))
    }
}
