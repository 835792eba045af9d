import JSONC
import TabBarCore
import UIKitTechnology

/// Reads a raised view's centre `y` in Swift (`SourceCenterY`): `H * 0.5`, `0.5 * H`, `H / 2`, `H * 0.5 - 14`,
/// `bounds.midY`, where `H` is the bar's whole height (`bounds.height`, `bounds.size.height`, `frame.height`,
/// `self.…`, `tabBar.…` from a controller), its content height (`H - safeAreaInsets.bottom`), a literal
/// (`49 * 0.5`, `CGFloat(49) / 2`), a getter another file's `UIView` extension may declare (`self.height`), or a
/// local of the member holding one of them (one level, two deep).
struct UIKitSwiftCenterReader: UIKitCenterOperands {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    /// The member's locals (`let h = bounds.height`).
    let locals: [String: Range<Int>]
    /// The file's members (whose names are no other file's getters).
    var members: [SwiftMember] = []

    func centerY(_ expression: Range<Int>) -> SourceCenterY {
        UIKitCenterArithmetic(self).centerY(expression)
    }

    /// The centre's x as a fraction of the bar's width: `W * 0.5`, `0.5 * W`, `W / 2`, `bounds.midX`, where `W`
    /// is `bounds.width`, `bounds.size.width`, `frame.width` (on `self` or `tabBar` too) or a local holding one; nil otherwise.
    func widthFraction(_ expression: Range<Int>) -> Double? {
        UIKitCenterArithmetic(self).widthFraction(expression)
    }

    // MARK: UIKitCenterOperands

    func stripped(_ range: Range<Int>) -> Range<Int> { values.stripped(range) }

    func literal(_ range: Range<Int>) -> Double? { values.number(range).literal }

    func isOperator(_ index: Int, _ spelling: StaticString) -> Bool { tokens.isOperator(index, spelling) }

    func bytes(_ range: Range<Int>) -> ByteRange { values.bytes(range) }

    /// The value of the member's local `range` names, given before it.
    func localValue(_ range: Range<Int>) -> Range<Int>? {
        guard let name = values.singleName(range), let value = locals[tokens.name(name)], value.upperBound <= name else { return nil }
        return value
    }

    /// `bounds.height`, `bounds.size.height`, `bounds.midY`, the same for the width and `midX` (on `frame`,
    /// `self` or `tabBar` too, or on a local holding one of those rectangles).
    /// Swift 2's `CGRectGetHeight(bounds)`, `CGRectGetWidth(self.frame)`, `CGRectGetMidY(…)`, `CGRectGetMidX(…)` of
    /// such a rectangle too.
    /// The screen's width (`UIScreen.main.bounds.width`, Swift 2's `UIScreen.mainScreen().bounds.size.width`) is the
    /// width too: a tab bar is as wide as the screen.
    func barMeasure(_ range: Range<Int>) -> UIKitBarMeasure? {
        if UIKitSwiftMeasureGetters.isScreenWidth(range, tokens) { return .width }
        if let call = values.call(range), call.arguments.count == 1, call.arguments[0].label == nil {
            let functions: [(StaticString, UIKitBarMeasure)] = [("CGRectGetHeight", .height), ("CGRectGetWidth", .width),
                                                                ("CGRectGetMidY", .middleY), ("CGRectGetMidX", .middleX)]
            guard let measure = functions.first(where: { tokens.spells(call.callee, $0.0) })?.1,
                  let rectangle = Self.chain(values.stripped(call.arguments[0].value), tokens),
                  Self.barRect(of: rectangle) == rectangle.count else { return nil }
            return measure
        }
        guard var chain = Self.chain(range, tokens) else { return nil }
        // `rect.midY` after `let rect = self.tabBar.bounds`: the local stands for the bar's rectangle.
        if chain.count >= 2, let name = values.singleName(range.lowerBound..<(range.lowerBound + 1)),
           let value = locals[tokens.name(name)], value.upperBound <= name,
           let rectangle = Self.chain(values.stripped(value), tokens), Self.barRect(of: rectangle) == rectangle.count {
            chain = rectangle + chain.dropFirst()
        }
        guard let rect = Self.barRect(of: chain) else { return nil }
        let rest = chain[rect...]
        if rest.elementsEqual(["height"]) || rest.elementsEqual(["size", "height"]) { return .height }
        if rest.elementsEqual(["width"]) || rest.elementsEqual(["size", "width"]) { return .width }
        if rest.elementsEqual(["midY"]) { return .middleY }
        if rest.elementsEqual(["midX"]) { return .middleX }
        return nil
    }

    /// `self.sl_height`, or `sl_height` written bare (no local of the member): a member of `self` that the file does
    /// not declare and that names none of the view's own rectangles, for another file's `UIView` extension to say.
    func viewGetter(_ range: Range<Int>) -> String? {
        guard let chain = Self.chain(range, tokens), chain.count == 2 && chain[0] == "self" || chain.count == 1 && locals[chain[0]] == nil,
              let name = chain.last, name != "self", !ViewMeasureGetters.viewMembers.contains(name) else { return nil }
        guard !members.contains(where: { tokens.name($0.nameToken) == name }) else { return nil }
        return name
    }

    /// `kMargin`, `Metrics.margin`, `2 * kMargin`: a name that is no local and no member of the file, spelled as a
    /// constant (capitalised, or `k` and a capital) or as a capitalised type's member, alone or times a number literal,
    /// for the project's linking to find among the numbers of the project's files (`DeclaredNumbers`).
    func pendingNumber(_ range: Range<Int>) -> PendingNumber? {
        var name = values.stripped(range)
        var scale = 1.0
        if let times = lastTopLevel(name, ["*"]) {
            let left = name.lowerBound..<times, right = (times + 1)..<name.upperBound
            if let value = literal(left) {
                scale = value
                name = values.stripped(right)
            } else if let value = literal(right) {
                scale = value
                name = values.stripped(left)
            } else {
                return nil
            }
        }
        guard let chain = Self.chain(name, tokens), let last = chain.last, let first = chain.first else { return nil }
        switch chain.count {
        case 1:
            guard locals[last] == nil, UIKitCenterNames.looksConstant(last),
                  !members.contains(where: { tokens.name($0.nameToken) == last }) else { return nil }
        case 2:
            guard first != "self", first != "Self", first.unicodeScalars.first?.properties.isUppercase == true else { return nil }
        default:
            return nil
        }
        return PendingNumber(name: chain.joined(separator: "."), scale: scale)
    }

    /// `safeAreaInsets.bottom`, `self.safeAreaInsets.bottom`.
    func isBottomInset(_ range: Range<Int>) -> Bool {
        guard let inset = Self.chain(range, tokens), inset.count >= 2 else { return false }
        return inset[inset.count - 1] == "bottom" && inset[inset.count - 2] == "safeAreaInsets"
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
