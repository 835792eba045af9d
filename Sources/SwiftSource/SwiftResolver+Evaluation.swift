import JSONC
import TabBarCore

/// The CYL reader asks the evaluator where the resolver reads no literal: an item's title or image through a
/// constant, an enumeration or a function of the file, and `tabBarItemsAttributes` built by a property, a getter, a
/// function or a `map` over known arrays (the library's keys are the strings they spell).
extension SwiftResolver {
    /// `fact` when known, else the evaluator's string for `expression` (where it is written), else `fact`.
    func evaluatedIfUnknown(_ fact: SourceFact<String>, _ expression: Range<Int>) -> SourceFact<String> {
        guard fact.value == .unknown, !fact.isSystemSymbol, evaluator.mayEvaluate(tokens) else { return fact }
        let value = evaluator.evaluator(for: tokens).evaluate(values.stripped(expression))
        return value.string == nil ? fact : value.stringFact(unknownAt: fact.range)
    }

    /// The items of an expression the evaluator computes to an array of dictionaries keyed by the library's keys;
    /// nil when it is no known array.
    func evaluatedItems(_ expression: Range<Int>) -> SourceArray<SourceItem>? {
        let range = values.stripped(expression)
        guard !range.isEmpty, evaluator.mayEvaluate(tokens) else { return nil }
        return items(evaluator.evaluator(for: tokens).evaluate(range), at: range)
    }

    /// The items of the local `expression` names, from the statements of `member` run up to it (a list appended to
    /// in a loop over a known collection); nil when the evaluator gives no known array.
    func ranItems(_ expression: Range<Int>, in member: Int) -> SourceArray<SourceItem>? {
        let range = values.stripped(expression)
        guard let name = values.singleName(range), case .local = bodies[member].lookup(name, at: range.lowerBound, in: tokens),
              evaluator.mayEvaluate(tokens) else { return nil }
        let value = evaluator.evaluator(for: tokens).localValue(tokens.name(name), before: range.lowerBound, in: members[member].body)
        guard let elements = value.elements, !elements.isEmpty, elements.allSatisfy({ SourceItem(attributes: $0) != nil }) else { return nil }
        return items(value, at: range)
    }

    /// The items of an evaluated array of dictionaries keyed by the library's keys written at `range`.
    private func items(_ value: EvaluatedValue, at range: Range<Int>) -> SourceArray<SourceItem>? {
        guard let elements = value.elements else { return nil }
        let items = elements.map { element -> SourceItem in
            let origin = element.provenance.origin
            return SourceItem(attributes: element) ?? SourceItem(range: origin, reference: origin, isKnown: false, keysComplete: false)
        }
        return SourceArray(elements: items, isComplete: true, range: values.bytes(range))
    }
}
