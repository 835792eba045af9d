import JSONC
import SourceText
import TabBarCore

extension UIKitObjCBars {
    /// `[self homeTab]`, `[self navWith:[Home new] title:@"首页"]`: a method of the same class sent to `self`; its
    /// last `return` expression, read in that method's scope (its parameters bound to the call's arguments), when no
    /// branch comes before it. Nil for anything else, and from within a helper's scope (one level of calls).
    func factoryReturn(_ send: ObjCMessageSend, in scope: UIKitObjCScope) -> (Range<Int>, UIKitObjCScope)? {
        guard send.receiver.count == 1, view.isWord(send.receiver.lowerBound, "self"),
              send.arguments.isEmpty || scope.caller == nil else { return nil }
        let container = declarations.methods[scope.method].container
        guard let factory = declarations.containers[container].methods.first(where: {
            declarations.methods[$0].selector == send.selector && declarations.methods[$0].parameters.count == send.arguments.count
                && !declarations.methods[$0].isClassMethod
        }), factory != scope.method else { return nil }
        let body = resolver.body(factory)
        guard let last = body.returns.last else { return nil }
        let end = view.expressionEnd(from: last + 1, limit: body.close)
        guard end > last + 1 else { return nil }
        // After branches, only the one `return` of a local that the branches assign (`chosenAssignment`).
        if body.hasConditional(between: body.open, and: last) {
            guard !send.arguments.isEmpty, body.returns.count == 1, end == last + 2, view.isIdentifier(last + 1) else { return nil }
        }
        guard !send.arguments.isEmpty else { return ((last + 1)..<end, UIKitObjCScope(method: factory, bindings: [:], caller: nil)) }
        var bindings: [String: Range<Int>] = [:]
        for (name, argument) in zip(declarations.methods[factory].parameters, send.arguments) { bindings[name] = argument }
        return ((last + 1)..<end, UIKitObjCScope(method: factory, bindings: bindings, caller: scope))
    }

    /// In a helper's scope, the assignment to local `name` made in the one branch of an `if` / `else if` chain whose
    /// condition the call's literal arguments decide (`if ([title isEqualToString:@"首页"]) { vc = … }`): each
    /// assignment to `name` sits in a block whose condition compares a parameter with a literal, and exactly one
    /// condition holds. Nil otherwise.
    func chosenAssignment(to name: String, in body: ObjCMethodBody, scope: UIKitObjCScope) -> ObjCAssignment? {
        guard let caller = scope.caller, !scope.bindings.isEmpty, let indexes = body.variableAssignments[name] else { return nil }
        var chosen: [ObjCAssignment] = []
        for index in indexes {
            let assignment = body.assignments[index]
            if assignment.isDeclaration, view.isWord(assignment.value.lowerBound, "nil") { continue }
            guard let holds = conditionOfBlock(around: assignment.start, in: body, scope: scope, caller: caller) else { return nil }
            if holds { chosen.append(assignment) }
        }
        return chosen.count == 1 ? chosen[0] : nil
    }

    /// Whether the condition of the `if (…) {` block that holds token `token` holds: `[p isEqualToString:@"x"]` (or
    /// `isEqual:`, either side) with `p` a parameter bound to a literal. Nil when there is no such block or no answer.
    private func conditionOfBlock(around token: Int, in body: ObjCMethodBody, scope: UIKitObjCScope, caller: UIKitObjCScope) -> Bool? {
        var cursor = token - 1
        while cursor > body.open {
            if view.isPunctuation(cursor, "}"), let partner = view.partner(cursor), partner < cursor { cursor = partner - 1; continue }
            if view.isPunctuation(cursor, "{") { break }
            cursor -= 1
        }
        guard cursor > body.open, view.isPunctuation(cursor - 1, ")"), let open = view.partner(cursor - 1), open < cursor - 1,
              view.isWord(open - 1, "if") else { return nil }
        let condition = view.unparenthesized((open + 1)..<(cursor - 1))
        guard view.isPunctuation(condition.lowerBound, "["), view.partner(condition.lowerBound) == condition.upperBound - 1,
              let send = ObjCMessageSend.parse(at: condition.lowerBound, in: view),
              send.selector == "isEqualToString:" || send.selector == "isEqual:", let argument = send.arguments.first else { return nil }
        func literal(_ tokens: Range<Int>) -> String? {
            let core = resolver.expressions.core(tokens)
            if core.count == 1, view.isIdentifier(core.lowerBound), let bound = scope.bindings[view.text(core.lowerBound)] {
                return resolver.expressions.stringLiteral(view.unparenthesized(bound))
            }
            return resolver.expressions.stringLiteral(view.unparenthesized(tokens))
        }
        guard let left = literal(send.receiver), let right = literal(argument) else { return nil }
        return left == right
    }
}
