/// The kinds of lexical token in a JSONC document. Trivia (white space and comments)
/// are tokens too, so the token list reproduces the source byte for byte.
public enum TokenKind: UInt8, Sendable, Hashable {
    case openBrace, closeBrace, openBracket, closeBracket, colon, comma
    case string, number, trueLiteral, falseLiteral, nullLiteral
    case whitespace, lineBreak, lineComment, blockComment
    /// Bytes that cannot start any token (reported as syntax errors).
    case unknown
    case endOfFile

    /// Whether the token carries no meaning for the tree.
    public var isTrivia: Bool {
        switch self {
        case .whitespace, .lineBreak, .lineComment, .blockComment: return true
        default: return false
        }
    }

    /// Whether the token is a comment.
    public var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// One token: its kind and the bytes it covers.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: ByteRange

    public init(kind: TokenKind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }
}
