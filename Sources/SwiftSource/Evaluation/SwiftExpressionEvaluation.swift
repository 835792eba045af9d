import JSONC
import TabBarCore

/// The Swift evaluator seen from outside the front-end, for fuzzing and tests.
public enum SwiftExpressionEvaluation {
    /// The values of the constants and computed properties `source` declares (in file order), then of each
    /// top-level, comma-separated part of the whole file read as one expression, at most `limit` of each: whatever
    /// the bytes, each evaluation ends within `stepLimit` steps.
    public static func values(in source: [UInt8], stepLimit: Int = 4_096, limit: Int = 256) -> [EvaluatedValue] {
        var evaluator = SwiftEvaluator(tokens: SwiftTokens(bytes: source))
        evaluator.stepLimit = stepLimit
        var results: [EvaluatedValue] = []
        let properties = evaluator.index.properties.values.joined().sorted { $0.nameToken < $1.nameToken }
        for property in properties.prefix(limit) {
            var state = SwiftEvaluator.State(steps: stepLimit)
            results.append(evaluator.evaluate(property, selfValue: nil, state: &state))
        }
        let tokens = evaluator.tokens
        for part in tokens.view.split(from: 0, before: tokens.count, at: ",").prefix(limit) {
            results.append(evaluator.evaluate(part))
        }
        return results
    }

    /// The value of `expression`, written on the line after `declarations` at file scope, with the names those
    /// declarations give.
    public static func value(of expression: String, in declarations: String, stepLimit: Int = 4_096) -> EvaluatedValue {
        let text = declarations + "\n" + expression
        let bytes = Array(text.utf8)
        var evaluator = SwiftEvaluator(tokens: SwiftTokens(bytes: bytes))
        evaluator.stepLimit = stepLimit
        let tokens = evaluator.tokens
        let start = Array(declarations.utf8).count + 1
        let first = (0..<tokens.count).first { tokens.range($0).start >= start } ?? tokens.count
        return evaluator.evaluate(first..<tokens.count)
    }

    /// The value the local `name` holds at the statement holding the last token spelled `marker` in `source`, from the
    /// statements of the innermost function body around it run in order.
    public static func local(_ name: String, at marker: String, in source: String) -> EvaluatedValue {
        let evaluator = SwiftEvaluator(tokens: SwiftTokens(bytes: Array(source.utf8)))
        let tokens = evaluator.tokens
        guard let use = (0..<tokens.count).last(where: { tokens.isIdentifier($0) && tokens.name($0) == marker }),
              let body = evaluator.index.innermostBody(holding: use)?.body else { return .unknown(at: ByteRange(0, 0)) }
        return evaluator.localValue(name, before: use, in: body)
    }

    /// The values of the locals each function body of `source` declares, read at the body's last token (at most
    /// `limit` bodies, eight names each): whatever the bytes, each run ends within `stepLimit` steps.
    public static func locals(in source: [UInt8], stepLimit: Int = 4_096, limit: Int = 64) -> [EvaluatedValue] {
        var evaluator = SwiftEvaluator(tokens: SwiftTokens(bytes: source))
        evaluator.stepLimit = stepLimit
        let tokens = evaluator.tokens
        var results: [EvaluatedValue] = []
        for entry in evaluator.index.bodies.prefix(limit) where !entry.body.isEmpty {
            let names = entry.body.filter { index in
                index > 0 && (tokens.keyword(index - 1) == .let || tokens.keyword(index - 1) == .var) && tokens.isIdentifier(index)
            }.prefix(8)
            for name in names {
                results.append(evaluator.localValue(tokens.name(name), before: entry.body.upperBound - 1, in: entry.body))
            }
        }
        return results
    }
}
