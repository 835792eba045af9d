import JSONC
import TabBarCore

/// Calls: the file's own functions and methods (free, static, of `self`'s type, of an enumeration's case), their
/// parameters bound to the arguments by label, defaults for the rest; and the collection calls the readers meet
/// (`zip`, `map`, `enumerated`, `reversed`, `joined`, `appending`).
extension SwiftEvaluator {
    /// The parentheses and trailing closure of a call written after a name.
    struct CallSyntax {
        /// The `(` and `)`, nil when only a trailing closure follows the name.
        var parentheses: (open: Int, close: Int)?
        /// The trailing closure's `{` and `}`.
        var closure: (open: Int, close: Int)?

        /// `()` with no trailing closure.
        var isBare: Bool { closure == nil && parentheses.map { $0.close == $0.open + 1 } ?? false }
    }

    /// One argument of a call.
    struct CallArgument {
        var label: String?
        var value: Range<Int>
    }

    /// The call written from `start` (`(…)`, a trailing `{ … }` after it or alone), and the index past it; nil and
    /// `start` when none is.
    func callSyntax(after start: Int, before end: Int) -> (CallSyntax?, Int) {
        var call = CallSyntax()
        var cursor = start
        if cursor < end, tokens.isPunctuation(cursor, "("), tokens.isAttached(cursor), let close = tokens.partner(cursor), close > cursor,
           close < end {
            call.parentheses = (cursor, close)
            cursor = close + 1
        }
        if cursor < end, tokens.isPunctuation(cursor, "{"), let close = tokens.partner(cursor), close > cursor, close < end {
            call.closure = (cursor, close)
            cursor = close + 1
        }
        guard call.parentheses != nil || call.closure != nil else { return (nil, start) }
        return (call, cursor)
    }

    /// The arguments of `call`, the trailing closure last (unlabelled).
    func arguments(of call: CallSyntax) -> [CallArgument] {
        var result: [CallArgument] = []
        if let (open, close) = call.parentheses {
            for part in tokens.view.split(from: open + 1, before: close, at: ",") where !part.isEmpty {
                if part.count > 2, tokens.isIdentifier(part.lowerBound), tokens.isPunctuation(part.lowerBound + 1, ":") {
                    result.append(CallArgument(label: tokens.name(part.lowerBound), value: (part.lowerBound + 2)..<part.upperBound))
                } else {
                    result.append(CallArgument(label: nil, value: part))
                }
            }
        }
        if let (open, close) = call.closure { result.append(CallArgument(label: nil, value: open..<(close + 1))) }
        return result
    }

    /// `name(…)` written bare: `zip(a, b)`, a function of the file, a method of the scope's type; a type's
    /// initialiser and anything else unknown.
    func bareCall(_ name: String, call: CallSyntax, at range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        if scope.bindings[name] != nil { return unknown(range) }
        let arguments = self.arguments(of: call)
        if name == "zip", call.closure == nil, arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) {
            let left = value(arguments[0].value, scope, &state), right = value(arguments[1].value, scope, &state)
            guard let first = left.elements, let second = right.elements else { return unknown(range) }
            let pairs = zip(first, second).map { EvaluatedValue(.tuple(labels: [nil, nil], values: [$0, $1]), provenance: $0.provenance) }
            return computed(.array(pairs), range)
        }
        if let use = scope.useSite, index.mayBeLocal(name, at: use, in: tokens) { return unknown(range) }
        if index.enumerations[name] != nil, call.closure == nil, arguments.count == 1, arguments[0].label == "rawValue" {
            return caseWithRawValue(of: name, arguments[0].value, at: range, scope, &state)
        }
        if let type = scope.typeName {
            for isStatic in [true, false] {
                let found = index.functions(name, owner: type, isStatic: isStatic)
                if !found.isEmpty {
                    return invoke(found, arguments, selfValue: isStatic ? nil : scope.selfValue, at: range, scope, &state)
                }
            }
        }
        let global = index.functions(name, owner: nil, isStatic: false)
        guard !global.isEmpty else { return unknown(range) }
        return invoke(global, arguments, selfValue: nil, at: range, scope, &state)
    }

    /// `operand.name(…)`: a static or instance method of a type of the file, a method of an enumeration's case, or a
    /// collection or string call.
    func method(_ name: String, of operand: Operand, call: CallSyntax, at range: Range<Int>, _ scope: Scope,
                _ state: inout State) -> EvaluatedValue {
        let arguments = self.arguments(of: call)
        switch operand {
        case .type(let type):
            for isStatic in [true, false] where isStatic || index.enumerations[type] == nil {
                let found = index.functions(name, owner: type, isStatic: isStatic)
                if !found.isEmpty { return invoke(found, arguments, selfValue: nil, at: range, scope, &state) }
            }
            return unknown(range)
        case .value(let base):
            if case .enumCase(let type, _) = base.kind {
                let found = index.functions(name, owner: type, isStatic: false)
                if !found.isEmpty { return invoke(found, arguments, selfValue: base, at: range, scope, &state) }
            }
            if call.isBare, case .value(let found) = member(name, of: .value(base), isCall: true, at: range, scope, &state),
               !found.isUnknown {
                return found
            }
            return collectionCall(name, of: base, arguments, at: range, scope, &state)
        }
    }

    /// `map`, `enumerated`, `reversed`, `joined`, `appending` on a known value.
    private func collectionCall(_ name: String, of base: EvaluatedValue, _ arguments: [CallArgument], at range: Range<Int>,
                                _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        switch (base.kind, name) {
        case (.array(let elements), "map"):
            guard arguments.count == 1, arguments[0].label == nil else { return unknown(range) }
            var mapped: [EvaluatedValue] = []
            for element in elements {
                guard state.steps > 0 else { return unknown(range) }
                mapped.append(closure(arguments[0].value, applied: element, scope, &state))
            }
            return computed(.array(mapped), range)
        case (.array(let elements), "enumerated") where arguments.isEmpty:
            let pairs = elements.enumerated().map { offset, element in
                EvaluatedValue(.tuple(labels: ["offset", "element"], values: [computed(.integer(offset), range), element]),
                               provenance: element.provenance)
            }
            return computed(.array(pairs), range)
        case (.array(let elements), "reversed") where arguments.isEmpty:
            return computed(.array(elements.reversed()), range)
        case (.array(let elements), "joined"):
            var separator = ""
            if let argument = arguments.first {
                guard arguments.count == 1, argument.label == "separator", let text = value(argument.value, scope, &state).string
                else { return unknown(range) }
                separator = text
            }
            let parts = elements.compactMap(\.string)
            guard parts.count == elements.count else { return unknown(range) }
            return computed(.string(parts.joined(separator: separator)), range)
        case (.string(let text), "appending"):
            guard arguments.count == 1, arguments[0].label == nil, let suffix = value(arguments[0].value, scope, &state).string
            else { return unknown(range) }
            return computed(.string(text + suffix), range)
        default:
            return unknown(range)
        }
    }

    /// The value the closure at `range` (`{ … }`) returns for `element`: its parameters (`x in`, `(a, b) in`, `$0`,
    /// `$1`) bound to the element, or to a tuple element's parts.
    func closure(_ range: Range<Int>, applied element: EvaluatedValue, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let open = range.lowerBound, close = range.upperBound - 1
        guard tokens.isPunctuation(open, "{"), tokens.partner(open) == close else { return unknown(range) }
        var inner = scope
        inner.useSite = nil
        let parts: [EvaluatedValue]
        if case .tuple(_, let values) = element.kind { parts = values } else { parts = [element] }
        var start = open + 1
        if let keyword = tokens.view.firstTopLevel(from: open + 1, before: close, where: { tokens.keyword($0) == .in }) {
            var names: [String] = []
            var cursor = open + 1
            if tokens.isPunctuation(cursor, "("), let end = tokens.partner(cursor), end < keyword {
                for part in tokens.view.split(from: cursor + 1, before: end, at: ",") where !part.isEmpty {
                    names.append(tokens.name(part.lowerBound))
                }
                cursor = end + 1
            } else {
                for part in tokens.view.split(from: cursor, before: keyword, at: ",") where !part.isEmpty {
                    guard tokens.isIdentifier(part.lowerBound) else { return unknown(range) }
                    names.append(tokens.name(part.lowerBound))
                }
            }
            if names.count == 1 {
                inner.bindings[names[0]] = element
            } else {
                guard names.count == parts.count else { return unknown(range) }
                for (name, part) in zip(names, parts) where name != "_" { inner.bindings[name] = part }
            }
            start = keyword + 1
        } else {
            let usesSecond = ((open + 1)..<close).contains { tokens.spells($0, "$1") }
            if usesSecond {
                for (offset, part) in parts.enumerated() { inner.bindings["$\(offset)"] = part }
            } else {
                inner.bindings["$0"] = element
            }
        }
        return body(start..<close, inner, &state)
    }

    /// The value a call of one of `candidates` returns: the one whose parameters the arguments bind (by label, in
    /// order, defaults for those left out), its body evaluated with them; unknown when none or several bind, or
    /// when it is already being evaluated (a recursion).
    func invoke(_ candidates: [SwiftDeclarationIndex.Function], _ arguments: [CallArgument], selfValue: EvaluatedValue?,
                at range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        var chosen: (SwiftDeclarationIndex.Function, [String: Range<Int>], [String: Range<Int>])?
        for function in candidates.prefix(8) {
            guard let (bound, defaults) = bind(arguments, to: function.parameters) else { continue }
            guard chosen == nil else { return unknown(range) }
            chosen = (function, bound, defaults)
        }
        guard let (function, bound, defaults) = chosen, !state.active.contains(function.nameToken) else { return unknown(range) }
        var inner = Scope(selfValue: selfValue, typeName: function.owner)
        for (name, argument) in bound {
            guard state.steps > 0 else { return unknown(range) }
            inner.bindings[name] = value(argument, scope, &state)
        }
        for (name, expression) in defaults {
            inner.bindings[name] = value(expression, Scope(typeName: function.owner), &state)
        }
        state.active.insert(function.nameToken)
        defer { state.active.remove(function.nameToken) }
        let result = body(function.body, inner, &state)
        return result.isUnknown ? unknown(range) : result.reached(through: step(function, at: range))
    }

    /// The parameters' names bound to the arguments' expressions, and those left to their defaults; nil when the
    /// arguments do not fit the parameters.
    func bind(_ arguments: [CallArgument], to parameters: [SwiftDeclarationIndex.Parameter])
        -> ([String: Range<Int>], [String: Range<Int>])? {
        var bound: [String: Range<Int>] = [:]
        var defaults: [String: Range<Int>] = [:]
        var next = 0
        for parameter in parameters {
            guard !parameter.isUnsupported else { return nil }
            if next < arguments.count, arguments[next].label == parameter.label {
                bound[parameter.name] = arguments[next].value
                next += 1
            } else if let value = parameter.defaultValue {
                defaults[parameter.name] = value
            } else {
                return nil
            }
        }
        return next == arguments.count ? (bound, defaults) : nil
    }

    /// `(a, b)`, `(title: a, image: b)`: a tuple of its parts' values.
    func tuple(open: Int, close: Int, _ parts: [Range<Int>], _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        var labels: [String?] = []
        var values: [EvaluatedValue] = []
        for part in parts {
            guard !part.isEmpty, state.steps > 0 else { return unknown(open..<(close + 1)) }
            if part.count > 2, tokens.isIdentifier(part.lowerBound), tokens.isPunctuation(part.lowerBound + 1, ":") {
                labels.append(tokens.name(part.lowerBound))
                values.append(value((part.lowerBound + 2)..<part.upperBound, scope, &state))
            } else {
                labels.append(nil)
                values.append(value(part, scope, &state))
            }
        }
        return EvaluatedValue(.tuple(labels: labels, values: values), provenance: ValueProvenance(origin: bytes(open..<(close + 1))))
    }

    /// `[k: v, …]` (`[:]` empty): a dictionary of its entries; unknown when a key is unknown or given twice.
    func dictionaryLiteral(open: Int, close: Int, _ parts: [Range<Int>], _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let whole = open..<(close + 1)
        var keys: [EvaluatedValue] = []
        var values: [EvaluatedValue] = []
        for part in parts where !part.isEmpty {
            if part.count == 1, tokens.isPunctuation(part.lowerBound, ":") { continue }
            guard state.steps > 0, let colon = tokens.view.firstTopLevel(from: part.lowerBound, before: part.upperBound, where: {
                tokens.isPunctuation($0, ":")
            }) else { return unknown(whole) }
            let key = value(part.lowerBound..<colon, scope, &state)
            guard !key.isUnknown, !keys.contains(where: { $0.sameValue(as: key) }) else { return unknown(whole) }
            keys.append(key)
            values.append(value((colon + 1)..<part.upperBound, scope, &state))
        }
        return EvaluatedValue(.dictionary(keys: keys, values: values), provenance: ValueProvenance(origin: bytes(whole)))
    }
}
