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
        for iteration in 0..<4_000 {
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
            // Every answer and checkpoint compared on one edit in eight (they cost more than the line starts).
            let wrong = iteration % 8 == 0 ? Self.firstDifference(spliced, fresh) : nil
            #expect(spliced == fresh && wrong == nil, "old \(old) replacing \(start)..<\(end) with \(inserted): \(wrong ?? "")")
            if spliced != fresh || wrong != nil { return }
        }
    }

    /// Where `spliced` answers otherwise than `fresh` (a table of the same bytes made from scratch), or where its
    /// checkpoints are not valid (a count that is not the column there, one too far from the last); nil when nowhere.
    static func firstDifference(_ spliced: LineTable, _ fresh: LineTable) -> String? {
        for offset in stride(from: 0, through: fresh.bytes.count, by: max(1, fresh.bytes.count / 300)) {
            for unit in [LineTable.Unit.utf16, .scalars] where spliced.position(of: offset, in: unit) != fresh.position(of: offset, in: unit) {
                return "position of \(offset) in \(unit)"
            }
        }
        for line in 0..<fresh.lineCount {
            let length = fresh.contentRange(ofLine: line).length
            for column in stride(from: 0, through: length + 2, by: max(1, length / 150)) {
                for unit in [LineTable.Unit.utf8, .utf16, .scalars]
                where spliced.offset(line: line, column: column, in: unit) != fresh.offset(line: line, column: column, in: unit) {
                    return "offset of \(line):\(column) in \(unit)"
                }
            }
        }
        var previous = -1
        for point in spliced.checkpoints {
            let line = fresh.line(of: point.offset)
            let start = fresh.lineStarts[line]
            // A checkpoint stands where a walk from the line start stops, with its counts.
            var index = start, scalars = 0, utf16 = 0
            while index < point.offset {
                let length = LineTable.scalarLength(fresh.bytes[index])
                scalars += 1
                utf16 += length == 4 ? 2 : 1
                index += length
            }
            guard index == point.offset, scalars == point.scalars, utf16 == point.utf16 else { return "checkpoint \(point)" }
            guard point.offset - max(previous, start) <= LineTable.checkpointStride + 3 else { return "gap before \(point)" }
            previous = point.offset
        }
        return nil
    }

    /// A keystroke in a line of megabytes walks only around the change: the checkpoints far from it are the old
    /// ones moved (a fresh walk would put them elsewhere), and every answer is the fresh table's.
    @Test func aKeystrokeInALongLineKeepsTheCheckpointsAwayFromIt() {
        let old = Array(String(repeating: "ab首页😀 ", count: 1_500).utf8) + [0x0A] + Array(String(repeating: "x", count: 3_000).utf8)
        let table = LineTable(bytes: old)
        for (start, end, inserted) in [(40, 40, "z"), (5_000, 5_007, ""), (9_000, 9_001, "首"), (16_000, 16_000, "\r")] {
            var new = old
            new.replaceSubrange(start..<end, with: Array(inserted.utf8))
            let spliced = table.replacing(ByteRange(start, end), insertedCount: inserted.utf8.count, in: new)
            let fresh = LineTable(bytes: new)
            #expect(spliced == fresh)
            #expect(Self.firstDifference(spliced, fresh) == nil, "\(start)")
            let delta = inserted.utf8.count - (end - start)
            let lastOld = table.checkpoints.last { $0.offset < table.lineStarts[1] }!
            let lastNew = spliced.checkpoints.last { $0.offset < spliced.lineStarts[1] }!
            if delta != 0, inserted != "\r" { #expect(lastNew.offset == lastOld.offset + delta, "\(start)") }
            #expect(fresh.checkpoints.count > 20)
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
