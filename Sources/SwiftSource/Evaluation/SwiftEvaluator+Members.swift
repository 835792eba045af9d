import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// What a part of a member chain names: a value, or a type whose members follow (`Tab` in `Tab.home`).
    enum Operand {
        case value(EvaluatedValue)
        case type(String)
    }

    /// A primary (a literal, a name, `[…]`, `(…)`, `.case`) followed by `.member`, `[index]` and `()`; unknown for
    /// any other shape.
    func postfixChain(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        guard var (operand, cursor) = primary(range, scope, &state) else { return unknown(range) }
        while cursor < range.upperBound {
            if tokens.isPostfixUnwrap(cursor) {
                cursor += 1
            } else if tokens.isPunctuation(cursor, "."), tokens.isIdentifier(cursor + 1) || tokens.kind(cursor + 1) == .number,
                      cursor + 1 < range.upperBound {
                let name = tokens.name(cursor + 1)
                let (call, end) = callSyntax(after: cursor + 2, before: range.upperBound)
                if let call {
                    operand = .value(method(name, of: operand, call: call, at: range.lowerBound..<end, scope, &state))
                } else {
                    operand = member(name, of: operand, isCall: false, at: range.lowerBound..<end, scope, &state)
                }
                cursor = end
            } else if tokens.isPunctuation(cursor, "["), let close = tokens.partner(cursor), close > cursor, close < range.upperBound,
                      case .value(let base) = operand {
                let position = value((cursor + 1)..<close, scope, &state)
                operand = .value(element(of: base, at: position, range.lowerBound..<(close + 1)))
                cursor = close + 1
            } else {
                return unknown(range)
            }
            if case .value(let value) = operand, value.isUnknown { return unknown(range) }
        }
        guard case .value(let result) = operand else { return unknown(range) }
        return result
    }

    /// The primary at the start of `range` and the index past it; nil when the start is no primary.
    private func primary(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> (Operand, Int)? {
        let first = range.lowerBound
        switch tokens.kind(first) {
        case .string:
            guard let text = tokens.stringValue(first) else { return (.value(unknown(first..<(first + 1))), first + 1) }
            return (.value(EvaluatedValue(.string(text), provenance: ValueProvenance(origin: tokens.range(first)))), first + 1)
        case .interpolatedString:
            return (.value(interpolation(first, scope, &state)), first + 1)
        case .number:
            return (.value(number(first)), first + 1)
        case .punctuation:
            if tokens.isPunctuation(first, "["), let close = tokens.partner(first), close > first, close < range.upperBound {
                return (.value(arrayLiteral(open: first, close: close, scope, &state)), close + 1)
            }
            if tokens.isPunctuation(first, "("), let close = tokens.partner(first), close > first, close < range.upperBound {
                let parts = tokens.view.split(from: first + 1, before: close, at: ",")
                guard parts.count == 1 else { return (.value(tuple(open: first, close: close, parts, scope, &state)), close + 1) }
                return (.value(value((first + 1)..<close, scope, &state)), close + 1)
            }
            if tokens.isPunctuation(first, "."), tokens.isIdentifier(first + 1), first + 1 < range.upperBound {
                return (.value(implicitMember(first + 1, scope)), first + 2)
            }
            // `{ … }()`: a closure called at once (a `lazy var`'s initialiser), its body read as a getter's.
            if tokens.isPunctuation(first, "{"), let close = tokens.partner(first), close > first, close + 2 < range.upperBound + 1,
               tokens.isPunctuation(close + 1, "("), tokens.partner(close + 1) == close + 2, close + 2 < range.upperBound,
               tokens.view.firstTopLevel(from: first + 1, before: close, where: { tokens.keyword($0) == .in }) == nil {
                var inner = scope
                inner.useSite = nil
                return (.value(body((first + 1)..<close, inner, &state)), close + 3)
            }
            return nil
        case .identifier:
            if tokens.keyword(first) == .self { return (scope.selfValue.map(Operand.value) ?? scope.typeName.map(Operand.type) ?? .value(unknown(first..<(first + 1))), first + 1) }
            if tokens.keyword(first) == .selfType { return (scope.typeName.map(Operand.type) ?? .value(unknown(first..<(first + 1))), first + 1) }
            guard tokens.keyword(first) == nil else { return nil }
            if tokens.spells(first, "true") || tokens.spells(first, "false") {
                let truth = EvaluatedValue(.bool(tokens.spells(first, "true")), provenance: ValueProvenance(origin: tokens.range(first)))
                return (.value(truth), first + 1)
            }
            let (call, end) = callSyntax(after: first + 1, before: range.upperBound)
            if let call {
                return (.value(bareCall(tokens.name(first), call: call, at: first..<end, scope, &state)), end)
            }
            return (name(tokens.name(first), at: first..<(first + 1), scope, &state), first + 1)
        default:
            return nil
        }
    }

    /// A number literal: an integer when it spells one that fits, else a floating-point value.
    private func number(_ token: Int) -> EvaluatedValue {
        guard let parsed = tokens.numberValue(token) else { return unknown(token..<(token + 1)) }
        let provenance = ValueProvenance(origin: tokens.range(token))
        let text = String(tokens.text(token).filter { $0 != "_" })
        let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
        let isFloat = isHex ? text.contains("p") || text.contains("P") || text.contains(".")
            : text.contains(".") || text.contains("e") || text.contains("E")
        if !isFloat, let integer = Int(exactly: parsed), parsed.magnitude < 9.0e15 {
            return EvaluatedValue(.integer(integer), provenance: provenance)
        }
        guard isFloat else { return unknown(token..<(token + 1)) }
        return EvaluatedValue(.double(parsed), provenance: provenance)
    }

    /// `[a, b, …]`: the array of its elements' values (each may be unknown); a dictionary is unknown.
    private func arrayLiteral(open: Int, close: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        spend(walking: close - open, &state)
        let parts = tokens.view.split(from: open + 1, before: close, at: ",")
        if parts.contains(where: isDictionaryEntry) { return dictionaryLiteral(open: open, close: close, parts, scope, &state) }
        var elements: [EvaluatedValue] = []
        for part in parts where !part.isEmpty {
            guard state.steps > 0 else { return unknown(open..<(close + 1)) }
            elements.append(value(part, scope, &state))
        }
        return EvaluatedValue(.array(elements), provenance: ValueProvenance(origin: bytes(open..<(close + 1))))
    }

    /// Whether the element `part` of a bracketed literal is a dictionary's `key: value` (or the `:` of `[:]`): a
    /// top-level `:` that closes no ternary's `?`.
    func isDictionaryEntry(_ part: Range<Int>) -> Bool {
        var questions = 0
        var cursor = part.lowerBound
        while cursor < part.upperBound {
            if tokens.isOperator(cursor, "?"), !tokens.isPostfixUnwrap(cursor) { questions += 1 }
            if tokens.isPunctuation(cursor, ":") {
                if questions == 0 { return true }
                questions -= 1
            }
            if let partner = tokens.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
        }
        return false
    }

    /// A bare name at `range`: a binding of `scope`, a type, a property of the scope's type, a file-scope constant.
    func name(_ name: String, at range: Range<Int>, _ scope: Scope, _ state: inout State) -> Operand {
        if let bound = scope.bindings[name] { return .value(bound.reached(through: bytes(range))) }
        if let use = scope.useSite {
            spend(walking: index.innermostBody(holding: use)?.body.count ?? 0, &state)
            if index.mayBeLocal(name, at: use, in: tokens) { return .value(unknown(range)) }
        }
        if index.typeNames.contains(name) || index.enumerations[name] != nil { return .type(name) }
        if let type = scope.typeName {
            for isStatic in [true, false] {
                if let property = index.property(name, owner: type, isStatic: isStatic) {
                    return .value(evaluate(property, selfValue: isStatic ? nil : scope.selfValue, state: &state).reached(through: step(property, at: range)))
                }
            }
        }
        // `rawValue` or another property of `self` written without it.
        if let selfValue = scope.selfValue, case .value(let found) = member(name, of: .value(selfValue), isCall: false, at: range, scope, &state),
           !found.isUnknown {
            return .value(found)
        }
        if let property = index.property(name, owner: nil, isStatic: false) {
            return .value(evaluate(property, selfValue: nil, state: &state).reached(through: step(property, at: range)))
        }
        // A type another file declares (`Tab` of `Tab.allCases`).
        if isForeign(name) { return .type(name) }
        // CYLTabBarController's item keys (and its Lottie keys) are constants whose values are their own names.
        if name.hasPrefix("CYLTabBarItem") || name.hasPrefix("CYLTabBarLottie"), name.count <= 40, name.allSatisfy({ $0.isLetter }) {
            return .value(computed(.string(name), range))
        }
        return .value(unknown(range))
    }

    /// `operand.name` (`name()` when `isCall`), the chain so far written at `range`.
    func member(_ name: String, of operand: Operand, isCall: Bool, at range: Range<Int>, _ scope: Scope,
                _ state: inout State) -> Operand {
        switch operand {
        case .type(let type):
            guard !isCall else { return .value(unknown(range)) }
            if isForeign(type) {
                if foreign?.declaresType(name, besides: type) == true { return .type(name) }
                return .value(foreign?.member(name, ofType: type, use: bytes(range)) ?? unknown(range))
            }
            if let found = enumCase(name, of: type, at: range) { return .value(found) }
            if name == "allCases", let cases = allCases(of: type, at: range) { return .value(cases) }
            // A static property, else (through `self` in a type that is no enumeration) an instance one.
            for isStatic in [true, false] where isStatic || index.enumerations[type] == nil {
                if let property = index.property(name, owner: type, isStatic: isStatic) {
                    return .value(evaluate(property, selfValue: nil, state: &state).reached(through: step(property, at: range)))
                }
            }
            if index.typeNames.contains(name) { return .type(name) }
            return .value(unknown(range))
        case .value(let base):
            return .value(member(name, of: base, isCall: isCall, at: range, &state))
        }
    }

    private func member(_ name: String, of base: EvaluatedValue, isCall: Bool, at range: Range<Int>, _ state: inout State) -> EvaluatedValue {
        if !isCall, case .enumCase(let type, _) = base.kind, isForeign(type) {
            return foreign?.member(name, of: base, use: bytes(range)) ?? unknown(range)
        }
        switch (base.kind, name, isCall) {
        case (.enumCase(let type, let caseName), "rawValue", false):
            return rawValue(of: caseName, in: type, &state)?.reached(through: bytes(range)) ?? unknown(range)
        case (.enumCase(let type, _), _, false):
            guard let property = index.property(name, owner: type, isStatic: false), property.isComputed else { return unknown(range) }
            return evaluate(property, selfValue: base, state: &state).reached(through: step(property, at: range))
        case (.tuple(let labels, let values), _, false):
            if let offset = Int(name), values.indices.contains(offset) { return values[offset].reached(through: elementStep(at: range)) }
            guard let found = labels.firstIndex(of: name) else { return unknown(range) }
            return values[found].reached(through: elementStep(at: range))
        case (.dictionary(let keys, _), "count", false):
            return computed(.integer(keys.count), range)
        case (.array(let elements), "count", false):
            return computed(.integer(elements.count), range)
        case (.array(let elements), "isEmpty", false):
            return computed(.bool(elements.isEmpty), range)
        case (.array(let elements), "first", false):
            return elements.first?.reached(through: elementStep(at: range)) ?? unknown(range)
        case (.array(let elements), "last", false):
            return elements.last?.reached(through: elementStep(at: range)) ?? unknown(range)
        case (.string(let text), "count", false):
            return computed(.integer(text.count), range)
        case (.string(let text), "isEmpty", false):
            return computed(.bool(text.isEmpty), range)
        case (.string(let text), "uppercased", true):
            return computed(.string(text.uppercased()), range)
        case (.string(let text), "lowercased", true):
            return computed(.string(text.lowercased()), range)
        default:
            return unknown(range)
        }
    }

    /// `base[position]` for an array and an index within it.
    func element(of base: EvaluatedValue, at position: EvaluatedValue, _ range: Range<Int>) -> EvaluatedValue {
        if case .dictionary(let keys, let values) = base.kind {
            // A key the literal lacks is nil: unknown here, as is a key that cannot be compared.
            guard !position.isUnknown, let found = keys.firstIndex(where: { $0.sameValue(as: position) }) else { return unknown(range) }
            return values[found].reached(through: elementStep(at: range))
        }
        guard let elements = base.elements, let offset = position.integer, elements.indices.contains(offset) else { return unknown(range) }
        return elements[offset].reached(through: elementStep(at: range))
    }

    /// The value of `property`: its initialiser, or its computed body with `self` bound to `selfValue`; unknown when
    /// it is already being evaluated (a recursion).
    func evaluate(_ property: SwiftDeclarationIndex.Property, selfValue: EvaluatedValue?, state: inout State) -> EvaluatedValue {
        let whole = property.body
        let read = Read(nameToken: property.nameToken, selfValue: selfValue?.kind)
        if let known = state.known[read] { return known }
        if let depth = state.unknownFrom[read], state.depth >= depth { return unknown(whole) }
        guard !state.active.contains(property.nameToken) else { return unknown(whole) }
        state.active.insert(property.nameToken)
        defer { state.active.remove(property.nameToken) }
        let scope = Scope(selfValue: selfValue, typeName: property.owner)
        let result = property.isComputed ? body(property.body, scope, &state) : value(property.body, scope, &state)
        let reached = result.reached(through: tokens.range(property.nameToken))
        if reached.isUnknown {
            state.unknownFrom[read] = min(state.unknownFrom[read] ?? state.depth, state.depth)
        } else {
            state.known[read] = reached
        }
        return reached
    }
}
