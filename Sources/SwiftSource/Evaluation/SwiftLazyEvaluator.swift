/// A file's evaluator, built the first time a reader asks for a value it cannot read as a literal: most tab bars are
/// written with literals, and then the file's declarations are never indexed. One is held per reading of a bar and
/// dropped with it.
final class SwiftLazyEvaluator {
    private var built: SwiftEvaluator?

    init() {}

    /// The evaluator of the file whose tokens are `tokens` (the same file on every call).
    func evaluator(for tokens: SwiftTokens) -> SwiftEvaluator {
        if let built { return built }
        let evaluator = SwiftEvaluator(tokens: tokens)
        built = evaluator
        return evaluator
    }
}
