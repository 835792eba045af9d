import JSONC

/// The kinds of lexical token in an XML file as Interface Builder writes it. Every byte of a file belongs
/// to exactly one token, so the tokens reproduce the file and every range is exact.
public enum XMLTokenKind: UInt8, Sendable, Hashable {
    /// Character data between tags (white space and line breaks included).
    case text
    /// `<!-- … -->`, possibly unterminated at the end of the file.
    case comment
    /// `<![CDATA[ … ]]>`, possibly unterminated.
    case cdata
    /// `<!DOCTYPE …>` and other `<!…>` declarations.
    case declaration
    /// `<?xml … ?>`, possibly unterminated.
    case processingInstruction
    /// `<name`: the start of a start tag, the name included.
    case tagOpen
    /// `</name`: the start of an end tag, the name included.
    case closeTagOpen
    /// An attribute's name inside a tag.
    case attributeName
    /// `=` between an attribute's name and its value.
    case equals
    /// A quoted attribute value, quotes included (unterminated: up to the end of the file).
    case attributeValue
    /// Spaces, tabs and line breaks inside a tag.
    case whitespace
    /// `>` closing a tag.
    case tagEnd
    /// `/>` closing an empty element.
    case emptyTagEnd
    /// Bytes inside a tag that start no other token (an unquoted value, a stray character), one per run.
    case unknown
}

/// One token: its kind and bytes.
public struct XMLToken: Sendable, Hashable {
    public var kind: XMLTokenKind
    public var range: ByteRange

    public init(_ kind: XMLTokenKind, _ range: ByteRange) {
        self.kind = kind
        self.range = range
    }
}
