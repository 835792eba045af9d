import JSONC
import SourceText
import TabBarCore

extension ObjCEvaluator {
    /// A primary followed by `.name` and `[index]`.
    func postfix(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let view = view(scope)
        guard let (first, end) = primary(range, scope, &state) else { return unknown(range, scope) }
        var current = first
        var cursor = end
        while cursor < range.upperBound {
            if view.isPunctuation(cursor, "."), cursor + 1 < range.upperBound, view.isIdentifier(cursor + 1) {
                current = property(view.text(cursor + 1), of: current, at: range.lowerBound..<(cursor + 2), scope, &state)
                cursor += 2
            } else if view.isPunctuation(cursor, "["), let close = view.partner(cursor), close > cursor, close < range.upperBound,
                      case .value(let base) = current {
                let key = value((cursor + 1)..<close, scope, &state)
                current = .value(element(of: base, key, range.lowerBound..<(close + 1), scope))
                cursor = close + 1
            } else {
                return unknown(range, scope)
            }
            if case .value(let known) = current, known.isUnknown { return unknown(range, scope) }
        }
        guard case .value(let result) = current else { return unknown(range, scope) }
        return result
    }

    /// What a part of a chain names: a value, a class (for its class methods), or `self`.
    enum Operand {
        case value(EvaluatedValue)
        case type(String)
        case this
    }

    /// The primary at the start of `range` and the index past it.
    private func primary(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> (Operand, Int)? {
        let view = view(scope)
        let first = range.lowerBound
        switch view.kind(first) {
        case .string:
            // Adjacent literals (and, in a macro, names of strings): `@"tab_" @"home"`, `PREFIX @"home"`.
            var text = ""
            var cursor = first
            while cursor < range.upperBound, view.kind(cursor) == .string || view.isIdentifier(cursor) {
                if view.kind(cursor) == .string {
                    guard let piece = ObjCLexer.stringValue(view.tokens[cursor], in: view.bytes) else { return nil }
                    text += piece
                } else {
                    guard let piece = name(view.text(cursor), at: cursor..<(cursor + 1), scope, &state).string else { return nil }
                    text += piece
                }
                cursor += 1
            }
            let kind = EvaluatedValue.Kind.string(text)
            return (.value(cursor == first + 1 ? literal(kind, first..<cursor, scope) : computed(kind, first..<cursor, scope)), cursor)
        case .number:
            return (.value(number(first, scope)), first + 1)
        case .identifier:
            let word = view.text(first)
            switch word {
            case "YES", "true": return (.value(literal(.bool(true), first..<(first + 1), scope)), first + 1)
            case "NO", "false": return (.value(literal(.bool(false), first..<(first + 1), scope)), first + 1)
            case "self": return (scope.className == nil ? .value(unknown(first..<(first + 1), scope)) : .this, first + 1)
            default: break
            }
            if view.isPunctuation(first + 1, "("), let close = view.partner(first + 1), close > first + 1, close < range.upperBound {
                return (.value(functionCall(word, open: first + 1, close: close, scope, &state)), close + 1)
            }
            if scope.bindings[word] == nil, index.macros[word] == nil, index.constants[word] == nil, index.methods[word] != nil {
                return (.type(word), first + 1)
            }
            if scope.bindings[word] == nil, index.macros[word] == nil, index.constants[word] == nil, view.isCapitalized(first),
               view.isPunctuation(first + 1, ".") {
                return (.type(word), first + 1)
            }
            return (.value(name(word, at: first..<(first + 1), scope, &state)), first + 1)
        case .operator:
            guard view.isOperator(first, "@"), first + 1 < range.upperBound else { return nil }
            let next = first + 1
            if view.kind(next) == .number { return (.value(number(next, scope)), next + 1) }
            if view.isWord(next, "YES") { return (.value(literal(.bool(true), first..<(next + 1), scope)), next + 1) }
            if view.isWord(next, "NO") { return (.value(literal(.bool(false), first..<(next + 1), scope)), next + 1) }
            guard let close = view.partner(next), close > next, close < range.upperBound else { return nil }
            if view.isPunctuation(next, "(") { return (.value(value((next + 1)..<close, scope, &state)), close + 1) }
            if view.isPunctuation(next, "[") { return (.value(arrayLiteral(first, open: next, close: close, scope, &state)), close + 1) }
            if view.isPunctuation(next, "{") { return (.value(dictionaryLiteral(first, open: next, close: close, scope, &state)), close + 1) }
            return nil
        case .punctuation:
            // `(c ? a : b).count`, `(x)[0]`: a parenthesized expression before a member or subscript (casts are stripped).
            if view.isPunctuation(first, "("), let close = view.partner(first), close > first + 1, close + 1 < range.upperBound,
               view.isPunctuation(close + 1, ".") || view.isPunctuation(close + 1, "[") {
                return (.value(value((first + 1)..<close, scope, &state)), close + 1)
            }
            guard view.isPunctuation(first, "["), let close = view.partner(first), close > first, close < range.upperBound else { return nil }
            return (.value(send(open: first, close: close, scope, &state)), close + 1)
        default:
            return nil
        }
    }

    private func number(_ token: Int, _ scope: Scope) -> EvaluatedValue {
        let view = view(scope)
        guard let parsed = ObjCLexer.numberValue(view.tokens[token], in: view.bytes), parsed.isFinite else {
            return unknown(token..<(token + 1), scope)
        }
        let text = view.text(token).lowercased()
        let isFloat = !text.hasPrefix("0x") && (text.contains(".") || text.contains("e") || text.hasSuffix("f"))
        if !isFloat, let integer = Int(exactly: parsed), parsed.magnitude < 9.0e15 { return literal(.integer(integer), token..<(token + 1), scope) }
        return literal(.double(parsed), token..<(token + 1), scope)
    }

    private func arrayLiteral(_ at: Int, open: Int, close: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let view = view(scope)
        var elements: [EvaluatedValue] = []
        for part in view.split(from: open + 1, before: close, at: ",") where !part.isEmpty {
            guard state.steps > 0 else { return unknown(at..<(close + 1), scope) }
            elements.append(value(part, scope, &state))
        }
        return literal(.array(elements), at..<(close + 1), scope)
    }

    private func dictionaryLiteral(_ at: Int, open: Int, close: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let view = view(scope)
        let whole = at..<(close + 1)
        var keys: [EvaluatedValue] = []
        var values: [EvaluatedValue] = []
        for part in view.split(from: open + 1, before: close, at: ",") where !part.isEmpty {
            guard state.steps > 0, let colon = view.firstTopLevel(from: part.lowerBound, before: part.upperBound, where: {
                view.isPunctuation($0, ":") || view.isOperator($0, ":")
            }) else { return unknown(whole, scope) }
            let key = value(part.lowerBound..<colon, scope, &state)
            guard !key.isUnknown, !keys.contains(where: { $0.sameValue(as: key) }) else { return unknown(whole, scope) }
            keys.append(key)
            values.append(value((colon + 1)..<part.upperBound, scope, &state))
        }
        return literal(.dictionary(keys: keys, values: values), whole, scope)
    }

    /// A name: a binding, an object-like macro, a constant, an enumeration constant; CYL's item keys (whose values
    /// are their names).
    func name(_ word: String, at range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        if let bound = scope.bindings[word] { return bound.reached(through: view(scope).byteRange(range)) }
        if let macro = index.macros[word], index.macroList[macro].parameters == nil {
            let key = "#" + word
            guard !state.active.contains(key) else { return unknown(range, scope) }
            state.active.insert(key)
            defer { state.active.remove(key) }
            let body = index.macroList[macro].view
            var inner = scope
            inner.source = macro + 1
            inner.bindings = [:]
            return value(0..<body.count, inner, &state).reached(through: ValueStep(.macro, word, at: view(scope).byteRange(range)))
        }
        if let constant = index.constants[word] {
            let key = "=" + word
            guard !state.active.contains(key) else { return unknown(range, scope) }
            state.active.insert(key)
            defer { state.active.remove(key) }
            let result = constantValue(constant, &state)
            return scope.source == 0 ? result.reached(through: ValueStep(.constant, word, at: file.byteRange(range))) : result
        }
        if word.hasPrefix("CYLTabBarItem") || word.hasPrefix("CYLTabBarLottie"), word.count <= 40 { return computed(.string(word), range, scope) }
        return unknown(range, scope)
    }

    /// A constant's value: its initialiser, or an enumeration constant's written value, else the previous one's plus
    /// one (zero for the first).
    private func constantValue(_ constant: ObjCDeclarationIndex.Constant, _ state: inout State) -> EvaluatedValue {
        let fileScope = Scope()
        switch constant {
        case .initializer(let expression):
            return value(expression, fileScope, &state)
        case .enumerator(let written, let previous, let nameToken):
            if let written { return value(written, fileScope, &state) }
            let here = nameToken..<(nameToken + 1)
            guard let previous else { return computed(.integer(0), here, fileScope) }
            let before = name(previous, at: here, fileScope, &state)
            guard let number = before.integer else { return unknown(here, fileScope) }
            return computed(.integer(number + 1), here, fileScope)
        }
    }

    /// `base[key]`: an array's element, a dictionary's value.
    func element(of base: EvaluatedValue, _ key: EvaluatedValue, _ range: Range<Int>, _ scope: Scope) -> EvaluatedValue {
        switch base.kind {
        case .array(let elements):
            guard let offset = key.integer, elements.indices.contains(offset) else { return unknown(range, scope) }
            return elements[offset]
        case .dictionary(let keys, let values):
            guard !key.isUnknown, let found = keys.firstIndex(where: { $0.sameValue(as: key) }) else { return unknown(range, scope) }
            return values[found]
        default:
            return unknown(range, scope)
        }
    }

    /// `operand.name`: a getter of `self`'s class (or the ivar `_name` a method of this call set), a class method,
    /// or a property of a known value (`count`, `length`, `firstObject`, `lastObject`, `uppercaseString`).
    func property(_ name: String, of operand: Operand, at range: Range<Int>, _ scope: Scope, _ state: inout State) -> Operand {
        switch operand {
        case .this:
            if let ivar = scope.bindings["_" + name] { return .value(ivar) }
            guard let className = scope.className else { return .value(unknown(range, scope)) }
            return .value(invoke(className, (scope.isClassMethod ? "+" : "-") + name, [], at: range, scope, &state))
        case .type(let className):
            return .value(invoke(className, "+" + name, [], at: range, scope, &state))
        case .value(let base):
            return .value(unaryMessage(name, to: base, at: range, scope))
        }
    }

    /// A message without arguments to a known value.
    func unaryMessage(_ name: String, to base: EvaluatedValue, at range: Range<Int>, _ scope: Scope) -> EvaluatedValue {
        switch (base.kind, name) {
        case (.array(let elements), "count"): return computed(.integer(elements.count), range, scope)
        case (.array(let elements), "firstObject"): return elements.first ?? unknown(range, scope)
        case (.array(let elements), "lastObject"): return elements.last ?? unknown(range, scope)
        case (.dictionary(let keys, _), "count"): return computed(.integer(keys.count), range, scope)
        case (.string(let text), "length"): return computed(.integer(text.utf16.count), range, scope)
        case (.string(let text), "uppercaseString"): return computed(.string(text.uppercased()), range, scope)
        case (.string(let text), "lowercaseString"): return computed(.string(text.lowercased()), range, scope)
        case (_, "copy"), (_, "mutableCopy"): return base
        default: return unknown(range, scope)
        }
    }

    /// `F(a, b)`: a function-like macro with its parameters bound to the arguments; any other call is unknown.
    private func functionCall(_ word: String, open: Int, close: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let view = view(scope)
        let whole = (open - 1)..<(close + 1)
        guard let macro = index.macros[word], let parameters = index.macroList[macro].parameters else { return unknown(whole, scope) }
        let arguments = view.split(from: open + 1, before: close, at: ",").filter { !$0.isEmpty }
        let key = "#" + word
        guard arguments.count == parameters.count, !state.active.contains(key) else { return unknown(whole, scope) }
        var inner = scope
        inner.bindings = [:]
        for (parameter, argument) in zip(parameters, arguments) { inner.bindings[parameter] = value(argument, scope, &state) }
        inner.source = macro + 1
        state.active.insert(key)
        defer { state.active.remove(key) }
        let body = index.macroList[macro].view
        let result = value(0..<body.count, inner, &state)
        return result.isUnknown ? unknown(whole, scope) : result.reached(through: ValueStep(.macro, word, at: view.byteRange(whole)))
    }
}
