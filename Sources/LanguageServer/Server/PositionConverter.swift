import JSONC

/// Converts between the core's UTF-8 byte offsets and LSP positions in the negotiated
/// encoding, through one `LineTable`. Out-of-range positions are clamped.
public struct PositionConverter: Sendable {
    public let lines: LineTable
    public let unit: LineTable.Unit

    public init(lines: LineTable, unit: LineTable.Unit) {
        self.lines = lines
        self.unit = unit
    }

    /// The position of a byte offset.
    public func position(_ offset: Int) -> Position {
        let (line, column) = lines.position(of: offset, in: unit)
        return Position(line: line, character: column)
    }

    /// The byte offset of a position (clamped to the text).
    public func offset(_ position: Position) -> Int {
        lines.offset(line: position.line, column: position.character, in: unit)
    }

    /// The LSP range of a byte range.
    public func range(_ range: ByteRange) -> LSPRange {
        LSPRange(start: position(range.start), end: position(range.end))
    }

    /// The byte range of an LSP range; an end before the start is raised to it.
    public func byteRange(_ range: LSPRange) -> ByteRange {
        ByteRange(offset(range.start), offset(range.end))
    }
}
