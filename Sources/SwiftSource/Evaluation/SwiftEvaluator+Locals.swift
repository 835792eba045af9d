import JSONC
import TabBarCore

/// The value a local variable holds where it is used, from the statements of its body run in order (SPEC section 10:
/// the assignment that reaches the use in straight-line code, loops over a known collection): `let` / `var` with an
/// initialiser, `x = e`, `x.append(e)`, `x.append(contentsOf: e)`, `x += e`, and `for p in c { … }` /
/// `c.forEach { p in … }` over a known collection (each element bound to the pattern, the body run once per element).
/// A statement it does not follow (a branch, a call that may change the local, a loop over anything unknown) makes
/// every local it names unknown from there on.
extension SwiftEvaluator {
    /// A loop over more elements than this is not run (its locals become unknown).
    static let loopElementLimit = 32

    /// The value the local `name` holds just before the statement holding token `use`, running the statements of
    /// `body` (a member's body) before it; unknown when the use is not a statement of the body itself, or the local is
    /// not followed.
    func localValue(_ name: String, before use: Int, in body: Range<Int>) -> EvaluatedValue {
        let body = clamped(body)
        guard body.contains(use) else { return unknown(use..<(use + 1)) }
        var state = State(steps: stepLimit)
        var scope = Scope(typeName: index.enclosingType(of: body.lowerBound))
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            let end = statementEnd(from: cursor, limit: body.upperBound)
            if end > use { break }
            guard state.steps > 0, run(cursor..<end, &scope, &state) else { return unknown(use..<(use + 1)) }
            cursor = end
        }
        // The use must be in a plain statement of the body (not inside a branch or loop that may run it otherwise).
        guard cursor <= use, tokens.keyword(cursor).map({ $0 == .self || $0 == .return }) ?? true,
              !isCompound(cursor) else { return unknown(use..<(use + 1)) }
        return scope.bindings[name] ?? unknown(use..<(use + 1))
    }

    /// The index past the statement starting at `start`: bracket groups are skipped whole, and a token that starts a
    /// new statement ends it unless it continues this one (`else`, `.member`, an attached `(` or `[`, an operator).
    func statementEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            if cursor > start {
                if tokens.isPunctuation(cursor, ";") { return cursor + 1 }
                // (A `for` loop's collection follows its `in`, which ends a closure's header elsewhere.)
                if tokens.startsStatement(cursor, bodyStart: start), !continuesStatement(cursor),
                   !(tokens.keyword(cursor - 1) == .in && tokens.spells(start, "for")) { return cursor }
            }
            if let partner = tokens.partner(cursor), partner > cursor { cursor = min(partner + 1, limit) } else { cursor += 1 }
        }
        return limit
    }

    private func continuesStatement(_ index: Int) -> Bool {
        if tokens.keyword(index) == .else || tokens.spells(index, "catch") || tokens.spells(index, "where") { return true }
        if tokens.isPunctuation(index, ".") || tokens.kind(index) == .operator { return true }
        if (tokens.isPunctuation(index, "(") || tokens.isPunctuation(index, "[")) && tokens.isAttached(index) { return true }
        if tokens.isPunctuation(index, "{"), tokens.isPunctuation(index - 1, "}") == false, tokens.isPunctuation(index - 1, ";") == false {
            return true
        }
        return false
    }

    /// Whether the statement at `start` holds blocks of its own (a branch, a loop, `do`).
    private func isCompound(_ start: Int) -> Bool {
        if let word = tokens.keyword(start), word == .if || word == .guard { return true }
        return ["switch", "for", "while", "repeat", "do", "defer"].contains { tokens.spells(start, $0) }
    }

    /// Runs the statement `range` on the locals of `scope`; false when the budget ran out.
    private func run(_ range: Range<Int>, _ scope: inout Scope, _ state: inout State) -> Bool {
        guard state.steps > 0, state.depth < depthLimit else { return false }
        state.steps -= 1
        var range = range
        while range.count > 0, tokens.isPunctuation(range.upperBound - 1, ";") { range = range.lowerBound..<(range.upperBound - 1) }
        guard let first = range.first else { return true }
        spend(walking: range.count, &state)
        var expressionScope = scope
        expressionScope.useSite = first
        // `let x = e`, `var x: T = e`, `var x: T`.
        if let word = tokens.keyword(first), word == .let || word == .var {
            let name = first + 1
            guard tokens.isIdentifier(name), tokens.keyword(name) == nil else { forget(range, &scope); return true }
            var equals = name + 1
            if tokens.isPunctuation(equals, ":") { equals = tokens.skipTypeAnnotation(from: equals + 1, limit: range.upperBound) }
            let text = tokens.name(name)
            if equals < range.upperBound, tokens.isOperator(equals, "=") {
                let end = tokens.expressionEnd(from: equals + 1, limit: range.upperBound)
                scope.bindings[text] = end == range.upperBound ? value((equals + 1)..<end, expressionScope, &state) : unknown(range)
            } else {
                scope.bindings[text] = unknown(range)
            }
            return true
        }
        if tokens.spells(first, "for"), runFor(range, &scope, &state) { return true }
        if tokens.isIdentifier(first), tokens.keyword(first) == nil, tokens.keyword(first) != .self {
            let text = tokens.name(first)
            if let current = scope.bindings[text], let done = mutation(of: text, current, range, expressionScope, &state) {
                scope.bindings[text] = done
                return true
            }
            if runForEach(range, &scope, &state) { return true }
        }
        forget(range, &scope)
        return true
    }

    /// `x = e`, `x += e`, `x.append(e)`, `x.append(contentsOf: e)` on the local `name` holding `current`: its new value;
    /// nil for any other statement.
    private func mutation(of name: String, _ current: EvaluatedValue, _ range: Range<Int>, _ scope: Scope,
                          _ state: inout State) -> EvaluatedValue? {
        let first = range.lowerBound
        if tokens.isOperator(first + 1, "=") || tokens.isOperator(first + 1, "+=") {
            let end = tokens.expressionEnd(from: first + 2, limit: range.upperBound)
            guard end == range.upperBound, end > first + 2 else { return unknown(range) }
            let new = value((first + 2)..<end, scope, &state)
            if tokens.isOperator(first + 1, "=") { return new }
            switch (current.kind, new.kind) {
            case (.array(let old), .array(let added)): return computed(.array(old + added), range)
            case (.string(let old), .string(let added)): return computed(.string(old + added), range)
            default: return unknown(range)
            }
        }
        guard tokens.isPunctuation(first + 1, "."), tokens.spells(first + 2, "append"), tokens.isPunctuation(first + 3, "("),
              let close = tokens.partner(first + 3), close + 1 == range.upperBound else { return nil }
        let parts = tokens.view.split(from: first + 4, before: close, at: ",")
        guard parts.count == 1, let part = parts.first, !part.isEmpty, case .array(let old) = current.kind else { return unknown(range) }
        if part.count > 2, tokens.spells(part.lowerBound, "contentsOf"), tokens.isPunctuation(part.lowerBound + 1, ":") {
            guard let added = value((part.lowerBound + 2)..<part.upperBound, scope, &state).elements else { return unknown(range) }
            return computed(.array(old + added), range)
        }
        if part.count > 2, tokens.isIdentifier(part.lowerBound), tokens.isPunctuation(part.lowerBound + 1, ":") { return unknown(range) }
        return computed(.array(old + [value(part, scope, &state)]), range)
    }

    /// `for pattern in collection { body }` over a known collection; false when it is no such loop (the caller forgets
    /// what it names).
    private func runFor(_ range: Range<Int>, _ scope: inout Scope, _ state: inout State) -> Bool {
        guard let keyword = tokens.view.firstTopLevel(from: range.lowerBound + 1, before: range.upperBound, where: { tokens.keyword($0) == .in }),
              case let open = tokens.expressionEnd(from: keyword + 1, limit: range.upperBound, stopsAtBrace: true),
              tokens.isPunctuation(open, "{"), let close = tokens.partner(open), close + 1 == range.upperBound else { return false }
        return loop(pattern: (range.lowerBound + 1)..<keyword, collection: (keyword + 1)..<open, body: (open + 1)..<close, range, &scope, &state)
    }

    /// `collection.forEach { pattern in body }` (or `forEach({ … })`); false when it is no such statement.
    private func runForEach(_ range: Range<Int>, _ scope: inout Scope, _ state: inout State) -> Bool {
        var close = range.upperBound - 1
        if tokens.isPunctuation(close, ")"), let open = tokens.partner(close), open + 1 < close, tokens.isPunctuation(close - 1, "}") {
            guard tokens.partner(close - 1) == open + 1 else { return false }
            close -= 1
        }
        guard tokens.isPunctuation(close, "}"), var open = tokens.partner(close), open > range.lowerBound + 2 else { return false }
        var name = open - 1
        if tokens.isPunctuation(name, "("), tokens.partner(name) == close + 1 { name -= 1; open = open + 0 }
        guard tokens.spells(name, "forEach"), tokens.isPunctuation(name - 1, "."),
              let keyword = tokens.view.firstTopLevel(from: open + 1, before: close, where: { tokens.keyword($0) == .in }) else { return false }
        return loop(pattern: (open + 1)..<keyword, collection: range.lowerBound..<(name - 1), body: (keyword + 1)..<close, range, &scope, &state)
    }

    /// Runs `body` once per element of `collection` with `pattern` (`x`, `(a, b)`, `_`) bound; the names declared in
    /// the body stay in it. A collection not known, a pattern of another form or a body that may leave early: false.
    private func loop(pattern: Range<Int>, collection: Range<Int>, body: Range<Int>, _ range: Range<Int>, _ scope: inout Scope,
                      _ state: inout State) -> Bool {
        var names: [String?] = []
        var inner = pattern
        if inner.count >= 3, tokens.isPunctuation(inner.lowerBound, "("), tokens.partner(inner.lowerBound) == inner.upperBound - 1 {
            inner = (inner.lowerBound + 1)..<(inner.upperBound - 1)
        }
        for part in tokens.view.split(from: inner.lowerBound, before: inner.upperBound, at: ",") {
            guard part.count == 1, tokens.isIdentifier(part.lowerBound), tokens.keyword(part.lowerBound) == nil else { return false }
            let name = tokens.name(part.lowerBound)
            names.append(name == "_" ? nil : name)
        }
        guard !names.isEmpty else { return false }
        for index in body where tokens.keyword(index) == .return || ["break", "continue", "throw"].contains(where: { tokens.spells(index, $0) })
            && !tokens.isPunctuation(index + 1, ":") {
            return false
        }
        var expressionScope = scope
        expressionScope.useSite = collection.lowerBound
        let walked = value(collection, expressionScope, &state)
        guard let elements = walked.elements, elements.count <= Self.loopElementLimit else { return false }
        // The names outside the body that it may change: not those the pattern or the body's own `let` / `var` shadow.
        var outer = Set(scope.bindings.keys)
        for name in names { if let name { outer.remove(name) } }
        for index in body where tokens.keyword(index) == .let || tokens.keyword(index) == .var {
            if tokens.isIdentifier(index + 1) { outer.remove(tokens.name(index + 1)) }
        }
        for element in elements {
            var iteration = scope
            if names.count == 1 {
                if let name = names[0] { iteration.bindings[name] = element }
            } else {
                guard case .tuple(_, let parts) = element.kind, parts.count == names.count else { return false }
                for (name, part) in zip(names, parts) { if let name { iteration.bindings[name] = part } }
            }
            var cursor = body.lowerBound
            while cursor < body.upperBound {
                let end = statementEnd(from: cursor, limit: body.upperBound)
                guard run(cursor..<end, &iteration, &state) else { return false }
                cursor = end
            }
            // What the body changed of the names outside it is kept; its own names (and the pattern's) are not.
            for name in outer { scope.bindings[name] = iteration.bindings[name] }
        }
        return true
    }

    /// A statement not followed: every local it names becomes unknown.
    private func forget(_ range: Range<Int>, _ scope: inout Scope) {
        for index in range where tokens.isIdentifier(index) && !tokens.isPunctuation(index - 1, ".") {
            let name = tokens.name(index)
            if scope.bindings[name] != nil { scope.bindings[name] = unknown(range) }
        }
    }
}
