/// Lines of raw UTF-8 text, for edits that place new text as the file lays out its own: where a
/// line starts and ends, and its indentation. `\n`, `\r\n` and `\r` all end a line. Offsets are
/// clamped into the text.
public enum LineText {
    /// The offset of the first byte of the line holding `offset`.
    public static func start(of offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(max(0, offset), bytes.count)
        while index > 0, !isBreak(bytes[index - 1]) { index -= 1 }
        return index
    }

    /// The offset just past the line break ending the line that holds `offset` (or the end of the text).
    public static func end(of offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(max(0, offset), bytes.count)
        while index < bytes.count, !isBreak(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The spaces and tabs that start the line holding `offset`.
    public static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        indentation(ofLineStartingAt: start(of: offset, in: bytes), in: bytes)
    }

    /// The spaces and tabs from `start`, a line start (found with a `LineTable` when lines may be long).
    public static func indentation(ofLineStartingAt start: Int, in bytes: [UInt8]) -> String {
        let start = min(max(0, start), bytes.count)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether `byte` ends a line.
    public static func isBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
