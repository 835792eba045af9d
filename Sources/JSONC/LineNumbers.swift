/// The 0-based line of an offset, as `LineTable.line(of:)` says, from the line starts alone: for places told to
/// people (`File.m:12`), without the column checkpoints a `LineTable` walks long lines for.
public struct LineNumbers: Sendable {
    /// The byte offset where each line starts; the first is 0.
    public let lineStarts: [Int]
    /// The text's length.
    public let count: Int

    /// Finds the line starts of `bytes` (`\n`, `\r\n` and a lone `\r` end lines).
    public init(bytes: [UInt8]) {
        lineStarts = LineTable.lineStarts(bytes)
        count = bytes.count
    }

    /// The 0-based line holding `offset` (clamped to the text).
    public func line(of offset: Int) -> Int {
        let offset = max(0, min(offset, count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The 0-based line holding `offset` (clamped to the text) and the offset where that line starts, found by
    /// reading `bytes` up to `offset` only: for one place in a large file, without a table of every line.
    public static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, lineStart: Int) {
        let offset = max(0, min(offset, bytes.count))
        return bytes.withUnsafeBufferPointer { buffer in
            var line = 0, start = 0, index = 0
            while index < offset {
                let byte = buffer[index]
                if byte == 0x0A {
                    line += 1
                    start = index + 1
                } else if byte == 0x0D {
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A { index += 1 }
                    // A `\r\n` whose `\n` is `offset` itself still ends the line `offset` is on.
                    if index + 1 <= offset {
                        line += 1
                        start = index + 1
                    }
                }
                index += 1
            }
            return (line, start)
        }
    }
}
