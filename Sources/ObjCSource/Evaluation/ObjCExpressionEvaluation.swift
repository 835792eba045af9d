import JSONC
import SourceText
import TabBarCore

/// The Objective-C evaluator seen from outside the front-end, for fuzzing and tests.
public enum ObjCExpressionEvaluation {
    /// The values of the macros and constants `source` declares, of each of its methods called without arguments on
    /// its class, then of each top-level, comma-separated part of the whole file read as one expression, at most
    /// `limit` of each: whatever the bytes, each evaluation ends within `stepLimit` steps.
    public static func values(in source: [UInt8], stepLimit: Int = 4_096, limit: Int = 256) -> [EvaluatedValue] {
        let view = TokenView(bytes: source, tokens: ObjCLexer.tokenize(source))
        var evaluator = ObjCEvaluator(view: view, declarations: ObjCDeclarations(view))
        evaluator.stepLimit = stepLimit
        var results: [EvaluatedValue] = []
        var state = ObjCEvaluator.State(steps: stepLimit)
        let names = (Array(evaluator.index.macros.keys) + Array(evaluator.index.constants.keys)).sorted().prefix(limit)
        for name in names {
            state = ObjCEvaluator.State(steps: stepLimit)
            results.append(evaluator.name(name, at: 0..<0, ObjCEvaluator.Scope(), &state))
        }
        for method in evaluator.declarations.methods.prefix(limit) where method.parameters.isEmpty {
            state = ObjCEvaluator.State(steps: stepLimit)
            let className = evaluator.declarations.containers[method.container].name
            let key = (method.isClassMethod ? "+" : "-") + method.selector
            results.append(evaluator.invoke(className, key, [], at: method.nameToken..<(method.nameToken + 1),
                                            ObjCEvaluator.Scope(className: className, isClassMethod: method.isClassMethod), &state))
        }
        for part in view.split(from: 0, before: view.count, at: ",").prefix(limit) {
            results.append(evaluator.evaluate(part))
        }
        return results
    }
}
