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
    /// The previous version's bracket partners when they were paired again (nil: kept, moved).
    private let previousPartners: [Int32]?

    /// Nil unless `tokens` were spliced from `previous`'s tokens by `relexing`; `previousPartners` are
    /// the previous bracket partners when `tokens` paired them again (`SwiftTokens.revised`).
    init?(previous: SwiftRevision, previousPartners: [Int32]?, relexing: SwiftRelexing, tokens: SwiftTokens) {
        guard relexing.reusesPrevious, !previous.hasInactiveCode, !tokens.hasInactiveCode,
              tokens.view.keptPairs || previousPartners != nil else { return nil }
        self.previous = previous
        self.previousPartners = previousPartners
        relexed = relexing.relexed
        tokenShift = tokens.count - previous.tokenCount
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
        if !tokens.view.keptPairs, let previousPartners {
            for index in open...close {
                let old = index - shift
                let oldPartner = old >= 0 && old < previousPartners.count && previousPartners[old] >= 0 ? Int(previousPartners[old]) : nil
                if oldPartner.map({ $0 + shift }) != tokens.partner(index) { return nil }
            }
        }
        return old.selector
    }
}
