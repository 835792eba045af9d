import JSONC
import SourceText
import TabBarCore

/// The UIKit reader asks the evaluator for a title or image name that is no literal (a macro, a constant, a getter,
/// `stringWithFormat:`), with a helper's parameters bound to its caller's arguments and a local to its only value.
extension UIKitObjCBars {
    /// The evaluator's string for `tokens` in `scope`, nil when it computes none.
    func evaluatedString(_ tokens: Range<Int>, in scope: UIKitObjCScope) -> SourceFact<String>? {
        let value = evaluated(tokens, in: scope, depth: 0)
        guard value.string != nil else { return nil }
        return value.stringFact(unknownAt: view.byteRange(tokens))
    }

    private func evaluated(_ tokens: Range<Int>, in scope: UIKitObjCScope, depth: Int) -> EvaluatedValue {
        guard depth < 4, !tokens.isEmpty else { return .unknown(at: view.byteRange(tokens)) }
        var bindings: [String: EvaluatedValue] = [:]
        let body = resolver.body(scope.method)
        for index in tokens where view.isIdentifier(index) && !(index > tokens.lowerBound && view.isPunctuation(index - 1, ".")) {
            let name = view.text(index)
            guard bindings[name] == nil else { continue }
            if let argument = scope.bindings[name], let caller = scope.caller {
                bindings[name] = evaluated(argument, in: caller, depth: depth + 1)
            } else if let assignment = body.onlyAssignment(to: name), assignment.terminator <= index,
                      !assignment.value.contains(index) {
                bindings[name] = evaluated(assignment.value, in: scope, depth: depth + 1)
            }
        }
        return resolver.evaluated(tokens, bindings: bindings)
    }
}
