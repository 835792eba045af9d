import JSONC

/// A few identifiers to find among many tokens: whether a token's bytes spell one of them, answered for most
/// tokens by its length and first byte alone (no `String` made, no word compared).
public struct ByteWords: Sendable {
    @usableFromInline let words: [[UInt8]]
    /// Whether some word starts with this byte.
    @usableFromInline let starts: [Bool]
    @usableFromInline let shortest: Int
    @usableFromInline let longest: Int

    public init(_ words: [String]) {
        self.words = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var starts = [Bool](repeating: false, count: 256)
        for word in self.words { starts[Int(word[0])] = true }
        self.starts = starts
        shortest = self.words.map(\.count).min() ?? 1
        longest = self.words.map(\.count).max() ?? 0
    }

    /// Whether `bytes[start..<start + length]` is one of the words.
    @inlinable public func contains(_ bytes: [UInt8], start: Int, length: Int) -> Bool {
        guard length >= shortest, length <= longest, start >= 0, start + length <= bytes.count, starts[Int(bytes[start])] else {
            return false
        }
        for word in words where word.count == length {
            var offset = 1
            while offset < length, bytes[start + offset] == word[offset] { offset += 1 }
            if offset == length { return true }
        }
        return false
    }
}

extension TokenView {
    /// Whether token `index` is an identifier spelling one of `words`.
    @inlinable public func isWord(_ index: Int, anyOf words: ByteWords) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return words.contains(bytes, start: tokens[index].range.start, length: tokens[index].range.length)
    }
}
