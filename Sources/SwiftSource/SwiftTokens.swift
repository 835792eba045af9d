import JSONC
import SourceText

/// The significant tokens of one Swift file as extraction reads them: the token view, whether a
/// line break precedes each token (Swift ends statements at line ends), and cheap tests.
struct SwiftTokens {
    let view: TokenView
    /// The view's tokens and bytes, held here so that the hot tests below inline.
    let tokens: [SourceToken]
    let bytes: [UInt8]
    /// For each significant token, whether a line break comes between it and the previous one.
    let lineStarts: [Bool]
    /// For each significant token, the keyword it spells.
    let keywords: [SwiftKeyword?]
    /// Whether an `#if false` branch was left out (its tokens are not in `tokens`).
    let hasInactiveCode: Bool

    /// Lexes `bytes` and builds the view.
    init(bytes: [UInt8]) {
        self.init(bytes: bytes, tokens: SwiftLexer.tokenize(bytes))
    }

    /// The tokens from their parts (see the revision initializer).
    init(view: TokenView, lineStarts: [Bool], keywords: [SwiftKeyword?], hasInactiveCode: Bool) {
        self.view = view
        tokens = view.tokens
        bytes = view.bytes
        self.lineStarts = lineStarts
        self.keywords = keywords
        self.hasInactiveCode = hasInactiveCode
    }

    /// Builds the view over `lexed`, the lexer's tokens of `bytes` (`#if false` branches left out here).
    init(bytes: [UInt8], tokens lexed: [SourceToken]) {
        let all = SwiftInactiveCode.removingInactive(lexed, in: bytes)
        hasInactiveCode = all.count != lexed.count
        view = TokenView(bytes: bytes, tokens: all)
        tokens = view.tokens
        self.bytes = bytes
        var flags: [Bool] = []
        flags.reserveCapacity(view.count)
        var sawBreak = true
        for token in all {
            switch token.kind {
            case .lineBreak:
                sawBreak = true
            case .blockComment:
                if !sawBreak { sawBreak = Self.holdsLineBreak(token.range, in: bytes) }
            case .whitespace, .lineComment:
                continue
            default:
                flags.append(sawBreak)
                sawBreak = false
            }
        }
        lineStarts = flags
        keywords = tokens.map { $0.kind == .identifier ? Self.classify($0.range, in: bytes) : nil }
    }

    static func holdsLineBreak(_ range: ByteRange, in bytes: [UInt8]) -> Bool {
        let end = min(range.end, bytes.count)
        var index = max(0, range.start)
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { return true }
            index += 1
        }
        return false
    }

    var count: Int { tokens.count }

    /// Whether token `index` is the first significant token of its line.
    func startsLine(_ index: Int) -> Bool {
        index >= 0 && index < lineStarts.count ? lineStarts[index] : true
    }

    /// Whether token `index` follows the previous token with nothing between them.
    func isAttached(_ index: Int) -> Bool {
        guard index > 0, index < count else { return false }
        return tokens[index - 1].range.end == tokens[index].range.start
    }

    func kind(_ index: Int) -> SourceTokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    func partner(_ index: Int) -> Int? { view.partner(index) }
    func text(_ index: Int) -> String { view.text(index) }

    /// The bytes of token `index` (an empty range at the end of the file past the last token).
    func range(_ index: Int) -> ByteRange {
        index >= 0 && index < tokens.count ? tokens[index].range : ByteRange.empty(at: bytes.count)
    }

    /// The bytes of the tokens `tokens` (an empty range at the first one's start when empty).
    func range(of tokens: Range<Int>) -> ByteRange {
        guard !tokens.isEmpty else { return ByteRange.empty(at: range(tokens.lowerBound).start) }
        return ByteRange(range(tokens.lowerBound).start, range(tokens.upperBound - 1).end)
    }

    /// Whether token `index` is exactly `text`.
    func spells(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        return bytes.spells(text, at: tokens[index].range)
    }

    func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

    /// Whether token `index` is the punctuation `character`.
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].range.start] == UInt8(ascii: character)
    }

    /// Whether token `index` is the operator `text`.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .operator && spells(index, text)
    }

    /// Whether token `index` is `!` or `?` written straight after the previous token (a postfix unwrap).
    func isPostfixUnwrap(_ index: Int) -> Bool {
        (isOperator(index, "!") || isOperator(index, "?")) && isAttached(index)
    }

    /// Whether token `index` is an operator that continues an expression on the next line.
    func isBinaryOperator(_ index: Int) -> Bool {
        kind(index) == .operator && !isPostfixUnwrap(index)
    }

    /// Whether token `index` is an identifier starting with an uppercase ASCII letter (a type name, by convention).
    func isTypeName(_ index: Int) -> Bool {
        guard isIdentifier(index) else { return false }
        let range = tokens[index].range
        var first = bytes[range.start]
        if first == UInt8(ascii: "`"), range.length > 1 { first = bytes[range.start + 1] }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The name token `index` spells, backticks removed.
    func name(_ index: Int) -> String {
        let range = self.range(index)
        if range.length > 2, bytes[range.start] == UInt8(ascii: "`"), bytes[range.end - 1] == UInt8(ascii: "`") {
            return String(decoding: bytes[(range.start + 1)..<(range.end - 1)], as: UTF8.self)
        }
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// Whether the name token `index` spells is `name` (backticks ignored).
    func names(_ index: Int, _ name: String) -> Bool {
        guard isIdentifier(index) else { return false }
        let range = tokens[index].range
        var length = range.length
        var start = range.start
        if length > 2, bytes[start] == UInt8(ascii: "`") { start += 1; length -= 2 }
        guard length == name.utf8.count else { return false }
        var offset = start
        for byte in name.utf8 {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    /// Whether token `index` is an identifier spelling one of `words` (backticks aside), as `names(_:_:)` for each.
    func names(_ index: Int, anyOf words: ByteWords) -> Bool {
        guard isIdentifier(index) else { return false }
        let range = tokens[index].range
        if range.length > 2, bytes[range.start] == UInt8(ascii: "`") {
            return words.contains(bytes, start: range.start + 1, length: range.length - 2)
        }
        return words.contains(bytes, start: range.start, length: range.length)
    }

    /// Whether `name(index) == name`, as strings compare (canonical equivalence), without making a
    /// string when both are ASCII (then equal strings are equal bytes).
    func spellsName(_ index: Int, _ name: String) -> Bool {
        let range = nameBytes(index)
        var isASCII = true
        for offset in range where bytes[offset] >= 0x80 { isASCII = false; break }
        if isASCII, name.utf8.allSatisfy({ $0 < 0x80 }) {
            guard range.count == name.utf8.count else { return false }
            var offset = range.lowerBound
            for byte in name.utf8 {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
        return self.name(index) == name
    }

    /// The bytes of name token `index` without backticks.
    func nameBytes(_ index: Int) -> Range<Int> {
        let range = self.range(index)
        if range.length > 2, bytes[range.start] == UInt8(ascii: "`"), bytes[range.end - 1] == UInt8(ascii: "`") {
            return (range.start + 1)..<(range.end - 1)
        }
        return range.start..<range.end
    }

    /// A hash of the name token `index` spells (FNV-1a), for tables of names without making strings.
    func nameKey(_ index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in nameBytes(index) {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Whether tokens `a` and `b` spell the same name.
    func sameName(_ a: Int, _ b: Int) -> Bool {
        let left = nameBytes(a), right = nameBytes(b)
        guard left.count == right.count else { return false }
        var offset = 0
        while offset < left.count {
            if bytes[left.lowerBound + offset] != bytes[right.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The decoded value of string token `index`, nil for other tokens and interpolated strings.
    func stringValue(_ index: Int) -> String? {
        guard kind(index) == .string else { return nil }
        return SwiftLexer.stringValue(tokens[index], in: bytes)
    }

    /// The value of number token `index`.
    func numberValue(_ index: Int) -> Double? {
        guard kind(index) == .number else { return nil }
        return SwiftLexer.numberValue(tokens[index], in: bytes)
    }

    /// The texts of the tokens in `tokens` joined with nothing between them (`@objc(name:)` → `name:`).
    func joinedText(_ tokens: Range<Int>) -> String {
        var result = ""
        for index in tokens where index >= 0 && index < count { result += text(index) }
        return result
    }
}
