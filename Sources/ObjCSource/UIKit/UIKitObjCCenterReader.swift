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

    /// A number literal, or a name the evaluator computes a number for (a `#define` size, a `static const CGFloat`).
    func literal(_ range: Range<Int>) -> Double? {
        if let (value, _) = resolver.expressions.numberLiteral(range) { return value }
        let core = view.unparenthesized(range)
        return number(named: core) ?? constant(core)
    }

    /// The number of an expression of literals and the file's macros and constants only (`2*kMargin`,
    /// `(kHeight - 10) / 2`): no `self`, no member, no message, no local of the method.
    func constant(_ range: Range<Int>) -> Double? {
        guard range.count > 1, range.count <= 32 else { return nil }
        for index in range {
            if view.isPunctuation(index, ".") || view.isPunctuation(index, "[") || view.isWord(index, "self") { return nil }
            if view.isIdentifier(index), localValue(index..<(index + 1)) != nil { return nil }
        }
        switch resolver.evaluated(range).kind {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// `kMargin`, `2 * kMargin`, `kMargin * 2`: a name the file neither declares nor assigns in the method, spelled
    /// as a constant (capitalised, or `k` and a capital), alone or times a number literal.
    func pendingNumber(_ range: Range<Int>) -> PendingNumber? {
        var name = range
        var scale = 1.0
        if let times = lastTopLevel(range, ["*"]) {
            let left = view.unparenthesized(range.lowerBound..<times), right = view.unparenthesized((times + 1)..<range.upperBound)
            if let (value, _) = resolver.expressions.numberLiteral(left) {
                scale = value
                name = right
            } else if let (value, _) = resolver.expressions.numberLiteral(right) {
                scale = value
                name = left
            } else {
                return nil
            }
        }
        guard name.count == 1, let token = name.first, view.isIdentifier(token), localValue(name) == nil,
              resolver.evaluated(name).isUnknown else { return nil }
        let text = view.text(token)
        guard UIKitCenterNames.looksConstant(text) else { return nil }
        return PendingNumber(name: text, scale: scale)
    }

    /// The number a macro or constant of the file gives, when `range` is one name (or a macro's call) of it.
    func number(named range: Range<Int>) -> Double? {
        guard let first = range.first, view.isIdentifier(first), !view.isWord(first, "self"),
              range.count == 1 || (view.isPunctuation(first + 1, "(") && view.partner(first + 1) == range.upperBound - 1),
              localValue(first..<(first + 1)) == nil else { return nil }
        switch resolver.evaluated(range).kind {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

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
    /// `CGRectGetWidth(…)`,
    /// `CGRectGetMidY(…)`, `CGRectGetMidX(…)`.
    /// The screen's width (`[UIScreen mainScreen].bounds.size.width`, `CGRectGetWidth([UIScreen mainScreen].bounds)`)
    /// is the width too: a tab bar is as wide as the screen.
    func barMeasure(_ range: Range<Int>) -> UIKitBarMeasure? {
        if Self.isScreenWidth(range, view) { return .width }
        if let chain = view.dottedChain(range), chain.count >= 3, view.isWord(chain[chain.count - 2], "size"),
           isBarRect(Array(chain.dropLast(2))) {
            if view.isWord(chain[chain.count - 1], "height") { return .height }
            if view.isWord(chain[chain.count - 1], "width") { return .width }
            return nil
        }
        guard range.count >= 4, view.isPunctuation(range.lowerBound + 1, "("), view.partner(range.lowerBound + 1) == range.upperBound - 1,
              let chain = view.dottedChain((range.lowerBound + 2)..<(range.upperBound - 1)), isBarRect(chain) else { return nil }
        if view.isWord(range.lowerBound, "CGRectGetHeight") { return .height }
        if view.isWord(range.lowerBound, "CGRectGetWidth") { return .width }
        if view.isWord(range.lowerBound, "CGRectGetMidY") { return .middleY }
        if view.isWord(range.lowerBound, "CGRectGetMidX") { return .middleX }
        return nil
    }

    /// Whether the tokens spell the screen's width (`ScreenWidthSpelling`): names, dots, brackets and parentheses.
    static func isScreenWidth(_ range: Range<Int>, _ view: TokenView) -> Bool {
        guard range.count >= 5, range.count <= 20 else { return false }
        var names: [String] = []
        for token in range {
            if view.isIdentifier(token) {
                names.append(view.text(token))
            } else if !(view.isPunctuation(token, ".") || view.isPunctuation(token, "[") || view.isPunctuation(token, "]")
                        || view.isPunctuation(token, "(") || view.isPunctuation(token, ")")) {
                return false
            }
        }
        return ScreenWidthSpelling.isScreenWidth(names)
    }

    /// `self.sl_height`: a member of `self` that no method of the file declares and that names none of the view's
    /// own rectangles, for another file's `UIView` category to say.
    func viewGetter(_ range: Range<Int>) -> String? {
        guard let chain = view.dottedChain(range), chain.count == 2, view.isWord(chain[0], "self"),
              view.isIdentifier(chain[1]) else { return nil }
        let name = view.text(chain[1])
        guard !ViewMeasureGetters.viewMembers.contains(name), !resolver.declarations.methods.contains(where: { $0.selector == name }) else { return nil }
        return name
    }

    /// `self.safeAreaInsets.bottom`, `safeAreaInsets.bottom`.
    func isBottomInset(_ range: Range<Int>) -> Bool {
        guard let inset = view.dottedChain(range), inset.count >= 2 else { return false }
        return view.isWord(inset[inset.count - 1], "bottom") && view.isWord(inset[inset.count - 2], "safeAreaInsets")
    }

    /// `self.bounds`, `self.frame`, `bounds`, `self.tabBar.bounds`, `tabBar.frame`, or a local given one of them.
    private func isBarRect(_ chain: [Int]) -> Bool {
        // `rect` after `CGRect rect = self.bounds;`.
        if chain.count == 1, let value = localValue(chain[0]..<(chain[0] + 1)),
           let rectangle = view.dottedChain(view.unparenthesized(value)), rectangle.count > 1 {
            return isBarRect(rectangle)
        }
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
