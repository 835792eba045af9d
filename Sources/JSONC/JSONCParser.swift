/// Recursive-descent JSONC parser with error recovery. Depth is bounded by
/// `ParseLimits.maxDepth`; anything deeper is skipped iteratively and reported once.
struct JSONCParser {
    /// The source; valid only while `parseDocument` runs inside `withUnsafeBufferPointer`.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: ParseLimits
    private(set) var tokens: [Token] = []
    private(set) var errors: [SyntaxError] = []
    /// The start offsets of the string tokens that hold escapes or control characters (sorted).
    private var stringsNeedingWork: [Int] = []
    /// Index of the current significant token in `tokens`.
    private var cursor = 0
    private var reportedTooDeep = false

    init(bytes: UnsafeBufferPointer<UInt8>, limits: ParseLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func parseDocument() -> JSONNode? {
        guard bytes.count <= limits.maxBytes else {
            tokens = [Token(kind: .unknown, range: ByteRange(0, bytes.count)),
                      Token(kind: .endOfFile, range: .empty(at: bytes.count))]
            errors = [SyntaxError(.tooLarge, "the document is \(bytes.count) bytes; the limit is \(limits.maxBytes)",
                                  ByteRange(0, 0))]
            return nil
        }
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        tokens = lexer.tokens
        errors = lexer.errors
        stringsNeedingWork = lexer.stringsNeedingWork
        errors.append(contentsOf: UTF8Validation.errors(in: bytes, limit: Lexer.errorLimit))
        skipTrivia()
        if current.kind == .endOfFile {
            report(.emptyDocument, "the document is empty: a tab-bar configuration is an object, '{ \"items\": [...] }'",
                   current.range)
            return nil
        }
        let root = parseValue(depth: 0)
        // Anything after the root value is an error; keep reading values for recovery.
        while current.kind != .endOfFile {
            report(.trailingContent, "unexpected text after the end of the document", current.range)
            if parseValue(depth: 0) == nil { advance() }
        }
        return root
    }

    // MARK: Tokens

    private var current: Token { tokens[cursor] }

    private mutating func skipTrivia() {
        while tokens[cursor].kind.isTrivia { cursor += 1 }
    }

    private mutating func advance() {
        if tokens[cursor].kind != .endOfFile { cursor += 1 }
        skipTrivia()
    }

    private mutating func report(_ kind: SyntaxError.Kind, _ message: String, _ range: ByteRange,
                                 opening: ByteRange? = nil) {
        if errors.count < Lexer.errorLimit * 2 {
            errors.append(SyntaxError(kind, message, range, opening: opening))
        }
    }

    /// The offset just past the last significant token consumed.
    private var previousEnd: Int {
        var index = cursor - 1
        while index >= 0 {
            if !tokens[index].kind.isTrivia { return tokens[index].range.end }
            index -= 1
        }
        return 0
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) -> JSONNode? {
        let token = current
        switch token.kind {
        case .openBrace, .openBracket:
            if depth >= limits.maxDepth { return skipTooDeep() }
            return token.kind == .openBrace ? parseObject(depth: depth + 1) : parseArray(depth: depth + 1)
        case .string:
            advance()
            return JSONNode(kind: .string(decodeString(token.range)), range: token.range)
        case .number:
            advance()
            return JSONNode(kind: .number(parseNumber(token.range)), range: token.range)
        case .trueLiteral:
            advance()
            return JSONNode(kind: .bool(true), range: token.range)
        case .falseLiteral:
            advance()
            return JSONNode(kind: .bool(false), range: token.range)
        case .nullLiteral:
            advance()
            return JSONNode(kind: .null, range: token.range)
        case .unknown:
            advance()
            return JSONNode(kind: .invalid, range: token.range)
        default:
            return nil
        }
    }

    private mutating func parseObject(depth: Int) -> JSONNode {
        let open = current
        advance()
        var members: [JSONMember] = []
        while true {
            let token = current
            switch token.kind {
            case .closeBrace:
                advance()
                return JSONNode(kind: .object(members), range: ByteRange(open.range.start, token.range.end))
            case .endOfFile, .closeBracket:
                report(.unclosedContainer, "expected '}': an object is not closed",
                       ByteRange.empty(at: token.kind == .endOfFile ? previousEnd : token.range.start), opening: open.range)
                return JSONNode(kind: .object(members), range: ByteRange(open.range.start, previousEnd))
            case .comma:
                report(.expectedKey, "expected a key in double quotes, found ','", token.range)
                advance()
                continue
            case .string:
                advance()
                members.append(parseMemberRest(keyToken: token, depth: depth))
            case .unknown:
                // An unquoted key such as `title: "x"`: keep it as a key so the rest is checked.
                advance()
                if current.kind == .colon {
                    members.append(parseMemberRest(keyToken: token, depth: depth))
                }
            default:
                report(.expectedKey, "expected a key in double quotes", token.range)
                if parseValue(depth: depth) == nil { advance() }
                continue
            }
            // After a member: ',' or '}'.
            switch current.kind {
            case .comma:
                advance()
            case .closeBrace, .endOfFile, .closeBracket:
                continue
            default:
                report(.expectedCommaOrClose, "expected ',' or '}' before this: separate members with commas", current.range)
            }
        }
    }

    private mutating func parseMemberRest(keyToken: Token, depth: Int) -> JSONMember {
        let key = keyToken.kind == .string ? decodeString(keyToken.range)
            : String(decoding: bytes[keyToken.range.start..<keyToken.range.end], as: UTF8.self)
        if current.kind == .colon {
            advance()
        } else {
            report(.expectedColon, "expected ':' after the key", ByteRange.empty(at: keyToken.range.end))
            if current.kind == .comma || current.kind == .closeBrace {
                return JSONMember(key: key, keyRange: keyToken.range, value: nil)
            }
        }
        let value = parseValue(depth: depth)
        if value == nil {
            report(.expectedValue, "expected a value after ':'", ByteRange.empty(at: previousEnd))
        }
        return JSONMember(key: key, keyRange: keyToken.range, value: value)
    }

    private mutating func parseArray(depth: Int) -> JSONNode {
        let open = current
        advance()
        var elements: [JSONNode] = []
        while true {
            let token = current
            switch token.kind {
            case .closeBracket:
                advance()
                return JSONNode(kind: .array(elements), range: ByteRange(open.range.start, token.range.end))
            case .endOfFile, .closeBrace:
                report(.unclosedContainer, "expected ']': an array is not closed",
                       ByteRange.empty(at: token.kind == .endOfFile ? previousEnd : token.range.start), opening: open.range)
                return JSONNode(kind: .array(elements), range: ByteRange(open.range.start, previousEnd))
            case .comma:
                report(.expectedValue, "expected a value before ','", token.range)
                advance()
                continue
            default:
                if let value = parseValue(depth: depth) {
                    elements.append(value)
                } else {
                    report(.expectedValue, "expected a value", token.range)
                    advance()
                    continue
                }
            }
            switch current.kind {
            case .comma:
                advance()
            case .closeBracket, .endOfFile, .closeBrace:
                continue
            default:
                report(.expectedCommaOrClose, "expected ',' or ']' before this: separate values with commas", current.range)
            }
        }
    }

    /// Skips a container nested past the limit without recursion.
    private mutating func skipTooDeep() -> JSONNode {
        let start = current.range.start
        var depth = 0
        repeat {
            switch current.kind {
            case .openBrace, .openBracket: depth += 1
            case .closeBrace, .closeBracket: depth -= 1
            case .endOfFile: depth = 0
            default: break
            }
            if current.kind == .endOfFile { break }
            cursor += 1
            while tokens[cursor].kind.isTrivia { cursor += 1 }
        } while depth > 0
        let range = ByteRange(start, previousEnd)
        if !reportedTooDeep {
            reportedTooDeep = true
            report(.tooDeep, "nesting is deeper than \(limits.maxDepth) levels; the inner values are not read", range)
        }
        if current.kind == .endOfFile, depth > 0 {
            report(.unclosedContainer, "brackets are not closed", ByteRange.empty(at: start))
        }
        return JSONNode(kind: .invalid, range: range)
    }

    // MARK: Scalars

    private func parseNumber(_ range: ByteRange) -> Double {
        guard NumberGrammar.isValid(bytes, range.start, range.end) else { return .nan }
        let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        return Double(text) ?? .nan
    }

    private mutating func decodeString(_ range: ByteRange) -> String {
        let quote = bytes[range.start]
        let closed = range.length >= 2 && bytes[range.end - 1] == quote
            && !isEscapedQuote(at: range.end - 1, from: range.start)
        let bodyStart = range.start + 1
        let bodyEnd = closed ? range.end - 1 : range.end
        guard bodyStart < bodyEnd else { return "" }
        // The lexer noted every string with a backslash or a control character; the rest are copied.
        if !needsWork(stringAt: range.start) { return String(decoding: bytes[bodyStart..<bodyEnd], as: UTF8.self) }
        return decodeEscapes(bodyStart, bodyEnd)
    }

    /// Whether the string token starting at `start` was noted by the lexer (binary search;
    /// the list is empty for most documents).
    private func needsWork(stringAt start: Int) -> Bool {
        var low = 0, high = stringsNeedingWork.count
        while low < high {
            let mid = (low + high) / 2
            if stringsNeedingWork[mid] < start { low = mid + 1 } else { high = mid }
        }
        return low < stringsNeedingWork.count && stringsNeedingWork[low] == start
    }

    private func isEscapedQuote(at index: Int, from start: Int) -> Bool {
        var backslashes = 0
        var i = index - 1
        while i > start, bytes[i] == UInt8(ascii: "\\") { backslashes += 1; i -= 1 }
        return backslashes % 2 == 1
    }

    private mutating func decodeEscapes(_ start: Int, _ end: Int) -> String {
        var scalars: [UInt8] = []
        scalars.reserveCapacity(end - start)
        var index = start
        var pendingHigh: UInt32?
        func appendScalar(_ value: UInt32, into out: inout [UInt8]) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        while index < end {
            let byte = bytes[index]
            if byte < 0x20 {
                report(.controlCharacterInString, "control character in a string: write it as an escape such as \\t",
                       ByteRange(index, index + 1))
                scalars.append(byte)
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                if let high = pendingHigh { appendScalar(high, into: &scalars); pendingHigh = nil }
                scalars.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            if escape != UInt8(ascii: "u"), let high = pendingHigh {
                appendScalar(high, into: &scalars)
                pendingHigh = nil
            }
            switch escape {
            case UInt8(ascii: "\""): scalars.append(0x22)
            case UInt8(ascii: "\\"): scalars.append(0x5C)
            case UInt8(ascii: "/"): scalars.append(0x2F)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                guard let code = hexValue(index + 2, end) else {
                    // Cover `\u` and the hex digits present, never part of a multi-byte character.
                    var digitsEnd = index + 2
                    while digitsEnd < min(end, index + 6), Self.isHexDigit(bytes[digitsEnd]) { digitsEnd += 1 }
                    report(.invalidEscape, "\\u must be followed by four hex digits", ByteRange(index, digitsEnd))
                    index += 2
                    continue
                }
                index += 6
                if (0xD800...0xDBFF).contains(code) {
                    if let high = pendingHigh { appendScalar(high, into: &scalars) }
                    pendingHigh = code
                } else if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
                    appendScalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00), into: &scalars)
                    pendingHigh = nil
                } else {
                    if let high = pendingHigh { appendScalar(high, into: &scalars); pendingHigh = nil }
                    appendScalar(code, into: &scalars)
                }
                continue
            default:
                // The escaped character may be multi-byte: report and keep all of it.
                let length = max(1, UTF8Validation.sequenceLength(bytes, index + 1, end))
                let character = String(decoding: bytes[index + 1..<index + 1 + length], as: UTF8.self)
                report(.invalidEscape, "invalid escape '\\\(character)' in a string", ByteRange(index, index + 1 + length))
                scalars.append(contentsOf: bytes[index + 1..<index + 1 + length])
                index += 1 + length
                continue
            }
            index += 2
        }
        if let high = pendingHigh { appendScalar(high, into: &scalars) }
        return String(decoding: scalars, as: UTF8.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    private func hexValue(_ start: Int, _ end: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var value: UInt32 = 0
        for index in start..<start + 4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
