import Testing
@testable import JSONC
import TabBarTestSupport

/// `LineLocator` (line starts and ends for extraction, bounded however long the line) against `LineText`'s
/// plain scans, at every offset of random texts with short and long lines and every kind of line break.
@Suite struct LineLocatorTests {
    static let pieces: [[UInt8]] = [
        Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("  ".utf8), Array("\t".utf8), Array("a".utf8),
        Array("首".utf8), Array("😀".utf8), Array(" bc ".utf8), [],
        Array(repeating: UInt8(ascii: "x"), count: LineLocator.scanLimit - 1),
        Array(repeating: UInt8(ascii: " "), count: LineLocator.scanLimit + 3),
        Array(String(repeating: "é😀", count: 120).utf8),
    ]

    @Test func answersAsTheScansDo() {
        var generator = SeededGenerator(seed: 32)
        var madeTables = 0
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) { bytes += Self.pieces.randomElement(using: &generator)! }
            let lines = LineLocator(bytes: bytes)
            // The ends, each line break and the bytes around it, and random offsets.
            var offsets = [-1, 0, bytes.count, bytes.count + 1]
            for index in bytes.indices where LineText.isBreak(bytes[index]) { offsets += [index - 1, index, index + 1, index + 2] }
            for _ in 0..<40 { offsets.append(Int.random(in: 0...bytes.count, using: &generator)) }
            let wrong = offsets.first { offset in
                lines.start(of: offset) != LineText.start(of: offset, in: bytes) || lines.end(of: offset) != LineText.end(of: offset, in: bytes)
                    || lines.indentation(ofLineAt: offset) != LineText.indentation(ofLineAt: offset, in: bytes)
            }
            #expect(wrong == nil, "offset \(wrong ?? 0) in \(bytes)")
            if wrong != nil { return }
            if lines.madeTable { madeTables += 1 }
        }
        // Both ways of answering were taken.
        #expect(madeTables > 30 && madeTables < 270)
    }

    @Test func ordinaryLinesMakeNoTable() {
        let bytes = Array(String(repeating: "    - (void)viewDidLoad {\r\n        [super viewDidLoad];\n}\r", count: 200).utf8)
        let lines = LineLocator(bytes: bytes)
        for offset in stride(from: 0, through: bytes.count, by: 7) {
            _ = lines.start(of: offset)
            _ = lines.end(of: offset)
        }
        #expect(!lines.madeTable)
    }

    @Test func aLongLineIsAnsweredFromTheTable() {
        let line = String(repeating: "  [self a]; ", count: 5_000)
        let bytes = Array(("\n\t" + line + "\r\n" + line).utf8)
        let lines = LineLocator(bytes: bytes)
        #expect(lines.start(of: 30_000) == 1)
        #expect(lines.indentation(ofLineAt: 30_000) == "\t  ")
        #expect(lines.end(of: 30_000) == 2 + line.utf8.count + 2)
        #expect(lines.start(of: bytes.count - 3) == 2 + line.utf8.count + 2)
        #expect(lines.end(of: bytes.count - 3) == bytes.count)
        #expect(lines.madeTable)
    }

    @Test func lineNumbersAnswerAsTheTableDoes() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) { bytes += Self.pieces.randomElement(using: &generator)! }
            let numbers = LineNumbers(bytes: bytes), table = LineTable(bytes: bytes)
            #expect(numbers.lineStarts == table.lineStarts)
            let wrong = (-2...(bytes.count + 2)).first { numbers.line(of: $0) != table.line(of: $0) }
            #expect(wrong == nil, "offset \(wrong ?? 0) in \(bytes)")
        }
    }
}
