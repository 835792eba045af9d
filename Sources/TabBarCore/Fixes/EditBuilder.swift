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
    /// when nothing else is on it. Comments are never removed: those inside the entry
    /// stay in its place.
    public func removeEntry(_ range: ByteRange) -> [TextEdit] {
        let next = document.significantToken(atOrAfter: range.end)
        var main = range
        var edits: [TextEdit] = []
        if next.kind == .comma {
            if hasComment(between: range.end, and: next.range.start) {
                edits.append(TextEdit(range: next.range, newText: ""))
            } else {
                // The blanks after the comma go too: `[1, 2, 3]` loses "2, ", not "2,".
                main = ByteRange(range.start, endOfBlanks(from: next.range.end))
            }
        } else if let previous = document.significantToken(before: range.start), previous.kind == .comma {
            // The blanks between the comma and the entry go too: `[1, 2]` loses ", 2".
            let blanksEnd = endOfBlanks(from: previous.range.end)
            let end = blanksEnd == range.start ? range.start : previous.range.end
            edits.append(TextEdit(range: ByteRange(previous.range.start, end), newText: ""))
        }
        let kept = commentsText(inside: main)
        edits.append(kept.isEmpty ? TextEdit(range: wholeLines(main), newText: "") : TextEdit(range: main, newText: kept))
        return edits.sorted { $0.range < $1.range }
    }

    /// Inserts `"key": valueText` as the last member of `object`, matching its layout.
    public func insertMember(into object: JSONNode, key: String, valueText: String) -> [TextEdit] {
        let member = JSON.quote(key) + ": " + valueText
        guard let members = object.members, let last = members.last else {
            // `{}` or `{ }`: put the member between the braces; keep any comment there.
            let open = object.range.start + 1
            let close = max(open, object.range.end - 1)
            if commentsText(inside: ByteRange(open, close)).isEmpty {
                return [TextEdit(range: ByteRange(open, close), newText: " " + member + " ")]
            }
            return [TextEdit(range: .empty(at: open), newText: " " + member)]
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

    /// The comments inside `range`, in order, as text that can replace it: block comments
    /// joined by spaces, a line comment followed by a line break and the line's indentation.
    private func commentsText(inside range: ByteRange) -> String {
        var text = ""
        var index = document.tokenIndex(containing: range.start)
        while index < document.tokens.count, document.tokens[index].range.start < range.end {
            let token = document.tokens[index]
            index += 1
            guard token.kind.isComment, token.range.start >= range.start, token.range.end <= range.end else { continue }
            if !text.isEmpty, !text.hasSuffix("\n") && !text.hasSuffix(" ") { text += " " }
            text += document.text(in: token.range)
            if token.kind == .lineComment { text += "\n" + indentation(ofLineAt: range.start) }
        }
        return text
    }

    /// Widens `range` to its whole line, break included, when only white space shares the
    /// line. Scans the blanks around the range only, so removing many entries from one
    /// long (minified) line stays linear.
    private func wholeLines(_ range: ByteRange) -> ByteRange {
        let bytes = document.bytes
        var start = max(0, min(range.start, bytes.count))
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || LineText.isBreak(bytes[start - 1]) else { return range }
        var end = max(start, min(range.end, bytes.count))
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard end == bytes.count || LineText.isBreak(bytes[end]) else { return range }
        if end < bytes.count, bytes[end] == 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 }
        return ByteRange(start, end)
    }

    /// The first offset at or after `offset` that is not a space or a tab.
    private func endOfBlanks(from offset: Int) -> Int {
        let bytes = document.bytes
        var end = max(0, min(offset, bytes.count))
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return end
    }


    /// Whether no line break lies between the two offsets.
    private func onSameLine(_ a: Int, _ b: Int) -> Bool {
        let lower = max(0, min(a, b, document.bytes.count)), upper = max(lower, min(max(a, b), document.bytes.count))
        return !document.bytes[lower..<upper].contains(where: LineText.isBreak)
    }

    /// The white space at the start of the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        LineText.indentation(ofLineAt: offset, in: document.bytes)
    }

    /// The end of the white space and comments that follow `offset` on its line.
    private func endOfTrailingTrivia(after offset: Int) -> Int {
        var index = document.tokenIndex(containing: offset)
        var end = offset
        while index < document.tokens.count {
            let token = document.tokens[index]
            if token.range.start < offset { index += 1; continue }
            // Only the new token's bytes are scanned for a break: linear in the line.
            guard token.kind == .whitespace || token.kind.isComment, onSameLine(end, token.range.end) else { break }
            end = token.range.end
            index += 1
        }
        return end
    }
}
