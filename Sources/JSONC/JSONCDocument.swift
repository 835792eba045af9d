/// A parsed JSONC document: the source bytes, every token (trivia included, so the
/// text can be rebuilt exactly), the tree and all syntax errors.
public struct JSONCDocument: Sendable {
    /// The source, as given.
    public let bytes: [UInt8]
    /// Every token in order; the concatenation of their ranges is the whole source.
    public let tokens: [Token]
    /// The top-level value, nil for an empty document.
    public let root: JSONNode?
    /// All syntax errors, in source order.
    public let errors: [SyntaxError]

    /// Parses `bytes`. Never fails: errors are collected and parsing recovers.
    public init(bytes: [UInt8], limits: ParseLimits = .default) {
        let (root, tokens, errors) = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONCParser(bytes: buffer, limits: limits)
            let root = parser.parseDocument()
            return (root, parser.tokens, parser.errors)
        }
        self.bytes = bytes
        self.tokens = tokens
        self.root = root
        self.errors = errors.sorted { $0.range < $1.range }
    }

    /// Parses UTF-8 text.
    public init(text: String, limits: ParseLimits = .default) {
        self.init(bytes: Array(text.utf8), limits: limits)
    }

    /// The source text of `range` (invalid UTF-8 repaired).
    public func text(in range: ByteRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The comments, in order.
    public var comments: [Token] { tokens.filter { $0.kind.isComment } }

    /// The index of the first token whose range ends after `offset` (binary search).
    public func tokenIndex(containing offset: Int) -> Int {
        var low = 0, high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.end <= offset { low = mid + 1 } else { high = mid }
        }
        return max(0, low)
    }

    /// The first non-trivia token starting at or after `offset`.
    public func significantToken(atOrAfter offset: Int) -> Token {
        var index = tokenIndex(containing: offset)
        while index < tokens.count {
            let token = tokens[index]
            if token.range.start >= offset, !token.kind.isTrivia { return token }
            index += 1
        }
        return tokens[tokens.count - 1]
    }

    /// The last non-trivia token ending at or before `offset`, if any.
    public func significantToken(before offset: Int) -> Token? {
        var index = min(tokenIndex(containing: offset), tokens.count - 1)
        while index >= 0 {
            let token = tokens[index]
            if token.range.end <= offset, !token.kind.isTrivia, token.kind != .endOfFile { return token }
            index -= 1
        }
        return nil
    }
}

/// Limits that keep hostile input from costing unbounded time or stack.
public struct ParseLimits: Sendable, Hashable {
    /// The deepest nesting of objects and arrays read into the tree.
    public var maxDepth: Int
    /// The largest document read, in bytes.
    public var maxBytes: Int

    public init(maxDepth: Int, maxBytes: Int) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    /// 128 levels, 64 MiB.
    public static let `default` = ParseLimits(maxDepth: 128, maxBytes: 64 << 20)
}
