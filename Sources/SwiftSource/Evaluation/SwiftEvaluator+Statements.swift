import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// The value a getter's body `range` returns: `get { … }`, `return e`, a lone expression (an implicit return), a
    /// `switch` whose chosen case returns, after `let` constants of straight-line code; unknown for anything else.
    func body(_ range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        // Bodies nest through `get { … }` and switches: they count against the nesting bound as expressions do.
        guard state.steps > 0, state.depth < depthLimit else { return unknown(range) }
        state.depth += 1
        defer { state.depth -= 1 }
        var scope = scope
        var cursor = range.lowerBound
        if tokens.spells(cursor, "get"), tokens.isPunctuation(cursor + 1, "{"), let close = tokens.partner(cursor + 1),
           close > cursor + 1, close < range.upperBound {
            return body((cursor + 2)..<close, scope, &state)
        }
        while cursor < range.upperBound {
            guard state.steps > 0 else { return unknown(range) }
            state.steps -= 1
            if tokens.isPunctuation(cursor, ";") {
                cursor += 1
                continue
            }
            if tokens.keyword(cursor) == .return {
                let end = tokens.expressionEnd(from: cursor + 1, limit: range.upperBound)
                guard end > cursor + 1 else { return unknown(range) }
                return value((cursor + 1)..<end, scope, &state)
            }
            if tokens.spells(cursor, "switch") { return switchValue(at: cursor, limit: range.upperBound, scope, &state) }
            if let word = tokens.keyword(cursor), word == .if || word == .guard {
                switch branch(at: cursor, limit: range.upperBound, scope, &state) {
                case .returned(let result): return result
                case .continues(let next): cursor = next; continue
                case .unknown: return unknown(range)
                }
            }
            if tokens.keyword(cursor) == .let, tokens.isIdentifier(cursor + 1), tokens.keyword(cursor + 1) == nil {
                var equals = cursor + 2
                if tokens.isPunctuation(equals, ":") { equals = tokens.skipTypeAnnotation(from: equals + 1, limit: range.upperBound) }
                guard tokens.isOperator(equals, "=") else { return unknown(range) }
                let end = tokens.expressionEnd(from: equals + 1, limit: range.upperBound)
                guard end > equals + 1 else { return unknown(range) }
                scope.bindings[tokens.name(cursor + 1)] = value((equals + 1)..<end, scope, &state)
                cursor = end
                continue
            }
            guard tokens.keyword(cursor) == nil || tokens.keyword(cursor) == .self || tokens.keyword(cursor) == .selfType else {
                return unknown(range)
            }
            // A lone expression is returned when nothing follows it.
            let end = tokens.expressionEnd(from: cursor, limit: range.upperBound)
            var next = end
            while next < range.upperBound, tokens.isPunctuation(next, ";") { next += 1 }
            guard end > cursor, next >= range.upperBound else { return unknown(range) }
            return value(cursor..<end, scope, &state)
        }
        return unknown(range)
    }

    /// What an `if` or `guard` statement does: returns a value, goes on at a token, or cannot be told.
    enum Branch {
        case returned(EvaluatedValue)
        case continues(Int)
        case unknown
    }

    /// `if c { … } else if … else { … }` / `guard c else { … }` at token `start` with a known truth value: the taken
    /// block's value when it returns one; past the statement when the condition skips every block (a `guard` that
    /// holds, an `if` without `else` that does not). A taken block that does not return is unknown (what it does to
    /// the names after it is not followed), as is a condition with a binding (`if let`, `case`) or several parts.
    func branch(at start: Int, limit: Int, _ scope: Scope, _ state: inout State) -> Branch {
        let isGuard = tokens.keyword(start) == .guard
        var cursor = start
        while cursor < limit {
            guard state.steps > 0 else { return .unknown }
            state.steps -= 1
            let conditionEnd = tokens.expressionEnd(from: cursor + 1, limit: limit, stopsAtBrace: true)
            let condition = (cursor + 1)..<conditionEnd
            guard !condition.isEmpty, !(condition.contains { tokens.keyword($0) == .let || tokens.keyword($0) == .var
                || tokens.spells($0, "case") || tokens.isPunctuation($0, ",") }) else { return .unknown }
            var open = conditionEnd
            if isGuard {
                guard tokens.keyword(open) == .else else { return .unknown }
                open += 1
            }
            guard tokens.isPunctuation(open, "{"), let close = tokens.partner(open), close > open, close < limit else { return .unknown }
            guard let truth = value(condition, scope, &state).bool else { return .unknown }
            if isGuard {
                if truth { return .continues(close + 1) }
                let result = body((open + 1)..<close, scope, &state)
                return result.isUnknown ? .unknown : .returned(result)
            }
            if truth {
                let result = body((open + 1)..<close, scope, &state)
                return result.isUnknown ? .unknown : .returned(result)
            }
            // Not taken: an `else if` is tried next, an `else` block taken, nothing else skips the statement.
            guard tokens.keyword(close + 1) == .else else { return .continues(close + 1) }
            if tokens.keyword(close + 2) == .if {
                cursor = close + 2
                continue
            }
            guard tokens.isPunctuation(close + 2, "{"), let end = tokens.partner(close + 2), end > close + 2, end < limit else { return .unknown }
            let result = body((close + 3)..<end, scope, &state)
            return result.isUnknown ? .unknown : .returned(result)
        }
        return .unknown
    }

    /// `switch subject { case p, q: … default: … }` at token `start`: the value the first matching clause gives. A
    /// pattern it cannot compare (a binding, `where`, a payload) met before the match makes it unknown.
    func switchValue(at start: Int, limit: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let subjectEnd = tokens.expressionEnd(from: start + 1, limit: limit, stopsAtBrace: true)
        guard subjectEnd > start + 1, tokens.isPunctuation(subjectEnd, "{"), let close = tokens.partner(subjectEnd),
              close > subjectEnd, close < limit else { return unknown(start..<limit) }
        let whole = start..<(close + 1)
        let subject = value((start + 1)..<subjectEnd, scope, &state)
        guard !subject.isUnknown else { return unknown(whole) }
        spend(walking: close - subjectEnd, &state)
        let clauses = self.clauses(open: subjectEnd, close: close)
        for (offset, clause) in clauses.enumerated() {
            let bodyEnd = offset + 1 < clauses.count ? clauses[offset + 1].start : close
            guard let colon = tokens.view.firstTopLevel(from: clause.start + 1, before: bodyEnd, where: { tokens.isPunctuation($0, ":") })
            else { return unknown(whole) }
            var matches = clause.isDefault
            if !clause.isDefault {
                for pattern in tokens.view.split(from: clause.start + 1, before: colon, at: ",") {
                    guard let found = self.matches(pattern, subject, scope, &state) else { return unknown(whole) }
                    if found {
                        matches = true
                        break
                    }
                }
            }
            guard matches else { continue }
            let result = body((colon + 1)..<bodyEnd, scope, &state)
            return result.isUnknown ? unknown(whole) : result
        }
        return unknown(whole)
    }

    /// The `case` and `default` labels directly in the switch body between `open` and `close`.
    private func clauses(open: Int, close: Int) -> [(start: Int, isDefault: Bool)] {
        var found: [(start: Int, isDefault: Bool)] = []
        var cursor = open + 1
        while cursor < close {
            if tokens.spells(cursor, "case") { found.append((cursor, false)) }
            if tokens.spells(cursor, "default"), tokens.isPunctuation(cursor + 1, ":") { found.append((cursor, true)) }
            if let partner = tokens.partner(cursor), partner > cursor { cursor = partner + 1 } else { cursor += 1 }
        }
        return found
    }

    /// Whether `pattern` matches `subject`; nil when it cannot be told (a binding, `where`, `_`-less wildcard forms,
    /// an unknown pattern value).
    private func matches(_ pattern: Range<Int>, _ subject: EvaluatedValue, _ scope: Scope, _ state: inout State) -> Bool? {
        guard !pattern.isEmpty else { return nil }
        if pattern.count == 1, tokens.spells(pattern.lowerBound, "_") { return true }
        for index in pattern where tokens.keyword(index) == .let || tokens.keyword(index) == .var || tokens.keyword(index) == .where
            || tokens.spells(index, "is") {
            return nil
        }
        // `.home` against a case of a known enumeration.
        if pattern.count == 2, tokens.isPunctuation(pattern.lowerBound, "."), tokens.isIdentifier(pattern.lowerBound + 1),
           case .enumCase(let type, _) = subject.kind {
            guard let found = enumCase(tokens.name(pattern.lowerBound + 1), of: type, at: pattern) else { return nil }
            return found.kind == subject.kind
        }
        let expected = value(pattern, scope, &state)
        guard !expected.isUnknown else { return nil }
        return expected.sameValue(as: subject)
    }
}
