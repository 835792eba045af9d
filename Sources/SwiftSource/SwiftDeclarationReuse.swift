import JSONC
import TabBarCore

/// The previous version's declarations and classes for the next version of a file, when an edit lies wholly inside
/// one member's braced body: the declaration scan skips every member body whole (by its bracket partner), so with
/// the bracket pairs kept it would find the same types and members, those after the edit moved by the change in
/// tokens. A keystroke in a view's `body` then scans no declaration and builds only the classes around it.
struct SwiftDeclarationReuse {
    /// The declarations of the new version.
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]
    /// The index of the member whose body holds the edit.
    let edited: Int

    /// The old significant tokens `first..<oldEnd` are now `first..<newEnd`.
    private let oldEnd: Int
    private let tokenShift: Int

    /// Nil unless `previous`'s declarations hold for `tokens`: the tokens were spliced with the bracket pairs kept,
    /// neither version has an `#if false` branch, and the replaced tokens lie strictly between the braces of one
    /// member's body.
    init?(previous: SwiftRevision, tokens: SwiftTokens, first: Int, oldEnd: Int, newEnd: Int) {
        guard tokens.view.keptPairs, !previous.hasInactiveCode, !tokens.hasInactiveCode,
              previous.types.count == previous.classes.count else { return nil }
        let members = previous.members
        // The last member starting before the change: members do not overlap and are listed in token order.
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].firstToken < first { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let edited = low - 1
        let member = members[edited]
        // The body's `{` is before the first token replaced and its `}` after the last.
        guard let close = member.close, member.body.lowerBound <= first, oldEnd <= close,
              member.body.lowerBound > member.signatureEnd else { return nil }
        self.edited = edited
        self.oldEnd = oldEnd
        tokenShift = newEnd - oldEnd
        guard tokenShift != 0 else {
            types = previous.types
            self.members = members
            return
        }
        let shift = tokenShift
        let end = oldEnd
        func moved(_ token: Int) -> Int { token >= end ? token + shift : token }
        types = previous.types.map { type in
            var type = type
            type.keywordToken = moved(type.keywordToken)
            type.nameToken = moved(type.nameToken)
            type.open = type.open.map(moved)
            type.close = type.close.map(moved)
            return type
        }
        self.members = members.indices.map { index in
            var member = members[index]
            member.parameterOpen = moved(member.parameterOpen)
            member.parameterClose = moved(member.parameterClose)
            member.firstToken = moved(member.firstToken)
            member.nameToken = moved(member.nameToken)
            member.signatureEnd = moved(member.signatureEnd)
            // The edited body's first token may be the one the change replaced or inserted before: it stays.
            member.body = (index == edited ? member.body.lowerBound : moved(member.body.lowerBound))..<moved(member.body.upperBound)
            member.close = member.close.map(moved)
            member.lastToken = moved(member.lastToken)
            return member
        }
    }

    /// Each member's previous one, as `SwiftBodyReuse` finds it: the same index, moved when after the edit; nil for the
    /// edited member and for initialiser expressions (which are read again on every edit).
    func matches(byteDelta: Int) -> [(index: Int, tokens: Int, bytes: Int)?] {
        let tokenShift = tokenShift
        return members.indices.map { index in
            guard index != edited, members[index].close != nil else { return nil }
            return index < edited ? (index, 0, 0) : (index, tokenShift, byteDelta)
        }
    }

    /// Where each member starts, in bytes, from the previous version's (`SwiftRevision.firstBytes`).
    func firstBytes(previous: [Int], byteDelta: Int) -> [Int] {
        guard byteDelta != 0 else { return previous }
        var moved = previous
        for index in moved.indices where index > edited { moved[index] += byteDelta }
        return moved
    }

    /// The previous classes, those after the change moved by `delta` bytes, and the types whose classes must be built
    /// again: those with a line that holds a byte relexed (`relexed`, in the previous version's bytes). The array is
    /// the previous one, copied once when a class is replaced.
    static func classes(previous: SwiftRevision, relexed: ByteRange, delta: Int) -> (classes: [SourceClass], rebuilt: [Int]) {
        let lines = LineLocator(bytes: previous.bytes)
        var classes = previous.classes
        var rebuilt: [Int] = []
        for index in classes.indices {
            let range = classes[index].range
            // `end(of:)` reads one byte past the line break (`\r\n`).
            if lines.end(of: max(range.start, range.end - 1)) < relexed.start { continue }
            if lines.start(of: range.start) >= relexed.end {
                if delta != 0 { classes[index] = classes[index].moved(by: delta) }
                continue
            }
            rebuilt.append(index)
        }
        return (classes, rebuilt)
    }
}

extension SourceClass {
    /// The same class, every byte position moved by `delta` (an edit before it).
    func moved(by delta: Int) -> SourceClass {
        var moved = self
        moved.nameRange = nameRange.shifted(by: delta)
        moved.range = range.shifted(by: delta)
        moved.insertionOffset = insertionOffset + delta
        moved.methods = methods.map { method in
            var method = method
            method.nameRange = method.nameRange.shifted(by: delta)
            method.signatureRange = method.signatureRange.shifted(by: delta)
            method.lineRange = method.lineRange.shifted(by: delta)
            method.returnedNumber = method.returnedNumber.map { $0.moved(by: delta) }
            method.frameWidth = method.frameWidth.map { $0.moved(by: delta) }
            method.frameHeight = method.frameHeight.map { $0.moved(by: delta) }
            return method
        }
        moved.titleAssignments = titleAssignments.map { assignment in
            var assignment = assignment
            assignment.targetRange = assignment.targetRange.shifted(by: delta)
            assignment.value = assignment.value.moved(by: delta)
            return assignment
        }
        return moved
    }
}

private extension SourceFact {
    /// The same fact, its range moved by `delta` bytes.
    func moved(by delta: Int) -> SourceFact {
        var moved = self
        moved.range = range.shifted(by: delta)
        return moved
    }
}
