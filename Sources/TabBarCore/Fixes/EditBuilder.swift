import JSONC

/// Minimal, comment-preserving edits on a JSONC document.
public struct EditBuilder: Sendable {
    public let document: JSONCDocument

    /// Creates a builder; cheap: line boundaries are found by local scans when needed.
    public init(_ document: JSONCDocument) {
        self.document = document
    }

    /// Replaces a key (quotes included) by `newName`, quoted.
    public func renameKey(_ keyRange: ByteRange, to newName: String) -> TextEdit {
        TextEdit(range: keyRange, newText: JSON.quote(newName))
    }

    /// Replaces a value's text by `newText`.
    public func replace(_ range: ByteRange, with newText: String) -> TextEdit {
        TextEdit(range: range, newText: newText)
    }

    /// Removes an object member or array element together with its comma, and its line
    /// when nothing else is on it. Comments are never removed.
    public func removeEntry(_ range: ByteRange) -> [TextEdit] {
        let next = document.significantToken(atOrAfter: range.end)
        var main = range
        var edits: [TextEdit] = []
        if next.kind == .comma {
            if hasComment(between: range.end, and: next.range.start) {
                edits.append(TextEdit(range: next.range, newText: ""))
            } else {
                main = ByteRange(range.start, next.range.end)
            }
        } else if let previous = document.significantToken(before: range.start), previous.kind == .comma {
            edits.append(TextEdit(range: previous.range, newText: ""))
        }
        edits.append(TextEdit(range: wholeLines(main), newText: ""))
        return edits.sorted { $0.range < $1.range }
    }

    /// Inserts `"key": valueText` as the last member of `object`, matching its layout.
    public func insertMember(into object: JSONNode, key: String, valueText: String) -> [TextEdit] {
        let member = JSON.quote(key) + ": " + valueText
        guard let members = object.members, let last = members.last else {
            // `{}` or `{ }`: put the member between the braces.
            let open = object.range.start + 1
            let close = max(open, object.range.end - 1)
            return [TextEdit(range: ByteRange(open, close), newText: " " + member + " ")]
        }
        let after = document.significantToken(atOrAfter: last.range.end)
        let trailingComma = after.kind == .comma
        let anchorEnd = trailingComma ? after.range.end : last.range.end
        let multiLine = !onSameLine(object.range.start, last.range.start)
        if !multiLine {
            if trailingComma {
                return [TextEdit(range: .empty(at: anchorEnd), newText: " " + member + ",")]
            }
            return [TextEdit(range: .empty(at: anchorEnd), newText: ", " + member)]
        }
        let indent = indentation(ofLineAt: last.range.start)
        let lineEnd = endOfTrailingTrivia(after: anchorEnd)
        var edits: [TextEdit] = []
        if !trailingComma { edits.append(TextEdit(range: .empty(at: last.range.end), newText: ",")) }
        edits.append(TextEdit(range: .empty(at: lineEnd), newText: "\n" + indent + member + (trailingComma ? "," : "")))
        return edits
    }

    // MARK: Helpers

    private func hasComment(between start: Int, and end: Int) -> Bool {
        var index = document.tokenIndex(containing: start)
        while index < document.tokens.count, document.tokens[index].range.start < end {
            if document.tokens[index].kind.isComment, document.tokens[index].range.start >= start { return true }
            index += 1
        }
        return false
    }

    /// Widens `range` to its whole line, break included, when only white space shares the line.
    private func wholeLines(_ range: ByteRange) -> ByteRange {
        let bytes = document.bytes
        let lineStart = startOfLine(range.start)
        let contentEnd = endOfLineContent(range.end)
        let blankBefore = bytes[lineStart..<range.start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let blankAfter = bytes[range.end..<contentEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        guard blankBefore, blankAfter else { return range }
        var next = contentEnd
        if next < bytes.count, bytes[next] == 0x0D { next += 1 }
        if next < bytes.count, bytes[next] == 0x0A { next += 1 }
        return ByteRange(lineStart, next)
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// The offset where the line holding `offset` starts.
    private func startOfLine(_ offset: Int) -> Int {
        var index = max(0, min(offset, document.bytes.count))
        while index > 0, !Self.isBreak(document.bytes[index - 1]) { index -= 1 }
        return index
    }

    /// The offset where the content of the line holding `offset` ends (before its break).
    private func endOfLineContent(_ offset: Int) -> Int {
        var index = max(0, min(offset, document.bytes.count))
        while index < document.bytes.count, !Self.isBreak(document.bytes[index]) { index += 1 }
        return index
    }

    /// Whether no line break lies between the two offsets.
    private func onSameLine(_ a: Int, _ b: Int) -> Bool {
        let lower = max(0, min(a, b, document.bytes.count)), upper = min(max(a, b), document.bytes.count)
        return !document.bytes[lower..<upper].contains(where: Self.isBreak)
    }

    /// The white space at the start of the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = startOfLine(offset)
        var end = start
        while end < document.bytes.count, document.bytes[end] == 0x20 || document.bytes[end] == 0x09 { end += 1 }
        return String(decoding: document.bytes[start..<end], as: UTF8.self)
    }

    /// The end of the white space and comments that follow `offset` on its line.
    private func endOfTrailingTrivia(after offset: Int) -> Int {
        var index = document.tokenIndex(containing: offset)
        var end = offset
        while index < document.tokens.count {
            let token = document.tokens[index]
            if token.range.start < offset { index += 1; continue }
            guard token.kind == .whitespace || token.kind.isComment, onSameLine(offset, token.range.end) else { break }
            end = token.range.end
            index += 1
        }
        return end
    }
}
