/// Converts between UTF-8 byte offsets and line/column positions in three units:
/// UTF-8 bytes, UTF-16 code units (LSP's default) and Unicode scalars (people's columns).
/// Out-of-range input is clamped, never trapped on.
public struct LineTable: Sendable {
    /// The text's bytes.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    public let lineStarts: [Int]
    /// Points along long lines where the column counts are known, in offset order, so a
    /// column costs at most `checkpointStride` steps however long its line (a minified file
    /// with thousands of findings on one line stays linear).
    let checkpoints: [Checkpoint]

    /// A scalar boundary on a long line and the scalars and UTF-16 units before it on that line.
    struct Checkpoint: Sendable, Equatable {
        var offset: Int
        var scalars: Int
        var utf16: Int
    }

    /// Bytes between checkpoints; lines shorter than twice this have none.
    static let checkpointStride = 256

    /// Column units.
    public enum Unit: Sendable, Hashable {
        case utf8, utf16, scalars
    }

    /// Builds the table; `\n`, `\r\n` and a lone `\r` end lines.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let starts = Self.lineStarts(bytes)
        lineStarts = starts
        checkpoints = Self.checkpoints(bytes, lineStarts: starts)
    }

    /// The offset where each line of `bytes` starts (the first is 0), eight bytes at a time.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight bytes at a time while none of them is below 0x0E (no line break there).
                if index + 8 <= count, !Self.mayHoldLineBreak(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        return starts
    }

    /// A table from its parts (see `replacing(_:insertedCount:in:)`).
    init(bytes: [UInt8], lineStarts: [Int], checkpoints: [Checkpoint]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.checkpoints = checkpoints
    }

    /// Walks each long line scalar by scalar (as `columnWidth` does) and notes a checkpoint
    /// every `checkpointStride` bytes.
    private static func checkpoints(_ bytes: [UInt8], lineStarts: [Int]) -> [Checkpoint] {
        var result: [Checkpoint] = []
        appendCheckpoints(bytes, lineStarts: lineStarts, lines: 0..<lineStarts.count, to: &result)
        return result
    }

    /// Appends the checkpoints of the lines `lines` to `result`.
    static func appendCheckpoints(_ bytes: [UInt8], lineStarts: [Int], lines: Range<Int>, to result: inout [Checkpoint]) {
        for line in lines {
            let start = lineStarts[line]
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
            guard end - start >= 2 * checkpointStride else { continue }
            var index = start, scalars = 0, utf16 = 0, next = start + checkpointStride
            while index < end {
                if index >= next {
                    result.append(Checkpoint(offset: index, scalars: scalars, utf16: utf16))
                    next = index + checkpointStride
                }
                let length = scalarLength(bytes[index])
                scalars += 1
                utf16 += length == 4 ? 2 : 1
                index += length
            }
        }
    }

    /// The last checkpoint at or before `offset` and at or after `lineStart`.
    private func checkpoint(at offset: Int, onLineFrom lineStart: Int) -> Checkpoint? {
        var low = 0, high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, checkpoints[low - 1].offset >= lineStart else { return nil }
        return checkpoints[low - 1]
    }

    /// The last checkpoint inside `content` (a line's content, from its start) that is at most `column` units
    /// from the line's start, with that width.
    private func checkpoint(within column: Int, in unit: Unit, onLine content: ByteRange) -> (Checkpoint, Int)? {
        func width(_ checkpoint: Checkpoint) -> Int {
            switch unit {
            case .utf8: return checkpoint.offset - content.start
            case .utf16: return checkpoint.utf16
            case .scalars: return checkpoint.scalars
            }
        }
        // The checkpoints of the line: from the first at or after its start to the last at or before its end.
        var low = 0, high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset < content.start { low = mid + 1 } else { high = mid }
        }
        let first = low
        high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset <= content.end { low = mid + 1 } else { high = mid }
        }
        // Widths grow along the line: the last one within `column`.
        var below = first, above = low
        while below < above {
            let mid = (below + above) / 2
            if width(checkpoints[mid]) <= column { below = mid + 1 } else { above = mid }
        }
        guard below > first else { return nil }
        let found = checkpoints[below - 1]
        return (found, width(found))
    }

    /// Whether some byte of `word` is below 0x0E, which `\n` (0x0A) and `\r` (0x0D) are.
    @inline(__always)
    static func mayHoldLineBreak(_ word: UInt64) -> Bool {
        (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0
    }

    public init(text: String) { self.init(bytes: Array(text.utf8)) }

    /// The number of lines (a final line without a break counts; an empty text has one).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset` (clamped to the text).
    public func line(of offset: Int) -> Int {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte range of line `line`'s content, without its line break.
    public func contentRange(ofLine line: Int) -> ByteRange {
        let line = max(0, min(line, lineStarts.count - 1))
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return ByteRange(start, end)
    }

    /// The 0-based (line, column) of `offset`, the column counted in `unit`.
    public func position(of offset: Int, in unit: Unit) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        let line = line(of: offset)
        let start = lineStarts[line]
        return (line, columnWidth(from: start, to: offset, in: unit))
    }

    /// The byte offset of 0-based (line, column), the column in `unit`. A line past the
    /// end clamps to the end of the text; a column past the line's end clamps to it; a
    /// column inside a multi-byte character moves to that character's start.
    public func offset(line: Int, column: Int, in unit: Unit) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        let content = contentRange(ofLine: line)
        var index = content.start
        var remaining = max(0, column)
        // Start from the last checkpoint of the line at or before the column: a position far along a long line
        // costs at most `checkpointStride` steps, as a column does.
        if let (checkpoint, width) = checkpoint(within: column, in: unit, onLine: content) {
            index = checkpoint.offset
            remaining -= width
        }
        while index < content.end, remaining > 0 {
            let length = Self.scalarLength(bytes[index])
            let width: Int
            switch unit {
            case .utf8: width = length
            case .utf16: width = length == 4 ? 2 : 1
            case .scalars: width = 1
            }
            if width > remaining { break }
            remaining -= width
            index = min(content.end, index + length)
        }
        return index
    }

    /// The width of `start..<end` in `unit`, `start` being a line start.
    private func columnWidth(from start: Int, to end: Int, in unit: Unit) -> Int {
        if unit == .utf8 { return end - start }
        var index = start
        var width = 0
        if let checkpoint = checkpoint(at: end, onLineFrom: start) {
            index = checkpoint.offset
            width = unit == .utf16 ? checkpoint.utf16 : checkpoint.scalars
        }
        while index < end {
            let length = Self.scalarLength(bytes[index])
            width += unit == .utf16 && length == 4 ? 2 : 1
            index += length
        }
        return width
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for stray bytes).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
