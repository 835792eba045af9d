import JSONC
import SourceText
import TabBarCore

/// The readers ask the evaluator where no literal is written: an item's title or image through a macro, a
/// constant or a getter, and `tabBarItemsAttributes` built by a getter or method of the class (from arrays in
/// properties or getters, looped over).
extension ObjCResolver {
    /// The string the evaluator computes for `tokens` (written in a method of the file, with `bindings` for its
    /// names), nil when it computes none.
    func evaluatedString(_ tokens: Range<Int>, bindings: [String: EvaluatedValue] = [:]) -> SourceFact<String>? {
        let value = evaluated(tokens, bindings: bindings)
        guard value.string != nil else { return nil }
        return value.stringFact(unknownAt: view.byteRange(tokens))
    }

    /// The value of `tokens` in the method that holds them.
    func evaluated(_ tokens: Range<Int>, bindings: [String: EvaluatedValue] = [:]) -> EvaluatedValue {
        guard !tokens.isEmpty, evaluatorBudget > 0 else { return .unknown(at: view.byteRange(tokens)) }
        evaluatorBudget -= 16 + declarations.methods.count / 16
        let context = evaluator.enclosingMethod(of: tokens.lowerBound)
        var spent = 0
        let value = evaluator.evaluate(tokens, className: context?.className, isClassMethod: context?.isClassMethod ?? false,
                                       bindings: bindings, spent: &spent)
        evaluatorBudget -= spent
        return value
    }

    /// `fact` when it is known (or a system symbol), else the evaluator's string for `tokens`, else `fact`.
    func evaluatedIfUnknown(_ fact: SourceFact<String>, _ tokens: Range<Int>) -> SourceFact<String> {
        guard fact.value == .unknown, !fact.isSystemSymbol, !tokens.isEmpty else { return fact }
        return evaluatedString(tokens) ?? fact
    }

    /// The items of `tokens` when the evaluator computes it to an array of dictionaries keyed by the library's keys;
    /// nil otherwise.
    func evaluatedItems(_ tokens: Range<Int>) -> SourceArray<SourceItem>? {
        // A local is what the statements of its method before the use make it (an array filled in a loop).
        let core = expressions.core(tokens)
        var value = evaluated(tokens)
        if value.isUnknown, core.count == 1, view.isIdentifier(core.lowerBound), evaluatorBudget > 0 {
            var spent = 0
            let local = evaluator.localValue(view.text(core.lowerBound), before: core.lowerBound, spent: &spent)
            evaluatorBudget -= spent
            if let local { value = local }
        }
        guard let elements = value.elements, !elements.isEmpty else { return nil }
        var items: [SourceItem] = []
        for element in elements {
            guard let item = SourceItem(attributes: element) else { return nil }
            items.append(item)
        }
        return SourceArray(elements: items, isComplete: true, range: view.byteRange(tokens))
    }
}
