import JSONC
import TabBarCore
import UIKitTechnology

/// Reads the family of a Swift custom bar's `layoutSubviews()` arithmetic (`SourceBarLayout`): the slot width
/// (`bounds.width / CGFloat((items?.count ?? 0) + 1)`, the same through a local `count`, `frame.width / 5`, `(bounds.width - P) / 2`,
/// `(width - P) * 0.5`, `(W - P) / CGFloat(count)`, where the numerator names a width) and the skipped slot
/// (`if index == 2 { index += 1 }`, `index > 1 ? index + 1 : index`, `i < 2 ? i : i + 1`), literal or nothing.
struct UIKitSwiftLayoutArithmetic {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let member: SwiftMember
    let statements: UIKitSwiftStatements
    /// The file's members (whose names are no other file's getters).
    var allMembers: [SwiftMember] = []

    func layout() -> SourceBarLayout? {
        let values = Array(statements.locals.values) + statements.assignments.map(\.value)
        let candidates = (values + values.compactMap(frameWidth)).sorted { $0.lowerBound < $1.lowerBound }
            + storedWidths()
        let skipped = skip()
        // `W * 0.2` cuts fifths only beside a skipped slot: alone it may place anything.
        // A divisor another file declares is taken only when no slot width is read without it.
        let widths = candidates.lazy.compactMap(slotWidth)
        guard var layout = widths.first(where: { $0.pendingDivisor == nil })
                ?? (skipped == nil ? nil : candidates.lazy.compactMap(fraction).first) ?? widths.first else { return nil }
        if let (slot, range) = skipped {
            layout.skippedSlot = slot
            layout.skipRange = range
        }
        return layout
    }

    /// A bare name the file does not declare (`Screen_Width`): a constant of another file, which the project's linking
    /// confirms holds the screen's width (a tab bar is as wide as the screen) or drops.
    private func globalName(_ range: Range<Int>) -> String? {
        let name = values.stripped(range)
        guard name.count == 1, tokens.isIdentifier(name.lowerBound), tokens.keyword(name.lowerBound) == nil,
              statements.locals[tokens.name(name.lowerBound)] == nil,
              !allMembers.contains(where: { tokens.sameName($0.nameToken, name.lowerBound) }) else { return nil }
        return tokens.name(name.lowerBound)
    }

    /// The initializers of the bar's stored properties that `layoutSubviews` names (`var itemW: CGFloat = W / 5`),
    /// after its own expressions: a slot width kept in a property.
    private func storedWidths() -> [Range<Int>] {
        guard let owner = member.owner else { return [] }
        let body = member.body
        return allMembers.filter { stored in
            stored.owner == owner && stored.kind == .storedProperty && !stored.isStatic && !stored.body.isEmpty
                && body.contains { tokens.isIdentifier($0) && tokens.sameName($0, stored.nameToken) }
        }.map(\.body)
    }

    /// The width given to a frame made in place: `CGRect(x: …, y: …, width: W, height: …)`, `CGRectMake(x, y, W, h)`.
    private func frameWidth(_ expression: Range<Int>) -> Range<Int>? {
        guard let call = values.call(expression) else { return nil }
        if tokens.spells(call.callee, "CGRect"), call.arguments.count == 4, let label = call.arguments[2].label,
           tokens.spells(label, "width") {
            return call.arguments[2].value
        }
        if tokens.spells(call.callee, "CGRectMake"), call.arguments.count == 4, call.arguments[2].label == nil {
            return call.arguments[2].value
        }
        return nil
    }

    private func lastTopLevel(_ range: Range<Int>, _ operators: [StaticString]) -> Int? {
        UIKitSwiftCenterReader.lastTopLevel(range, operators, tokens)
    }

    /// A slot width: a division of a width.
    private func slotWidth(_ expression: Range<Int>) -> SourceBarLayout? {
        let core = values.stripped(expression)
        let whole = tokens.range(of: core)
        if let divide = lastTopLevel(core, ["/"]) {
            let numerator = values.stripped(core.lowerBound..<divide)
            let denominator = throughLocal(uncast(values.stripped((divide + 1)..<core.upperBound)))
            // `self.width / count`: a getter another file's `UIView` extension must make the width.
            let getter = namesWidth(numerator) ? nil : centers.viewGetter(numerator) ?? staticConstant(numerator) ?? globalName(numerator)
            guard namesWidth(numerator) || getter != nil else { return nil }
            let subtracted = lastTopLevel(numerator, ["-"]) != nil
            var divisor = values.number(denominator)
            // A constant of the bar's type stands at its name in the division, as another file's does.
            if divisor.literal == nil, let constant = ownConstant(denominator) {
                divisor = values.number(constant)
                divisor.range = tokens.range(of: denominator)
            }
            var layout: SourceBarLayout
            // `W / 2` is a centre, not slots: a fixed divisor lays out at least two tabs and the gap.
            if let value = divisor.literal, let count = Int(exactly: value), subtracted ? count > 0 : count > 2 {
                layout = SourceBarLayout(family: subtracted ? .plusSubtracted(count) : .fixedDivisor(count), range: whole,
                                        divisorRange: divisor.range)
            } else if divisor.literal == nil, let pending = centers.pendingNumber(denominator), pending.scale == 1 {
                // `W / kTabCount`, `W / Layout.tabCount`: a number another file declares, put in by the project's linking.
                layout = SourceBarLayout(family: subtracted ? .plusSubtracted(0) : .fixedDivisor(0), range: whole,
                                        divisorRange: tokens.range(of: denominator))
                layout.pendingDivisor = pending.name
            } else {
                guard denominator.contains(where: { tokens.spells($0, "count") }) else { return nil }
                if subtracted {
                    layout = SourceBarLayout(family: .plusSubtracted(nil), range: whole)
                } else if let plus = lastTopLevel(denominator, ["+"]), values.number((plus + 1)..<denominator.upperBound).literal == 1 {
                    layout = SourceBarLayout(family: .slotPerItemPlusOne, range: whole)
                } else {
                    return nil
                }
            }
            layout.widthGetter = getter
            return layout
        }
        if let times = lastTopLevel(core, ["*"]) {
            let numerator = values.stripped(core.lowerBound..<times)
            let factor = values.number((times + 1)..<core.upperBound)
            guard namesWidth(numerator), lastTopLevel(numerator, ["-"]) != nil,
                  let value = factor.literal, value > 0, value < 1,
                  let count = Int(exactly: (1 / value).rounded()), abs(1 / Double(count) - value) < 1e-9 else { return nil }
            return SourceBarLayout(family: .plusSubtracted(count), range: whole, divisorRange: factor.range)
        }
        return nil
    }

    private var centers: UIKitSwiftCenterReader {
        UIKitSwiftCenterReader(tokens: tokens, values: values, locals: statements.locals, members: allMembers)
    }

    /// The value of the member's local `range` names, given before it (`count` in `W / CGFloat(count)` after
    /// `let count = items.count + 1`), cast removed; `range` itself otherwise.
    private func throughLocal(_ range: Range<Int>) -> Range<Int> {
        guard let value = centers.localValue(range) else { return range }
        return uncast(values.stripped(value))
    }

    /// A slot width as a fraction of a width, `W * 0.2` (`0.2 * W`): fixed fifths; at least three slots.
    private func fraction(_ expression: Range<Int>) -> SourceBarLayout? {
        let core = values.stripped(expression)
        guard let times = lastTopLevel(core, ["*"]) else { return nil }
        let left = values.stripped(core.lowerBound..<times), right = values.stripped((times + 1)..<core.upperBound)
        for (width, factor) in [(left, values.number(right)), (right, values.number(left))] {
            guard let value = factor.literal, value > 0, value < 0.5, lastTopLevel(width, ["-", "+", "*", "/"]) == nil,
                  namesWidth(width) || centers.viewGetter(width) != nil || staticConstant(width) != nil,
                  let count = Int(exactly: (1 / value).rounded()), abs(1 / Double(count) - value) < 1e-9 else { continue }
            var layout = SourceBarLayout(family: .fixedDivisor(count), range: tokens.range(of: core), divisorRange: factor.range)
            layout.widthGetter = namesWidth(width) ? nil : centers.viewGetter(width) ?? staticConstant(width)
            return layout
        }
        return nil
    }

    /// `Sizes.screenWidth`: a static constant of a type (capitalised, no local of the member), which the project's
    /// linking keeps the layout for when it holds the screen's width, and drops it otherwise.
    private func staticConstant(_ range: Range<Int>) -> String? {
        guard let chain = UIKitSwiftCenterReader.chain(range, tokens), chain.count == 2, statements.locals[chain[0]] == nil,
              chain[0] != "self", chain[0].first?.isUppercase == true, !ViewMeasureGetters.viewMembers.contains(chain[1]) else { return nil }
        return chain[0] + "." + chain[1]
    }

    /// The initializer of a `let` stored property of the bar's own type that `range` names (`count`, `self.count`):
    /// `private let count: CGFloat = 5`. Nil for anything else.
    private func ownConstant(_ range: Range<Int>) -> Range<Int>? {
        var name = values.stripped(range)
        if name.count == 3, tokens.spells(name.lowerBound, "self"), tokens.isPunctuation(name.lowerBound + 1, ".") {
            name = (name.lowerBound + 2)..<name.upperBound
        }
        guard name.count == 1, tokens.isIdentifier(name.lowerBound), statements.locals[tokens.name(name.lowerBound)] == nil,
              let owner = member.owner else { return nil }
        let found = allMembers.first {
            $0.owner == owner && $0.kind == .storedProperty && tokens.sameName($0.nameToken, name.lowerBound)
                && ($0.firstToken..<$0.nameToken).contains { tokens.spells($0, "let") }
        }
        guard let found, !found.body.isEmpty else { return nil }
        return found.body
    }

    /// `CGFloat(x)` / `Double(x)` → `x`, for a count in a denominator.
    private func uncast(_ range: Range<Int>) -> Range<Int> {
        var range = range
        // `CGFloat(Float(n))`: casts inside casts.
        for _ in 0..<3 {
            guard range.count >= 3, tokens.isTypeName(range.lowerBound), tokens.isPunctuation(range.lowerBound + 1, "("),
                  tokens.partner(range.lowerBound + 1) == range.upperBound - 1,
                  tokens.spells(range.lowerBound, "CGFloat") || tokens.spells(range.lowerBound, "Double")
                    || tokens.spells(range.lowerBound, "Float") || tokens.spells(range.lowerBound, "Int") else { return range }
            range = values.stripped((range.lowerBound + 2)..<(range.upperBound - 1))
        }
        return range
    }

    /// Whether the expression names a width: the word `width`, a local given one, or a constant of the file holding
    /// the screen's width (`let kScreenW = UIScreen.main.bounds.width`: a tab bar is as wide as the screen).
    private func namesWidth(_ range: Range<Int>) -> Bool {
        for index in range where tokens.isIdentifier(index) {
            if tokens.spells(index, "width") { return true }
            if !tokens.isPunctuation(index - 1, "."), statements.locals[tokens.name(index)] == nil,
               allMembers.contains(where: { $0.owner == nil && tokens.sameName($0.nameToken, index)
                   && UIKitSwiftMeasureGetters.holdsScreenWidth($0, tokens) }) {
                return true
            }
            if let value = statements.locals[tokens.name(index)], value.upperBound <= index,
               value.contains(where: { tokens.spells($0, "width") }) {
                return true
            }
        }
        return false
    }

    /// The names the body steps on (`name += 1`, `name = …` as a statement): slot counters.
    private func counters(before end: Int) -> Set<String> {
        var names: Set<String> = []
        var index = member.body.lowerBound
        while index + 1 < end {
            defer { index += 1 }
            guard tokens.isIdentifier(index), !tokens.isPunctuation(index - 1, ".") else { continue }
            if tokens.isOperator(index + 1, "+=")
                || (tokens.isOperator(index + 1, "=") && tokens.startsStatement(index, bodyStart: member.body.lowerBound)) {
                names.insert(tokens.name(index))
            }
        }
        return names
    }

    /// Whether the braces of the `if` at or after token `start` read the counter at `counter` plus one: the next
    /// slot's position (`if i > 1 { v.frame.origin.x = CGFloat(i + 1) * w }`, where a closure's or a `for`'s index
    /// is not stepped on).
    private func readsNextSlot(of counter: Int, inBranchAfter start: Int) -> Bool {
        let open = tokens.isPunctuation(start, "{") ? start : start + 1
        guard tokens.isPunctuation(open, "{"), let close = tokens.partner(open), close > open else { return false }
        var index = open + 1
        while index + 2 < close {
            defer { index += 1 }
            if tokens.isIdentifier(index), tokens.sameName(index, counter), tokens.isOperator(index + 1, "+"),
               tokens.numberValue(index + 2) == 1 { return true }
        }
        return false
    }

    /// The skipped slot: `if i == k`, `i > k - 1 ? … : …`, `i >= k ? …`, `i < k ? i : i + 1`, `if i < k { … } else { …
    /// i + 1 … }`; the literal's range.
    private func skip() -> (Int, ByteRange)? {
        let end = min(member.body.upperBound, tokens.count)
        let counters = self.counters(before: end)
        var index = member.body.lowerBound
        while index + 2 < end {
            defer { index += 1 }
            guard tokens.isIdentifier(index), tokens.keyword(index) == nil, tokens.kind(index + 1) == .operator,
                  let value = tokens.numberValue(index + 2), let k = Int(exactly: value), k >= 0, k < 10 else { continue }
            let afterIf = tokens.keyword(index - 1) == .if
                || (tokens.isPunctuation(index - 1, "(") && tokens.keyword(index - 2) == .if)
            let inIf = afterIf && (tokens.isPunctuation(index + 3, "{") || tokens.isPunctuation(index + 3, ")"))
                && (counters.contains(tokens.name(index)) || readsNextSlot(of: index, inBranchAfter: index + 3))
            // `index > 1 ? index + 1 : index`, `i < 2 ? i : i + 1`: the counter itself on the other side.
            // `index > 1 ? (index + 1) : index` and a cast, `index > 1 ? CGFloat(index + 1) : CGFloat(index)`, too.
            var then = index + 4
            if tokens.isTypeName(then), tokens.isPunctuation(then + 1, "(") { then += 1 }
            if tokens.isPunctuation(then, "(") { then += 1 }
            let inTernary = (tokens.isOperator(index + 3, "?") || tokens.isPunctuation(index + 3, "?")) && tokens.sameName(index, then)
                && (tokens.isOperator(then + 1, "+") || tokens.isPunctuation(then + 1, ":") || tokens.isOperator(then + 1, ":"))
            // `if i < 2 { …i… } else { …i + 1… }`: the else branch reads the next slot.
            if afterIf, tokens.isOperator(index + 1, "<"), let open = [index + 3, index + 4].first(where: { tokens.isPunctuation($0, "{") }),
               let close = tokens.partner(open), close > open, tokens.keyword(close + 1) == .else,
               readsNextSlot(of: index, inBranchAfter: close + 2) {
                return (k, tokens.range(index + 2))
            }
            guard inIf || inTernary else { continue }
            let range = tokens.range(index + 2)
            // `i += i == 1 ? 2 : 1`: the step over slot k + 1.
            if tokens.isOperator(index + 1, "=="), index >= 2, tokens.isOperator(index - 1, "+="), tokens.sameName(index - 2, index),
               tokens.isOperator(index + 3, "?") || tokens.isPunctuation(index + 3, "?"), tokens.numberValue(index + 4) == 2,
               tokens.isOperator(index + 5, ":") || tokens.isPunctuation(index + 5, ":"), tokens.numberValue(index + 6) == 1 {
                return (k + 1, range)
            }
            if tokens.isOperator(index + 1, "=="), inIf { return (k, range) }
            if tokens.isOperator(index + 1, ">=") { return (k, range) }
            if tokens.isOperator(index + 1, ">") { return (k + 1, range) }
            if tokens.isOperator(index + 1, "<"), inTernary { return (k, range) }
        }
        return nil
    }
}
