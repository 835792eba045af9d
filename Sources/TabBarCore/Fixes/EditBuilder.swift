import JSONC

/// Minimal, comment-preserving edits on a JSONC document.
public struct EditBuilder: Sendable {
    public let document: JSONCDocument
    private let lines: LineTable

    public init(_ document: JSONCDocument) {
        self.document = document
        self.lines = LineTable(bytes: document.bytes)
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
        let multiLine = lines.line(of: last.range.start) != lines.line(of: object.range.start)
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
        let firstLine = lines.line(of: range.start)
        let lastLine = lines.line(of: max(range.start, range.end))
        let lineStart = lines.lineStarts[firstLine]
        let lastContent = lines.contentRange(ofLine: lastLine)
        let bytes = document.bytes
        let blankBefore = bytes[lineStart..<range.start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let blankAfter = range.end <= lastContent.end
            && bytes[range.end..<lastContent.end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        guard blankBefore, blankAfter else { return range }
        let nextLineStart = lastLine + 1 < lines.lineStarts.count ? lines.lineStarts[lastLine + 1] : bytes.count
        return ByteRange(lineStart, nextLineStart)
    }

    /// The white space at the start of the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = lines.lineStarts[lines.line(of: offset)]
        var end = start
        while end < document.bytes.count, document.bytes[end] == 0x20 || document.bytes[end] == 0x09 { end += 1 }
        return String(decoding: document.bytes[start..<end], as: UTF8.self)
    }

    /// The end of the white space and comments that follow `offset` on its line.
    private func endOfTrailingTrivia(after offset: Int) -> Int {
        let line = lines.line(of: offset)
        var index = document.tokenIndex(containing: offset)
        var end = offset
        while index < document.tokens.count {
            let token = document.tokens[index]
            if token.range.start < offset { index += 1; continue }
            guard token.kind == .whitespace || token.kind.isComment, lines.line(of: token.range.start) == line else { break }
            if token.kind == .blockComment, lines.line(of: token.range.end) != line { break }
            end = token.range.end
            index += 1
        }
        return end
    }
}
