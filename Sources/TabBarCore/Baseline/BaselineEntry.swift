/// One recorded finding of a baseline: matched by rule, file and the finding's own text, never by
/// its line, so that lines moving above it do not bring it back.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The rule code.
    public var code: String
    /// The file, relative to the baseline's folder, `/`-separated.
    public var path: String
    /// The finding's message.
    public var message: String
    /// The text of the flagged range, white space collapsed, at most 200 characters.
    public var text: String

    public init(code: String, path: String, message: String, text: String) {
        self.code = code
        self.path = path
        self.message = message
        self.text = text
    }

    /// The entry of `diagnostic` in the file `path` whose bytes are `bytes`.
    public init(_ diagnostic: Diagnostic, path: String, bytes: [UInt8]) {
        let start = max(0, min(diagnostic.range.start, bytes.count))
        let end = max(start, min(diagnostic.range.end, bytes.count))
        self.init(code: diagnostic.code, path: path, message: diagnostic.message,
                  text: Self.normalized(String(decoding: bytes[start..<end], as: UTF8.self)))
    }

    /// `text` with runs of white space made one space, trimmed, and cut at 200 characters.
    static func normalized(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        return String(words.joined(separator: " ").prefix(200))
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.code, lhs.message, lhs.text) < (rhs.path, rhs.code, rhs.message, rhs.text)
    }
}
