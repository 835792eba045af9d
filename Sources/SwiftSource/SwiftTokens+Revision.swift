import JSONC
import SourceText

extension SwiftTokens {
    /// The tokens of a new version of a file, built from `previous` (the tokens of the version
    /// `relexing` revised) where the lexer's tokens were reused: equal to `SwiftTokens(bytes:tokens:)`.
    /// Nil when it cannot be: the tokens were lexed from scratch, or an `#if false` branch hides tokens
    /// in either version.
    init?(bytes: [UInt8], relexing: SwiftRelexing, previous: SwiftTokens) {
        guard let revised = Self.revised(bytes: bytes, relexing: relexing, previous: previous) else { return nil }
        self = revised.tokens
    }

    /// `init(bytes:relexing:previous:)`, editing the arrays of `previous` in place when it holds the only
    /// reference to them (the extraction of an open file hands its tokens over to the next version's): in
    /// time proportional to the change when the tokens after it did not move, else plus one pass moving them.
    /// Also returns the previous bracket partners when they were paired again (`TokenView.revise`).
    static func revised(bytes: [UInt8], relexing: SwiftRelexing, previous: consuming SwiftTokens)
        -> (tokens: SwiftTokens, previousPartners: [Int32]?)? {
        guard relexing.reusesPrevious, !previous.hasInactiveCode else { return nil }
        let middle = relexing.tokens[relexing.middle]
        // `#if false` appearing in the change: the whole file is read again.
        guard !SwiftInactiveCode.containsFalseBranch(middle, in: bytes) else { return nil }
        let replaced = relexing.previousRelexed
        // Taken apart so that each array has one holder and is edited where it lies.
        var view = previous.view
        var starts = previous.lineStarts
        var words = previous.keywords
        _ = consume previous
        let first = view.firstToken(startingAtOrAfter: replaced.start)
        let end = view.firstToken(startingAtOrAfter: replaced.end)
        let oldCount = view.count
        let previousPartners = view.revise(bytes: bytes, replacing: replaced, with: middle, delta: relexing.delta)
        let middleCount = view.count - (oldCount - (end - first))

        // The middle starts a line (lexing resumes at a line's first token).
        var middleStarts: [Bool] = []
        middleStarts.reserveCapacity(middleCount + 1)
        var sawBreak = true
        for token in middle { Self.note(token, &sawBreak, &middleStarts, bytes) }
        // The first old token after the change may now follow a line break of the change, or not.
        var next = relexing.middle.upperBound
        while next < relexing.tokens.count, relexing.tokens[next].kind.isTrivia {
            Self.note(relexing.tokens[next], &sawBreak, &middleStarts, bytes)
            next += 1
        }
        if end < oldCount {
            middleStarts.append(sawBreak)
            starts.replaceSubrange(first..<(end + 1), with: middleStarts)
        } else {
            starts.replaceSubrange(first..<end, with: middleStarts)
        }
        var middleWords: [SwiftKeyword?] = []
        middleWords.reserveCapacity(middleCount)
        for index in first..<(first + middleCount) {
            let token = view.tokens[index]
            middleWords.append(token.kind == .identifier ? Self.classify(token.range, in: bytes) : nil)
        }
        words.replaceSubrange(first..<end, with: middleWords)
        return (SwiftTokens(view: view, lineStarts: starts, keywords: words, hasInactiveCode: false), previousPartners)
    }

    /// Records in `starts` whether a line break came before each significant token.
    private static func note(_ token: SourceToken, _ sawBreak: inout Bool, _ starts: inout [Bool], _ bytes: [UInt8]) {
        switch token.kind {
        case .lineBreak:
            sawBreak = true
        case .blockComment:
            if !sawBreak { sawBreak = holdsLineBreak(token.range, in: bytes) }
        case .whitespace, .lineComment:
            break
        default:
            starts.append(sawBreak)
            sawBreak = false
        }
    }
}
