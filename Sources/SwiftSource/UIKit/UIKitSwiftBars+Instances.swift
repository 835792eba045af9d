import JSONC
import TabBarCore

/// Bars built on an instance rather than by a subclass's own code (SPEC section 8): an app delegate, a scene
/// delegate or a coordinator that writes `let tabs = UITabBarController()` (or gives a property one) and then gives it
/// its tabs (`tabs.viewControllers = […]`, `tabs.setViewControllers(…)`, `tabs.addChild(…)`) in the same function.
/// A plain `UITabBarController` bar has no class of its own; its tabs are read as a subclass's are. An instance of
/// the app's own class whose name holds `Tab` (`let tabs = MainTabBarController()`) that the function fills with
/// `viewControllers` / `setViewControllers` is a bar of that class: the project keeps it when some file declares the
/// class a `UITabBarController` subclass, and then a storyboard scene of that class is not the bar that runs.
extension UIKitSwiftBars {
    /// Whether a body holds `UITabBarController()`, or an instance of a class whose name holds `Tab` and
    /// `viewControllers` / `setViewControllers` (screened by the tokens' bytes, no string made).
    static func makesPlainController(_ body: Range<Int>, _ tokens: SwiftTokens) -> Bool {
        let end = min(body.upperBound, tokens.count)
        var makesOwnClass = false
        var fills = false
        var index = body.lowerBound
        while index + 2 < end {
            defer { index += 1 }
            guard tokens.isIdentifier(index) else { continue }
            if tokens.isPunctuation(index + 1, "("), tokens.isPunctuation(index + 2, ")") {
                if tokens.spells(index, "UITabBarController") { return true }
                if isOwnControllerClass(index, tokens, holdingTab: false) { makesOwnClass = true }
            } else if tokens.spells(index, "viewControllers") || tokens.spells(index, "setViewControllers") {
                fills = true
            }
        }
        return makesOwnClass && fills
    }

    /// Whether token `index` names an app's class that may be a tab bar controller: a type name (holding `Tab`
    /// when `holdingTab`), neither UIKit's (`UI…`) nor CYLTabBarController's (`CYL…`, the other front-end's reading).
    /// The project keeps a bar of such a class only when some file declares it a `UITabBarController` subclass.
    static func isOwnControllerClass(_ index: Int, _ tokens: SwiftTokens, holdingTab: Bool = true) -> Bool {
        guard tokens.isTypeName(index) else { return false }
        let range = tokens.nameBytes(index)
        let bytes = tokens.bytes
        guard range.count >= 3 else { return false }
        if bytes[range.lowerBound] == UInt8(ascii: "U"), bytes[range.lowerBound + 1] == UInt8(ascii: "I") { return false }
        if bytes[range.lowerBound] == UInt8(ascii: "C"), bytes[range.lowerBound + 1] == UInt8(ascii: "Y"),
           bytes[range.lowerBound + 2] == UInt8(ascii: "L") { return false }
        if bytes[range.lowerBound] == UInt8(ascii: "N"), bytes[range.lowerBound + 1] == UInt8(ascii: "S") { return false }
        guard holdingTab else { return true }
        for offset in range.lowerBound..<(range.upperBound - 2) where bytes[offset] == UInt8(ascii: "T")
            && bytes[offset + 1] == UInt8(ascii: "a") && bytes[offset + 2] == UInt8(ascii: "b") {
            return true
        }
        return false
    }

    /// One bar per local or property given a new controller and then tabs, in file order.
    func instanceControllers() -> [SourceController] {
        var result: [SourceController] = []
        var superclasses: [String: String] = [:]
        for type in types where type.kind == .classType {
            if let superclass = type.superclass { superclasses[type.name] = superclass }
        }
        for member in instanceMembers {
            let body = statements(of: member)
            let scope = UIKitSwiftScope(member: member, bindings: [:], caller: nil)
            // `let tabs = UITabBarController()`, and `tabs = …` / `self.tabs = …` for a property.
            let holders = body.locals.map { ($0.key, $0.value) } + body.assignments.filter { $0.chain.count == 1 }.map { ($0.chain[0], $0.value) }
            // Each holder with the class it is given: nil for a plain `UITabBarController`.
            let made: [(String, Range<Int>, String?)] = holders.compactMap { name, value in
                guard let call = values.call(value), call.arguments.isEmpty else { return nil }
                if tokens.spellsName(call.callee, StockControllerFacts.controllerClass) { return (name, value, nil) }
                guard Self.isOwnControllerClass(call.callee, tokens, holdingTab: false) else { return nil }
                let className = tokens.name(call.callee)
                // A CYLTabBarController subclass is the other reading's.
                if superclasses[className]?.hasPrefix("CYL") == true { return nil }
                return (name, value, className)
            }.sorted { $0.1.lowerBound < $1.1.lowerBound }
            for (position, (name, value, className)) in made.enumerated() {
                // Until the same name is given another controller.
                let next = made[(position + 1)...].first { $0.0 == name }?.1.lowerBound ?? members[member].body.upperBound
                var (tabs, given) = tabsGiven(to: name, in: value.upperBound..<next, scope: scope)
                guard let first = tabs.first, let last = tabs.last else { continue }
                setItemsByPosition(of: name, in: given..<next, scope: scope, on: &tabs)
                let range = ByteRange(first.statement.start, last.statement.end)
                // The app's class is a tab bar controller when this file says so; else the project decides.
                let classIsKnown = className.map { superclasses[$0] == StockControllerFacts.controllerClass } ?? true
                result.append(SourceController(
                    stock: StockControllerFacts(classIsKnown: classIsKnown), range: values.bytes(value), className: className,
                    items: SourceArray(elements: tabs.map(\.item), isComplete: true, range: range),
                    viewControllers: SourceArray(elements: tabs.map(\.viewController), isComplete: true, range: range)))
            }
        }
        return result
    }

    /// The tabs the member's statements give `name` (or `self.name`) after it is made: `name.viewControllers = […]`,
    /// `name.setViewControllers([…], animated:)`, `name.addChild(…)`, in order (a later array replaces the tabs); and
    /// the token after the statement that gave the last of them.
    private func tabsGiven(to name: String, in statements: Range<Int>, scope: UIKitSwiftScope) -> ([UIKitSwiftTab], Int) {
        let body = members[scope.member].body
        let end = min(statements.upperBound, body.upperBound, tokens.count)
        var tabs: [UIKitSwiftTab] = []
        var given = statements.lowerBound
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
                given = valueEnd
            } else if tokens.isPunctuation(member + 1, "("), let close = tokens.partner(member + 1), close > member {
                let arguments = values.arguments(open: member + 1, close: close)
                let statement = tokens.range(of: index..<(close + 1))
                if tokens.spells(member, "setViewControllers"), let first = arguments.first {
                    tabs = self.tabs(ofArray: first.value, in: scope)
                    given = close + 1
                } else if isAddChild(member), arguments.count == 1 {
                    tabs.append(tab(arguments[0].value, in: scope, statement: statement))
                    given = close + 1
                }
            }
        }
        return (tabs, given)
    }
}
