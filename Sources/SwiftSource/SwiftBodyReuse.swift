import JSONC

/// Finds, for a member of the new version of a file, the body facts of the same member in the
/// previous version when the edit cannot have changed them: the member lies wholly before or
/// wholly after the relexed bytes, it has the same shape there, and its type reads the same.
/// A class: it remembers the type comparisons made during one extraction.
final class SwiftBodyReuse {
    private let previous: SwiftRevision
    private let relexed: ByteRange
    private let byteShift: Int
    private let tokenShift: Int
    private let tokens: SwiftTokens
    private let types: [SwiftTypeDeclaration]
    /// What a body scan reads of each type of the new version.
    private let ownerKeys: [SwiftOwnerKey]
    /// Whether a previous type and a new one read the same, by `previous * types.count + new`, compared
    /// once (a large type has hundreds of members).
    private var sameOwners: [Int: Bool] = [:]

    init(previous: SwiftRevision, relexing: SwiftRelexing, tokens: SwiftTokens, types: [SwiftTypeDeclaration]) {
        self.previous = previous
        relexed = relexing.relexed
        byteShift = relexing.delta
        tokenShift = tokens.count - previous.tokenCount
        self.tokens = tokens
        self.types = types
        ownerKeys = types.map(SwiftOwnerKey.init)
    }

    /// The previous member `member` is, unchanged, with how far it moved; nil when it must be read again.
    func previousMember(of member: SwiftMember) -> (index: Int, tokens: Int, bytes: Int)? {
        guard member.close != nil else { return nil }
        let first = tokens.range(member.firstToken).start
        let last = tokens.range(member.lastToken).end
        let shift: (tokens: Int, bytes: Int)
        if last < relexed.start {
            shift = (0, 0)
        } else if first > relexed.end {
            shift = (tokenShift, byteShift)
        } else {
            return nil
        }
        guard let index = previousMember(startingAt: member.firstToken - shift.tokens, named: member.nameToken - shift.tokens) else {
            return nil
        }
        let old = previous.members[index]
        guard old.kind == member.kind, old.isStatic == member.isStatic, old.selector == member.selector,
              old.nameToken + shift.tokens == member.nameToken, old.lastToken + shift.tokens == member.lastToken,
              old.parameterOpen + shift.tokens == member.parameterOpen, old.parameterClose + shift.tokens == member.parameterClose,
              old.signatureEnd + shift.tokens == member.signatureEnd,
              old.body.lowerBound + shift.tokens == member.body.lowerBound, old.body.upperBound + shift.tokens == member.body.upperBound,
              old.close.map({ $0 + shift.tokens }) == member.close,
              previous.firstBytes[index] + shift.bytes == first,
              sameOwner(old.owner, member.owner) else { return nil }
        return (index, shift.tokens, shift.bytes)
    }
}

extension SwiftBodyReuse {
    /// The previous member whose first token is `first` and name token `name` (`let a = 1, b = 2` declares
    /// two from one first token), by a binary search: the scanner lists members in the order of their tokens
    /// (were they not, a member would be missed and its body read again, never reused wrongly).
    private func previousMember(startingAt first: Int, named name: Int) -> Int? {
        let members = previous.members
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].firstToken < first { low = middle + 1 } else { high = middle }
        }
        while low < members.count, members[low].firstToken == first {
            if members[low].nameToken == name { return low }
            low += 1
        }
        return nil
    }

    /// Whether previous type `old` and new type `new` read the same to a body scan (both nil: file scope).
    private func sameOwner(_ old: Int?, _ new: Int?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        let key = old * ownerKeys.count + new
        if let known = sameOwners[key] { return known }
        let same = previous.ownerKeys[old] == ownerKeys[new]
        sameOwners[key] = same
        return same
    }
}
