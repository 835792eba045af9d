/// A file's evaluator, built the first time a reader asks for a value it cannot read as a literal: most tab bars are
/// written with literals, and then the file's declarations are never indexed. One is held per reading of a bar and
/// dropped with it.
final class SwiftLazyEvaluator {
    private var built: SwiftEvaluator?
    /// How many more evaluations a reader may ask of this file (each is bounded by its step budget; their number by
    /// this, so that a file of thousands of uses stays linear): 256 plus one per 32 tokens.
    private var callsLeft: Int?

    init() {}

    /// Whether one more evaluation may be asked of the file whose tokens are `tokens`; counts it.
    func mayEvaluate(_ tokens: SwiftTokens) -> Bool {
        let left = callsLeft ?? 256 + tokens.count / 32
        callsLeft = left - 1
        return left > 0
    }

    /// The evaluator of the file whose tokens are `tokens` (the same file on every call).
    func evaluator(for tokens: SwiftTokens) -> SwiftEvaluator {
        if let built { return built }
        let evaluator = SwiftEvaluator(tokens: tokens)
        built = evaluator
        return evaluator
    }
}
