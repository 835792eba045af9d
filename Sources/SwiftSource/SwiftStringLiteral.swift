import JSONC
import SourceText

extension SwiftLexer {
    /// The value of a `.string` token: escapes decoded (`\n \t \r \0 \\ \" \' \u{1F600}`,
    /// written `\#n` … in `#"…"#` literals, where a lone `\` is itself), and for `"""`
    /// literals the closing delimiter's indentation stripped from every line, the line
    /// breaks next to the delimiters dropped, `\r\n` read as `\n` and a backslash at a
    /// line end joining the lines.
    ///
    /// - Returns: nil for any other kind of token, a token outside `bytes`, an
    ///   unterminated or malformed literal (unknown escape, bad indentation, content on
    ///   the `"""` lines), or one whose value is not valid UTF-8.
    public static func stringValue(_ token: SourceToken, in bytes: [UInt8]) -> String? {
        let range = token.range
        guard token.kind == .string, range.start >= 0, range.start < range.end, range.end <= bytes.count else {
            return nil
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var decoder = SwiftStringDecoder(bytes: buffer, start: range.start, end: range.end)
            return decoder.decode()
        }
    }
}

/// Decodes one Swift string literal that spans `start ..< end` exactly.
struct SwiftStringDecoder {
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int
    let end: Int
    private var output: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        self.bytes = bytes
        self.start = start
        self.end = end
    }

    private func peek(_ index: Int) -> UInt8 { index < end ? bytes[index] : 0 }

    mutating func decode() -> String? {
        var quote = start
        while quote < end, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        guard quote < end, bytes[quote] == UInt8(ascii: "\"") else { return nil }
        let hashes = quote - start
        let isMultiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        let bodyStart = isMultiline ? quote + 3 : quote + 1
        let closerLength = (isMultiline ? 3 : 1) + hashes
        guard let closer = closingQuote(from: bodyStart, hashes: hashes, isMultiline: isMultiline),
              closer + closerLength == end else { return nil }
        if isMultiline {
            guard let content = strippedLines(from: bodyStart, to: closer) else { return nil }
            output.reserveCapacity(content.count)
            let decoded = content.withUnsafeBufferPointer { buffer in
                decodeEscapes(buffer, 0, buffer.count, hashes: hashes, joinsLines: true)
            }
            guard decoded else { return nil }
        } else {
            output.reserveCapacity(closer - bodyStart)
            guard decodeEscapes(bytes, bodyStart, closer, hashes: hashes, joinsLines: false) else { return nil }
        }
        guard Self.isValidUTF8(output) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// The offset of the quote that closes the literal, skipping escaped characters, or
    /// nil when none does before `end`.
    private func closingQuote(from index: Int, hashes: Int, isMultiline: Bool) -> Int? {
        var index = index
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
                let escaped = index + 1 + hashes
                index = escaped < end && !SwiftByteClass.isLineBreak(bytes[escaped]) ? escaped + 1 : escaped
            } else if byte == UInt8(ascii: "\"") {
                var after = index + 1
                if isMultiline {
                    guard peek(after) == UInt8(ascii: "\""), peek(after + 1) == UInt8(ascii: "\"") else {
                        index += 1
                        continue
                    }
                    after += 2
                }
                if hashesFollow(after, hashes) { return index }
                index += 1
            } else {
                index += 1
            }
        }
        return nil
    }

    private func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
        guard index + hashes <= end else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The lines of a multi-line literal's body `bodyStart ..< closer`, the closing
    /// indentation removed from each and joined with `\n`; nil when the opening line
    /// holds more than white space, the closing line more than indentation, or a line
    /// that is not blank lacks the indentation.
    private func strippedLines(from bodyStart: Int, to closer: Int) -> [UInt8]? {
        // The opening line: white space up to the first line break.
        var index = bodyStart
        while index < closer, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < closer, SwiftByteClass.isLineBreak(bytes[index]) else { return nil }
        let firstLine = lineBreakEnd(index)
        // The closing line: indentation after the last line break.
        var indentStart = closer
        while indentStart > firstLine, !SwiftByteClass.isLineBreak(bytes[indentStart - 1]) { indentStart -= 1 }
        for offset in indentStart..<closer where bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") {
            return nil
        }
        // The content lines, and the last line break, which is dropped.
        var contentEnd = indentStart
        if contentEnd > firstLine { contentEnd -= 1 }
        if contentEnd > firstLine, bytes[contentEnd] == UInt8(ascii: "\n"), bytes[contentEnd - 1] == UInt8(ascii: "\r") {
            contentEnd -= 1
        }
        guard indentStart > firstLine else { return [] }
        let indent = closer - indentStart
        var lines: [UInt8] = []
        lines.reserveCapacity(contentEnd - firstLine)
        var lineStart = firstLine
        while true {
            var lineEnd = lineStart
            while lineEnd < contentEnd, !SwiftByteClass.isLineBreak(bytes[lineEnd]) { lineEnd += 1 }
            if hasPrefix(lineStart, lineEnd, indentStart, indent) {
                lines.append(contentsOf: bytes[(lineStart + indent)..<lineEnd])
            } else if !isBlank(lineStart, lineEnd) {
                return nil
            }
            guard lineEnd < contentEnd else { return lines }
            lines.append(UInt8(ascii: "\n"))
            lineStart = lineBreakEnd(lineEnd)
        }
    }

    /// Past the line break at `index` (`\r\n` counts as one).
    private func lineBreakEnd(_ index: Int) -> Int {
        bytes[index] == UInt8(ascii: "\r") && peek(index + 1) == UInt8(ascii: "\n") ? index + 2 : index + 1
    }

    /// Whether the line `lineStart ..< lineEnd` starts with the `indent` bytes at `indentStart`.
    private func hasPrefix(_ lineStart: Int, _ lineEnd: Int, _ indentStart: Int, _ indent: Int) -> Bool {
        guard lineEnd - lineStart >= indent else { return false }
        for offset in 0..<indent where bytes[lineStart + offset] != bytes[indentStart + offset] { return false }
        return true
    }

    /// Whether `from ..< to` holds only spaces and tabs.
    private func isBlank(_ from: Int, _ to: Int) -> Bool {
        for offset in from..<to where bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") {
            return false
        }
        return true
    }

    /// Appends `text[from ..< to]` with its escapes decoded to `output`; false on an
    /// invalid escape or (single-line) a line break. With `joinsLines`, a backslash
    /// followed by spaces or tabs and a `\n` removes all of them.
    private mutating func decodeEscapes(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int,
                                        hashes: Int, joinsLines: Bool) -> Bool {
        var index = from
        while index < to {
            let byte = text[index]
            if SwiftByteClass.isLineBreak(byte), !joinsLines { return false }
            guard byte == UInt8(ascii: "\\"), Self.hashes(text, index + 1, to, hashes) else {
                output.append(byte)
                index += 1
                continue
            }
            index += 1 + hashes
            guard index < to else { return false }
            switch text[index] {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0"): output.append(0x00)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(text[index])
            case UInt8(ascii: "u"):
                guard let next = unicodeEscape(text, index + 1, to) else { return false }
                index = next
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                guard joinsLines else { return false }
                var lineBreak = index
                while lineBreak < to, text[lineBreak] == UInt8(ascii: " ") || text[lineBreak] == UInt8(ascii: "\t") {
                    lineBreak += 1
                }
                guard lineBreak < to, text[lineBreak] == UInt8(ascii: "\n") else { return false }
                index = lineBreak
            default:
                return false
            }
            index += 1
        }
        return true
    }

    /// Decodes `{X…}` (1 to 8 hex digits naming a Unicode scalar) at `index`, appending
    /// the scalar's UTF-8; returns the offset past `}`, or nil.
    private mutating func unicodeEscape(_ text: UnsafeBufferPointer<UInt8>, _ index: Int, _ to: Int) -> Int? {
        guard index < to, text[index] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var digit = index + 1
        while digit < to, SwiftByteClass.isHexDigit(text[digit]), digit - index <= 8 {
            let byte = text[digit]
            let nibble = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
            value = value << 4 | UInt32(nibble)
            digit += 1
        }
        guard digit > index + 1, digit < to, text[digit] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        output.append(contentsOf: scalar.utf8)
        return digit + 1
    }

    /// Whether `hashes` `#` start at `index` of `text`, before `to`.
    private static func hashes(_ text: UnsafeBufferPointer<UInt8>, _ index: Int, _ to: Int, _ hashes: Int) -> Bool {
        guard index + hashes <= to else { return false }
        for offset in 0..<hashes where text[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether `bytes` is well-formed UTF-8.
    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] < 0x80 {
                    index += 1
                } else {
                    let length = SwiftByteClass.sequenceLength(buffer, at: index)
                    if length == 0 { return false }
                    index += length
                }
            }
            return true
        }
    }
}
