import JSONC
import TabBarCore

/// Reads a raised view's centre `y` in Swift (`UIKitCenterY`): `H * 0.5`, `0.5 * H`, `H / 2`, `H * 0.5 - 14`,
/// `bounds.midY`, where `H` is the bar's whole height (`bounds.height`, `bounds.size.height`, `frame.height`,
/// `self.…`, `tabBar.…` from a controller), its content height (`H - safeAreaInsets.bottom`), a literal
/// (`49 * 0.5`, `CGFloat(49) / 2`), or a local of the member holding one of them (one level, two deep).
struct SwiftUIKitCenterReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    /// The member's locals (`let h = bounds.height`).
    let locals: [String: Range<Int>]

    func centerY(_ expression: Range<Int>) -> UIKitCenterY {
        let whole = values.bytes(expression)
        let unknown = UIKitCenterY(basis: .unknown, range: whole, heightRange: whole)
        var core = values.stripped(expression)
        var offset = 0.0
        if let sign = lastTopLevel(core, ["+", "-"]), sign > core.lowerBound,
           let value = values.number((sign + 1)..<core.upperBound).literal {
            offset = tokens.isOperator(sign, "-") ? -value : value
            core = values.stripped(core.lowerBound..<sign)
        }
        var fraction = 1.0
        var height = core
        if let times = lastTopLevel(core, ["*"]) {
            let left = core.lowerBound..<times, right = (times + 1)..<core.upperBound
            if let value = values.number(right).literal {
                fraction = value
                height = left
            } else if let value = values.number(left).literal {
                fraction = value
                height = right
            } else {
                return unknown
            }
        } else if let divide = lastTopLevel(core, ["/"]) {
            guard let value = values.number((divide + 1)..<core.upperBound).literal, value != 0 else { return unknown }
            fraction = 1 / value
            height = core.lowerBound..<divide
        }
        height = values.stripped(height)
        guard let (basis, halved) = basis(height, depth: 0) else { return unknown }
        return UIKitCenterY(basis: basis, fraction: halved ? fraction * 0.5 : fraction, offset: offset, range: whole,
                            heightRange: tokens.range(of: height), heightIsHalved: halved)
    }

    /// The centre's x as a fraction of the bar's width: `W * 0.5`, `0.5 * W`, `W / 2`, `bounds.midX`, where `W`
    /// is `bounds.width`, `bounds.size.width`, `frame.width` (on `self` or `tabBar` too) or a local holding one; nil otherwise.
    func widthFraction(_ expression: Range<Int>) -> Double? {
        let core = values.stripped(expression)
        if let chain = Self.chain(core, tokens), let rect = Self.barRect(of: chain), chain[rect...].elementsEqual(["midX"]) {
            return 0.5
        }
        if let times = lastTopLevel(core, ["*"]) {
            let left = core.lowerBound..<times, right = (times + 1)..<core.upperBound
            if let value = values.number(right).literal, isBarWidth(left, depth: 0) { return value }
            if let value = values.number(left).literal, isBarWidth(right, depth: 0) { return value }
            return nil
        }
        if let divide = lastTopLevel(core, ["/"]), let value = values.number((divide + 1)..<core.upperBound).literal, value != 0,
           isBarWidth(core.lowerBound..<divide, depth: 0) {
            return 1 / value
        }
        return nil
    }

    /// `bounds.width`, `self.bounds.size.width`, `tabBar.frame.width`, or a local holding one.
    private func isBarWidth(_ expression: Range<Int>, depth: Int) -> Bool {
        let core = values.stripped(expression)
        guard !core.isEmpty, depth < 3 else { return false }
        if let name = values.singleName(core) {
            guard let value = locals[tokens.name(name)], value.upperBound <= name else { return false }
            return isBarWidth(value, depth: depth + 1)
        }
        guard let chain = Self.chain(core, tokens), let rect = Self.barRect(of: chain) else { return false }
        let rest = chain[rect...]
        return rest.elementsEqual(["width"]) || rest.elementsEqual(["size", "width"])
    }

    /// What a height expression is, and whether it is already halved (`bounds.midY`).
    private func basis(_ expression: Range<Int>, depth: Int) -> (UIKitCenterY.Basis, Bool)? {
        let core = values.stripped(expression)
        guard !core.isEmpty, depth < 3 else { return nil }
        if let value = values.number(core).literal { return (.literal(value), false) }
        if let name = values.singleName(core) {
            guard let value = locals[tokens.name(name)], value.upperBound <= name else { return nil }
            return basis(value, depth: depth + 1)
        }
        if let minus = lastTopLevel(core, ["-"]), minus > core.lowerBound,
           let inset = Self.chain((minus + 1)..<core.upperBound, tokens), inset.count >= 2,
           inset[inset.count - 1] == "bottom", inset[inset.count - 2] == "safeAreaInsets",
           let (left, halved) = basis(core.lowerBound..<minus, depth: depth + 1), left == .wholeBar, !halved {
            return (.content, false)
        }
        guard let chain = Self.chain(core, tokens) else { return nil }
        if let rect = Self.barRect(of: chain) {
            let rest = chain[rect...]
            if rest.elementsEqual(["height"]) || rest.elementsEqual(["size", "height"]) { return (.wholeBar, false) }
            if rest.elementsEqual(["midY"]) { return (.wholeBar, true) }
        }
        return nil
    }

    /// The index just past `bounds` / `frame` in a chain naming the bar's rectangle: `bounds…`, `self.bounds…`,
    /// `tabBar.frame…`, `self.tabBar.bounds…`.
    static func barRect(of chain: [String]) -> Int? {
        guard let rect = chain.firstIndex(where: { $0 == "bounds" || $0 == "frame" }) else { return nil }
        let owner = chain[..<rect]
        switch owner.count {
        case 0: return rect + 1
        case 1: return owner.first == "self" || owner.first == "tabBar" ? rect + 1 : nil
        case 2: return owner.elementsEqual(["self", "tabBar"]) ? rect + 1 : nil
        default: return nil
        }
    }

    /// The names of a dotted chain `a.b.c` (postfix `?` / `!` allowed), nil when the tokens are anything else.
    static func chain(_ range: Range<Int>, _ tokens: SwiftTokens) -> [String]? {
        var names: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard tokens.isIdentifier(index) else { return nil }
            names.append(tokens.name(index))
            index += 1
            while index < range.upperBound, tokens.isPostfixUnwrap(index) { index += 1 }
            if index == range.upperBound { break }
            guard tokens.isPunctuation(index, "."), index + 1 < range.upperBound else { return nil }
            index += 1
        }
        return names.isEmpty ? nil : names
    }

    /// The last binary operator among `operators` outside brackets in `range` (one written after an operand).
    func lastTopLevel(_ range: Range<Int>, _ operators: [StaticString]) -> Int? {
        Self.lastTopLevel(range, operators, tokens)
    }

    static func lastTopLevel(_ range: Range<Int>, _ operators: [StaticString], _ tokens: SwiftTokens) -> Int? {
        var found: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens.isPunctuation(index, "(") || tokens.isPunctuation(index, "[") || tokens.isPunctuation(index, "{"),
               let close = tokens.partner(index), close > index {
                index = close + 1
                continue
            }
            if index > range.lowerBound, tokens.kind(index) == .operator, !tokens.isPostfixUnwrap(index),
               endsOperand(index - 1, tokens), operators.contains(where: { tokens.isOperator(index, $0) }) {
                found = index
            }
            index += 1
        }
        return found
    }

    /// Whether token `index` can end an operand (so that an operator after it is binary).
    private static func endsOperand(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        switch tokens.kind(index) {
        case .identifier, .number, .string: return true
        case .operator: return tokens.isPostfixUnwrap(index)
        default: return tokens.isPunctuation(index, ")") || tokens.isPunctuation(index, "]")
        }
    }
}
