import JSONC
import TabBarCore

/// Computes the value of an expression of one Swift file from the literals the file declares, without running
/// anything: constants (`static let`, global `let`), enumeration cases and raw values, `switch self` computed
/// properties, `Enum.allCases`, array literals, string `+` and interpolation of known parts, arithmetic, ternaries
/// with a known condition, member access on a known case (`Tab.home.title`). Anything else is unknown.
///
/// Every evaluation ends: each step spends from a budget, nesting is bounded, and a property met again while it is
/// being evaluated (a recursion) is unknown. Nothing is remembered between calls.
struct SwiftEvaluator: Sendable {
    let tokens: SwiftTokens
    let index: SwiftDeclarationIndex
    /// How many expressions one call may evaluate before giving up (unknown).
    var stepLimit = 4_096
    /// How deeply expressions and properties may nest.
    var depthLimit = 64

    /// The names an expression is evaluated with: a closure's parameters, `self`, the type it is written in.
    struct Scope: Sendable {
        var bindings: [String: EvaluatedValue] = [:]
        /// The value of `self` in an enumeration's computed property.
        var selfValue: EvaluatedValue?
        /// The type whose members bare names and `Self` refer to.
        var typeName: String?
        /// Where the expression asked about is written: a bare name there that may be local (a parameter, a `let`
        /// before it) is unknown rather than the declaration of the same name. Nil inside a declaration read.
        var useSite: Int?

        init(bindings: [String: EvaluatedValue] = [:], selfValue: EvaluatedValue? = nil, typeName: String? = nil) {
            self.bindings = bindings
            self.selfValue = selfValue
            self.typeName = typeName
        }
    }

    /// What one call has spent: steps left, the current nesting, the properties being evaluated, and the values of
    /// those evaluated already in this call (by declaration and `self`), so that a constant named many times is
    /// computed once.
    struct State {
        var steps: Int
        var depth = 0
        var active: Set<Int> = []
        var known: [Read: EvaluatedValue] = [:]
        /// The shallowest nesting at which a read gave unknown: read again as deep or deeper, it would again (fewer
        /// levels and steps are left), so it is not walked again.
        var unknownFrom: [Read: Int] = [:]
    }

    /// A property read with a value of `self`.
    struct Read: Hashable {
        var nameToken: Int
        var selfValue: EvaluatedValue.Kind?
    }

    /// The types other files declare, asked for those this file names without declaring (nil: none).
    let foreign: SwiftForeignDeclarations?

    /// The evaluator of the file whose tokens are `tokens`, reading other files' types from the linking's extraction
    /// under way when there is one (`SwiftForeignDeclarations.current`).
    init(tokens: SwiftTokens) {
        self.init(tokens: tokens, foreign: SwiftForeignDeclarations.current)
    }

    /// The evaluator of the file whose tokens are `tokens`, reading other files' types from `foreign`.
    init(tokens: SwiftTokens, foreign: SwiftForeignDeclarations?) {
        self.tokens = tokens
        self.foreign = foreign
        index = SwiftDeclarationIndex(tokens: tokens)
    }

    /// Whether `type` is declared by another file rather than this one.
    func isForeign(_ type: String) -> Bool {
        guard let foreign, !index.typeNames.contains(type), index.enumerations[type] == nil else { return false }
        return foreign.declares(type)
    }

    /// The value of the expression `range` (token indexes); bare names are looked up in `scope`, then in the type
    /// that encloses the expression, then at file scope.
    func evaluate(_ range: Range<Int>, in scope: Scope = Scope()) -> EvaluatedValue {
        var scope = scope
        if scope.typeName == nil { scope.typeName = index.enclosingType(of: range.lowerBound) }
        scope.useSite = range.lowerBound
        var state = State(steps: stepLimit)
        return value(clamped(range), scope, &state)
    }

    /// `range` within the tokens.
    func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), tokens.count)
        return lower..<min(max(lower, range.upperBound), tokens.count)
    }

    /// The bytes of the tokens `range`.
    func bytes(_ range: Range<Int>) -> ByteRange { tokens.range(of: range) }

    /// An unknown value at the tokens `range`.
    func unknown(_ range: Range<Int>) -> EvaluatedValue { .unknown(at: bytes(range)) }

    /// A value computed from parts at the tokens `range` (not written whole anywhere).
    func computed(_ kind: EvaluatedValue.Kind, _ range: Range<Int>) -> EvaluatedValue {
        EvaluatedValue(kind, provenance: ValueProvenance(origin: bytes(range), isWrittenWhole: false))
    }

    /// Charges the walk over `count` tokens (a search for an operator, a `case`, a local name) to the budget: one
    /// step per 32 tokens, so that what one call does stays bounded by its budget whatever the expressions' sizes.
    func spend(walking count: Int, _ state: inout State) {
        state.steps -= count / 16
    }

    /// The value of the expression `range`: a ternary, a binary operation, a prefix operator, or a primary with its
    /// member accesses, subscripts and calls.
    func value(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        guard state.steps > 0, state.depth < depthLimit else { return unknown(range) }
        state.steps -= 1
        state.depth += 1
        defer { state.depth -= 1 }
        let range = SwiftValueReader(tokens: tokens).stripped(range)
        guard !range.isEmpty else { return unknown(range) }
        if let result = ternary(range, scope, &state) { return result }
        if let result = binary(range, scope, &state) { return result }
        if let result = prefix(range, scope, &state) { return result }
        return postfixChain(range, scope, &state)
    }
}
