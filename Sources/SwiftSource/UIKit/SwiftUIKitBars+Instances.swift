import JSONC
import TabBarCore

/// Bars built on a plain `UITabBarController()` instance rather than by a subclass (SPEC section 8): an app
/// delegate, a scene delegate or a coordinator that writes `let tabs = UITabBarController()` (or gives a
/// property one) and then gives it its tabs (`tabs.viewControllers = […]`, `tabs.setViewControllers(…)`, `tabs.addChild(…)`) in the
/// same function. The bar has no class of its own; its tabs are read as a subclass's are.
extension SwiftUIKitBars {
    /// Whether a body holds `UITabBarController()` (screened by the token's bytes, no string made).
    static func makesPlainController(_ body: Range<Int>, _ tokens: SwiftTokens) -> Bool {
        let end = min(body.upperBound, tokens.count)
        var index = body.lowerBound
        while index + 2 < end {
            if tokens.isIdentifier(index), tokens.spells(index, "UITabBarController"), tokens.isPunctuation(index + 1, "("),
               tokens.isPunctuation(index + 2, ")") {
                return true
            }
            index += 1
        }
        return false
    }

    /// One bar per local or property given a plain `UITabBarController()` and then tabs, in file order.
    func instanceControllers() -> [SourceController] {
        var result: [SourceController] = []
        for member in instanceMembers {
            let body = statements(of: member)
            let scope = SwiftUIKitScope(member: member, bindings: [:], caller: nil)
            // `let tabs = UITabBarController()`, and `tabs = …` / `self.tabs = …` for a property.
            let holders = body.locals.map { ($0.key, $0.value) } + body.assignments.filter { $0.chain.count == 1 }.map { ($0.chain[0], $0.value) }
            let made = holders.filter { _, value in
                guard let call = values.call(value), call.arguments.isEmpty else { return false }
                return tokens.spellsName(call.callee, UIKitControllerFacts.controllerClass)
            }.sorted { $0.1.lowerBound < $1.1.lowerBound }
            for (position, (name, value)) in made.enumerated() {
                // Until the same name is given another controller.
                let next = made[(position + 1)...].first { $0.0 == name }?.1.lowerBound ?? members[member].body.upperBound
                let tabs = tabsGiven(to: name, in: value.upperBound..<next, scope: scope)
                guard let first = tabs.first, let last = tabs.last else { continue }
                let range = ByteRange(first.statement.start, last.statement.end)
                result.append(SourceController(
                    uikit: UIKitControllerFacts(classIsKnown: true), range: values.bytes(value), className: nil,
                    items: SourceArray(elements: tabs.map(\.item), isComplete: true, range: range),
                    viewControllers: SourceArray(elements: tabs.map(\.viewController), isComplete: true, range: range)))
            }
        }
        return result
    }

    /// The tabs the member's statements give `name` (or `self.name`) after it is made: `name.viewControllers = […]`,
    /// `name.setViewControllers([…], animated:)`, `name.addChild(…)`, in order (a later array replaces the tabs).
    private func tabsGiven(to name: String, in statements: Range<Int>, scope: SwiftUIKitScope) -> [SwiftUIKitTab] {
        let body = members[scope.member].body
        let end = min(statements.upperBound, body.upperBound, tokens.count)
        var tabs: [SwiftUIKitTab] = []
        var index = statements.lowerBound
        while index + 3 < end {
            defer { index += 1 }
            guard tokens.isIdentifier(index), tokens.startsStatement(index, bodyStart: body.lowerBound) else { continue }
            // `name.`, `self.name.`, with `?` / `!` after the name.
            var cursor = index
            if tokens.spells(cursor, "self"), tokens.isPunctuation(cursor + 1, ".") { cursor += 2 }
            guard cursor < end, tokens.spellsName(cursor, name) else { continue }
            cursor += 1
            while cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
            guard cursor + 1 < end, tokens.isPunctuation(cursor, ".") else { continue }
            let member = cursor + 1
            if tokens.spells(member, "viewControllers"), tokens.isOperator(member + 1, "=") {
                let valueEnd = tokens.expressionEnd(from: member + 2, limit: end)
                tabs = self.tabs(ofArray: (member + 2)..<valueEnd, in: scope)
            } else if tokens.isPunctuation(member + 1, "("), let close = tokens.partner(member + 1), close > member {
                let arguments = values.arguments(open: member + 1, close: close)
                let statement = tokens.range(of: index..<(close + 1))
                if tokens.spells(member, "setViewControllers"), let first = arguments.first {
                    tabs = self.tabs(ofArray: first.value, in: scope)
                } else if isAddChild(member), arguments.count == 1 {
                    tabs.append(tab(arguments[0].value, in: scope, statement: statement))
                }
            }
        }
        return tabs
    }
}
