import JSONC
import TabBarCore

/// A controller's properties set in different methods of its class, called in order from its initialiser or
/// `viewDidLoad` (SPEC section 10): `tabBarItemsAttributes` set in `customizeTabBar()`, `viewControllers` in
/// `configureViewControllers()`, both called from `viewDidLoad`.
extension CYLSwiftControllerBuilder {
    /// The last `self.viewControllers` setter the initialiser or `viewDidLoad` that calls `member` (or is it) makes,
    /// itself or through the methods without parameters of the same class it calls (one level), in call order; with
    /// the member that writes it. Nil when no such caller, or none sets it.
    func viewControllersSetByCallers(of member: Int) -> (setter: SwiftBodyFacts.Setter, member: Int)? {
        guard let owner = members[member].owner else { return nil }
        let typeName = types[owner].name
        let sameType = members.indices.filter { members[$0].owner.map { types[$0].name == typeName } == true }
        let callee = tokens.name(members[member].nameToken)
        // The member itself when it is the initialiser or `viewDidLoad`, else the first of them that calls it.
        let roots = sameType.filter { members[$0].kind == .initializer || tokens.spells(members[$0].nameToken, "viewDidLoad") }
        for caller in roots.contains(member) ? [member] : roots {
            let calls = selfCalls(in: caller)
            guard caller == member || calls.contains(where: { $0.name == callee }) else { continue }
            var found: (setter: SwiftBodyFacts.Setter, member: Int, position: Int)?
            func consider(_ setter: SwiftBodyFacts.Setter, in writer: Int, at position: Int) {
                guard setter.property == .viewControllers, setter.receiver == "self" else { return }
                if found.map({ position >= $0.position }) ?? true { found = (setter, writer, position) }
            }
            for setter in bodies[caller].setters { consider(setter, in: caller, at: setter.token) }
            for call in calls {
                // The one method of that name without parameters in the class (a call of another is not followed).
                let named = sameType.filter {
                    members[$0].kind == .function && members[$0].hasNoParameters && !members[$0].isStatic
                        && tokens.spellsName(members[$0].nameToken, call.name)
                }
                guard named.count == 1, let called = named.first, called != caller else { continue }
                for setter in bodies[called].setters { consider(setter, in: called, at: call.token) }
            }
            return found.map { ($0.setter, $0.member) }
        }
        return nil
    }

    /// The calls `name()` / `self.name()` at a statement's start in `member`'s body, in order.
    private func selfCalls(in member: Int) -> [(name: String, token: Int)] {
        let body = members[member].body
        var calls: [(name: String, token: Int)] = []
        for index in body where tokens.isIdentifier(index) && tokens.keyword(index) == nil {
            guard tokens.isPunctuation(index + 1, "("), tokens.partner(index + 1) == index + 2 else { continue }
            let start = tokens.isPunctuation(index - 1, ".") && tokens.keyword(index - 2) == .self ? index - 2 : index
            guard start == index ? !tokens.isPunctuation(index - 1, ".") : true,
                  tokens.startsStatement(start, bodyStart: body.lowerBound) else { continue }
            calls.append((tokens.name(index), index))
        }
        return calls
    }
}
