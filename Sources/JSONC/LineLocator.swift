/// Where the line holding an offset starts and ends, exactly as `LineText` says, in time that does not grow
/// with the line's length: a short scan finds the line break on lines of ordinary length, and past
/// `scanLimit` bytes without one a table of line starts (made once, at the first such line) answers by
/// binary search. Asking for every method of a file of one 5 MB line is linear, not quadratic, and a
/// file of ordinary lines never makes the table.
public final class LineLocator {
    public let bytes: [UInt8]
    /// Made at the first scan that finds no line break within `scanLimit` bytes.
    private var numbers: LineNumbers?

    /// Bytes scanned for a line break before the table is made.
    static let scanLimit = 512

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether the table of line starts was made (for tests).
    public var madeTable: Bool { numbers != nil }

    /// The offset of the first byte of the line holding `offset` (`LineText.start(of:in:)`).
    public func start(of offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        var index = offset
        let floor = max(0, offset - Self.scanLimit)
        while index > floor, !LineText.isBreak(bytes[index - 1]) { index -= 1 }
        if index == 0 || LineText.isBreak(bytes[index - 1]) { return index }
        // No break in the bytes scanned: the line starts after the last break before them.
        let numbers = table()
        return numbers.lineStarts[numbers.line(of: offset)]
    }

    /// The offset just past the line break ending the line that holds `offset`, or the end of the text
    /// (`LineText.end(of:in:)`).
    public func end(of offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        var index = offset
        let ceiling = min(bytes.count, offset + Self.scanLimit)
        while index < ceiling, !LineText.isBreak(bytes[index]) { index += 1 }
        if index == bytes.count || LineText.isBreak(bytes[index]) {
            if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            return index
        }
        let numbers = table()
        let next = numbers.line(of: offset) + 1
        return next < numbers.lineStarts.count ? numbers.lineStarts[next] : bytes.count
    }

    /// The spaces and tabs that start the line holding `offset` (`LineText.indentation(ofLineAt:in:)`).
    public func indentation(ofLineAt offset: Int) -> String {
        LineText.indentation(ofLineStartingAt: start(of: offset), in: bytes)
    }

    private func table() -> LineNumbers {
        if let numbers { return numbers }
        let made = LineNumbers(bytes: bytes)
        numbers = made
        return made
    }
}
