import Testing
@testable import JSONC
import TabBarTestSupport

/// `LineTable.replacing(_:insertedCount:in:)` (the server's table after a keystroke) against a table
/// built from scratch: line breaks of every kind at and around the change, long lines with checkpoints.
@Suite struct LineTableSpliceTests {
    /// Pieces that make and break line starts: `\r` then `\n` on either side of a change is the case
    /// a splice looking at the inserted bytes alone gets wrong.
    static let pieces: [[UInt8]] = [
        Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("a".utf8), Array("首".utf8),
        Array("😀".utf8), Array(" bc ".utf8), [],
        Array(repeating: UInt8(ascii: "x"), count: 300), Array(String(repeating: "é😀", count: 120).utf8),
    ]

    @Test func equalsAFreshTableUnderRandomEdits() {
        var generator = SeededGenerator(seed: 19)
        for _ in 0..<4_000 {
            var old: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) { old += Self.pieces.randomElement(using: &generator)! }
            let start = Int.random(in: 0...old.count, using: &generator)
            let end = Int.random(in: start...min(old.count, start + Int.random(in: 0...4, using: &generator) * 7), using: &generator)
            var inserted: [UInt8] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) { inserted += Self.pieces.randomElement(using: &generator)! }
            var new = old
            new.replaceSubrange(start..<end, with: inserted)
            let spliced = LineTable(bytes: old).replacing(ByteRange(start, end), insertedCount: inserted.count, in: new)
            let fresh = LineTable(bytes: new)
            #expect(spliced == fresh, "old \(old) replacing \(start)..<\(end) with \(inserted)")
            if spliced != fresh { return }
        }
    }

    @Test func carriageReturnThenLineFeedAcrossTheChange() {
        // "a\r|b\n": replacing `b` with `\n` joins the `\r` before the change into one break.
        let old = Array("a\rb\n".utf8)
        var new = old
        new.replaceSubrange(2..<3, with: Array("\n".utf8))
        let spliced = LineTable(bytes: old).replacing(ByteRange(2, 3), insertedCount: 1, in: new)
        #expect(spliced.lineStarts == [0, 3, 4])
        #expect(spliced == LineTable(bytes: new))
    }
}
