import JSONC

/// The derived selectors of the previous version of a file, for the declaration scan of the next one:
/// a function or initializer whose name and parameter list lie wholly before or wholly after the
/// relexed bytes, with the same tokens and bracket pairs there (compared when the pairs were not kept), has the selector it had (no string is
/// built for the hundreds of methods an edit did not touch).
struct SwiftSelectorReuse {
    private let previous: SwiftRevision
    private let relexed: ByteRange
    private let tokenShift: Int
    private let tokens: SwiftTokens

    /// Nil unless `tokens` were spliced from `previous`'s tokens by `relexing`.
    init?(previous: SwiftRevision, relexing: SwiftRelexing, tokens: SwiftTokens) {
        guard relexing.reusesPrevious, !previous.tokens.hasInactiveCode, !tokens.hasInactiveCode else { return nil }
        self.previous = previous
        relexed = relexing.relexed
        tokenShift = tokens.count - previous.tokens.count
        self.tokens = tokens
    }

    /// The previous selector of the member of `kind` named at token `name` with parameters `open...close`,
    /// nil when it must be derived again.
    func selector(of kind: SwiftMember.Kind, name: Int, open: Int, close: Int) -> String? {
        let shift: Int
        if tokens.range(close).end < relexed.start {
            shift = 0
        } else if tokens.range(name).start > relexed.end {
            shift = tokenShift
        } else {
            return nil
        }
        let members = previous.members
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].nameToken < name - shift { low = middle + 1 } else { high = middle }
        }
        guard low < members.count else { return nil }
        let old = members[low]
        guard old.nameToken == name - shift, old.kind == kind, !old.hasWrittenSelector,
              old.parameterOpen + shift == open, old.parameterClose + shift == close else { return nil }
        for index in open...close where !tokens.view.keptPairs && previous.tokens.partner(index - shift).map({ $0 + shift }) != tokens.partner(index) {
            return nil
        }
        return old.selector
    }
}
