import JSONC
import TabBarCore

/// Finds a `TabView`'s action tabs: values its selection turns away to present something instead of showing the tab.
/// Two shapes: a custom `TabView(selection: Binding(get: { sel }, set: { v in if v == .new { show = true } else { sel = v } }))`
/// whose setter, for one value, does not select it; and `.onChange(of: sel) { old, new in if new == .new { sel = old;
/// show = true } }` on the `TabView`, which sets the selection back. The value tested is a literal (`2`, `.compose`);
/// anything else finds nothing.
struct SwiftUIActionReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let selections: SwiftUISelectionReader

    /// A value the selection turns away, and the test of it (`newValue == .compose`).
    struct Action {
        var value: SwiftUIValue
        var test: ByteRange
    }

    /// The actions of the `TabView` at token `name`, whose builder closes at `close`.
    func actions(ofTabViewAt name: Int, close: Int) -> [Action] {
        guard tokens.isPunctuation(name + 1, "("), let argumentsClose = tokens.partner(name + 1), argumentsClose > name + 1,
              let argument = values.arguments(open: name + 1, close: argumentsClose)
                  .first(where: { $0.label.map { tokens.spells($0, "selection") } == true }) else { return [] }
        let value = values.stripped(argument.value)
        var found: [Action] = []
        var property: String?
        if value.count == 1, tokens.isIdentifier(value.lowerBound), tokens.name(value.lowerBound).hasPrefix("$") {
            property = String(tokens.name(value.lowerBound).dropFirst())
        } else if let binding = binding(in: value) ?? (value.count == 1 ? declaredBinding(named: value.lowerBound) : nil) {
            property = binding.property
            found += refusals(in: binding.setter, property: binding.property)
        }
        if let property {
            for modifier in SwiftUICall.modifiers(after: close, in: tokens) where tokens.spells(modifier.name, "onChange") {
                found += resets(modifier, property: property)
            }
        }
        return found
    }

    // MARK: A custom binding

    /// `Binding(get: { … }, set: { … })`, `Binding<T>(get:set:)` or `.init(get:set:)` spanning `range`: the property its
    /// getter returns and its setter's braces.
    private func binding(in range: Range<Int>) -> (property: String, setter: (open: Int, close: Int))? {
        guard let first = range.first else { return nil }
        var open = first + 1
        if tokens.isPunctuation(first, "."), tokens.spells(first + 1, "init") {
            open = first + 2
        } else if tokens.names(first, "Binding") {
            if tokens.isOperator(open, "<") { open = tokens.skipGenericParameters(from: open, limit: range.upperBound) }
        } else {
            return nil
        }
        guard tokens.isPunctuation(open, "("), let close = tokens.partner(open), close == range.upperBound - 1 else { return nil }
        let arguments = values.arguments(open: open, close: close)
        func closure(_ label: StaticString) -> (open: Int, close: Int)? {
            guard let argument = arguments.first(where: { $0.label.map { tokens.spells($0, label) } == true }) else { return nil }
            let body = values.stripped(argument.value)
            guard let start = body.first, tokens.isPunctuation(start, "{"), tokens.partner(start) == body.upperBound - 1 else { return nil }
            return (start, body.upperBound - 1)
        }
        guard let getter = closure("get"), let setter = closure("set") else { return nil }
        // `{ selection }`, `{ self.selection }`, `{ return router.tab }`: the name read last.
        var last = getter.close - 1
        guard last > getter.open, tokens.isIdentifier(last), tokens.keyword(last) == nil else { return nil }
        while last - 2 > getter.open, tokens.isPunctuation(last - 1, "."), tokens.isIdentifier(last - 2) { last -= 2 }
        let start = tokens.keyword(getter.open + 1) == .return ? getter.open + 2 : getter.open + 1
        guard last == start else { return nil }
        return (tokens.name(getter.close - 1), setter)
    }

    /// The binding a property named at token `name` returns (`var selection: Binding<Tab> { Binding(get:set:) }`), when
    /// the file declares one.
    private func declaredBinding(named name: Int) -> (property: String, setter: (open: Int, close: Int))? {
        guard tokens.isIdentifier(name), tokens.keyword(name) == nil else { return nil }
        for index in 0..<tokens.count where tokens.keyword(index) == .var && tokens.names(index + 1, tokens.name(name)) {
            guard let open = tokens.view.firstTopLevel(from: index + 2, before: min(tokens.count, index + 16),
                                                       where: { tokens.isPunctuation($0, "{") }),
                  let close = tokens.partner(open), close > open else { continue }
            var start = open + 1
            if tokens.keyword(start) == .return { start += 1 }
            if let found = binding(in: start..<close) { return found }
        }
        return nil
    }

    /// The values a setter whose braces are `setter` does not select: `if v == lit { … } else { property = v }`,
    /// `if v == lit { …; return }` then `property = v`, `guard v != lit else { …; return }` then `property = v`.
    private func refusals(in setter: (open: Int, close: Int), property: String) -> [Action] {
        let declared = parameters(of: setter)
        let parameter = declared?.names.last ?? "$0"
        let statements = self.statements(from: declared?.bodyStart ?? setter.open + 1, close: setter.close)
        var found: [Action] = []
        for (position, statement) in statements.enumerated() {
            let later = statements[(position + 1)...]
            let assignsLater = later.contains { assigns(property, value: parameter, in: $0) }
            guard let test = branch(statement) else { continue }
            switch test.kind {
            case .ifEqual:
                guard !assigns(property, value: parameter, in: test.body.open..<test.body.close),
                      presents(in: test.body, besides: property) else { continue }
                let selectedElsewhere = test.elseBody.map { assigns(property, value: parameter, in: $0.open..<$0.close) } ?? false
                guard selectedElsewhere || (returns(in: test.body) && assignsLater) else { continue }
            case .guardUnequal:
                guard assignsLater, presents(in: test.body, besides: property) else { continue }
            }
            let comparison: StaticString = test.kind == .ifEqual ? "==" : "!="
            if let action = action(test.condition, comparing: parameter, with: comparison) { found.append(action) }
        }
        return found
    }

    // MARK: `.onChange(of:)`

    /// The values `.onChange(of: property) { old, new in if new == lit { property = old; present } }` sets back.
    private func resets(_ modifier: SwiftUICall, property: String) -> [Action] {
        guard let parentheses = modifier.arguments else { return [] }
        let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
        guard let observed = arguments.first(where: { $0.label.map { tokens.spells($0, "of") } == true }).map({ values.stripped($0.value) }),
              let last = observed.last, tokens.names(last, property),
              observed.count == 1 || (observed.count == 3 && tokens.spells(observed.lowerBound, "self")) else { return [] }
        var closure = modifier.closures.first.map { (open: $0.open, close: $0.close) }
        if closure == nil, let perform = arguments.first(where: { $0.label.map { tokens.spells($0, "perform") } == true }) {
            let body = values.stripped(perform.value)
            if let start = body.first, tokens.isPunctuation(start, "{"), tokens.partner(start) == body.upperBound - 1 {
                closure = (start, body.upperBound - 1)
            }
        }
        guard let closure else { return [] }
        let declared = parameters(of: closure)
        let newValue = declared?.names.last ?? "$0"
        let bodyStart = declared?.bodyStart ?? closure.open + 1
        var found: [Action] = []
        for statement in statements(from: bodyStart, close: closure.close) {
            guard let test = branch(statement), case .ifEqual = test.kind,
                  assigns(property, value: nil, in: test.body.open..<test.body.close),
                  presents(in: test.body, besides: property) else { continue }
            if let action = action(test.condition, comparing: newValue, with: "==")
                ?? action(test.condition, comparing: property, with: "==") {
                found.append(action)
            }
        }
        return found
    }

    // MARK: Statements

    /// `if c { … } else { … }` or `guard c else { … }` starting `statement`: its condition and bodies.
    private struct Branch {
        enum Kind { case ifEqual, guardUnequal }
        var kind: Kind
        var condition: Range<Int>
        var body: (open: Int, close: Int)
        var elseBody: (open: Int, close: Int)?
    }

    private func branch(_ statement: Range<Int>) -> Branch? {
        let start = statement.lowerBound
        let isIf = tokens.keyword(start) == .if
        guard isIf || tokens.spells(start, "guard"),
              let open = tokens.view.firstTopLevel(from: start + 1, before: statement.upperBound, where: { tokens.isPunctuation($0, "{") }),
              let close = tokens.partner(open), close > open, close < statement.upperBound else { return nil }
        if isIf {
            var elseBody: (open: Int, close: Int)?
            if tokens.keyword(close + 1) == .else, tokens.isPunctuation(close + 2, "{"), let end = tokens.partner(close + 2), end > close + 2 {
                elseBody = (close + 2, end)
            }
            return Branch(kind: .ifEqual, condition: (start + 1)..<open, body: (open, close), elseBody: elseBody)
        }
        guard tokens.keyword(open - 1) == .else else { return nil }
        return Branch(kind: .guardUnequal, condition: (start + 1)..<(open - 1), body: (open, close), elseBody: nil)
    }

    /// `name == literal` / `literal == name` (`!=` for a `guard`) as the whole condition: the literal, with the
    /// condition's bytes.
    private func action(_ condition: Range<Int>, comparing name: String, with operation: StaticString) -> Action? {
        guard let comparison = tokens.view.firstTopLevel(from: condition.lowerBound, before: condition.upperBound, where: {
            tokens.isOperator($0, operation)
        }) else { return nil }
        let left = condition.lowerBound..<comparison, right = (comparison + 1)..<condition.upperBound
        let literal: Range<Int>
        if isName(left, name) {
            literal = right
        } else if isName(right, name) {
            literal = left
        } else {
            return nil
        }
        guard let value = selections.literal(literal) else { return nil }
        return Action(value: value, test: tokens.range(of: condition))
    }

    /// Whether `range` is the name `name` alone (or `self.name`).
    private func isName(_ range: Range<Int>, _ name: String) -> Bool {
        if range.count == 1 { return tokens.names(range.lowerBound, name) || tokens.text(range.lowerBound) == name }
        return range.count == 3 && tokens.spells(range.lowerBound, "self") && tokens.isPunctuation(range.lowerBound + 1, ".")
            && tokens.names(range.lowerBound + 2, name)
    }

    /// Whether the tokens `range` assign `property` (`property = …`, `self.property = …`, `x.property = …`); to the name
    /// `value` alone when given.
    private func assigns(_ property: String, value: String?, in range: Range<Int>) -> Bool {
        range.contains { index in
            guard tokens.names(index, property), tokens.isOperator(index + 1, "="), !tokens.isPunctuation(index - 1, ",") else { return false }
            guard let value else { return true }
            return tokens.names(index + 2, value) || tokens.text(index + 2) == value
        }
    }

    /// Whether a body does something besides setting `property` and returning: a statement of its own (`show = true`,
    /// `present(.composer)`).
    private func presents(in body: (open: Int, close: Int), besides property: String) -> Bool {
        statements(from: body.open + 1, close: body.close).contains { statement in
            let first = statement.lowerBound
            if tokens.keyword(first) == .return { return false }
            return !(tokens.names(first, property) && tokens.isOperator(first + 1, "="))
                && !(tokens.spells(first, "self") && tokens.names(first + 2, property) && tokens.isOperator(first + 3, "="))
        }
    }

    /// Whether a body's own statements end in `return`.
    private func returns(in body: (open: Int, close: Int)) -> Bool {
        statements(from: body.open + 1, close: body.close).contains { tokens.keyword($0.lowerBound) == .return }
    }

    /// The statements from token `start` to the `}` at `close`, each as its tokens: a statement ends at `;` or before a
    /// line that starts with neither `.` nor `else` (bracketed groups skipped whole).
    private func statements(from start: Int, close: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = start
        while index < close {
            if tokens.isPunctuation(index, ";") {
                index += 1
                continue
            }
            var end = index
            repeat {
                if let partner = tokens.partner(end), partner > end, partner < close { end = partner + 1 } else { end += 1 }
            } while end < close && !tokens.isPunctuation(end, ";")
                && !(tokens.startsLine(end) && !tokens.isPunctuation(end, ".") && tokens.keyword(end) != .else)
            found.append(index..<end)
            index = end
        }
        return found
    }

    /// A closure's parameter names (`old, new in`, `(old, new) in`, `value in`) and the token after `in`; nil when it
    /// declares none.
    private func parameters(of closure: (open: Int, close: Int)) -> (names: [String], bodyStart: Int)? {
        guard let keyword = tokens.view.firstTopLevel(from: closure.open + 1, before: min(closure.close, closure.open + 12),
                                                      where: { tokens.keyword($0) == .in }) else { return nil }
        var names: [String] = []
        for index in (closure.open + 1)..<keyword where tokens.isIdentifier(index) && tokens.keyword(index) == nil {
            // `(old: Tab, new: Tab)`: a name is followed by `,`, `)` , `:` or `in`.
            if tokens.isPunctuation(index - 1, ":") { continue }
            names.append(tokens.name(index))
        }
        return (names, keyword + 1)
    }
}
