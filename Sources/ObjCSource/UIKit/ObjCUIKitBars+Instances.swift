import JSONC
import SourceText
import TabBarCore

/// Bars built on a plain `UITabBarController` instance rather than by a subclass (SPEC section 8): an app
/// delegate or a coordinator that declares `UITabBarController *tabs = [[UITabBarController alloc] init];`
/// (or `[UITabBarController new]`, or gives a property one: `self.tabs = …`) and then gives that local its tabs in the same method
/// (`tabs.viewControllers = @[…]`, `[tabs setViewControllers:… animated:]`, `[tabs addChildViewController:…]`).
/// The bar has no class of its own; its tabs are read as a subclass's are.
extension ObjCUIKitBars {
    /// One bar per local holding a plain `UITabBarController` that is given tabs, in file order.
    func instanceControllers() -> [SourceController] {
        let superclasses = declaredSuperclasses()
        var result: [SourceController] = []
        for container in declarations.containers where container.kind == .implementation {
            // A subclass's own methods configure `self` (`controllers(excluding:)`).
            guard superclasses[container.name] != UIKitControllerFacts.controllerClass else { continue }
            for method in container.methods where resolver.mayHold(method, .uiTabBarController)
                && resolver.body(method).occurrences["UITabBarController"] != nil {
                let body = resolver.body(method)
                // `UITabBarController *tabs = …`, `tabs = …`, `self.tabs = …` (a property).
                let made = body.assignments.filter { declaration in
                    let names = declaration.names
                    return (names.count == 1 || (names.count == 2 && view.isWord(names[0], "self"))) && makesPlainController(declaration.value)
                }.map { (name: view.text($0.names[$0.names.count - 1]), declaration: $0) }
                for (position, (name, declaration)) in made.enumerated() {
                    // Until the same name is given another controller.
                    let next = made[(position + 1)...].first { $0.name == name }?.declaration.start ?? body.close
                    let tabs = tabsGiven(to: name, in: declaration.terminator..<next,
                                         scope: ObjCUIKitScope(method: method, bindings: [:], caller: nil))
                    guard let first = tabs.first, let last = tabs.last else { continue }
                    let range = ByteRange(first.statement.start, last.statement.end)
                    result.append(SourceController(
                        uikit: UIKitControllerFacts(classIsKnown: true), range: view.byteRange(declaration.value), className: nil,
                        items: SourceArray(elements: tabs.map(\.item), isComplete: true, range: range),
                        viewControllers: SourceArray(elements: tabs.map(\.viewController), isComplete: true, range: range)))
                }
            }
        }
        return result
    }

    /// `[[UITabBarController alloc] init]`, `[UITabBarController new]`.
    private func makesPlainController(_ tokens: Range<Int>) -> Bool {
        let core = resolver.expressions.core(tokens)
        let start = core.lowerBound
        if core.count == 7 {
            return view.isPunctuation(start, "[") && view.isPunctuation(start + 1, "[") && view.isWord(start + 2, "UITabBarController")
                && view.isWord(start + 3, "alloc") && view.isPunctuation(start + 4, "]") && view.isWord(start + 5, "init")
                && view.isPunctuation(start + 6, "]")
        }
        return core.count == 4 && view.isPunctuation(start, "[") && view.isWord(start + 1, "UITabBarController")
            && view.isWord(start + 2, "new") && view.isPunctuation(start + 3, "]")
    }

    /// The tabs the method's statements among `statements` give `name` or `self.name`, in order (an array replaces them).
    private func tabsGiven(to name: String, in statements: Range<Int>, scope: ObjCUIKitScope) -> [ObjCUIKitTab] {
        let body = resolver.body(scope.method)
        var events: [(Int, ObjCUIKitTab?, [ObjCUIKitTab]?)] = []
        for send in body.sends where statements.contains(send.open) && isLocal(send.receiver, name) {
            if send.selector == "addChildViewController:", let argument = send.arguments.first {
                events.append((send.open, tab(argument, in: scope, statement: ObjCMethodBody.statementRange(of: send, view)), nil))
            } else if send.selector.hasPrefix("setViewControllers:"), let argument = send.arguments.first {
                events.append((send.open, nil, tabs(ofArray: argument, in: scope)))
            }
        }
        for assignment in body.assignments where statements.contains(assignment.start) && isViewControllers(of: name, assignment.names) {
            events.append((assignment.start, nil, tabs(ofArray: assignment.value, in: scope)))
        }
        var tabs: [ObjCUIKitTab] = []
        for (_, added, replacing) in events.sorted(by: { $0.0 < $1.0 }) {
            if let replacing { tabs = replacing } else if let added { tabs.append(added) }
        }
        return tabs
    }

    /// `name` or `self.name`.
    private func isLocal(_ receiver: Range<Int>, _ name: String) -> Bool {
        let last = receiver.upperBound - 1
        guard receiver.count == 1 || (receiver.count == 3 && view.isWord(receiver.lowerBound, "self") && view.isPunctuation(receiver.lowerBound + 1, "."))
        else { return false }
        return view.isIdentifier(last) && view.text(last) == name
    }

    /// `name.viewControllers`, `self.name.viewControllers`.
    private func isViewControllers(of name: String, _ names: [Int]) -> Bool {
        guard let last = names.last, view.isWord(last, "viewControllers") else { return false }
        if names.count == 2 { return view.text(names[0]) == name }
        return names.count == 3 && view.isWord(names[0], "self") && view.text(names[1]) == name
    }
}
