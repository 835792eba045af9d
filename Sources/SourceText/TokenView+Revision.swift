import JSONC

extension TokenView {
    /// The view of a new version of the file, when its tokens are this view's except for the bytes
    /// `replaced` (of this version), whose tokens are now `middle` (every token of the new version
    /// in that place, trivia included); the tokens after moved by `delta` bytes. Equal to building
    /// the view from all the new tokens (see `revise`).
    public func revised(bytes newBytes: [UInt8], replacing replaced: ByteRange, with middle: ArraySlice<SourceToken>,
                        delta: Int) -> TokenView {
        var view = self
        view.revise(bytes: newBytes, replacing: replaced, with: middle, delta: delta)
        return view
    }

    /// Makes this view the view of a new version of the file (as `revised` describes), editing its
    /// arrays in place: when this view is their only holder, a change that keeps the number of tokens
    /// and bytes costs the changed tokens only (no copy of the arrays; a change in length moves the
    /// tokens after it within the same arrays).
    ///
    /// Bracket pairs are kept when the old and the new tokens of the change each pair among
    /// themselves (then nothing outside can pair differently); otherwise they are paired again.
    /// Returns the previous bracket partners when they were paired again (nil when kept), for
    /// whoever must compare them.
    @discardableResult
    public mutating func revise(bytes newBytes: [UInt8], replacing replaced: ByteRange, with middle: ArraySlice<SourceToken>,
                                delta: Int) -> [Int32]? {
        let first = firstToken(startingAtOrAfter: replaced.start)
        let end = firstToken(startingAtOrAfter: replaced.end)
        let commentFirst = firstComment(startingAtOrAfter: replaced.start)
        let commentEnd = firstComment(startingAtOrAfter: replaced.end)
        var middleTokens: [SourceToken] = []
        var middleComments: [ByteRange] = []
        for token in middle {
            if token.kind.isComment { middleComments.append(token.range) }
            if !token.kind.isTrivia { middleTokens.append(token) }
        }
        let keptPairs = Self.pairsAmongThemselves(first..<end, in: tokens, bytes)
            && Self.pairsAmongThemselves(0..<middleTokens.count, in: middleTokens, newBytes)
        let middleCount = middleTokens.count
        let shift = middleCount - (end - first)

        bytes = newBytes
        tokens.replaceSubrange(first..<end, with: middleTokens)
        comments.replaceSubrange(commentFirst..<commentEnd, with: middleComments)
        if delta != 0 {
            Self.move(&tokens, from: first + middleCount) { $0.range = $0.range.shifted(by: delta) }
            Self.move(&comments, from: commentFirst + middleComments.count) { $0 = $0.shifted(by: delta) }
        }
        self.keptPairs = keptPairs
        guard keptPairs else {
            let previous = partners
            partners = Self.pairBrackets(tokens, newBytes)
            return previous
        }
        // The pairs outside the change stay; those reaching past it move by `shift` tokens.
        let inner = Self.pairBrackets(middleTokens, newBytes).map { $0 >= 0 ? $0 + Int32(first) : -1 }
        partners.replaceSubrange(first..<end, with: inner)
        if shift != 0 {
            partners.withUnsafeMutableBufferPointer { partners in
                let limit = Int32(end)
                let moved = Int32(shift)
                for index in 0..<first where partners[index] >= limit { partners[index] += moved }
                for index in (first + middleCount)..<partners.count where partners[index] >= limit { partners[index] += moved }
            }
        }
        return nil
    }

    /// Applies `move` to the elements of `array` from `start` on, in place.
    static func move<Element>(_ array: inout [Element], from start: Int, by move: (inout Element) -> Void) {
        guard start < array.count else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            for index in start..<buffer.count { move(&buffer[index]) }
        }
    }

    /// The first significant token starting at or after `offset` (the count when none).
    public func firstToken(startingAtOrAfter offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func firstComment(startingAtOrAfter offset: Int) -> Int {
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether every bracket of `tokens[range]`, paired alone, finds its partner among them: then
    /// they leave the pairing of the brackets around them as it would be without them.
    static func pairsAmongThemselves(_ range: Range<Int>, in tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        var stack: [UInt8] = []
        for index in range where tokens[index].kind == .punctuation {
            let byte = bytes[tokens[index].range.start]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard stack.last == opener(of: byte) else { return false }
                stack.removeLast()
            default:
                continue
            }
        }
        return stack.isEmpty
    }
}
