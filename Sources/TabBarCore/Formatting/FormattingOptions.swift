import JSONC

/// How `JSONCFormatter` lays text out.
public struct FormattingOptions: Sendable, Hashable {
    /// The text of one indentation level: a tab or some spaces.
    public var indent: String
    /// Whether the text ends with a line break; nil keeps what the source does.
    public var finalNewline: Bool?

    /// Creates options; `tabSize` spaces per level unless `insertSpaces` is false.
    public init(tabSize: Int = 2, insertSpaces: Bool = true, finalNewline: Bool? = nil) {
        self.indent = insertSpaces ? String(repeating: " ", count: max(0, min(tabSize, 16))) : "\t"
        self.finalNewline = finalNewline
    }
}

/// Why a document cannot be formatted.
public enum FormattingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document has syntax errors; formatting would guess at its structure.
    case syntaxErrors(count: Int, first: SyntaxError)

    public var description: String {
        switch self {
        case .syntaxErrors(let count, let first):
            let more = count > 1 ? " (and \(count - 1) more)" : ""
            return "cannot format a file with syntax errors: \(first.message)\(more)"
        }
    }
}
