import JSONC
import TabBarCore

extension UIKitSwiftBars {
    /// A factory of the controller's own class (`homeTab()`, `makeTab(root: X(), title: "T")`), else a function of
    /// the file at file scope (`makeItem("Home", "home")`): its last top-level `return` expression, read in the
    /// factory's scope with its parameters bound to the call's arguments by label (defaults for the rest). A call on a
    /// receiver (`x.make()`) is not one. Nil for anything else.
    func factoryReturn(_ call: SwiftValueReader.Call, in scope: UIKitSwiftScope) -> (Range<Int>, UIKitSwiftScope)? {
        guard scope.member >= 0, scope.member < members.count, !tokens.isTypeName(call.callee) else { return nil }
        let ownerName = members[scope.member].owner.map { types[$0].name }
        let name = tokens.name(call.callee)
        let isBare = call.callee == 0 || !tokens.isPunctuation(call.callee - 1, ".")
        var bound: (member: Int, bindings: [String: Range<Int>], defaults: [String: Range<Int>])?
        for index in members.indices where members[index].kind == .function {
            let owner = members[index].owner.map { types[$0].name }
            guard owner == ownerName || (owner == nil && isBare), tokens.name(members[index].nameToken) == name,
                  let binding = bind(call.arguments, to: members[index]) else { continue }
            // The class's own method wins over a function at file scope of the same name.
            if bound != nil && owner == nil { continue }
            bound = (index, binding.bindings, binding.defaults)
            if owner != nil { break }
        }
        guard let (factory, bindings, defaults) = bound, let found = topLevelReturn(of: members[factory].body) else { return nil }
        var inner = UIKitSwiftScope(member: factory, bindings: bindings, caller: bindings.isEmpty ? nil : scope)
        inner.defaults = defaults
        return (found, inner)
    }

    /// The value a stored property of the scope's class returns from the closure it is given
    /// (`let home: HomeViewController = { let vc = HomeViewController(); vc.tabBarItem = …; return vc }()`), with
    /// the closure's own scope, where its statements are read; nil for any other name.
    func closurePropertyReturn(_ name: String, in scope: UIKitSwiftScope) -> (Range<Int>, UIKitSwiftScope)? {
        guard !closureProperties.isEmpty, scope.member >= 0, scope.member < members.count,
              let owner = members[scope.member].owner else { return nil }
        for property in closureProperties where members[property].owner.map({ types[$0].name }) == types[owner].name
            && tokens.name(members[property].nameToken) == name {
            guard let value = topLevelReturn(of: members[property].body) else { return nil }
            return (value, UIKitSwiftScope(member: property, bindings: [:], caller: nil))
        }
        return nil
    }

    /// `self.name` as a name token.
    func selfMember(_ expression: Range<Int>) -> Int? {
        let core = values.stripped(expression)
        guard core.count == 3, tokens.spells(core.lowerBound, "self"), tokens.isPunctuation(core.lowerBound + 1, "."),
              tokens.isIdentifier(core.lowerBound + 2) else { return nil }
        return core.lowerBound + 2
    }

    /// The expression of the body's last `return` at its top level (not inside a closure or a branch); nil when none.
    func topLevelReturn(of body: Range<Int>) -> Range<Int>? {
        let end = min(body.upperBound, tokens.count)
        var found: Range<Int>?
        var depth = 0
        var index = body.lowerBound
        while index < end {
            defer { index += 1 }
            if tokens.isPunctuation(index, "{") { depth += 1 } else if tokens.isPunctuation(index, "}") { depth -= 1 }
            guard depth == 0, tokens.keyword(index) == .`return`, index + 1 < end else { continue }
            found = (index + 1)..<tokens.expressionEnd(from: index + 1, limit: end)
        }
        guard let found, !found.isEmpty else { return nil }
        return found
    }

    /// The parameters of `member` bound to `arguments` by label, in order, defaults for those left out.
    private func bind(_ arguments: [SwiftValueReader.Argument], to member: SwiftMember)
        -> (bindings: [String: Range<Int>], defaults: [String: Range<Int>])? {
        var bindings: [String: Range<Int>] = [:]
        var defaults: [String: Range<Int>] = [:]
        var next = 0
        for (position, parameter) in UIKitSwiftParameter.parameters(of: member, tokens).enumerated() {
            let argument = next < arguments.count ? arguments[next] : nil
            if let argument, parameter.accepts(argument.label.map { tokens.name($0) }, at: position) {
                bindings[parameter.name] = argument.value
                next += 1
            } else if let value = parameter.defaultValue {
                defaults[parameter.name] = value
            } else {
                return nil
            }
        }
        return next == arguments.count ? (bindings, defaults) : nil
    }
}
