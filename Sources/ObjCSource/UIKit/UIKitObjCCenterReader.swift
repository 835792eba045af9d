import JSONC
import SourceText
import TabBarCore
import UIKitTechnology

/// Reads a raised view's centre `y` expression (`SourceCenterY`): `H * 0.5`, `0.5 * H`, `H / 2`, `H * 0.5 - 10`,
/// `CGRectGetMidY(self.bounds)`, where `H` is the bar's whole height (`self.bounds.size.height`,
/// `self.frame.size.height`, `CGRectGetHeight(self.bounds)`, the same on `self.tabBar`), its content height
/// (`H - self.safeAreaInsets.bottom`), a literal, or a local variable holding one of them (one level).
struct UIKitObjCCenterReader: UIKitCenterOperands {
    let resolver: ObjCResolver
    let method: Int
    var view: TokenView { resolver.view }

    func centerY(_ tokens: Range<Int>) -> SourceCenterY {
        UIKitCenterArithmetic(self).centerY(tokens)
    }

    /// The centre's x as a fraction of the bar's width: `W * 0.5`, `0.5 * W`, `W / 2`, `CGRectGetMidX(self.bounds)`,
    /// where `W` is `self.bounds.size.width` (or `frame`, or a local holding it); nil otherwise.
    func widthFraction(_ tokens: Range<Int>) -> Double? {
        UIKitCenterArithmetic(self).widthFraction(tokens)
    }

    // MARK: UIKitCenterOperands

    func stripped(_ range: Range<Int>) -> Range<Int> { view.unparenthesized(range) }

    func literal(_ range: Range<Int>) -> Double? { resolver.expressions.numberLiteral(range)?.0 }

    func isOperator(_ index: Int, _ spelling: StaticString) -> Bool { view.isOperator(index, spelling) }

    func bytes(_ range: Range<Int>) -> ByteRange { view.byteRange(range) }

    /// The value of the method's one assignment to the identifier `range`, made before it.
    func localValue(_ range: Range<Int>) -> Range<Int>? {
        guard range.count == 1, view.isIdentifier(range.lowerBound),
              let assignment = resolver.body(method).onlyAssignment(to: view.text(range.lowerBound)),
              assignment.terminator < range.lowerBound else { return nil }
        return assignment.value
    }

    /// `self.bounds.size.height` / `.width` (or `frame`, on `self.tabBar` too), `CGRectGetHeight(self.bounds)`,
    /// `CGRectGetMidY(…)`, `CGRectGetMidX(…)`.
    func barMeasure(_ range: Range<Int>) -> UIKitBarMeasure? {
        if let chain = view.dottedChain(range), chain.count >= 3, view.isWord(chain[chain.count - 2], "size"),
           isBarRect(Array(chain.dropLast(2))) {
            if view.isWord(chain[chain.count - 1], "height") { return .height }
            if view.isWord(chain[chain.count - 1], "width") { return .width }
            return nil
        }
        guard range.count >= 4, view.isPunctuation(range.lowerBound + 1, "("), view.partner(range.lowerBound + 1) == range.upperBound - 1,
              let chain = view.dottedChain((range.lowerBound + 2)..<(range.upperBound - 1)), isBarRect(chain) else { return nil }
        if view.isWord(range.lowerBound, "CGRectGetHeight") { return .height }
        if view.isWord(range.lowerBound, "CGRectGetMidY") { return .middleY }
        if view.isWord(range.lowerBound, "CGRectGetMidX") { return .middleX }
        return nil
    }

    /// `self.safeAreaInsets.bottom`, `safeAreaInsets.bottom`.
    func isBottomInset(_ range: Range<Int>) -> Bool {
        guard let inset = view.dottedChain(range), inset.count >= 2 else { return false }
        return view.isWord(inset[inset.count - 1], "bottom") && view.isWord(inset[inset.count - 2], "safeAreaInsets")
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
