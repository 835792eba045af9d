import JSONC

extension TokenView {
    /// The view of a new version of the file, when its tokens are this view's except for the bytes
    /// `replaced` (of this version), whose tokens are now `middle` (every token of the new version
    /// in that place, trivia included); the tokens after moved by `delta` bytes. Equal to building
    /// the view from all the new tokens, in time proportional to the change (and a copy of the arrays).
    ///
    /// Bracket pairs are kept when the old and the new tokens of the change each pair among
    /// themselves (then nothing outside can pair differently); otherwise they are paired again.
    public func revised(bytes newBytes: [UInt8], replacing replaced: ByteRange, with middle: ArraySlice<SourceToken>,
                        delta: Int) -> TokenView {
        let first = firstToken(startingAtOrAfter: replaced.start)
        let end = firstToken(startingAtOrAfter: replaced.end)
        var significant: [SourceToken] = []
        significant.reserveCapacity(tokens.count + middle.count - (end - first))
        significant.append(contentsOf: tokens[0..<first])
        var middleComments: [ByteRange] = []
        for token in middle {
            if token.kind.isComment { middleComments.append(token.range) }
            if !token.kind.isTrivia { significant.append(token) }
        }
        let middleCount = significant.count - first
        if delta == 0 {
            significant.append(contentsOf: tokens[end...])
        } else {
            for token in tokens[end...] { significant.append(SourceToken(kind: token.kind, range: token.range.shifted(by: delta))) }
        }
        let commentFirst = firstComment(startingAtOrAfter: replaced.start)
        let commentEnd = firstComment(startingAtOrAfter: replaced.end)
        var newComments = Array(comments[0..<commentFirst])
        newComments.append(contentsOf: middleComments)
        newComments.append(contentsOf: comments[commentEnd...].map { $0.shifted(by: delta) })

        let shift = middleCount - (end - first)
        let newPartners: [Int32]
        let keptPairs = pairsAmongThemselves(first..<end, in: tokens, bytes)
            && Self.pairsAmongThemselves(first..<(first + middleCount), in: significant, newBytes)
        if keptPairs {
            var partners = [Int32](repeating: -1, count: significant.count)
            for index in 0..<first where self.partners[index] >= 0 {
                let partner = Int(self.partners[index])
                partners[index] = Int32(partner >= end ? partner + shift : partner)
            }
            let inner = Self.pairBrackets(Array(significant[first..<(first + middleCount)]), newBytes)
            for (offset, partner) in inner.enumerated() where partner >= 0 { partners[first + offset] = partner + Int32(first) }
            for index in end..<tokens.count where self.partners[index] >= 0 {
                let partner = Int(self.partners[index])
                partners[index + shift] = Int32(partner >= end ? partner + shift : partner)
            }
            newPartners = partners
        } else {
            newPartners = Self.pairBrackets(significant, newBytes)
        }
        return TokenView(bytes: newBytes, significant: significant, comments: newComments, partners: newPartners, keptPairs: keptPairs)
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

    private func pairsAmongThemselves(_ range: Range<Int>, in tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        Self.pairsAmongThemselves(range, in: tokens, bytes)
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
