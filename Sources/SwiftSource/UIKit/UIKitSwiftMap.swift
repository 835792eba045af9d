import JSONC
import TabBarCore

extension UIKitSwiftBars {
    /// The roots of `[a, b].map { UINavigationController(rootViewController: $0) }` (also through a local
    /// holding the array, `.map(Nav.init(rootViewController:))`, and a closure that only returns the
    /// wrapper): each element of the literal is a tab's root, wrapped in a navigation controller that has no
    /// item of its own. Nil for any other expression.
    func mappedRoots(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> [Range<Int>]? {
        guard let base = wrappedBase(expression) else { return nil }
        if let elements = values.arrayElements(base) { return elements }
        if let name = values.singleName(base), let value = statements(of: scope.member).locals[tokens.name(name)] {
            return values.arrayElements(value)
        }
        return nil
    }

    /// Whether `expression` wraps each of the controller's own tabs in a navigation controller
    /// (`viewControllers?.map { UINavigationController(rootViewController: $0) }`): the tabs stay, each item still
    /// its root's.
    func wrapsOwnTabs(_ expression: Range<Int>) -> Bool {
        guard var base = wrappedBase(expression) else { return false }
        while base.count > 1, tokens.isPostfixUnwrap(base.upperBound - 1) { base = base.lowerBound..<(base.upperBound - 1) }
        if base.count == 3, tokens.keyword(base.lowerBound) == .self, tokens.isPunctuation(base.lowerBound + 1, ".") {
            base = (base.lowerBound + 2)..<base.upperBound
        }
        return base.count == 1 && tokens.spells(base.lowerBound, "viewControllers")
    }

    /// The collection `expression` maps each element of into a navigation controller (`base.map { Nav(rootViewController:
    /// $0) }`, `.map({ … })`, `.map(Nav.init(rootViewController:))`); nil for anything else.
    private func wrappedBase(_ expression: Range<Int>) -> Range<Int>? {
        let range = values.stripped(expression)
        guard range.count >= 5 else { return nil }
        let last = range.upperBound - 1
        guard let open = tokens.partner(last), open >= range.lowerBound + 3 else { return nil }
        let map: Int
        if tokens.isPunctuation(last, "}") {
            guard wrapsTheArgument(closure: (open + 1)..<last) else { return nil }
            map = open - 1
        } else if tokens.isPunctuation(last, ")") {
            // `.map { … }` written `.map({ … })`, or `.map(Nav.init(rootViewController:))`.
            let inner = (open + 1)..<last
            if inner.count >= 2, tokens.isPunctuation(inner.lowerBound, "{"), tokens.partner(inner.lowerBound) == inner.upperBound - 1 {
                guard wrapsTheArgument(closure: (inner.lowerBound + 1)..<(inner.upperBound - 1)) else { return nil }
            } else {
                guard isWrapperInitializer(inner) else { return nil }
            }
            map = open - 1
        } else {
            return nil
        }
        guard map - 1 > range.lowerBound, tokens.spells(map, "map"), tokens.isPunctuation(map - 1, ".") else { return nil }
        return range.lowerBound..<(map - 1)
    }

    /// Whether a closure body is `Nav(rootViewController: $0)`, with `return` or not.
    private func wrapsTheArgument(closure body: Range<Int>) -> Bool {
        var body = body
        if let first = body.first, tokens.keyword(first) == .`return` { body = (first + 1)..<body.upperBound }
        guard let call = values.call(body), tokens.name(call.callee).hasSuffix("NavigationController"),
              call.arguments.count == 1, let label = call.arguments[0].label, tokens.spells(label, "rootViewController"),
              let argument = values.singleName(call.arguments[0].value) else { return false }
        return tokens.name(argument) == "$0"
    }

    /// `Nav.init(rootViewController:)`.
    private func isWrapperInitializer(_ inner: Range<Int>) -> Bool {
        let start = inner.lowerBound
        guard inner.count == 7, tokens.name(start).hasSuffix("NavigationController"), tokens.isPunctuation(start + 1, "."),
              tokens.keyword(start + 2) == .`init`, tokens.isPunctuation(start + 3, "("),
              tokens.spells(start + 4, "rootViewController"), tokens.isPunctuation(start + 5, ":") else { return false }
        return tokens.isPunctuation(start + 6, ")")
    }
}
