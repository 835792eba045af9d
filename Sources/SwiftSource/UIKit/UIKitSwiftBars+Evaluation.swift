import JSONC
import TabBarCore

/// The UIKit reader asks the file's evaluator for what is no literal where it is used: a title or image name through
/// a constant, a function or method of the file, an enumeration, an array in a property, a loop's variable. A
/// helper's parameters, the member's `let` locals and a loop's variables are bound to their values first.
extension UIKitSwiftBars {
    /// The value of `expression` in `scope`; unknown for whatever the evaluator cannot compute.
    func evaluated(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int = 0) -> EvaluatedValue {
        let range = values.stripped(expression)
        guard !range.isEmpty, depth < 4, cache.evaluator.mayEvaluate(tokens) else { return .unknown(at: values.bytes(expression)) }
        let evaluator = cache.evaluator.evaluator(for: tokens)
        var bindings: [String: EvaluatedValue] = [:]
        let body = statements(of: scope.member)
        for index in range where tokens.isIdentifier(index) && tokens.keyword(index) == nil && !tokens.isPunctuation(index - 1, ".") {
            let name = tokens.name(index)
            guard bindings[name] == nil else { continue }
            if let value = scope.values[name] {
                bindings[name] = value.reached(through: ValueStep(.element, name, at: tokens.range(index)))
            } else if let argument = scope.bindings[name], let caller = scope.caller {
                bindings[name] = evaluated(argument, in: caller, depth: depth + 1).reached(through: helperStep(scope, at: tokens.range(index)))
            } else if let value = scope.defaults[name] {
                bindings[name] = evaluated(value, in: scope, depth: depth + 1)
            } else if let value = body.locals[name], !body.assignments.contains(where: { $0.chain == [name] }),
                      !value.contains(index) {
                bindings[name] = evaluated(value, in: scope, depth: depth + 1)
            }
        }
        // A loop's variables and the member's locals named only inside a string's interpolation (`"icon\(i)"`,
        // `"tab_\(names[i])"`: one token here).
        for (name, value) in scope.values where bindings[name] == nil {
            bindings[name] = value.reached(through: ValueStep(.element, name, at: values.bytes(range)))
        }
        for index in range where tokens.kind(index) == .interpolatedString {
            let text = tokens.text(index)
            guard text.contains("\\(") else { continue }
            for (name, value) in body.locals where bindings[name] == nil && text.contains(name)
                && !body.assignments.contains(where: { $0.chain == [name] }) && value.upperBound <= index {
                bindings[name] = evaluated(value, in: scope, depth: depth + 1)
            }
        }
        return evaluator.evaluate(range, in: SwiftEvaluator.Scope(bindings: bindings))
    }

    /// A string fact for `expression` from the evaluator, nil when it gives no string.
    func evaluatedString(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> SourceFact<String>? {
        let value = evaluated(expression, in: scope)
        guard value.string != nil else { return nil }
        return value.stringFact(unknownAt: values.bytes(expression))
    }

    /// The scopes a call at token `position` of `scope`'s member runs in: one per element of the known collection a
    /// `for` loop around it walks, its variables bound to the element (`for (title, image) in zip(titles, images)`,
    /// `for tab in Tab.allCases`, `for i in 0..<titles.count`); nil when it is in no loop, in a nested block of
    /// one, in a loop that may leave early (`break`, `continue`, `return`) or over anything not known.
    func loopScopes(around position: Int, loops: [UIKitSwiftLoop], in scope: UIKitSwiftScope) -> [UIKitSwiftScope]? {
        let around = loops.filter { $0.open < position && $0.close > position }
        // Two loops around the call: not expanded.
        guard around.count <= 1 else { return nil }
        let loop = around.first
        guard let loop else { return nil }
        for inner in (loop.open + 1)..<position where tokens.isPunctuation(inner, "{") {
            if let partner = tokens.partner(inner), partner > position { return nil }
        }
        // A body that may leave early, or that sets a tab's fields in branches (the item reader would take the last
        // branch's value for every element), is not expanded.
        for inner in (loop.open + 1)..<loop.close {
            if let word = tokens.keyword(inner), word == .return || word == .guard || word == .if { return nil }
            // (An argument label `for:` is no loop.)
            if (tokens.spells(inner, "break") || tokens.spells(inner, "continue") || tokens.spells(inner, "throw") || tokens.spells(inner, "switch")
                || tokens.spells(inner, "for") || tokens.spells(inner, "while")) && !tokens.isPunctuation(inner + 1, ":")
                || tokens.kind(inner) == .poundKeyword {
                return nil
            }
        }
        let names = loop.pattern.map(loopNames) ?? ["$0"]
        guard let names, !names.isEmpty else { return nil }
        let collection = loop.collection
        guard !(collection.contains { tokens.spells($0, "where") }), let elements = loopElements(collection, in: scope),
              elements.count <= 16 else { return nil }
        var scopes: [UIKitSwiftScope] = []
        for element in elements {
            var inner = scope
            if names.count == 1 {
                if let name = names[0] { inner.values[name] = element }
            } else {
                guard case .tuple(_, let parts) = element.kind, parts.count == names.count else { return nil }
                for (name, part) in zip(names, parts) { if let name { inner.values[name] = part } }
            }
            scopes.append(inner)
        }
        return scopes
    }

    /// The tabs of `base.map { … }` where the evaluator knows `base` (`Tab.allCases`, an array in a property, at most
    /// 16 elements, at least one of them known): one per element, the view controller the closure returns (its last
    /// top-level `return`, or its one expression) read with the closure's parameter (`tab in`, `$0`, `(a, b) in`)
    /// bound to the element. Nil for anything else, and for a closure that branches (`if`, `switch`, `guard`).
    func mappedTabs(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> [UIKitSwiftTab]? {
        var range = values.stripped(expression)
        // A local's value is read up to a brace: `let list = Tab.allCases.map` then its trailing closure.
        if range.count >= 3, tokens.spells(range.upperBound - 1, "map"), tokens.isPunctuation(range.upperBound, "{"),
           let close = tokens.partner(range.upperBound), close > range.upperBound {
            range = range.lowerBound..<(close + 1)
        }
        guard range.count >= 6, tokens.isPunctuation(range.upperBound - 1, "}"), let open = tokens.partner(range.upperBound - 1),
              open >= range.lowerBound + 3, tokens.spells(open - 1, "map"), tokens.isPunctuation(open - 2, ".") else { return nil }
        let close = range.upperBound - 1
        for inner in (open + 1)..<close {
            if let word = tokens.keyword(inner), word == .if || word == .guard { return nil }
            if tokens.spells(inner, "switch") || tokens.spells(inner, "for") || tokens.spells(inner, "while"),
               !tokens.isPunctuation(inner + 1, ":") { return nil }
        }
        // Elements the evaluator knows nothing of (controllers made in the member) are left to the other readings.
        guard let elements = evaluated(range.lowerBound..<(open - 2), in: scope).elements, !elements.isEmpty, elements.count <= 16,
              elements.contains(where: { !$0.isUnknown }) else { return nil }
        // The parameters, and where the body starts.
        var names: [String] = []
        var start = open + 1
        if let keyword = tokens.view.firstTopLevel(from: open + 1, before: close, where: { tokens.keyword($0) == .in }) {
            var header = (open + 1)..<keyword
            if header.count >= 2, tokens.isPunctuation(header.lowerBound, "("), tokens.partner(header.lowerBound) == header.upperBound - 1 {
                header = (header.lowerBound + 1)..<(header.upperBound - 1)
            }
            for part in tokens.view.split(from: header.lowerBound, before: header.upperBound, at: ",") {
                guard part.count == 1, tokens.isIdentifier(part.lowerBound) else { return nil }
                names.append(tokens.name(part.lowerBound))
            }
            start = keyword + 1
        } else {
            names = ["$0"]
        }
        guard !names.isEmpty else { return nil }
        // The returned expression: the last top-level `return`, else the body when it is one expression.
        var returned: Range<Int>?
        var index = start
        while index < close {
            if tokens.keyword(index) == .return {
                returned = (index + 1)..<tokens.expressionEnd(from: index + 1, limit: close)
            }
            if let partner = tokens.partner(index), partner > index { index = partner + 1 } else { index += 1 }
        }
        if returned == nil {
            let end = tokens.expressionEnd(from: start, limit: close)
            if end == close { returned = start..<close }
        }
        guard let returned, !returned.isEmpty else { return nil }
        var tabs: [UIKitSwiftTab] = []
        for element in elements {
            var inner = scope
            if names.count == 1 {
                inner.values[names[0]] = element
            } else {
                guard case .tuple(_, let parts) = element.kind, parts.count == names.count else { return nil }
                for (name, part) in zip(names, parts) where name != "_" { inner.values[name] = part }
            }
            tabs.append(tab(returned, in: inner, statement: values.bytes(range)))
        }
        return tabs
    }

    /// The loops of `member`'s body, outermost first: `for pattern in collection { … }` and
    /// `collection.forEach { pattern in … }` (`$0` when the closure names no parameter).
    func loops(in member: Int) -> [UIKitSwiftLoop] {
        let body = members[member].body
        let end = min(body.upperBound, tokens.count)
        var found: [UIKitSwiftLoop] = []
        for index in body.lowerBound..<max(body.lowerBound, end) {
            if tokens.spells(index, "for") {
                guard !tokens.isPunctuation(index + 1, ":"), !tokens.isPunctuation(index - 1, "."),
                      let open = firstBrace(after: index + 1, limit: end), let close = tokens.partner(open), close > open,
                      let keyword = (index + 1..<open).first(where: { tokens.keyword($0) == .in }) else { continue }
                found.append(UIKitSwiftLoop(header: index, open: open, close: close, pattern: (index + 1)..<keyword,
                                            collection: (keyword + 1)..<open))
            } else if tokens.spells(index, "forEach"), tokens.isPunctuation(index - 1, "."), let loop = forEachLoop(at: index, in: body) {
                found.append(loop)
            }
        }
        return found.sorted { $0.header < $1.header }
    }

    /// `collection.forEach { pattern in … }` at the token `forEach` (a statement of its own, the closure trailing or
    /// the only argument); nil for any other form.
    private func forEachLoop(at name: Int, in body: Range<Int>) -> UIKitSwiftLoop? {
        var open = name + 1
        if tokens.isPunctuation(open, "("), let close = tokens.partner(open), close == open + 2 || close > open + 1 {
            guard tokens.isPunctuation(open + 1, "{"), let inner = tokens.partner(open + 1), inner + 1 == close else { return nil }
            open += 1
        }
        guard tokens.isPunctuation(open, "{"), let close = tokens.partner(open), close > open else { return nil }
        // The collection: back from the `.` over names, `.`, `?`, `!` and bracketed groups to the statement's start.
        var start = name - 1
        while start - 1 >= body.lowerBound {
            let previous = start - 1
            if tokens.isPunctuation(previous, ")") || tokens.isPunctuation(previous, "]") {
                guard let partner = tokens.partner(previous), partner < previous, partner >= body.lowerBound else { return nil }
                start = partner
                continue
            }
            if tokens.isPunctuation(previous, "(") || tokens.isPunctuation(previous, "[") { break }
            guard tokens.isIdentifier(previous) || tokens.isPunctuation(previous, ".") || tokens.isPostfixUnwrap(previous) else { break }
            if tokens.isIdentifier(previous), tokens.startsStatement(previous, bodyStart: body.lowerBound) {
                start = previous
                break
            }
            start = previous
        }
        guard start < name - 1, tokens.startsStatement(start, bodyStart: body.lowerBound) else { return nil }
        var collection = start..<(name - 1)
        if collection.count >= 2, tokens.isPostfixUnwrap(collection.upperBound - 1) { collection = collection.lowerBound..<(collection.upperBound - 1) }
        if let keyword = tokens.view.firstTopLevel(from: open + 1, before: close, where: { tokens.keyword($0) == .in }) {
            return UIKitSwiftLoop(header: start, open: keyword, close: close, pattern: (open + 1)..<keyword, collection: collection)
        }
        return UIKitSwiftLoop(header: start, open: open, close: close, pattern: nil, collection: collection)
    }

    /// The `{` after a `for` header.
    private func firstBrace(after start: Int, limit: Int) -> Int? {
        var index = start
        while index < limit {
            if tokens.isPunctuation(index, "{") { return index }
            if tokens.isPunctuation(index, "}") || tokens.isPunctuation(index, ";") { return nil }
            if let partner = tokens.partner(index), partner > index, !tokens.isPunctuation(index, "{") { index = partner + 1 } else { index += 1 }
        }
        return nil
    }

    /// The names a loop's pattern binds (`x`, `(a, b)`, `_` as nil); nil for any other pattern (`case`, nesting).
    private func loopNames(_ pattern: Range<Int>) -> [String?]? {
        if pattern.count == 1, tokens.isIdentifier(pattern.lowerBound), tokens.keyword(pattern.lowerBound) == nil {
            let name = tokens.name(pattern.lowerBound)
            return [name == "_" ? nil : name]
        }
        guard pattern.count >= 3, tokens.isPunctuation(pattern.lowerBound, "("), tokens.partner(pattern.lowerBound) == pattern.upperBound - 1
        else { return nil }
        var names: [String?] = []
        for part in tokens.view.split(from: pattern.lowerBound + 1, before: pattern.upperBound - 1, at: ",") {
            guard part.count == 1, tokens.isIdentifier(part.lowerBound), tokens.keyword(part.lowerBound) == nil else { return nil }
            let name = tokens.name(part.lowerBound)
            names.append(name == "_" ? nil : name)
        }
        return names
    }

    /// The elements a loop walks: a known array, or the integers of `a..<b` / `a...b` with known bounds.
    func loopElements(_ collection: Range<Int>, in scope: UIKitSwiftScope) -> [EvaluatedValue]? {
        if let operatorIndex = tokens.view.firstTopLevel(from: collection.lowerBound, before: collection.upperBound, where: {
            tokens.isOperator($0, "..<") || tokens.isOperator($0, "...")
        }) {
            guard let low = evaluated(collection.lowerBound..<operatorIndex, in: scope).integer,
                  var high = evaluated((operatorIndex + 1)..<collection.upperBound, in: scope).integer else { return nil }
            if tokens.isOperator(operatorIndex, "...") { high += 1 }
            guard high >= low, high - low <= 16 else { return nil }
            let bytes = values.bytes(collection)
            return (low..<high).map { EvaluatedValue(.integer($0), provenance: ValueProvenance(origin: bytes, isWrittenWhole: false)) }
        }
        return evaluated(collection, in: scope).elements
    }
}

/// A loop of a member body: a `for` loop or a `forEach` call.
struct UIKitSwiftLoop {
    /// The `for` token, or the first token of the collection `forEach` is called on.
    var header: Int
    /// The token the body starts after: the `{` of a `for` loop, the `in` of a closure (its `{` when it names no
    /// parameter).
    var open: Int
    /// The body's `}`.
    var close: Int
    /// The names bound per element (`x`, `(i, x)`); nil for a closure's `$0`.
    var pattern: Range<Int>?
    /// What the loop walks.
    var collection: Range<Int>
}
