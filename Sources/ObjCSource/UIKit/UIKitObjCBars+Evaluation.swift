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

    func evaluated(_ tokens: Range<Int>, in scope: UIKitObjCScope, depth: Int = 0) -> EvaluatedValue {
        guard depth < 4, !tokens.isEmpty else { return .unknown(at: view.byteRange(tokens)) }
        var bindings: [String: EvaluatedValue] = [:]
        let body = resolver.body(scope.method)
        for index in tokens where view.isIdentifier(index) && !(index > tokens.lowerBound && view.isPunctuation(index - 1, ".")) {
            let name = view.text(index)
            guard bindings[name] == nil else { continue }
            let use = view.byteRange(index..<(index + 1))
            if let value = scope.values[name] {
                bindings[name] = value.reached(through: ValueStep(.element, name, at: use))
            } else if let argument = scope.bindings[name], let caller = scope.caller {
                bindings[name] = evaluated(argument, in: caller, depth: depth + 1).reached(through: helperStep(scope, at: use))
            } else if let assignment = body.onlyAssignment(to: name).flatMap({ $0.terminator <= index ? $0 : nil })
                        ?? body.reachingAssignment(to: name, at: index, view), !assignment.value.contains(index) {
                bindings[name] = evaluated(assignment.value, in: scope, depth: depth + 1)
            }
        }
        return resolver.evaluated(tokens, bindings: bindings)
    }
}

extension UIKitObjCBars {
    /// The helper method of `scope` as a place a value passes through, at the use of its parameter (`range`).
    func helperStep(_ scope: UIKitObjCScope, at range: ByteRange) -> ValueStep {
        ValueStep(.call, resolver.declarations.methods[scope.method].selector, at: range)
    }

    /// The class a message is sent to when it is named by a string: `[[NSClassFromString(x) alloc] init]`,
    /// `[NSClassFromString(x) new]`, or a local `Class cls = NSClassFromString(x)` sent `alloc` / `new`, `x` computed by
    /// the evaluator (a literal, a macro, an element of a known array, a loop's variable); the module prefix of a
    /// Swift class (`App.HomeViewController`) dropped, and the string's fact (its literal and chain). Nil for any other
    /// receiver.
    func classFromString(_ send: ObjCMessageSend, in scope: UIKitObjCScope) -> (String, Bool, SourceFact<String>)? {
        var receiver = resolver.expressions.core(send.receiver)
        var allocated = false
        if receiver.count >= 3, view.isPunctuation(receiver.lowerBound, "["), view.partner(receiver.lowerBound) == receiver.upperBound - 1,
           let inner = ObjCMessageSend.parse(at: receiver.lowerBound, in: view), inner.isUnary("alloc", in: view) {
            receiver = resolver.expressions.core(inner.receiver)
            allocated = true
        }
        if receiver.count == 1, view.isIdentifier(receiver.lowerBound), !view.isCapitalized(receiver.lowerBound),
           let assignment = resolver.body(scope.method).onlyAssignment(to: view.text(receiver.lowerBound)),
           assignment.terminator <= receiver.lowerBound {
            receiver = resolver.expressions.core(assignment.value)
        }
        guard receiver.count >= 4, view.isWord(receiver.lowerBound, "NSClassFromString"), view.isPunctuation(receiver.lowerBound + 1, "("),
              view.partner(receiver.lowerBound + 1) == receiver.upperBound - 1,
              let fact = evaluatedString((receiver.lowerBound + 2)..<(receiver.upperBound - 1), in: scope),
              let name = fact.literal else { return nil }
        let className = String(name.split(separator: ".").last ?? "")
        guard !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (className, allocated, fact)
    }
}

/// A `for` loop of a method body: its `for` token, its header's parentheses and its body.
struct UIKitObjCLoop {
    var header: Int
    var open: Int
    var close: Int
    var bodyOpen: Int
    var bodyClose: Int
}

extension UIKitObjCBars {
    /// The `for` loops of `method`'s body whose body is a block.
    func loops(in method: Int) -> [UIKitObjCLoop] {
        let declared = declarations.methods[method]
        var found: [UIKitObjCLoop] = []
        var index = declared.open + 1
        while index < declared.close {
            defer { index += 1 }
            guard view.isWord(index, "for"), view.isPunctuation(index + 1, "("), let close = view.partner(index + 1), close > index + 1,
                  close + 1 < declared.close, view.isPunctuation(close + 1, "{"), let bodyClose = view.partner(close + 1),
                  bodyClose > close + 1 else { continue }
            found.append(UIKitObjCLoop(header: index, open: index + 1, close: close, bodyOpen: close + 1, bodyClose: bodyClose))
        }
        return found
    }

    /// The scopes a message at token `position` runs in: one per element of the known collection the one loop around
    /// it walks (`for (NSString *title in titles)`, `for (int i = 0; i < titles.count; i++)`, at most 16), the loop's
    /// variable bound; nil when it is in no loop, in two, in a nested block, in a loop that may leave early, or
    /// over anything not known.
    func loopScopes(around position: Int, loops: [UIKitObjCLoop], in scope: UIKitObjCScope) -> [UIKitObjCScope]? {
        let around = loops.filter { $0.bodyOpen < position && position < $0.bodyClose }
        guard around.count == 1, let loop = around.first else { return nil }
        for inner in (loop.bodyOpen + 1)..<position where view.isPunctuation(inner, "{") {
            if let partner = view.partner(inner), partner > position { return nil }
        }
        // A body that may leave early, or that sets a tab's fields in branches (the item reader would take the last
        // branch's value for every element), is not expanded.
        for inner in (loop.bodyOpen + 1)..<loop.bodyClose where view.isWord(inner, "break") || view.isWord(inner, "continue")
            || view.isWord(inner, "return") || view.isWord(inner, "goto") || view.isWord(inner, "if") || view.isWord(inner, "switch")
            || view.isWord(inner, "for") || view.isWord(inner, "while") || view.kind(inner) == .directive {
            return nil
        }
        let header = (loop.open + 1)..<loop.close
        var name: String
        var elements: [EvaluatedValue]
        if let keyword = view.firstTopLevel(from: header.lowerBound, before: header.upperBound, where: { view.isWord($0, "in") }),
           keyword > header.lowerBound, view.isIdentifier(keyword - 1) {
            name = view.text(keyword - 1)
            guard let known = evaluated((keyword + 1)..<header.upperBound, in: scope).elements else { return nil }
            elements = known
        } else {
            // `for (int i = a; i < b; i++)` / `i <= b`, `++i`, `i += 1`.
            let parts = view.split(from: header.lowerBound, before: header.upperBound, at: ";")
            guard parts.count == 3, let equals = view.firstTopLevel(from: parts[0].lowerBound, before: parts[0].upperBound, where: {
                view.isOperator($0, "=")
            }), equals > parts[0].lowerBound, view.isIdentifier(equals - 1) else { return nil }
            name = view.text(equals - 1)
            let condition = parts[1], step = parts[2]
            guard condition.count >= 3, view.isIdentifier(condition.lowerBound) && view.text(condition.lowerBound) == name,
                  view.isOperator(condition.lowerBound + 1, "<") || view.isOperator(condition.lowerBound + 1, "<="),
                  (step.count == 2 && (view.isOperator(step.lowerBound, "++") || view.isOperator(step.lowerBound + 1, "++"))
                    && (view.text(step.lowerBound) == name || view.text(step.lowerBound + 1) == name))
                    || (step.count == 3 && view.text(step.lowerBound) == name && view.isOperator(step.lowerBound + 1, "+=")
                        && view.text(step.lowerBound + 2) == "1"),
                  let low = evaluated((equals + 1)..<parts[0].upperBound, in: scope).integer,
                  var high = evaluated((condition.lowerBound + 2)..<condition.upperBound, in: scope).integer else { return nil }
            if view.isOperator(condition.lowerBound + 1, "<=") { high += 1 }
            guard high >= low, high - low <= 16 else { return nil }
            let origin = view.byteRange(header)
            elements = (low..<high).map { EvaluatedValue(.integer($0), provenance: ValueProvenance(origin: origin, isWrittenWhole: false)) }
            // The body must not write the counter.
            for inner in (loop.bodyOpen + 1)..<loop.bodyClose where view.isIdentifier(inner) && view.text(inner) == name {
                if view.kind(inner + 1) == .operator, ["=", "+=", "-=", "++", "--"].contains(view.text(inner + 1)) { return nil }
            }
        }
        guard elements.count <= 16 else { return nil }
        return elements.map { element in
            var inner = scope
            inner.values[name] = element
            return inner
        }
    }
}
