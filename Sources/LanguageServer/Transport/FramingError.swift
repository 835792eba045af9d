/// A problem with the `Content-Length` framing of the byte stream.
public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A header section without `Content-Length`.
    case missingContentLength
    /// A `Content-Length` that is not a non-negative integer.
    case invalidContentLength(String)
    /// A header line without a colon.
    case malformedHeader(String)
    /// A header section longer than the limit.
    case headerTooLong(limit: Int)
    /// A body longer than the limit; it was skipped.
    case messageTooLarge(length: Int, limit: Int)

    public var description: String {
        switch self {
        case .missingContentLength:
            return "the message has no Content-Length header"
        case .invalidContentLength(let value):
            return "Content-Length '\(value)' is not a byte count"
        case .malformedHeader(let line):
            return "malformed header line '\(line)': expected 'Name: value'"
        case .headerTooLong(let limit):
            return "the message headers exceed \(limit) bytes"
        case .messageTooLarge(let length, let limit):
            return "the message has \(length) bytes; the limit is \(limit): it was skipped"
        }
    }
}
