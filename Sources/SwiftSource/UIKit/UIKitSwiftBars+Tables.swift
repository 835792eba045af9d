import JSONC
import TabBarCore

/// Tabs described by a table (SPEC section 8, research §1.1 item 6): an array of dictionary literals walked by a
/// loop that appends what a factory of the class makes from each entry, the shape of a widely copied Swift
/// course (`for dict in array { list.append(controller(dict: dict)) }; viewControllers = list`, the factory
/// reading `dict["title"]`, `"tabbar_" + imageName`, `NSClassFromString(namespace + "." + clsName)`).
/// Each entry is read as the factory's argument; a key the entry lacks stays unknown.
extension UIKitSwiftBars {
    /// The tabs a loop appends to the local `name` (an empty array), one per element of the array it walks;
    /// nil when no such loop is found.
    func tabsAppendedInLoop(to name: String, in scope: UIKitSwiftScope) -> [UIKitSwiftTab]? {
        let body = members[scope.member].body
        let end = min(body.upperBound, tokens.count)
        var index = body.lowerBound
        while index + 4 < end {
            defer { index += 1 }
            // `for v in source {`
            guard tokens.spells(index, "for"), tokens.isIdentifier(index + 1), tokens.keyword(index + 2) == .in else { continue }
            let variable = tokens.name(index + 1)
            guard let open = (index + 3..<end).first(where: { tokens.isPunctuation($0, "{") }), let close = tokens.partner(open),
                  close > open else { continue }
            var source = (index + 3)..<open
            if let local = values.singleName(source), let value = statements(of: scope.member).locals[tokens.name(local)] {
                source = value
            }
            guard let entries = values.arrayElements(source), let appended = appendedValue(to: name, in: (open + 1)..<close) else { continue }
            return entries.map { entry in
                let entryScope = UIKitSwiftScope(member: scope.member, bindings: [variable: entry], caller: scope)
                return tab(appended, in: entryScope, statement: values.bytes(entry))
            }
        }
        return nil
    }

    /// `X` in `name.append(X)` among `statements`.
    private func appendedValue(to name: String, in statements: Range<Int>) -> Range<Int>? {
        var index = statements.lowerBound
        while index + 3 < statements.upperBound {
            defer { index += 1 }
            guard tokens.isIdentifier(index), tokens.spellsName(index, name), tokens.isPunctuation(index + 1, "."),
                  tokens.spells(index + 2, "append"), tokens.isPunctuation(index + 3, "("),
                  let close = tokens.partner(index + 3), close > index + 3 else { continue }
            let arguments = values.arguments(open: index + 3, close: close)
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            return arguments[0].value
        }
        return nil
    }

    /// A parameter read as its argument (in the caller) or default, a local as its value, an entry of a
    /// dictionary literal (`dict["title"]`, `as? String` around it) as the entry's value.
    func resolved(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int = 0) -> (Range<Int>, UIKitSwiftScope) {
        let (found, foundScope, _) = resolvedWithSteps(expression, in: scope, depth: depth)
        return (found, foundScope)
    }

    /// `resolved(_:in:depth:)`, with the helpers whose parameters were followed to their arguments, outermost first.
    func resolvedWithSteps(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int = 0) -> (Range<Int>, UIKitSwiftScope, [ValueStep]) {
        guard depth < 8 else { return (expression, scope, []) }
        if let name = values.singleName(expression), let argument = scope.bindings[tokens.name(name)], let caller = scope.caller {
            let (found, foundScope, steps) = resolvedWithSteps(argument, in: caller, depth: depth + 1)
            return (found, foundScope, [helperStep(scope, at: tokens.range(name))] + steps)
        }
        let (found, foundScope) = resolvedAlone(expression, in: scope, depth: depth)
        return (found, foundScope, [])
    }

    private func resolvedAlone(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int) -> (Range<Int>, UIKitSwiftScope) {
        guard depth < 8 else { return (expression, scope) }
        if let name = values.singleName(expression) {
            let text = tokens.name(name)
            if let argument = scope.bindings[text], let caller = scope.caller { return resolved(argument, in: caller, depth: depth + 1) }
            if let value = scope.defaults[text] { return (value, scope) }
            if let value = statements(of: scope.member).locals[text] { return resolved(value, in: scope, depth: depth + 1) }
            return (expression, scope)
        }
        if let (entry, entryScope) = dictionaryEntry(expression, in: scope, depth: depth) {
            return resolved(entry, in: entryScope, depth: depth + 1)
        }
        return (expression, scope)
    }

    /// `d["key"]` where `d` resolves to a dictionary literal holding that key: the value and its scope.
    private func dictionaryEntry(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int) -> (Range<Int>, UIKitSwiftScope)? {
        let range = values.stripped(expression)
        guard range.count == 4, tokens.isIdentifier(range.lowerBound), tokens.isPunctuation(range.lowerBound + 1, "["),
              tokens.partner(range.lowerBound + 1) == range.lowerBound + 3, let key = tokens.stringValue(range.lowerBound + 2) else { return nil }
        let (table, tableScope) = resolved(range.lowerBound..<(range.lowerBound + 1), in: scope, depth: depth + 1)
        guard let (open, close) = values.bracketLiteral(table), values.isDictionary(open: open, close: close) else { return nil }
        for pair in tokens.view.split(from: open + 1, before: close, at: ",") {
            guard let colon = tokens.view.firstTopLevel(from: pair.lowerBound, before: pair.upperBound, where: { tokens.isPunctuation($0, ":") }),
                  colon == pair.lowerBound + 1, tokens.stringValue(pair.lowerBound) == key else { continue }
            return ((colon + 1)..<pair.upperBound, tableScope)
        }
        return nil
    }

    /// A string built by `+` from literals, parameters and entries (`"tabbar_" + imageName + "_selected"`): its value,
    /// at the literal that varies (the first one reached through a name), not written whole; nil when a part is
    /// anything else.
    func concatenation(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> SourceFact<String>? {
        let range = values.stripped(expression)
        let parts = operands(ofSum: range)
        guard parts.count >= 2, parts.count <= 8 else { return nil }
        var text = ""
        var varying: ByteRange?
        for part in parts {
            let (value, _) = resolved(part, in: scope)
            let literal = values.stripped(value)
            guard literal.count == 1, let piece = tokens.stringValue(literal.lowerBound) else { return nil }
            text += piece
            if varying == nil, value != part { varying = tokens.range(literal.lowerBound) }
        }
        var fact = SourceFact(.literal(text), range: varying ?? values.bytes(expression))
        fact.isWrittenWhole = false
        return fact
    }

    /// The class a metatype names: `type` bound to `HomeViewController.self` (a helper's parameter, a local).
    func metatypeClass(_ callee: Int, in scope: UIKitSwiftScope) -> String? {
        let (value, _) = resolved(callee..<(callee + 1), in: scope)
        let core = values.stripped(value)
        guard core.count == 3, tokens.isTypeName(core.lowerBound), tokens.isPunctuation(core.lowerBound + 1, "."),
              tokens.spells(core.lowerBound + 2, "self") else { return nil }
        return tokens.name(core.lowerBound)
    }

    /// The class a name made from a string stands for: `cls` given `NSClassFromString(namespace + "." + name) as?
    /// UIViewController.Type` (the part after the last `.`), nil otherwise.
    func classFromString(_ callee: Int, in scope: UIKitSwiftScope) -> String? {
        let (value, valueScope) = resolved(callee..<(callee + 1), in: scope)
        guard let call = values.call(value), tokens.spells(call.callee, "NSClassFromString"), call.arguments.count == 1 else { return nil }
        let argument = values.stripped(call.arguments[0].value)
        let parts = operands(ofSum: argument)
        guard let last = parts.last else { return nil }
        let (name, _) = resolved(last, in: valueScope)
        let literal = values.stripped(name)
        guard literal.count == 1, let text = tokens.stringValue(literal.lowerBound) else { return nil }
        let className = String(text.split(separator: ".").last ?? "")
        return className.isEmpty ? nil : className
    }

    /// The operands of `a + b + c` split at its top-level `+` (one operand when there is none).
    private func operands(ofSum range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        let end = min(range.upperBound, tokens.count)
        while index < end {
            if tokens.isOperator(index, "+"), index > start {
                parts.append(start..<index)
                start = index + 1
                index += 1
                continue
            }
            if let partner = tokens.partner(index), partner > index, partner < end { index = partner + 1 } else { index += 1 }
        }
        if start < end { parts.append(start..<end) }
        return parts
    }
}

extension UIKitSwiftBars {
    /// The helper member of `scope` as a place a value passes through (`addTab(_:title:image:)`), at the use of its
    /// parameter (`range`).
    func helperStep(_ scope: UIKitSwiftScope, at range: ByteRange) -> ValueStep {
        let member = members[scope.member]
        var labels = ""
        if member.parameterClose > member.parameterOpen + 1 {
            for part in tokens.view.split(from: member.parameterOpen + 1, before: member.parameterClose, at: ",") where !part.isEmpty {
                labels += tokens.name(part.lowerBound) + ":"
            }
        }
        let name = tokens.name(member.nameToken)
        return ValueStep(.call, member.kind == .function ? "\(name)(\(labels))" : name, at: range)
    }
}
