import JSONC
import SourceText
import TabBarCore

/// Reads a raised view's centre `y` expression (`UIKitCenterY`): `H * 0.5`, `0.5 * H`, `H / 2`, `H * 0.5 - 10`,
/// `CGRectGetMidY(self.bounds)`, where `H` is the bar's whole height (`self.bounds.size.height`,
/// `self.frame.size.height`, `CGRectGetHeight(self.bounds)`, the same on `self.tabBar`), its content height
/// (`H - self.safeAreaInsets.bottom`), a literal, or a local variable holding one of them (one level).
struct ObjCUIKitCenterReader {
    let resolver: ObjCResolver
    let method: Int
    var view: TokenView { resolver.view }

    func centerY(_ tokens: Range<Int>) -> UIKitCenterY {
        let whole = view.byteRange(tokens)
        let unknown = UIKitCenterY(basis: .unknown, range: whole, heightRange: whole)
        var core = view.unparenthesized(tokens)
        var offset = 0.0
        if let sign = lastTopLevel(core, ["+", "-"]), sign > core.lowerBound,
           let (value, _) = resolver.expressions.numberLiteral((sign + 1)..<core.upperBound) {
            offset = view.isOperator(sign, "-") ? -value : value
            core = view.unparenthesized(core.lowerBound..<sign)
        }
        var fraction = 1.0
        var height = core
        if let times = lastTopLevel(core, ["*"]) {
            let left = core.lowerBound..<times, right = (times + 1)..<core.upperBound
            if let (value, _) = resolver.expressions.numberLiteral(right) {
                fraction = value
                height = left
            } else if let (value, _) = resolver.expressions.numberLiteral(left) {
                fraction = value
                height = right
            } else {
                return unknown
            }
        } else if let divide = lastTopLevel(core, ["/"]) {
            guard let (value, _) = resolver.expressions.numberLiteral((divide + 1)..<core.upperBound), value != 0 else { return unknown }
            fraction = 1 / value
            height = core.lowerBound..<divide
        }
        height = view.unparenthesized(height)
        guard let (basis, halved) = self.basis(height, depth: 0) else { return unknown }
        return UIKitCenterY(basis: basis, fraction: halved ? fraction * 0.5 : fraction, offset: offset, range: whole,
                            heightRange: view.byteRange(height), heightIsHalved: halved)
    }

    /// The centre's x as a fraction of the bar's width: `W * 0.5`, `0.5 * W`, `W / 2`, `CGRectGetMidX(self.bounds)`,
    /// where `W` is `self.bounds.size.width` (or `frame`, or a local holding it); nil otherwise.
    func widthFraction(_ tokens: Range<Int>) -> Double? {
        let core = view.unparenthesized(tokens)
        if core.count >= 4, view.isWord(core.lowerBound, "CGRectGetMidX"), view.isPunctuation(core.lowerBound + 1, "("),
           view.partner(core.lowerBound + 1) == core.upperBound - 1,
           let chain = view.dottedChain((core.lowerBound + 2)..<(core.upperBound - 1)), isBarRect(chain) {
            return 0.5
        }
        if let times = lastTopLevel(core, ["*"]) {
            let left = core.lowerBound..<times, right = (times + 1)..<core.upperBound
            if let (value, _) = resolver.expressions.numberLiteral(right), isBarWidth(left, depth: 0) { return value }
            if let (value, _) = resolver.expressions.numberLiteral(left), isBarWidth(right, depth: 0) { return value }
            return nil
        }
        if let divide = lastTopLevel(core, ["/"]), let (value, _) = resolver.expressions.numberLiteral((divide + 1)..<core.upperBound),
           value != 0, isBarWidth(core.lowerBound..<divide, depth: 0) {
            return 1 / value
        }
        return nil
    }

    /// `self.bounds.size.width`, `self.frame.size.width`, the same on `self.tabBar`, or a local holding one.
    private func isBarWidth(_ tokens: Range<Int>, depth: Int) -> Bool {
        let core = view.unparenthesized(tokens)
        guard !core.isEmpty, depth < 3 else { return false }
        if core.count == 1, view.isIdentifier(core.lowerBound) {
            guard let assignment = resolver.bodies[method].onlyAssignment(to: view.text(core.lowerBound)),
                  assignment.terminator < core.lowerBound else { return false }
            return isBarWidth(assignment.value, depth: depth + 1)
        }
        guard let chain = view.dottedChain(core), chain.count >= 3, view.isWord(chain[chain.count - 1], "width"),
              view.isWord(chain[chain.count - 2], "size") else { return false }
        return isBarRect(Array(chain.dropLast(2)))
    }

    /// What a height expression is, and whether it is already halved (`CGRectGetMidY`).
    private func basis(_ tokens: Range<Int>, depth: Int) -> (UIKitCenterY.Basis, Bool)? {
        let core = view.unparenthesized(tokens)
        guard !core.isEmpty, depth < 3 else { return nil }
        if let (value, _) = resolver.expressions.numberLiteral(core) { return (.literal(value), false) }
        if core.count == 1, view.isIdentifier(core.lowerBound) {
            guard let assignment = resolver.bodies[method].onlyAssignment(to: view.text(core.lowerBound)),
                  assignment.terminator < core.lowerBound else { return nil }
            return basis(assignment.value, depth: depth + 1)
        }
        if let chain = view.dottedChain(core), isBarHeight(chain) { return (.wholeBar, false) }
        if core.count >= 4, view.isWord(core.lowerBound, "CGRectGetHeight") || view.isWord(core.lowerBound, "CGRectGetMidY"),
           view.isPunctuation(core.lowerBound + 1, "("), view.partner(core.lowerBound + 1) == core.upperBound - 1,
           let chain = view.dottedChain((core.lowerBound + 2)..<(core.upperBound - 1)), isBarRect(chain) {
            return (.wholeBar, view.isWord(core.lowerBound, "CGRectGetMidY"))
        }
        if let minus = lastTopLevel(core, ["-"]), minus > core.lowerBound,
           let inset = view.dottedChain((minus + 1)..<core.upperBound), inset.count >= 2,
           view.isWord(inset[inset.count - 1], "bottom"), view.isWord(inset[inset.count - 2], "safeAreaInsets"),
           let (left, halved) = basis(core.lowerBound..<minus, depth: depth + 1), left == .wholeBar, !halved {
            return (.content, false)
        }
        return nil
    }

    /// `self.bounds.size.height`, `self.frame.size.height`, `bounds.size.height`, `self.tabBar.bounds.size.height`.
    private func isBarHeight(_ chain: [Int]) -> Bool {
        guard chain.count >= 3, view.isWord(chain[chain.count - 1], "height"), view.isWord(chain[chain.count - 2], "size") else { return false }
        return isBarRect(Array(chain.dropLast(2)))
    }

    /// `self.bounds`, `self.frame`, `bounds`, `self.tabBar.bounds`, `tabBar.frame`.
    private func isBarRect(_ chain: [Int]) -> Bool {
        guard let last = chain.last, view.isWord(last, "bounds") || view.isWord(last, "frame") else { return false }
        let owner = chain.dropLast()
        switch owner.count {
        case 0: return true
        case 1: return view.isWord(owner[owner.startIndex], "self") || view.isWord(owner[owner.startIndex], "tabBar")
        case 2: return view.isWord(owner[owner.startIndex], "self") && view.isWord(owner[owner.startIndex + 1], "tabBar")
        default: return false
        }
    }

    /// The last operator token among `operators` outside brackets in `tokens`, a binary one (after an operand).
    func lastTopLevel(_ tokens: Range<Int>, _ operators: [StaticString]) -> Int? {
        var found: Int?
        var index = tokens.lowerBound
        while index < tokens.upperBound {
            if view.isOpener(index), let close = view.partner(index), close > index { index = close + 1; continue }
            if index > tokens.lowerBound, view.endsOperand(index - 1), operators.contains(where: { view.isOperator(index, $0) }) {
                found = index
            }
            index += 1
        }
        return found
    }
}
