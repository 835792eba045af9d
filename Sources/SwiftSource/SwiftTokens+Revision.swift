import JSONC
import SourceText

extension SwiftTokens {
    /// The tokens of a new version of a file, built from `previous` (the tokens of the version
    /// `relexing` revised) where the lexer's tokens were reused: equal to `SwiftTokens(bytes:tokens:)`,
    /// in time proportional to the change plus copies of the arrays. Nil when it cannot be:
    /// the tokens were lexed from scratch, or an `#if false` branch hides tokens in either version.
    init?(bytes: [UInt8], relexing: SwiftRelexing, previous: SwiftTokens) {
        guard relexing.reusesPrevious, !previous.hasInactiveCode else { return nil }
        let middle = relexing.tokens[relexing.middle]
        // `#if false` appearing in the change: the whole file is read again.
        guard !SwiftInactiveCode.containsFalseBranch(middle, in: bytes) else { return nil }
        let replaced = relexing.previousRelexed
        let view = previous.view.revised(bytes: bytes, replacing: replaced, with: middle, delta: relexing.delta)
        let first = previous.view.firstToken(startingAtOrAfter: replaced.start)
        let end = previous.view.firstToken(startingAtOrAfter: replaced.end)
        let middleCount = view.count - (previous.count - (end - first))

        var starts = Array(previous.lineStarts[0..<first])
        starts.reserveCapacity(view.count)
        // The middle starts a line (lexing resumes at a line's first token).
        var sawBreak = true
        for token in middle { Self.note(token, &sawBreak, &starts, bytes) }
        // The first old token after the change may now follow a line break of the change, or not.
        var next = relexing.middle.upperBound
        while next < relexing.tokens.count, relexing.tokens[next].kind.isTrivia {
            Self.note(relexing.tokens[next], &sawBreak, &starts, bytes)
            next += 1
        }
        if end < previous.count {
            starts.append(sawBreak)
            starts.append(contentsOf: previous.lineStarts[(end + 1)...])
        }
        var words = Array(previous.keywords[0..<first])
        words.reserveCapacity(view.count)
        for index in first..<(first + middleCount) {
            let token = view.tokens[index]
            words.append(token.kind == .identifier ? Self.classify(token.range, in: bytes) : nil)
        }
        words.append(contentsOf: previous.keywords[end...])
        self.init(view: view, lineStarts: starts, keywords: words, hasInactiveCode: false)
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
