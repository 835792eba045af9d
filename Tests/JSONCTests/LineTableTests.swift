import Testing
@testable import JSONC
import TabBarTestSupport

/// Conversions between byte offsets and line/column in UTF-8, UTF-16 and scalars.
@Suite struct LineTableTests {
    // Line 0: `{ "title": "首页😀x",` ; line 1 (CRLF before it): `"b": 1` ; line 2 after a lone CR.
    static let text = "{ \"title\": \"首页😀x\",\r\n\"b\": 1\r}"
    let table = LineTable(text: LineTableTests.text)

    @Test func lineStarts() {
        // 2 + 8 + 1 + 1 + 6 (首页) + 4 (😀) + 1 + 1 + 1 = 25 bytes before "\r\n".
        #expect(table.lineStarts == [0, 27, 34])
        #expect(table.lineCount == 3)
        #expect(table.contentRange(ofLine: 0) == ByteRange(0, 25))
        #expect(table.contentRange(ofLine: 1) == ByteRange(27, 33))
        #expect(table.contentRange(ofLine: 2) == ByteRange(34, 35))
        #expect(LineTable(text: "").lineCount == 1)
        #expect(LineTable(text: "a\n").lineStarts == [0, 2])
    }

    @Test func positionsInEachUnit() {
        let x = offset(of: "x", in: Self.text)  // after 首页😀
        #expect(x == 22)
        #expect(table.position(of: x, in: .utf8) == (0, 22))
        #expect(table.position(of: x, in: .utf16) == (0, 12 + 2 + 2))
        #expect(table.position(of: x, in: .scalars) == (0, 12 + 2 + 1))
        let emoji = offset(of: "😀", in: Self.text)
        #expect(table.position(of: emoji, in: .utf16) == (0, 14))
        #expect(table.position(of: 27, in: .utf16) == (1, 0))
        #expect(table.position(of: 35, in: .scalars) == (2, 1))
    }

    @Test func offsetsFromEachUnit() {
        #expect(table.offset(line: 0, column: 16, in: .utf16) == 22)
        #expect(table.offset(line: 0, column: 15, in: .scalars) == 22)
        #expect(table.offset(line: 0, column: 22, in: .utf8) == 22)
        #expect(table.offset(line: 1, column: 3, in: .utf16) == 30)
    }

    @Test func roundTripEveryBoundaryInEveryUnit() {
        let bytes = Array(Self.text.utf8)
        var boundaries: [Int] = []
        var offset = 0
        for scalar in Self.text.unicodeScalars {
            boundaries.append(offset)
            offset += String(scalar).utf8.count
        }
        boundaries.append(offset)
        for unit in [LineTable.Unit.utf8, .utf16, .scalars] {
            for boundary in boundaries {
                if boundary > 0, boundary < bytes.count, bytes[boundary - 1] == 0x0D, bytes[boundary] == 0x0A { continue }
                let position = table.position(of: boundary, in: unit)
                #expect(table.offset(line: position.line, column: position.column, in: unit) == boundary, "\(unit) \(boundary)")
            }
        }
    }

    @Test func columnsAgreeWithTheStandardLibrary() {
        let line = "标签栏 😀 tab 🇨🇳 é"
        let table = LineTable(text: line)
        let bytes = Array(line.utf8)
        var offset = 0
        for scalar in line.unicodeScalars {
            let prefix = String(decoding: bytes[0..<offset], as: UTF8.self)
            #expect(table.position(of: offset, in: .utf16).column == prefix.utf16.count)
            #expect(table.position(of: offset, in: .scalars).column == prefix.unicodeScalars.count)
            offset += String(scalar).utf8.count
        }
    }

    @Test func clamping() {
        let count = Self.text.utf8.count
        #expect(table.position(of: -5, in: .utf16) == (0, 0))
        #expect(table.position(of: count + 100, in: .utf16) == (2, 1))
        #expect(table.position(of: .max, in: .scalars) == (2, 1))
        #expect(table.position(of: .min, in: .utf8) == (0, 0))
        #expect(table.offset(line: -1, column: 3, in: .utf16) == 0)
        #expect(table.offset(line: 99, column: 0, in: .utf16) == count)
        #expect(table.offset(line: .max, column: .max, in: .utf8) == count)
        #expect(table.offset(line: 0, column: -7, in: .utf16) == 0)
        // A column past the end of the line stops before its line break.
        #expect(table.offset(line: 0, column: 1000, in: .utf16) == 25)
        #expect(table.offset(line: 0, column: .max, in: .scalars) == 25)
    }

    @Test func columnsInsideACharacterMoveToItsStart() {
        let emoji = offset(of: "😀", in: Self.text)
        // UTF-16 column 15 is between the two halves of the surrogate pair.
        #expect(table.offset(line: 0, column: 15, in: .utf16) == emoji)
        // UTF-8 columns inside 首 (3 bytes) move to its start.
        let first = offset(of: "首", in: Self.text)
        #expect(table.offset(line: 0, column: first + 1, in: .utf8) == first)
        #expect(table.offset(line: 0, column: first + 2, in: .utf8) == first)
        // A byte offset inside a character counts that character.
        #expect(table.position(of: emoji + 2, in: .utf16).column == 16)
    }

    @Test func invalidUTF8NeverTraps() {
        let bytes: [UInt8] = [0xF0, 0x41, 0x0A, 0xFF, 0xE6, 0x0D, 0x80, 0xC3]
        let table = LineTable(bytes: bytes)
        #expect(table.lineStarts == [0, 3, 6])
        for unit in [LineTable.Unit.utf8, .utf16, .scalars] {
            for offset in -1...bytes.count + 1 {
                let position = table.position(of: offset, in: unit)
                #expect(position.line >= 0 && position.line < table.lineCount)
            }
            for line in -1...4 {
                for column in -1...6 {
                    let offset = table.offset(line: line, column: column, in: unit)
                    #expect(offset >= 0 && offset <= bytes.count)
                }
            }
        }
    }

    /// The table skips eight bytes at a time where none can be a line break; every break
    /// must still be found at every alignment, also next to tabs, control bytes and CJK.
    @Test func lineStartsAtEveryAlignmentMatchByteByByteReading() {
        func reference(_ bytes: [UInt8]) -> [Int] {
            var starts = [0], index = 0
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    starts.append(index + 1)
                } else if bytes[index] == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x0B], [0x0E], [0x0C], Array("首".utf8),
                                 Array("abcdefgh".utf8), [0x80, 0xFF], [0x20]]
        var generator = SeededGenerator(seed: 7)
        for length in 0..<40 {
            for _ in 0..<25 {
                var bytes: [UInt8] = []
                while bytes.count < length { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
                #expect(LineTable(bytes: bytes).lineStarts == reference(bytes), "bytes \(bytes)")
            }
        }
    }

    /// Long lines use checkpoints; every column must equal a walk from the line start,
    /// with CJK, emoji, line breaks and invalid bytes anywhere.
    @Test func columnsOnLongLinesMatchAWalkFromTheLineStart() {
        /// The column of every offset, walking each line once from its start.
        func reference(_ table: LineTable, _ unit: LineTable.Unit) -> [Int] {
            var columns = [Int](repeating: 0, count: table.bytes.count + 1)
            for (line, start) in table.lineStarts.enumerated() {
                let end = line + 1 < table.lineCount ? table.lineStarts[line + 1] : table.bytes.count
                var index = start, width = 0
                columns[start] = 0
                while index < end {
                    let length = LineTable.scalarLength(table.bytes[index])
                    width += unit == .utf16 && length == 4 ? 2 : 1
                    for offset in index + 1...min(index + length, end) { columns[offset] = width }
                    index += length
                }
            }
            return columns
        }
        let pieces: [[UInt8]] = [Array("首页".utf8), Array("🐟".utf8), Array("abc".utf8), [0x0A], [0xF0, 0x41],
                                 [0xE6], [0x80], Array(repeating: 0x61, count: 300)]
        var generator = SeededGenerator(seed: 11)
        var mismatches: [String] = []
        for _ in 0..<20 {
            var bytes: [UInt8] = []
            let length = Int(generator.next() % 3000) + 600
            while bytes.count < length {
                // Mostly one long line; a break now and then.
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                if piece == [0x0A], generator.next() % 8 != 0 { continue }
                bytes += piece
            }
            let table = LineTable(bytes: bytes)
            for unit in [LineTable.Unit.utf16, .scalars] {
                let expected = reference(table, unit)
                for offset in 0...bytes.count where table.position(of: offset, in: unit).column != expected[offset] {
                    mismatches.append("\(unit) offset \(offset) of \(bytes.count)")
                }
            }
        }
        let count = mismatches.count
        #expect(count == 0, "first: \(mismatches.prefix(5))")
    }

    /// Long lines use checkpoints for offsets too: every (line, column) must give the offset a walk from the line
    /// start gives, with CJK, emoji, `\r\n`, columns inside characters and past the line's end, and invalid bytes.
    @Test func offsetsOnLongLinesMatchAWalkFromTheLineStart() {
        /// The offset of (line, column): the walk `offset(line:column:in:)` made before it used checkpoints.
        func reference(_ table: LineTable, line: Int, column: Int, _ unit: LineTable.Unit) -> Int {
            let content = table.contentRange(ofLine: line)
            var index = content.start, remaining = column
            while index < content.end, remaining > 0 {
                let length = LineTable.scalarLength(table.bytes[index])
                let width = unit == .utf8 ? length : unit == .utf16 ? (length == 4 ? 2 : 1) : 1
                if width > remaining { break }
                remaining -= width
                index = min(content.end, index + length)
            }
            return index
        }
        let pieces: [[UInt8]] = [Array("首页".utf8), Array("🐟".utf8), Array("abc".utf8), [0x0A], [0x0D, 0x0A], [0xF0, 0x41],
                                 [0xE6], [0x80], Array(repeating: 0x61, count: 300)]
        var generator = SeededGenerator(seed: 32)
        var mismatches: [String] = []
        for _ in 0..<20 {
            var bytes: [UInt8] = []
            let length = Int(generator.next() % 3000) + 600
            while bytes.count < length {
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                if piece.first == 0x0A || piece.first == 0x0D, generator.next() % 8 != 0 { continue }
                bytes += piece
            }
            let table = LineTable(bytes: bytes)
            #expect(!table.checkpoints.isEmpty)
            for unit in [LineTable.Unit.utf8, .utf16, .scalars] {
                for line in 0..<table.lineCount {
                    let width = table.contentRange(ofLine: line).length + 3
                    for column in stride(from: 0, through: width, by: 1 + Int(generator.next() % 5))
                    where table.offset(line: line, column: column, in: unit) != reference(table, line: line, column: column, unit) {
                        mismatches.append("\(unit) line \(line) column \(column) of \(bytes.count)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }
}
