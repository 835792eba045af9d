import JSONC
import SourceText
import TabBarCore

/// Computes the value of an Objective-C expression of one file from the literals the file declares, without running
/// anything: string and number literals, `@[…]` / `@{…}`, `#define` macros (object-like and one-line function-like),
/// `NSString *const` and `static const` constants, enumeration constants, methods and getters of the file's classes
/// and categories (their bodies run by a small statement reader: locals, `NSMutableArray` appends, `for … in` and
/// counted loops over known collections, `if` on a known condition, lazy getters), `stringWithFormat:` with known
/// parts. Anything else is unknown, and every evaluation ends within its budget.
struct ObjCEvaluator {
    let file: TokenView
    let declarations: ObjCDeclarations
    let index: ObjCDeclarationIndex
    var stepLimit = 4_096
    var depthLimit = 48

    /// The names an expression is evaluated with, the class `self` is, and where the expression is written.
    struct Scope {
        var bindings: [String: EvaluatedValue] = [:]
        var className: String?
        var isClassMethod = false
        var source: ObjCDeclarationIndex.Source = 0
    }

    /// What one call has spent, and the methods and macros being evaluated (a recursion is unknown).
    struct State {
        var steps: Int
        var depth = 0
        var active: Set<String> = []
    }

    init(view: TokenView, declarations: ObjCDeclarations) {
        file = view
        self.declarations = declarations
        index = ObjCDeclarationIndex(view: view, declarations: declarations)
    }

    /// The value of the file's tokens `range`, written in a method of `className` (with `bindings` for its names).
    func evaluate(_ range: Range<Int>, className: String? = nil, isClassMethod: Bool = false,
                  bindings: [String: EvaluatedValue] = [:]) -> EvaluatedValue {
        var spent = 0
        return evaluate(range, className: className, isClassMethod: isClassMethod, bindings: bindings, spent: &spent)
    }

    /// The same, adding the steps it took to `spent` (a reader keeps the work of a file's evaluations bounded).
    func evaluate(_ range: Range<Int>, className: String?, isClassMethod: Bool, bindings: [String: EvaluatedValue],
                  spent: inout Int) -> EvaluatedValue {
        var state = State(steps: stepLimit)
        let lower = min(max(0, range.lowerBound), file.count)
        let clamped = lower..<min(max(lower, range.upperBound), file.count)
        let result = value(clamped, Scope(bindings: bindings, className: className, isClassMethod: isClassMethod), &state)
        spent += stepLimit - max(0, state.steps)
        return result
    }

    /// The class whose method holds the file's token `token`, and whether it is a class method.
    func enclosingMethod(of token: Int) -> (className: String, isClassMethod: Bool)? {
        for method in declarations.methods where method.open < token && token < method.close {
            return (declarations.containers[method.container].name, method.isClassMethod)
        }
        return nil
    }

    func view(_ scope: Scope) -> TokenView { index.view(of: scope.source, file: file) }

    func unknown(_ range: Range<Int>, _ scope: Scope) -> EvaluatedValue {
        let view = view(scope)
        guard !range.isEmpty, range.upperBound <= view.count else { return .unknown(at: ByteRange(0, 0)) }
        return .unknown(at: view.byteRange(range))
    }

    func computed(_ kind: EvaluatedValue.Kind, _ range: Range<Int>, _ scope: Scope) -> EvaluatedValue {
        let view = view(scope)
        let bytes = range.isEmpty || range.upperBound > view.count ? ByteRange(0, 0) : view.byteRange(range)
        return EvaluatedValue(kind, provenance: ValueProvenance(origin: bytes, isWrittenWhole: false))
    }

    func literal(_ kind: EvaluatedValue.Kind, _ range: Range<Int>, _ scope: Scope) -> EvaluatedValue {
        EvaluatedValue(kind, provenance: ValueProvenance(origin: view(scope).byteRange(range)))
    }

    /// The value of `range` in `scope`'s source.
    func value(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        guard state.steps > 0, state.depth < depthLimit, !range.isEmpty else { return unknown(range, scope) }
        state.steps -= 1 + range.count / 16
        state.depth += 1
        defer { state.depth -= 1 }
        let view = view(scope)
        let range = stripped(range, view, scope)
        guard !range.isEmpty else { return unknown(range, scope) }
        if let result = ternary(range, scope, &state) { return result }
        if let result = binary(range, scope, &state) { return result }
        if view.isOperator(range.lowerBound, "!") || view.isOperator(range.lowerBound, "-"), range.count > 1 {
            let operand = value((range.lowerBound + 1)..<range.upperBound, scope, &state)
            switch (view.isOperator(range.lowerBound, "!"), operand.kind) {
            case (true, .bool(let truth)): return computed(.bool(!truth), range, scope)
            case (false, .integer(let number)): return number == Int.min ? unknown(range, scope) : computed(.integer(-number), range, scope)
            case (false, .double(let number)): return computed(.double(-number), range, scope)
            default: return unknown(range, scope)
            }
        }
        return postfix(range, scope, &state)
    }

    /// Without wrapping parentheses and leading casts (`(NSString *)x`, `(CGFloat)3`). A name the file gives a value
    /// (a macro, a constant, an enumeration constant, a binding of `scope`) in parentheses is no type: `(kCount) - 1`,
    /// and nothing is cast to a member (`(items).count`).
    func stripped(_ range: Range<Int>, _ view: TokenView, _ scope: Scope? = nil) -> Range<Int> {
        var current = range
        for _ in 0..<8 {
            current = view.unparenthesized(current)
            let first = current.lowerBound
            guard current.count >= 4, view.isPunctuation(first, "("), let close = view.partner(first), close > first + 1,
                  close < current.upperBound - 1, view.isIdentifier(first + 1),
                  ((first + 1)..<close).allSatisfy({ view.isIdentifier($0) || view.isOperator($0, "*") }),
                  !view.isOperator(close + 1, "*") || close + 2 < current.upperBound else { break }
            // `(a) - b` is no cast: a cast is followed by an operand.
            if view.kind(close + 1) == .operator, !view.isOperator(close + 1, "@"), !view.isOperator(close + 1, "-") { break }
            if view.isPunctuation(close + 1, ".") { break }
            if close == first + 2 {
                let word = view.text(first + 1)
                if index.macros[word] != nil || index.constants[word] != nil || scope?.bindings[word] != nil { break }
            }
            current = (close + 1)..<current.upperBound
        }
        return current
    }

    /// `c ? a : b` (and `c ?: b`) with a known condition.
    private func ternary(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue? {
        let view = view(scope)
        guard let question = view.firstTopLevel(from: range.lowerBound, before: range.upperBound, where: { view.isOperator($0, "?") }),
              question > range.lowerBound else { return nil }
        var depth = 0
        var colon: Int?
        var cursor = question + 1
        while cursor < range.upperBound {
            if view.isOperator(cursor, "?") { depth += 1 }
            if view.isPunctuation(cursor, ":") || view.isOperator(cursor, ":") {
                if depth == 0 { colon = cursor; break }
                depth -= 1
            }
            if let partner = view.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
        }
        guard let colon else { return unknown(range, scope) }
        let condition = value(range.lowerBound..<question, scope, &state)
        guard let truth = truthValue(condition) else { return unknown(range, scope) }
        if colon == question + 1 { return truth ? condition : value((colon + 1)..<range.upperBound, scope, &state) }
        return truth ? value((question + 1)..<colon, scope, &state) : value((colon + 1)..<range.upperBound, scope, &state)
    }

    /// C's truth of a value: a bool, a non-zero number, an object (a string, an array) is true.
    func truthValue(_ value: EvaluatedValue) -> Bool? {
        switch value.kind {
        case .bool(let truth): return truth
        case .integer(let number): return number != 0
        case .double(let number): return number != 0
        case .string, .array, .dictionary: return true
        default: return nil
        }
    }

    private static let levels: [[StaticString]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

    /// The loosest binary operator at the top level of `range`, its operands evaluated (`&&` / `||` short-circuit).
    private func binary(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue? {
        let view = view(scope)
        for level in Self.levels {
            var found: Int?
            var cursor = range.lowerBound
            while cursor < range.upperBound {
                if cursor > range.lowerBound, view.kind(cursor) == .operator, level.contains(where: { view.isOperator(cursor, $0) }),
                   view.endsOperand(cursor - 1) {
                    found = cursor
                }
                if let partner = view.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
            }
            guard let operatorIndex = found, operatorIndex + 1 < range.upperBound else { continue }
            let left = value(range.lowerBound..<operatorIndex, scope, &state)
            let symbol = view.text(operatorIndex)
            if symbol == "&&" || symbol == "||", let truth = truthValue(left), truth == (symbol == "||") {
                return computed(.bool(truth), range, scope)
            }
            let right = value((operatorIndex + 1)..<range.upperBound, scope, &state)
            if symbol == "&&" || symbol == "||" {
                guard let truth = truthValue(right), truthValue(left) != nil else { return unknown(range, scope) }
                return computed(.bool(truth), range, scope)
            }
            guard let result = Self.apply(symbol, left.kind, right.kind) else { return unknown(range, scope) }
            return computed(result, range, scope)
        }
        return nil
    }

    /// A binary operation on numbers (and `==` / `!=` on strings); nil when it is not defined or overflows.
    static func apply(_ symbol: String, _ left: EvaluatedValue.Kind, _ right: EvaluatedValue.Kind) -> EvaluatedValue.Kind? {
        switch (left, right) {
        case (.integer, .integer), (.integer, .double), (.double, .integer), (.double, .double):
            return EvaluatedValue.Kind.numeric(symbol, left, right)
        case (.string(let a), .string(let b)):
            return symbol == "==" ? .bool(a == b) : symbol == "!=" ? .bool(a != b) : nil
        case (.bool(let a), .bool(let b)):
            return symbol == "==" ? .bool(a == b) : symbol == "!=" ? .bool(a != b) : nil
        default:
            return nil
        }
    }
}
