import TabBarCore

/// The file's own helpers that return a view, which a tab's label may be written through: a function or method
/// called with its arguments (`tabLabel(for: .home)`, `Self.label(title: "Home")`), a computed property of the type
/// the label is written in (`homeLabel`), or one of an enumeration case's (`tab.label` in a `ForEach` over the cases).
/// The evaluator finds the declaration and binds what its body reads (parameters, `self`); the reader of the label
/// then reads the body's views with those names.
extension SwiftEvaluator {
    /// A view helper's body (the tokens inside its braces) and the names its views are read with.
    struct ViewHelper {
        var body: Range<Int>
        var scope: Scope
    }

    /// The helper the expression `range` calls or reads, written as `name(…)`, `name`, `base.name(…)` or `base.name`
    /// (`base` a type, `Self`, or an expression whose value is a known enumeration case: `tab`, `Pane.start`), with
    /// nothing after it; nil for any other shape, a name
    /// bound in `scope`, a declaration the arguments do not fit, or one found more than once.
    func viewHelper(_ range: Range<Int>, in scope: Scope) -> ViewHelper? {
        var scope = scope
        if scope.typeName == nil { scope.typeName = index.enclosingType(of: range.lowerBound) }
        var state = State(steps: stepLimit)
        // The name is the last identifier, before the call's parentheses when there are any.
        var nameToken = range.upperBound - 1
        if tokens.isPunctuation(nameToken, ")"), let open = tokens.partner(nameToken), open > range.lowerBound { nameToken = open - 1 }
        guard nameToken >= range.lowerBound, tokens.isIdentifier(nameToken) else { return nil }
        var owner: Operand?
        if nameToken > range.lowerBound {
            guard nameToken - 1 > range.lowerBound, tokens.isPunctuation(nameToken - 1, ".") else { return nil }
            let base = range.lowerBound..<(nameToken - 1)
            if base.count == 1, tokens.spells(base.lowerBound, "Self"), let type = scope.typeName {
                owner = .type(type)
            } else if base.count == 1, tokens.isIdentifier(base.lowerBound), scope.bindings[tokens.name(base.lowerBound)] == nil,
                      index.typeNames.contains(tokens.name(base.lowerBound)) {
                owner = .type(tokens.name(base.lowerBound))
            } else {
                let value = self.value(base, scope, &state)
                guard case .enumCase = value.kind else { return nil }
                owner = .value(value)
            }
        }
        let name = tokens.name(nameToken)
        let (call, end) = callSyntax(after: nameToken + 1, before: range.upperBound)
        guard end == range.upperBound, call?.closure == nil else { return nil }
        if owner == nil, scope.bindings[name] != nil { return nil }
        if owner == nil, index.mayBeLocal(name, at: range.lowerBound, in: tokens) { return nil }
        guard let call else { return property(name, of: owner, scope) }
        return function(name, of: owner, arguments: arguments(of: call), scope, &state)
    }

    /// A computed property `name` of `owner` (nil: the scope's type, then file scope).
    private func property(_ name: String, of owner: Operand?, _ scope: Scope) -> ViewHelper? {
        switch owner {
        case .value(let base):
            guard case .enumCase(let type, _) = base.kind, let found = index.property(name, owner: type, isStatic: false),
                  found.isComputed else { return nil }
            return ViewHelper(body: found.body, scope: Scope(selfValue: base, typeName: type))
        case .type(let type):
            guard let found = index.property(name, owner: type, isStatic: true), found.isComputed else { return nil }
            return ViewHelper(body: found.body, scope: Scope(typeName: type))
        case nil:
            for type in [scope.typeName, nil] {
                for isStatic in [false, true] {
                    guard let found = index.property(name, owner: type, isStatic: isStatic) else { continue }
                    guard found.isComputed else { return nil }
                    return ViewHelper(body: found.body, scope: Scope(selfValue: scope.selfValue, typeName: type))
                }
            }
            return nil
        }
    }

    /// The function `name` of `owner` (nil: the scope's type, then file scope) the arguments bind, with its
    /// parameters bound to their values (unknown ones included: the views read them as unknown).
    private func function(_ name: String, of owner: Operand?, arguments: [CallArgument], _ scope: Scope,
                          _ state: inout State) -> ViewHelper? {
        var candidates: [SwiftDeclarationIndex.Function] = []
        var selfValue: EvaluatedValue?
        switch owner {
        case .value(let base):
            guard case .enumCase(let type, _) = base.kind else { return nil }
            candidates = index.functions(name, owner: type, isStatic: false)
            selfValue = base
        case .type(let type):
            candidates = index.functions(name, owner: type, isStatic: true)
        case nil:
            if let type = scope.typeName {
                candidates = index.functions(name, owner: type, isStatic: false) + index.functions(name, owner: type, isStatic: true)
                selfValue = scope.selfValue
            }
            if candidates.isEmpty { candidates = index.functions(name, owner: nil, isStatic: false) }
        }
        var chosen: (SwiftDeclarationIndex.Function, [String: Range<Int>], [String: Range<Int>])?
        for function in candidates.prefix(8) {
            guard let (bound, defaults) = bind(arguments, to: function.parameters) else { continue }
            guard chosen == nil else { return nil }
            chosen = (function, bound, defaults)
        }
        guard let (function, bound, defaults) = chosen else { return nil }
        var inner = Scope(selfValue: selfValue, typeName: function.owner)
        for (parameter, argument) in bound { inner.bindings[parameter] = value(argument, scope, &state) }
        for (parameter, expression) in defaults { inner.bindings[parameter] = value(expression, Scope(typeName: function.owner), &state) }
        return ViewHelper(body: function.body, scope: inner)
    }
}

extension SwiftEvaluator {
    /// The body of the clause a view builder's `switch subject { case .a: … }` at token `start` takes: the subject a
    /// known enumeration case (`switch self` in a case's property, a bound parameter), each pattern before the match
    /// a plain `.case` of it (or `default`). Nil for anything else: the views under it are unknown.
    func chosenClause(ofSwitchAt start: Int, limit: Int, in scope: Scope) -> Range<Int>? {
        let subjectEnd = tokens.expressionEnd(from: start + 1, limit: limit, stopsAtBrace: true)
        guard subjectEnd > start + 1, tokens.isPunctuation(subjectEnd, "{"), let close = tokens.partner(subjectEnd),
              close > subjectEnd, close < limit else { return nil }
        var scope = scope
        if scope.typeName == nil { scope.typeName = index.enclosingType(of: start) }
        var state = State(steps: stepLimit)
        let subject = value((start + 1)..<subjectEnd, scope, &state)
        guard case .enumCase(let type, _) = subject.kind else { return nil }
        var labels: [(start: Int, isDefault: Bool)] = []
        var cursor = subjectEnd + 1
        while cursor < close {
            if tokens.spells(cursor, "case") { labels.append((cursor, false)) }
            if tokens.spells(cursor, "default"), tokens.isPunctuation(cursor + 1, ":") { labels.append((cursor, true)) }
            if let partner = tokens.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
        }
        for (offset, label) in labels.enumerated() {
            let end = offset + 1 < labels.count ? labels[offset + 1].start : close
            guard let colon = tokens.view.firstTopLevel(from: label.start + 1, before: end, where: { tokens.isPunctuation($0, ":") })
            else { return nil }
            if label.isDefault { return (colon + 1)..<end }
            for pattern in tokens.view.split(from: label.start + 1, before: colon, at: ",") {
                guard pattern.count == 2, tokens.isPunctuation(pattern.lowerBound, "."), tokens.isIdentifier(pattern.lowerBound + 1),
                      let found = enumCase(tokens.name(pattern.lowerBound + 1), of: type, at: pattern) else { return nil }
                if found.kind == subject.kind { return (colon + 1)..<end }
            }
        }
        return nil
    }
}
