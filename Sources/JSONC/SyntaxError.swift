/// A syntax error found while reading a JSONC document. Parsing recovers from every
/// error, so a document may carry many.
public struct SyntaxError: Hashable, Sendable, Error, CustomStringConvertible {
    /// What went wrong, as a category.
    public enum Kind: String, Sendable, Hashable {
        case unexpectedCharacter, unterminatedString, unterminatedComment, invalidEscape
        case controlCharacterInString, invalidNumber, invalidUTF8, unexpectedToken
        case expectedValue, expectedColon, expectedCommaOrClose, expectedKey
        case unclosedContainer, trailingContent, tooDeep, tooLarge, emptyDocument
    }

    public var kind: Kind
    /// A sentence that says what is wrong and what to do.
    public var message: String
    /// Where, in UTF-8 bytes.
    public var range: ByteRange
    /// Where the construct the error is about begins (the bracket of an unclosed container).
    public var opening: ByteRange?

    public init(_ kind: Kind, _ message: String, _ range: ByteRange, opening: ByteRange? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.opening = opening
    }

    public var description: String { "\(range): \(message)" }
}
