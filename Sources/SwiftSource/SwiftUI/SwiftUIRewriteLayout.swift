/// The layout around a child of a `TabView`'s builder that a rewrite replaces: the indentation of the line it starts
/// on and one level more (a tab when that line is indented with tabs, else four spaces), the file's line break, and how
/// to move the lines of text carried from one nesting depth to another.
struct SwiftUIRewriteLayout {
    let bytes: [UInt8]
    /// The white space starting the child's first line.
    let indent: String
    /// One level of indentation.
    let unit: String
    /// The file's line break: `\r\n` when its first one is, else `\n`.
    let newline: String

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        let start = max(0, min(start, bytes.count))
        let line = Self.lineStart(bytes, start)
        var end = line
        while end < start, Self.isSpace(bytes[end]) { end += 1 }
        indent = String(decoding: bytes[line..<end], as: UTF8.self)
        unit = indent.contains("\t") ? "\t" : "    "
        let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n"))
        newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true ? "\r\n" : "\n"
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    static func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var line = offset
        while line > 0, bytes[line - 1] != UInt8(ascii: "\n"), bytes[line - 1] != UInt8(ascii: "\r") { line -= 1 }
        return line
    }

    /// `comments` on lines of their own, written where the child starts (its first line's indentation is already there).
    func carried(_ comments: [String]) -> String {
        comments.map { $0 + newline + indent }.joined()
    }

    /// `text` with `unit` before each of its lines after the first that holds anything.
    func shifted(_ text: String, by unit: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() where !lines[index].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            lines[index] = unit + lines[index]
        }
        return lines.joined(separator: "\n")
    }

    /// A closure's content `text` (trimmed; the closure's interior starts at byte `interiorStart`), its lines after the
    /// first moved left by as much as its first line is indented past the child's line: the content then starts where
    /// the child did and keeps its own shape.
    func unshifted(_ text: String, interiorStart: Int) -> String {
        var first = max(0, min(interiorStart, bytes.count))
        var crossedLine = false
        while first < bytes.count, Self.isSpace(bytes[first]) || bytes[first] == UInt8(ascii: "\n") || bytes[first] == UInt8(ascii: "\r") {
            if bytes[first] == UInt8(ascii: "\n") || bytes[first] == UInt8(ascii: "\r") { crossedLine = true }
            first += 1
        }
        let extra: Int
        if crossedLine {
            let line = Self.lineStart(bytes, first)
            extra = max(0, (first - line) - indent.utf8.count)
        } else {
            extra = unit.utf8.count
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        for index in lines.indices.dropFirst() {
            var removed = 0
            while removed < extra, let character = lines[index].first, character == " " || character == "\t" {
                lines[index].removeFirst()
                removed += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
