import JSONC
import TabBarCore

/// What a code front-end tells about the tokens of one expression, so that the arithmetic of a raised view's
/// centre (`UIKitCenterArithmetic`) is read the same way in every language. Token indexes are the front-end's own.
public protocol UIKitCenterOperands {
    /// `range` without the parentheses around it.
    func stripped(_ range: Range<Int>) -> Range<Int>
    /// The value of a number literal (`49`, `0.5`, `CGFloat(2)` where the language allows it), nil otherwise.
    func literal(_ range: Range<Int>) -> Double?
    /// The last binary operator among `operators` outside brackets in `range` (one written after an operand).
    func lastTopLevel(_ range: Range<Int>, _ operators: [StaticString]) -> Int?
    /// Whether token `index` is the operator `spelling`.
    func isOperator(_ index: Int, _ spelling: StaticString) -> Bool
    /// The expression a local of the member was given before `range` reads it, when `range` is that one name.
    func localValue(_ range: Range<Int>) -> Range<Int>?
    /// The measure of the bar's own rectangle that `range` names (`self.bounds.size.height`, `bounds.midY`,
    /// `CGRectGetMidX(self.bounds)`, the same on the controller's `tabBar`), nil for anything else.
    func barMeasure(_ range: Range<Int>) -> UIKitBarMeasure?
    /// The member of the view `range` reads when it is one the file does not declare (`self.sl_height`), for the
    /// project's linking to look up in other files' `UIView` getters (`ViewMeasureGetters`); nil otherwise.
    func viewGetter(_ range: Range<Int>) -> String?
    /// Whether `range` is the bottom safe-area inset (`self.safeAreaInsets.bottom`).
    func isBottomInset(_ range: Range<Int>) -> Bool
    /// A number `range` spells by one name the file does not declare, alone or times a literal (`kMargin`,
    /// `2 * kMargin`), for the project's linking to find in other files (`DeclaredNumbers`); nil otherwise.
    func pendingNumber(_ range: Range<Int>) -> PendingNumber?
    /// The bytes of `range` (a trailing `;` left out).
    func bytes(_ range: Range<Int>) -> ByteRange
}

extension UIKitCenterOperands {
    /// None by default: a front-end that cannot tell the names its file declares leaves every other name unknown.
    public func pendingNumber(_ range: Range<Int>) -> PendingNumber? { nil }
}

/// How a bar's arithmetic tells a name that may be a constant of another file from a variable.
public enum UIKitCenterNames {
    /// Whether `name` is spelled as a constant: a capital first (`LBMargin`, `TAB_HEIGHT`), or `k` then a capital
    /// (`kMargin`); parameters, locals and instance variables are spelled otherwise.
    public static func looksConstant(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(2))
        guard let first = scalars.first else { return false }
        if first.properties.isUppercase { return true }
        return first == "k" && scalars.count == 2 && scalars[1].properties.isUppercase
    }
}

/// A measure of the bar's rectangle named in code.
public enum UIKitBarMeasure: Sendable, Hashable {
    case height, middleY, width, middleX
    /// The view's middle point in its own bounds: a point getter (`CGPointMake(CGRectGetMidX(self.bounds),
    /// CGRectGetMidY(self.bounds))`, `CGPoint(x: bounds.midX, y: bounds.midY)`).
    case middle
}

/// Reads a raised view's centre: its `y` as a `SourceCenterY` (`H * 0.5`, `0.5 * H`, `H / 2`, `H * 0.5 - 10`,
/// the bar's vertical middle, where `H` is the bar's whole height, its content height `H - safeAreaInsets.bottom`,
/// a literal, a getter of the view another file may declare (`self.sl_height`), or a local holding one of them,
/// two levels deep) and its `x` as a fraction of the bar's width.
public struct UIKitCenterArithmetic<Operands: UIKitCenterOperands> {
    public let operands: Operands

    public init(_ operands: Operands) {
        self.operands = operands
    }

    /// The centre `y` written by `expression`; `.unknown` when it is none of the shapes above.
    public func centerY(_ expression: Range<Int>) -> SourceCenterY { centerY(expression, depth: 0) }

    /// The centre `y` of `expression`, or of the expression a local it names was given (`let y = bounds.midY - 10`
    /// then `CGPoint(x: x, y: y)`): the centre is read, and reported, where the arithmetic is written.
    private func centerY(_ expression: Range<Int>, depth: Int) -> SourceCenterY {
        let whole = operands.bytes(expression)
        let unknown = SourceCenterY(basis: .unknown, range: whole, heightRange: whole)
        var core = operands.stripped(expression)
        if depth < 3, let value = operands.localValue(core) {
            let center = centerY(value, depth: depth + 1)
            return center.basis == .unknown ? unknown : center
        }
        var offset = 0.0
        var pending: PendingNumber?
        if let sign = operands.lastTopLevel(core, ["+", "-"]), sign > core.lowerBound {
            let negative = operands.isOperator(sign, "-")
            if let value = literalThroughLocal((sign + 1)..<core.upperBound) {
                offset = negative ? -value : value
                core = operands.stripped(core.lowerBound..<sign)
            } else if var number = operands.pendingNumber(operands.stripped((sign + 1)..<core.upperBound)) {
                // `H * 0.5 - 2 * kMargin`, `kMargin` a macro of another header: settled when the project is linked.
                if negative { number.scale = -number.scale }
                pending = number
                core = operands.stripped(core.lowerBound..<sign)
            }
        }
        var fraction = 1.0
        var height = core
        if let times = operands.lastTopLevel(core, ["*"]) {
            let left = core.lowerBound..<times, right = (times + 1)..<core.upperBound
            if let value = operands.literal(right) {
                fraction = value
                height = left
            } else if let value = operands.literal(left) {
                fraction = value
                height = right
            } else {
                return unknown
            }
        } else if let divide = operands.lastTopLevel(core, ["/"]) {
            guard let value = operands.literal((divide + 1)..<core.upperBound), value != 0 else { return unknown }
            fraction = 1 / value
            height = core.lowerBound..<divide
        }
        height = operands.stripped(height)
        guard let (basis, halved) = basis(height, depth: 0) else { return unknown }
        var center = SourceCenterY(basis: basis, fraction: halved ? fraction * 0.5 : fraction, offset: offset, range: whole,
                                   heightRange: operands.bytes(height), heightIsHalved: halved)
        center.pendingOffset = pending
        return center
    }

    /// A number literal, or the literal a local it names was given (`paddingBottom` after `paddingBottom = 10`).
    private func literalThroughLocal(_ range: Range<Int>) -> Double? {
        if let value = operands.literal(range) { return value }
        return operands.localValue(operands.stripped(range)).flatMap(operands.literal)
    }

    /// The centre set whole by a point getter the file does not declare (`button.center = self.sl_center`), for the
    /// project's linking to settle against other files' getters (`UIKitBarMeasure.middle`); nil for anything else.
    public func pointGetter(_ expression: Range<Int>) -> SourceCenterY? {
        let core = operands.stripped(expression)
        guard let name = operands.viewGetter(core) else { return nil }
        let whole = operands.bytes(expression)
        var center = SourceCenterY(basis: .getter(name), fraction: 1, range: whole, heightRange: whole)
        center.isPointGetter = true
        return center
    }

    /// Whether a getter's point is the view's own middle: `x` half the width, `y` half the whole height.
    public func isMiddle(x: Range<Int>, y: Range<Int>) -> Bool {
        let center = centerY(y)
        return widthFraction(x) == 0.5 && center.basis == .wholeBar && center.fraction == 0.5 && center.offset == 0
            && center.pendingOffset == nil
    }

    /// The centre's `x` as a fraction of the bar's width (`W * 0.5`, `0.5 * W`, `W / 2`, the bar's horizontal
    /// middle, where `W` is the bar's width or a local holding it); nil otherwise.
    public func widthFraction(_ expression: Range<Int>) -> Double? {
        var core = operands.stripped(expression)
        // `W * 0.5 + 1`: a few points either way keep the fraction (a product binds tighter than the sum).
        if let sign = operands.lastTopLevel(core, ["+", "-"]), sign > core.lowerBound,
           operands.literal((sign + 1)..<core.upperBound) != nil {
            core = operands.stripped(core.lowerBound..<sign)
        }
        if operands.barMeasure(core) == .middleX { return 0.5 }
        if let times = operands.lastTopLevel(core, ["*"]) {
            let left = core.lowerBound..<times, right = (times + 1)..<core.upperBound
            if let value = operands.literal(right), isBarWidth(left, depth: 0) { return value }
            if let value = operands.literal(left), isBarWidth(right, depth: 0) { return value }
            return nil
        }
        if let divide = operands.lastTopLevel(core, ["/"]), let value = operands.literal((divide + 1)..<core.upperBound),
           value != 0, isBarWidth(core.lowerBound..<divide, depth: 0) {
            return 1 / value
        }
        return nil
    }

    private func isBarWidth(_ expression: Range<Int>, depth: Int) -> Bool {
        let core = operands.stripped(expression)
        guard !core.isEmpty, depth < 3 else { return false }
        if let value = operands.localValue(core) { return isBarWidth(value, depth: depth + 1) }
        return operands.barMeasure(core) == .width
    }

    /// What a height expression is, and whether it is already halved (the bar's vertical middle).
    private func basis(_ expression: Range<Int>, depth: Int) -> (SourceCenterY.Basis, Bool)? {
        let core = operands.stripped(expression)
        guard !core.isEmpty, depth < 3 else { return nil }
        if let value = operands.literal(core) { return (.literal(value), false) }
        if let value = operands.localValue(core) { return basis(value, depth: depth + 1) }
        switch operands.barMeasure(core) {
        case .height: return (.wholeBar, false)
        case .middleY: return (.wholeBar, true)
        case .width, .middleX, .middle: return nil
        case nil: break
        }
        if let name = operands.viewGetter(core) { return (.getter(name), false) }
        if let minus = operands.lastTopLevel(core, ["-"]), minus > core.lowerBound,
           operands.isBottomInset((minus + 1)..<core.upperBound),
           let (left, halved) = basis(core.lowerBound..<minus, depth: depth + 1), left == .wholeBar, !halved {
            return (.content, false)
        }
        return nil
    }
}
