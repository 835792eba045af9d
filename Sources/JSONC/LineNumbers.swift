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
}
