import JSONC
import SourceText
import TabBarCore

/// A method body read statement by statement: locals and their assignments, `NSMutableArray` / dictionary
/// appends, `for (x in c)` and counted `for` loops over known collections, `if` with a known condition (a lazy
/// getter's `if (!_items)` is taken), `return`. Anything it does not read makes the whole body unknown, except
/// statements that touch none of its collections (`[super viewDidLoad]`, a colour set).
extension ObjCEvaluator {
    /// The locals of a running body.
    struct Environment {
        var scope: Scope
    }

    enum Outcome {
        case normal
        case returned(EvaluatedValue)
        case unknown
    }

    /// The value the local `name` holds just before the statement holding token `use`: the statements of the method
    /// body before it run in order. Nil when `use` is in a nested block, or when what runs before it is not read.
    func localValue(_ name: String, before use: Int, spent: inout Int) -> EvaluatedValue? {
        guard let method = declarations.methods.first(where: { $0.open < use && use < $0.close }) else { return nil }
        // A use far into a long body is not run up to (the walk to it is not charged to the budget).
        guard use - method.open <= stepLimit else { return nil }
        var statementStart = method.open + 1
        var cursor = method.open + 1
        spent += (use - method.open) / 16
        while cursor < use {
            if file.isPunctuation(cursor, ";") { statementStart = cursor + 1 }
            if let partner = file.partner(cursor), partner > cursor {
                // A bracket or parenthesis around the use (a message holding it) is inside its statement; a block
                // around it is a nested block.
                if partner > use {
                    if file.isPunctuation(cursor, "{") { return nil }
                    break
                }
                if file.isPunctuation(cursor, "{") { statementStart = partner + 1 }
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        let className = declarations.containers[method.container].name
        var environment = Environment(scope: Scope(className: className, isClassMethod: method.isClassMethod))
        var state = State(steps: stepLimit)
        let outcome = run((method.open + 1)..<statementStart, &environment, &state)
        spent += stepLimit - max(0, state.steps)
        guard case .normal = outcome else { return nil }
        return environment.scope.bindings[name]
    }

    /// Runs the statements of `range` (file tokens).
    func run(_ range: Range<Int>, _ environment: inout Environment, _ state: inout State) -> Outcome {
        let view = file
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            guard state.steps > 0 else { return .unknown }
            state.steps -= 1
            if view.isPunctuation(cursor, ";") { cursor += 1; continue }
            if view.isPunctuation(cursor, "{") {
                guard let close = view.partner(cursor), close > cursor, close < range.upperBound else { return .unknown }
                let outcome = run((cursor + 1)..<close, &environment, &state)
                if case .normal = outcome { cursor = close + 1; continue }
                return outcome
            }
            if view.isWord(cursor, "return") {
                let end = statementEnd(from: cursor + 1, limit: range.upperBound)
                guard end > cursor + 1 else { return .unknown }
                return .returned(value((cursor + 1)..<end, environment.scope, &state))
            }
            if view.isWord(cursor, "if") {
                guard let (outcome, next) = conditional(at: cursor, limit: range.upperBound, &environment, &state) else { return .unknown }
                if case .normal = outcome { cursor = next; continue }
                return outcome
            }
            if view.isWord(cursor, "for") {
                guard let (outcome, next) = loop(at: cursor, limit: range.upperBound, &environment, &state) else { return .unknown }
                if case .normal = outcome { cursor = next; continue }
                return outcome
            }
            if view.isWord(cursor, "while") || view.isWord(cursor, "do") || view.isWord(cursor, "switch") || view.isWord(cursor, "goto")
                || view.isWord(cursor, "break") || view.isWord(cursor, "continue") || view.kind(cursor) == .atKeyword {
                return .unknown
            }
            let end = statementEnd(from: cursor, limit: range.upperBound)
            guard end > cursor else { return .unknown }
            state.steps -= (end - cursor) / 16
            guard statement(cursor..<end, &environment, &state) else { return .unknown }
            cursor = end + 1
        }
        return .normal
    }

    /// The top-level `;` ending the statement from `start` (or `limit`).
    private func statementEnd(from start: Int, limit: Int) -> Int {
        file.firstTopLevel(from: start, before: limit) { file.isPunctuation($0, ";") } ?? limit
    }

    /// The body after a header `(…)` closing at `close`: a block, or one statement; its range and the index past it.
    private func branch(after close: Int, limit: Int) -> (Range<Int>, Int)? {
        let start = close + 1
        guard start < limit else { return nil }
        if file.isPunctuation(start, "{") {
            guard let end = file.partner(start), end > start, end < limit else { return nil }
            return ((start + 1)..<end, end + 1)
        }
        let end = statementEnd(from: start, limit: limit)
        return (start..<end, min(end + 1, limit))
    }

    /// `if (c) … else …`.
    private func conditional(at start: Int, limit: Int, _ environment: inout Environment, _ state: inout State) -> (Outcome, Int)? {
        guard file.isPunctuation(start + 1, "("), let close = file.partner(start + 1), close > start + 1, close < limit,
              let (then, afterThen) = branch(after: close, limit: limit) else { return nil }
        var otherwise: Range<Int>?
        var next = afterThen
        if afterThen < limit, file.isWord(afterThen, "else") {
            if file.isWord(afterThen + 1, "if") { return nil }
            guard let (body, after) = branch(after: afterThen, limit: limit) else { return nil }
            otherwise = body
            next = after
        }
        let condition = (start + 2)..<close
        var truth: Bool?
        if let ivar = lazyIvar(condition), environment.scope.bindings[ivar] == nil {
            truth = true  // A lazy getter's first call.
        } else {
            truth = truthValue(value(condition, environment.scope, &state))
        }
        guard let truth else { return nil }
        if truth { return (run(then, &environment, &state), next) }
        if let otherwise { return (run(otherwise, &environment, &state), next) }
        return (.normal, next)
    }

    /// The ivar a lazy getter tests: `!_items`, `_items == nil`, `nil == _items`, `!self.items` is not one.
    private func lazyIvar(_ condition: Range<Int>) -> String? {
        let range = file.unparenthesized(condition)
        if range.count == 2, file.isOperator(range.lowerBound, "!"), file.isIdentifier(range.lowerBound + 1),
           file.text(range.lowerBound + 1).hasPrefix("_") {
            return file.text(range.lowerBound + 1)
        }
        if range.count == 3, file.isOperator(range.lowerBound + 1, "==") {
            if file.isWord(range.lowerBound + 2, "nil"), file.text(range.lowerBound).hasPrefix("_") { return file.text(range.lowerBound) }
            if file.isWord(range.lowerBound, "nil"), file.text(range.lowerBound + 2).hasPrefix("_") { return file.text(range.lowerBound + 2) }
        }
        return nil
    }

    /// `for (T *x in c) …` over a known array, or `for (int i = a; i < b; i++) …`, at most 64 rounds; a body that may
    /// leave early is not run.
    private func loop(at start: Int, limit: Int, _ environment: inout Environment, _ state: inout State) -> (Outcome, Int)? {
        guard file.isPunctuation(start + 1, "("), let close = file.partner(start + 1), close > start + 1, close < limit,
              let (body, next) = branch(after: close, limit: limit) else { return nil }
        for index in body where file.isWord(index, "break") || file.isWord(index, "continue") || file.isWord(index, "goto") { return nil }
        let header = (start + 2)..<close
        if let keyword = file.firstTopLevel(from: header.lowerBound, before: header.upperBound, where: { file.isWord($0, "in") }),
           keyword > header.lowerBound, file.isIdentifier(keyword - 1) {
            let name = file.text(keyword - 1)
            let collection = value((keyword + 1)..<header.upperBound, environment.scope, &state)
            guard let elements = collection.elements ?? collection.dictionaryKeys, elements.count <= 64 else { return nil }
            for element in elements {
                environment.scope.bindings[name] = element
                let outcome = run(body, &environment, &state)
                if case .normal = outcome { continue }
                return (outcome, next)
            }
            environment.scope.bindings[name] = nil
            return (.normal, next)
        }
        let parts = file.split(from: header.lowerBound, before: header.upperBound, at: ";")
        guard parts.count == 3, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
        if !parts[0].isEmpty { guard statement(parts[0], &environment, &state) else { return nil } }
        var rounds = 0
        while true {
            guard let go = truthValue(value(parts[1], environment.scope, &state)) else { return nil }
            guard go else { return (.normal, next) }
            rounds += 1
            guard rounds <= 64, state.steps > 0 else { return nil }
            let outcome = run(body, &environment, &state)
            guard case .normal = outcome else { return (outcome, next) }
            guard statement(parts[2], &environment, &state) else { return nil }
        }
    }

    /// One simple statement: a declaration, an assignment (`=`, `+=`, `x[k] =`), `i++`, an append to a collection
    /// local (`addObject:`, `addObjectsFromArray:`, `setObject:forKey:`); any other statement is skipped when it
    /// names no collection local (it cannot change one), else the body is unknown (false).
    private func statement(_ range: Range<Int>, _ environment: inout Environment, _ state: inout State) -> Bool {
        let view = file
        // `i++`, `++i`, `i--`.
        if range.count == 2 {
            let name = view.isIdentifier(range.lowerBound) ? range.lowerBound : range.lowerBound + 1
            let other = name == range.lowerBound ? range.lowerBound + 1 : range.lowerBound
            if view.isIdentifier(name), view.isOperator(other, "++") || view.isOperator(other, "--") {
                let key = view.text(name)
                guard let current = environment.scope.bindings[key]?.integer else { return forget(range, &environment) }
                environment.scope.bindings[key] = computed(.integer(current + (view.isOperator(other, "++") ? 1 : -1)), range, environment.scope)
                return true
            }
        }
        if let equals = view.firstTopLevel(from: range.lowerBound, before: range.upperBound, where: {
            view.kind($0) == .operator && ["=", "+=", "-=", "*="].contains(view.text($0))
        }), equals > range.lowerBound {
            let right = (equals + 1)..<range.upperBound
            let left = range.lowerBound..<equals
            let symbol = view.text(equals)
            guard let key = assignedName(left) else {
                // `x[k] = v` on a dictionary or array local.
                if left.count >= 4, view.isIdentifier(left.lowerBound), view.isPunctuation(left.lowerBound + 1, "["),
                   view.partner(left.lowerBound + 1) == left.upperBound - 1, symbol == "=" {
                    let key = view.text(left.lowerBound)
                    let index = value((left.lowerBound + 2)..<(left.upperBound - 1), environment.scope, &state)
                    let newValue = value(right, environment.scope, &state)
                    guard let base = environment.scope.bindings[key] else { return forget(range, &environment) }
                    environment.scope.bindings[key] = stored(newValue, at: index, in: base, range, environment.scope)
                    return true
                }
                return forget(range, &environment)
            }
            var newValue = value(right, environment.scope, &state)
            if symbol != "=" {
                let operation = String(symbol.dropLast())
                guard let current = environment.scope.bindings[key], let combined = Self.apply(operation, current.kind, newValue.kind) else {
                    environment.scope.bindings[key] = unknown(range, environment.scope)
                    return true
                }
                newValue = computed(combined, range, environment.scope)
            }
            environment.scope.bindings[key] = newValue
            return true
        }
        // `[items addObject:x]`.
        if view.isPunctuation(range.lowerBound, "["), view.partner(range.lowerBound) == range.upperBound - 1,
           let send = ObjCMessageSend.parse(at: range.lowerBound, in: view), send.receiver.count == 1, view.isIdentifier(send.receiver.lowerBound),
           let base = environment.scope.bindings[view.text(send.receiver.lowerBound)] {
            let key = view.text(send.receiver.lowerBound)
            switch (base.kind, send.selector) {
            case (.array(let elements), "addObject:"):
                environment.scope.bindings[key] = computed(.array(elements + [value(send.arguments[0], environment.scope, &state)]), range,
                                                           environment.scope)
                return true
            case (.array(let elements), "addObjectsFromArray:"):
                guard let more = value(send.arguments[0], environment.scope, &state).elements else { return forget(range, &environment) }
                environment.scope.bindings[key] = computed(.array(elements + more), range, environment.scope)
                return true
            case (.dictionary, "setObject:forKey:"), (.dictionary, "setValue:forKey:"):
                let newValue = value(send.arguments[0], environment.scope, &state)
                let index = value(send.arguments[1], environment.scope, &state)
                environment.scope.bindings[key] = stored(newValue, at: index, in: base, range, environment.scope)
                return true
            default:
                return forget(range, &environment)
            }
        }
        // A declaration without a value: `NSString *title;`.
        if range.count >= 2, view.isIdentifier(range.upperBound - 1),
           (range.lowerBound..<(range.upperBound - 1)).allSatisfy({ view.isIdentifier($0) || view.isOperator($0, "*") }) {
            environment.scope.bindings[view.text(range.upperBound - 1)] = unknown(range, environment.scope)
            return true
        }
        return forget(range, &environment)
    }

    /// The local a left side names: `x`, `T *x` (a declaration), `self.x` / `_x` (the ivar `_x`); nil for another.
    private func assignedName(_ left: Range<Int>) -> String? {
        let view = file
        guard let last = left.last, view.isIdentifier(last) else { return nil }
        if left.count == 1 { return view.text(last) }
        if left.count == 3, view.isWord(left.lowerBound, "self"), view.isPunctuation(left.lowerBound + 1, ".") { return "_" + view.text(last) }
        if (left.lowerBound..<last).allSatisfy({ view.isIdentifier($0) || view.isOperator($0, "*") || view.isOperator($0, "<")
            || view.isOperator($0, ">") || view.isPunctuation($0, ",") }) {
            return view.text(last)
        }
        return nil
    }

    /// `base` with `newValue` stored at `index` (a dictionary's key, an array's index).
    private func stored(_ newValue: EvaluatedValue, at index: EvaluatedValue, in base: EvaluatedValue, _ range: Range<Int>,
                        _ scope: Scope) -> EvaluatedValue {
        switch base.kind {
        case .dictionary(var keys, var values):
            guard !index.isUnknown else { return unknown(range, scope) }
            if let found = keys.firstIndex(where: { $0.sameValue(as: index) }) {
                values[found] = newValue
            } else {
                keys.append(index)
                values.append(newValue)
            }
            return computed(.dictionary(keys: keys, values: values), range, scope)
        case .array(var elements):
            guard let offset = index.integer, elements.indices.contains(offset) else { return unknown(range, scope) }
            elements[offset] = newValue
            return computed(.array(elements), range, scope)
        default:
            return unknown(range, scope)
        }
    }

    /// A statement not read: the collection locals it hands on whole (a callee may change them) become unknown; one
    /// only read (`items[i]`, `items.count`) stays. Always true.
    private func forget(_ range: Range<Int>, _ environment: inout Environment) -> Bool {
        for index in range where file.isIdentifier(index) {
            if index + 1 < range.upperBound, file.isPunctuation(index + 1, "[") || file.isPunctuation(index + 1, ".") { continue }
            let name = file.text(index)
            guard let bound = environment.scope.bindings[name] else { continue }
            switch bound.kind {
            case .array, .dictionary: environment.scope.bindings[name] = unknown(range, environment.scope)
            default: continue
            }
        }
        return true
    }
}

extension EvaluatedValue {
    /// A dictionary's keys, in the order written.
    var dictionaryKeys: [EvaluatedValue]? {
        if case .dictionary(let keys, _) = kind { return keys }
        return nil
    }
}
