import JSONC

/// Inserting a new member into a class body, laid out as the file lays out its own.
public enum SourceInsertion {
    /// An edit inserting `member` (whole lines) before the line holding the class's closing `@end` / `}`,
    /// set off by blank lines as the neighbouring members are.
    public static func member(_ member: String, into declaration: SourceClass, of bytes: [UInt8]) -> TextEdit {
        let offset = min(max(0, declaration.insertionOffset), bytes.count)
        var lineStart = offset > 0 ? offset - 1 : 0
        if lineStart > 0, bytes[lineStart] == UInt8(ascii: "\n"), bytes[lineStart - 1] == UInt8(ascii: "\r") { lineStart -= 1 }
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: "\r") { lineStart -= 1 }
        let previous = bytes[lineStart..<max(lineStart, offset)].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        let lineBreak = bytes[..<offset].contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        // After a blank line: keep one after the member too; after code: open one; at the body's start: none.
        var text: String
        if previous.isEmpty, lineStart < offset {
            text = member + lineBreak
        } else if previous.last == UInt8(ascii: "{") || lineStart >= offset {
            text = member
        } else {
            text = lineBreak + member
        }
        if lineBreak != "\n" { text = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") }
        if offset == bytes.count, offset > 0, bytes[offset - 1] != UInt8(ascii: "\n") { text = lineBreak + text }
        return TextEdit(range: .empty(at: offset), newText: text)
    }

    /// One level of indentation in the class body: the member indentation less the class line's.
    public static func step(of declaration: SourceClass, in bytes: [UInt8]) -> String {
        let classIndent = LineText.indentation(ofLineAt: declaration.nameRange.start, in: bytes)
        let unit = declaration.indentUnit
        if unit.hasPrefix(classIndent), unit.count > classIndent.count { return String(unit.dropFirst(classIndent.count)) }
        return unit.isEmpty ? "    " : unit
    }
}
