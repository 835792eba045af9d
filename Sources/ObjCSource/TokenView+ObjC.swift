import JSONC
import SourceText

/// Token tests and bounded scans the Objective-C extraction shares.
extension TokenView {
    /// Whether token `index` is the operator `text` (`=` is not `==`).
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .operator && token(index, is: text)
    }

    /// Whether token `index` is the identifier (or keyword) `text`.
    func isWord(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .identifier && token(index, is: text)
    }

    /// Whether token `index` is the `@` keyword `text` (`@end`).
    func isAtKeyword(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .atKeyword && token(index, is: text)
    }

    /// Whether token `index` is an identifier whose first byte is an ASCII capital letter.
    func isCapitalized(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let first = bytes[range(index).start]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether token `index` opens a group: `(`, `[` or `{`.
    func isOpener(_ index: Int) -> Bool {
        isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
    }

    /// Whether token `index` closes a group: `)`, `]` or `}`.
    func isCloser(_ index: Int) -> Bool {
        isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "}")
    }

    /// Whether token `index` ends an operand: an identifier, a literal or a closing bracket.
    func endsOperand(_ index: Int) -> Bool {
        switch kind(index) {
        case .identifier, .number, .string, .character: return true
        case .punctuation: return isCloser(index)
        default: return false
        }
    }

    /// The byte range of the tokens `tokens` (an empty range at the end of the file when there are none).
    func byteRange(_ tokens: Range<Int>) -> ByteRange {
        guard !tokens.isEmpty else { return ByteRange.empty(at: range(tokens.lowerBound).start) }
        return range(tokens.lowerBound, through: tokens.upperBound - 1)
    }

    /// The texts of tokens `tokens` joined without the trivia between them.
    func compactText(_ tokens: Range<Int>) -> String {
        var text = ""
        for index in tokens { text += self.text(index) }
        return text
    }

    /// The `)` `]` `}` partner of the opener `index` when it lies before `limit`.
    func closer(of index: Int, before limit: Int) -> Int? {
        guard let partner = partner(index), partner > index, partner < limit else { return nil }
        return partner
    }

    /// The index where the expression starting at `start` stops: the first `;` or `,` outside the groups
    /// it opens, a closer of an enclosing group, or `limit`.
    func expressionEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            if isPunctuation(index, ";") || isPunctuation(index, ",") { return index }
            if let partner = partner(index) {
                if partner > index { index = partner < limit ? partner + 1 : limit; continue }
                return index
            }
            if isCloser(index) { return index }
            index += 1
        }
        return limit
    }

    /// `tokens` without the parentheses that wrap all of it: `((x))` is `x`.
    func unparenthesized(_ tokens: Range<Int>) -> Range<Int> {
        var current = tokens
        var rounds = 0
        while current.count >= 2, rounds < 64, isPunctuation(current.lowerBound, "("),
              partner(current.lowerBound) == current.upperBound - 1 {
            current = (current.lowerBound + 1)..<(current.upperBound - 1)
            rounds += 1
        }
        return current
    }

    /// The dotted chain `a.b.c` that `tokens` consists of exactly, as identifier indexes; nil otherwise.
    func dottedChain(_ tokens: Range<Int>) -> [Int]? {
        guard !tokens.isEmpty, tokens.count % 2 == 1, tokens.count <= 31 else { return nil }
        var names: [Int] = []
        var index = tokens.lowerBound
        while index < tokens.upperBound {
            guard isIdentifier(index) else { return nil }
            names.append(index)
            if index + 1 < tokens.upperBound, !isPunctuation(index + 1, ".") { return nil }
            index += 2
        }
        return names
    }

    /// The text of a dotted chain: `self.tabBarController`.
    func chainText(_ names: [Int]) -> String {
        names.map { text($0) }.joined(separator: ".")
    }
}
