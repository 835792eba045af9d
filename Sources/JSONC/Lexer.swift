/// Splits UTF-8 bytes into tokens, trivia included. Never fails: bytes that start no
/// token become `.unknown` tokens and a `SyntaxError`. Linear in the input size.
struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private(set) var tokens: [Token] = []
    private(set) var errors: [SyntaxError] = []
    /// The start offsets, in order, of the string tokens holding a backslash or a control
    /// character: only those need escape decoding; every other string is copied as it is.
    private(set) var stringsNeedingWork: [Int] = []

    /// At most this many errors are kept; a binary blob must not produce millions.
    static let errorLimit = 200

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark is accepted and kept as white space.
        position = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            tokens.append(Token(kind: .whitespace, range: ByteRange(0, 3)))
            position = 3
        }
    }

    mutating func run() {
        tokens.reserveCapacity(bytes.count / 4 + 4)
        while position < bytes.count {
            lexOne()
        }
        tokens.append(Token(kind: .endOfFile, range: .empty(at: bytes.count)))
    }

    private mutating func report(_ kind: SyntaxError.Kind, _ message: String, _ range: ByteRange) {
        if errors.count < Lexer.errorLimit {
            errors.append(SyntaxError(kind, message, range))
        }
    }

    private mutating func emit(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind: kind, range: ByteRange(start, position)))
    }

    private mutating func lexOne() {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "{"): position += 1; emit(.openBrace, from: start)
        case UInt8(ascii: "}"): position += 1; emit(.closeBrace, from: start)
        case UInt8(ascii: "["): position += 1; emit(.openBracket, from: start)
        case UInt8(ascii: "]"): position += 1; emit(.closeBracket, from: start)
        case UInt8(ascii: ":"): position += 1; emit(.colon, from: start)
        case UInt8(ascii: ","): position += 1; emit(.comma, from: start)
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            var index = position + 1
            let count = bytes.count
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            position = index
            emit(.whitespace, from: start)
        case UInt8(ascii: "\n"):
            position += 1
            emit(.lineBreak, from: start)
        case UInt8(ascii: "\r"):
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
            emit(.lineBreak, from: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): lexString()
        case UInt8(ascii: "/"): lexComment()
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        default:
            lexWord()
        }
    }

    private mutating func lexString() {
        let start = position
        let quote = bytes[position]
        let count = bytes.count
        var index = position + 1
        var needsWork = false
        // A local index and one comparison for the common bytes: this loop sees most of a file.
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20, byte != quote, byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if byte == quote {
                position = index + 1
                if needsWork { stringsNeedingWork.append(start) }
                if quote != UInt8(ascii: "\"") {
                    report(.unexpectedCharacter, "JSON strings use double quotes: write \"...\" instead of '...'",
                           ByteRange(start, position))
                }
                emit(.string, from: start)
                return
            }
            if byte == UInt8(ascii: "\\") {
                needsWork = true
                index += 1
                if index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            needsWork = true  // another control character: reported while decoding
            index += 1
        }
        position = index
        if needsWork { stringsNeedingWork.append(start) }
        report(.unterminatedString, "string is not closed: add a '\"' before the end of the line", ByteRange(start, position))
        emit(.string, from: start)
    }

    private mutating func lexComment() {
        let start = position
        guard position + 1 < bytes.count else {
            position += 1
            report(.unexpectedCharacter, "unexpected '/': comments start with '//' or '/*'", ByteRange(start, position))
            emit(.unknown, from: start)
            return
        }
        let next = bytes[position + 1]
        if next == UInt8(ascii: "/") {
            position += 2
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                position += 1
            }
            emit(.lineComment, from: start)
        } else if next == UInt8(ascii: "*") {
            position += 2
            while position + 1 < bytes.count {
                if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                    position += 2
                    emit(.blockComment, from: start)
                    return
                }
                position += 1
            }
            position = bytes.count
            report(.unterminatedComment, "block comment is not closed: add '*/'", ByteRange(start, position))
            emit(.blockComment, from: start)
        } else {
            position += 1
            report(.unexpectedCharacter, "unexpected '/': comments start with '//' or '/*'", ByteRange(start, position))
            emit(.unknown, from: start)
        }
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func lexNumber() {
        let start = position
        while position < bytes.count, Lexer.isNumberByte(bytes[position]) { position += 1 }
        // Letters glued to a number (`12px`, `0x1F`) belong to the same bad token.
        var glued = false
        while position < bytes.count, Lexer.isWordByte(bytes[position]) || Lexer.isNumberByte(bytes[position]) {
            glued = true
            position += 1
        }
        if glued || !NumberGrammar.isValid(bytes, start, position) {
            let text = String(decoding: bytes[start..<min(position, start + 40)], as: UTF8.self)
            report(.invalidNumber, "'\(text)' is not a JSON number (write digits like 12, -3.5 or 1e3)", ByteRange(start, position))
        }
        emit(.number, from: start)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    private mutating func lexWord() {
        let start = position
        if Lexer.isWordByte(bytes[position]) {
            while position < bytes.count, Lexer.isWordByte(bytes[position]) { position += 1 }
            let word = bytes[start..<position]
            if word.elementsEqual("true".utf8) { emit(.trueLiteral, from: start); return }
            if word.elementsEqual("false".utf8) { emit(.falseLiteral, from: start); return }
            if word.elementsEqual("null".utf8) { emit(.nullLiteral, from: start); return }
            let text = String(decoding: word.prefix(40), as: UTF8.self)
            let hint = text == "NaN" || text == "Infinity" ? "JSON has no NaN or Infinity" : "put text in double quotes"
            report(.unexpectedToken, "unexpected '\(text)': \(hint)", ByteRange(start, position))
            emit(.unknown, from: start)
            return
        }
        // Anything else: one UTF-8 sequence (or one bad byte), grouped with its like.
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 && (Lexer.isWordByte(byte) || Lexer.isStructural(byte)) { break }
            position += 1
        }
        if position == start { position += 1 }
        let text = Lexer.printable(String(decoding: bytes[start..<min(position, start + 16)], as: UTF8.self))
        report(.unexpectedCharacter, "unexpected '\(text)'", ByteRange(start, position))
        emit(.unknown, from: start)
    }

    /// `text` with control characters and the BOM written as `U+0000`, so a message never
    /// carries bytes that drive a terminal.
    static func printable(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF else {
                out.append(scalar)
                continue
            }
            let hex = String(value, radix: 16, uppercase: true)
            out.append(contentsOf: ("U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(out)
    }

    private static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"),
             UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}

/// The JSON number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum NumberGrammar {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var i = start
        func digit(_ i: Int) -> Bool { i < end && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if i < end, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digit(i) else { return false }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else { while digit(i) { i += 1 } }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        return i == end
    }
}
