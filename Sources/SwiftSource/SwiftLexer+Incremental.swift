import JSONC
import SourceText

extension SwiftLexer {
    /// The tokens of `bytes`, reusing those of an earlier version of the same file outside the
    /// lines that changed: always equal to `tokenize(bytes)`, in time proportional to the change
    /// (plus a copy of the token array) instead of the file.
    ///
    /// Lexing restarts at the first token of the line before the first changed byte, and stops
    /// as soon as it reaches, past the change, an old line's first token in the same state (the
    /// only state carried from token to token is whether the last significant token is `.`, and
    /// whether a run of unknown bytes may continue); from there on the old tokens are the new
    /// ones, moved by the change in length.
    ///
    /// - Parameters:
    ///   - bytes: the new version.
    ///   - previousBytes: the old version; `previousTokens` must be `tokenize(previousBytes)`.
    public static func retokenize(_ bytes: [UInt8], previous previousTokens: [SourceToken],
                                  of previousBytes: [UInt8]) -> [SourceToken] {
        relex(bytes, previous: previousTokens, of: previousBytes).tokens
    }

    /// `retokenize`, also saying which bytes of the new version were lexed again. The tokens are edited
    /// in place when `previousTokens` is their only holder (the extraction of an open file hands them over):
    /// no copy of the array when the change keeps the number of tokens, one move of the tokens after it else.
    static func relex(_ bytes: [UInt8], previous previousTokens: consuming [SourceToken], of previousBytes: [UInt8]) -> SwiftRelexing {
        let change = ByteChange(from: previousBytes, to: bytes)
        if change.isEmpty {
            return SwiftRelexing(tokens: previousTokens, relexed: ByteRange.empty(at: 0), delta: 0, middle: 0..<0, reusesPrevious: true)
        }
        guard let restart = restartToken(previousTokens, before: change.prefix) else { return .fresh(bytes) }
        let resume = previousTokens[restart].range.start
        // The new tokens from `restart` on, and the first old token they join again (the old count when none).
        let (middle, suffixStart, position) = bytes.withUnsafeBufferPointer { buffer -> ([SourceToken], Int, Int) in
            var tokenizer = SwiftTokenizer(bytes: buffer, resumingAt: resume,
                                           afterPeriod: endsWithPeriod(previousTokens, before: restart, in: previousBytes))
            var old = restart
            let oldEnd = change.oldRange.end
            let newEnd = change.newRange.end
            while tokenizer.position < buffer.count {
                tokenizer.lexOne()
                let position = tokenizer.position
                guard position >= newEnd else { continue }
                let oldPosition = position - change.delta
                while old < previousTokens.count, previousTokens[old].range.start < oldPosition { old += 1 }
                // At a line start: the lines lexed again are whole, so their brackets usually pair among
                // themselves and the bracket pairs of the rest of the file are kept (TokenView.revised).
                guard old < previousTokens.count, previousTokens[old].range.start == oldPosition, oldPosition >= oldEnd,
                      old > 0, previousTokens[old - 1].kind == .lineBreak,
                      previousTokens[old].kind != .unknown, tokenizer.tokens.last?.kind != .unknown,
                      tokenizer.afterPeriod == endsWithPeriod(previousTokens, before: old, in: previousBytes) else { continue }
                return (tokenizer.tokens, old, position)
            }
            return (tokenizer.tokens, previousTokens.count, buffer.count)
        }
        let joined = suffixStart < previousTokens.count
        var tokens = previousTokens
        previousTokens = []
        tokens.replaceSubrange(restart..<suffixStart, with: middle)
        if joined, change.delta != 0 {
            let delta = change.delta
            tokens.withUnsafeMutableBufferPointer { tokens in
                for index in (restart + middle.count)..<tokens.count { tokens[index].range = tokens[index].range.shifted(by: delta) }
            }
        }
        return SwiftRelexing(tokens: tokens, relexed: ByteRange(resume, position), delta: change.delta,
                             middle: restart..<(restart + middle.count), reusesPrevious: true)
    }

    /// The token to resume lexing at for a change starting at byte `changeStart`: the first token of
    /// the line before the one holding the byte just before the change (a token's end may depend on
    /// the bytes just after it). Nil when that is the start of the file (its byte order mark and
    /// `#!` line are read only there).
    private static func restartToken(_ tokens: [SourceToken], before changeStart: Int) -> Int? {
        guard changeStart > 0, !tokens.isEmpty else { return nil }
        // The token holding byte changeStart - 1.
        var low = 0, high = tokens.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tokens[middle].range.start <= changeStart - 1 { low = middle } else { high = middle - 1 }
        }
        var index = low
        var lineStartsSeen = 0
        while index > 0 {
            if tokens[index - 1].kind == .lineBreak {
                lineStartsSeen += 1
                if lineStartsSeen == 2 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// Whether the last significant token before token `index` is the punctuation `.`.
    private static func endsWithPeriod(_ tokens: [SourceToken], before index: Int, in bytes: [UInt8]) -> Bool {
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind.isTrivia { cursor -= 1 }
        guard cursor >= 0 else { return false }
        let token = tokens[cursor]
        return token.kind == .punctuation && token.range.end - token.range.start == 1
            && token.range.start < bytes.count && bytes[token.range.start] == UInt8(ascii: ".")
    }
}

/// New tokens and where they were lexed again: outside `relexed` (bytes of the new version) the
/// old tokens were kept, moved by `delta` after it.
struct SwiftRelexing {
    let tokens: [SourceToken]
    let relexed: ByteRange
    let delta: Int
    /// The indexes in `tokens` of the tokens lexed again (those whose bytes are in `relexed`).
    let middle: Range<Int>
    /// Whether the tokens outside `middle` are the previous version's (false: lexed from scratch).
    let reusesPrevious: Bool

    /// The tokens of `bytes` lexed from scratch.
    static func fresh(_ bytes: [UInt8]) -> SwiftRelexing {
        let tokens = SwiftLexer.tokenize(bytes)
        return SwiftRelexing(tokens: tokens, relexed: ByteRange(0, bytes.count), delta: 0, middle: 0..<tokens.count,
                             reusesPrevious: false)
    }

    /// The bytes of the previous version that were lexed again.
    var previousRelexed: ByteRange { ByteRange(relexed.start, relexed.end - delta) }
}
