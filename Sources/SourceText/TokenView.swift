import JSONC

/// The significant tokens of a source file (trivia left out) with their bracket pairs: what
/// extraction walks. Comments are kept aside for suppression directives.
public struct TokenView: Sendable {
    public internal(set) var bytes: [UInt8]
    /// The non-trivia tokens, in order.
    public internal(set) var tokens: [SourceToken]
    /// The comments' ranges, in order.
    public internal(set) var comments: [ByteRange]
    /// For each token, the index of its matching bracket, or -1.
    @usableFromInline var partners: [Int32]
    /// Whether this view was revised from another keeping its bracket pairs: every pair outside the
    /// revised tokens is the old pair, moved (`revised(bytes:replacing:with:delta:)`).
    public internal(set) var keptPairs = false

    /// Builds the view from every token of `bytes` (as a lexer returns them).
    public init(bytes: [UInt8], tokens all: [SourceToken]) {
        self.bytes = bytes
        // Counted first, then copied into an array of the exact size (no append's checks per token).
        var significant = 0
        var comments: [ByteRange] = []
        for token in all {
            if !token.kind.isTrivia { significant += 1 } else if token.kind.isComment { comments.append(token.range) }
        }
        let tokens = all.withUnsafeBufferPointer { all in
            [SourceToken](unsafeUninitializedCapacity: significant) { buffer, initialized in
                var next = 0
                for token in all where !token.kind.isTrivia && next < significant {
                    buffer[next] = token
                    next += 1
                }
                initialized = next
            }
        }
        self.tokens = tokens
        self.comments = comments
        partners = Self.pairBrackets(tokens, bytes)
    }

    /// A view from its parts (see `revised`).
    init(bytes: [UInt8], significant: [SourceToken], comments: [ByteRange], partners: [Int32], keptPairs: Bool) {
        self.bytes = bytes
        tokens = significant
        self.comments = comments
        self.partners = partners
        self.keptPairs = keptPairs
    }

    static func pairBrackets(_ tokens: [SourceToken], _ bytes: [UInt8]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        stack.reserveCapacity(64)
        // Over the arrays' buffers: one bounds test of the bytes per bracket, none per token.
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                partners.withUnsafeMutableBufferPointer { partners in
                    for index in tokens.indices where tokens[index].kind == .punctuation {
                        let start = tokens[index].range.start
                        guard start < bytes.count else { continue }
                        switch bytes[start] {
                        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                            stack.append(index)
                        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                            // Pair with the nearest opener of the same kind among the top few (a bounded search keeps
                            // this linear); openers above it stay unpaired, a closer with none is left alone.
                            let wanted = opener(of: bytes[start])
                            var at = stack.count - 1
                            while at >= 0, at >= stack.count - 8, bytes[tokens[stack[at]].range.start] != wanted { at -= 1 }
                            if at >= 0, at >= stack.count - 8 {
                                partners[index] = Int32(stack[at])
                                partners[stack[at]] = Int32(index)
                                while stack.count > at { stack.removeLast() }
                            }
                        default:
                            continue
                        }
                    }
                }
            }
        }
        return partners
    }

    static func opener(of closer: UInt8) -> UInt8 {
        switch closer {
        case UInt8(ascii: ")"): return UInt8(ascii: "(")
        case UInt8(ascii: "]"): return UInt8(ascii: "[")
        default: return UInt8(ascii: "{")
        }
    }

    /// The number of significant tokens.
    @inlinable public var count: Int { tokens.count }

    /// The kind of token `index`, nil past either end.
    @inlinable public func kind(_ index: Int) -> SourceTokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The matching bracket of token `index`, nil when it has none.
    @inlinable public func partner(_ index: Int) -> Int? {
        guard index >= 0, index < partners.count, partners[index] >= 0 else { return nil }
        return Int(partners[index])
    }

    /// The text of token `index` ("" past either end).
    public func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        let range = tokens[index].range
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// The text of the bytes in `range`.
    public func text(in range: ByteRange) -> String {
        let start = max(0, min(range.start, bytes.count)), end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether token `index` is exactly `text` (no allocation).
    @inlinable public func token(_ index: Int, is text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        return bytes.spells(text, at: tokens[index].range)
    }

    /// Whether token `index` is the punctuation byte `character`.
    @inlinable public func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].range.start] == UInt8(ascii: character)
    }

    /// Whether token `index` is an identifier.
    @inlinable public func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

    /// The range of token `index` (an empty range at the end past the last token).
    @inlinable public func range(_ index: Int) -> ByteRange {
        guard index >= 0, index < tokens.count else { return ByteRange.empty(at: bytes.count) }
        return tokens[index].range
    }

    /// The range from the start of token `first` to the end of token `last`.
    @inlinable public func range(_ first: Int, through last: Int) -> ByteRange {
        ByteRange(range(first).start, range(max(first, last)).end)
    }

    /// The first token index at or after `start` and before `end` for which `match` holds,
    /// skipping bracketed groups that open after `start`.
    public func firstTopLevel(from start: Int, before end: Int, where match: (Int) -> Bool) -> Int? {
        var index = start
        while index < min(end, tokens.count) {
            if match(index) { return index }
            if let partner = partner(index), partner > index { index = partner + 1 } else { index += 1 }
        }
        return nil
    }

    /// The indexes in `start..<end` that are not inside a bracketed group opened in that span, split at
    /// top-level `separator` punctuation: the elements of a list.
    public func split(from start: Int, before end: Int, at separator: Unicode.Scalar) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart = start
        var index = start
        let limit = min(end, tokens.count)
        while index < limit {
            if isPunctuation(index, separator) {
                parts.append(partStart..<index)
                partStart = index + 1
                index += 1
                continue
            }
            if let partner = partner(index), partner > index, partner < limit { index = partner + 1 } else { index += 1 }
        }
        if partStart < limit { parts.append(partStart..<limit) }
        return parts
    }
}
