import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// `c ? a : b`: the branch `c` selects when `c` is a known truth value; nil when `range` holds no top-level `?`.
    func ternary(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue? {
        spend(walking: range.count, &state)
        guard let question = tokens.view.firstTopLevel(from: range.lowerBound, before: range.upperBound, where: {
            $0 > range.lowerBound && tokens.isOperator($0, "?") && !tokens.isPostfixUnwrap($0)
        }) else { return nil }
        var depth = 0
        var colon: Int?
        var cursor = question + 1
        while cursor < range.upperBound {
            if tokens.isOperator(cursor, "?"), !tokens.isPostfixUnwrap(cursor) { depth += 1 }
            if tokens.isPunctuation(cursor, ":") {
                if depth == 0 {
                    colon = cursor
                    break
                }
                depth -= 1
            }
            if let partner = tokens.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
        }
        guard let colon else { return unknown(range) }
        let condition = value(range.lowerBound..<question, scope, &state)
        guard let truth = condition.bool else { return unknown(range) }
        let branch = truth ? (question + 1)..<colon : (colon + 1)..<range.upperBound
        return value(branch, scope, &state).reached(through: bytes(range))
    }

    /// `a op b` for the loosest top-level binary operator of `range` (the last of its group: left-associative);
    /// nil when there is none.
    func binary(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue? {
        spend(walking: range.count, &state)
        var found: [Int: Int] = [:]
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if tokens.kind(cursor) == .operator, let level = level(of: cursor), isBinary(cursor, in: range) {
                found[level] = cursor
            }
            if let partner = tokens.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
        }
        guard let level = found.keys.min(), let position = found[level] else { return nil }
        let operation = tokens.view.text(position)
        let left = value(range.lowerBound..<position, scope, &state)
        // `false && x`, `true || x`, `known ?? x`: the right side is never evaluated.
        if operation == "&&", left.bool == false { return computed(.bool(false), range) }
        if operation == "||", left.bool == true { return computed(.bool(true), range) }
        if operation == "??" { return left.isUnknown ? unknown(range) : left.reached(through: bytes(range)) }
        let right = value((position + 1)..<range.upperBound, scope, &state)
        guard !left.isUnknown, !right.isUnknown, let kind = Self.apply(operation, left.kind, right.kind) else { return unknown(range) }
        return computed(kind, range)
    }

    /// The precedence group of operator token `index`, read from its bytes, loosest first as Swift groups them:
    /// `||`, `&&`, comparisons, `??`, `+ -`, `* / %`; nil for any other operator.
    private func level(of index: Int) -> Int? {
        let range = tokens.range(index)
        guard range.length <= 2 else { return nil }
        let first = tokens.bytes[range.start]
        let second = range.length == 2 ? tokens.bytes[range.start + 1] : 0
        switch (first, second) {
        case (UInt8(ascii: "|"), UInt8(ascii: "|")): return 0
        case (UInt8(ascii: "&"), UInt8(ascii: "&")): return 1
        case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")), (UInt8(ascii: "<"), 0), (UInt8(ascii: ">"), 0),
             (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")):
            return 2
        case (UInt8(ascii: "?"), UInt8(ascii: "?")): return 3
        case (UInt8(ascii: "+"), 0), (UInt8(ascii: "-"), 0): return 4
        case (UInt8(ascii: "*"), 0), (UInt8(ascii: "/"), 0), (UInt8(ascii: "%"), 0): return 5
        default: return nil
        }
    }

    /// Whether operator token `index` is written between two operands of `range` (not a prefix or postfix one).
    private func isBinary(_ index: Int, in range: Range<Int>) -> Bool {
        guard index > range.lowerBound, index + 1 < range.upperBound, !tokens.isPostfixUnwrap(index) else { return false }
        let previous = index - 1
        if tokens.kind(previous) == .operator || tokens.isPunctuation(previous, "(") || tokens.isPunctuation(previous, "[")
            || tokens.isPunctuation(previous, ",") || tokens.isPunctuation(previous, ":") {
            return tokens.isPostfixUnwrap(previous)
        }
        return true
    }

    /// `-x`, `+x`, `!x`; nil when `range` does not start with one.
    func prefix(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue? {
        let first = range.lowerBound
        guard tokens.kind(first) == .operator, range.count >= 2 else { return nil }
        let operand = value((first + 1)..<range.upperBound, scope, &state)
        let kind: EvaluatedValue.Kind?
        switch (tokens.view.text(first), operand.kind) {
        case ("-", .integer(let value)): kind = value == Int.min ? nil : .integer(-value)
        case ("-", .double(let value)): kind = .double(-value)
        case ("+", .integer), ("+", .double): kind = operand.kind
        case ("!", .bool(let value)): kind = .bool(!value)
        default: kind = nil
        }
        guard let kind else { return unknown(range) }
        // `-14` is written whole: replacing it with another number is right.
        return EvaluatedValue(kind, provenance: ValueProvenance(origin: bytes(range), isWrittenWhole: range.count == 2))
    }

    /// `left operation right` on known values; nil when the operation does not apply to them or overflows.
    static func apply(_ operation: String, _ left: EvaluatedValue.Kind, _ right: EvaluatedValue.Kind) -> EvaluatedValue.Kind? {
        switch (left, right) {
        case (.integer, .integer), (.integer, .double), (.double, .integer), (.double, .double):
            return EvaluatedValue.Kind.numeric(operation, left, right)
        case (.string(let a), .string(let b)):
            return operation == "+" ? .string(a + b) : EvaluatedValue.Kind.compared(operation, a, b)
        case (.bool(let a), .bool(let b)):
            switch operation {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case (.enumCase, .enumCase):
            switch operation {
            case "==": return .bool(left == right)
            case "!=": return .bool(left != right)
            default: return nil
            }
        default:
            return nil
        }
    }
}
