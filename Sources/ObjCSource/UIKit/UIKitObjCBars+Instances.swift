import JSONC
import SourceText
import TabBarCore

/// Bars built on an instance rather than by a subclass's own code (SPEC section 8): an app delegate or a coordinator
/// that declares `UITabBarController *tabs = [[UITabBarController alloc] init];` (or `[UITabBarController new]`, or gives
/// a property one: `self.tabs = …`) and then gives that local its tabs in the same method (`tabs.viewControllers = @[…]`,
/// `[tabs setViewControllers:… animated:]`, `[tabs addChildViewController:…]`). A plain `UITabBarController` bar has no
/// class of its own; its tabs are read as a subclass's are. An instance of the app's own class whose name holds `Tab`
/// (`[[MainTabBarController alloc] init]`) filled so is a bar of that class: the project keeps it when some file
/// declares the class a `UITabBarController` subclass, and then a storyboard scene of that class is not the bar that runs.
extension UIKitObjCBars {
    /// One bar per local holding a new tab bar controller that is given tabs, in file order.
    func instanceControllers() -> [SourceController] {
        let superclasses = declaredSuperclasses()
        var result: [SourceController] = []
        for container in declarations.containers where container.kind == .implementation {
            // A subclass's own methods configure `self` (`controllers(excluding:)`).
            guard superclasses[container.name] != StockControllerFacts.controllerClass else { continue }
            for method in container.methods where (resolver.mayHold(method, .uiTabBarController)
                && resolver.body(method).occurrences["UITabBarController"] != nil)
                || resolver.mayHold(method, [.viewControllers, .setViewControllers]) {
                let body = resolver.body(method)
                // `UITabBarController *tabs = …`, `tabs = …`, `self.tabs = …` (a property), each with the class it is
                // given (nil for a plain `UITabBarController`).
                var made: [(name: String, declaration: ObjCAssignment, className: String?)] = body.assignments.compactMap { declaration in
                    let names = declaration.names
                    guard names.count == 1 || (names.count == 2 && view.isWord(names[0], "self")),
                          let made = madeController(declaration.value) else { return nil }
                    if let className = made, superclasses[className]?.hasPrefix("CYL") == true { return nil }
                    return (view.text(names[names.count - 1]), declaration, made)
                }
                // `self.tabs` given its tabs here and made in another method of the class (`[self makeControllers];`
                // then `[self.tabs setViewControllers:…]`): read from the start of this method.
                for name in filledProperties(in: body) where !made.contains(where: { $0.name == name }) {
                    guard let (declaration, className) = propertyMadeElsewhere(name, in: container, besides: method, superclasses) else { continue }
                    var opening = declaration
                    opening.terminator = body.open
                    made.append((name, opening, className))
                }
                for (position, (name, declaration, className)) in made.enumerated() {
                    // Until the same name is given another controller.
                    let next = made[(position + 1)...].first { $0.name == name }?.declaration.start ?? body.close
                    var tabs = tabsGiven(to: name, in: declaration.terminator..<next,
                                         scope: UIKitObjCScope(method: method, bindings: [:], caller: nil))
                    guard let first = tabs.first, let last = tabs.last else { continue }
                    setItemsByPosition(of: name, in: body, after: view.firstToken(startingAtOrAfter: last.statement.end),
                                       before: next, on: &tabs)
                    let range = ByteRange(first.statement.start, last.statement.end)
                    // The app's class is a tab bar controller when this file says so; else the project decides.
                    let classIsKnown = className.map { superclasses[$0] == StockControllerFacts.controllerClass } ?? true
                    result.append(SourceController(
                        stock: StockControllerFacts(classIsKnown: classIsKnown), range: view.byteRange(declaration.value), className: className,
                        items: SourceArray(elements: tabs.map(\.item), isComplete: true, range: range),
                        viewControllers: SourceArray(elements: tabs.map(\.viewController), isComplete: true, range: range)))
                }
            }
        }
        return result
    }

    /// The properties of `self` given tabs in `body`: `self.name.viewControllers = …`, `[self.name setViewControllers:…]`,
    /// `[self.name addChildViewController:…]`.
    private func filledProperties(in body: ObjCMethodBody) -> [String] {
        var names: [String] = []
        for assignment in body.assignments where assignment.names.count == 3 && view.isWord(assignment.names[0], "self")
            && view.isWord(assignment.names[2], "viewControllers") {
            names.append(view.text(assignment.names[1]))
        }
        for send in body.sends where send.selector == "addChildViewController:" || send.selector.hasPrefix("setViewControllers:") {
            let receiver = resolver.expressions.core(send.receiver)
            guard receiver.count == 3, view.isWord(receiver.lowerBound, "self"), view.isPunctuation(receiver.lowerBound + 1, "."),
                  view.isIdentifier(receiver.lowerBound + 2) else { continue }
            names.append(view.text(receiver.lowerBound + 2))
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The one assignment `self.name = [[X alloc] init]` of another method of `container` than `method`, with the class
    /// made (nil for a plain `UITabBarController`); nil when there is none, or more than one.
    private func propertyMadeElsewhere(_ name: String, in container: ObjCContainer, besides method: Int,
                                       _ superclasses: [String: String]) -> (ObjCAssignment, String?)? {
        var found: (ObjCAssignment, String?)?
        for other in container.methods where other != method {
            let body = resolver.body(other)
            guard body.occurrences[name] != nil else { continue }
            for assignment in body.assignments where assignment.names.count == 2 && view.isWord(assignment.names[0], "self")
                && view.text(assignment.names[1]) == name {
                guard let made = madeController(assignment.value) else { continue }
                if let className = made, superclasses[className]?.hasPrefix("CYL") == true { return nil }
                if found != nil { return nil }
                found = (assignment, made)
            }
        }
        return found
    }

    /// The controller `[[X alloc] init]` / `[X new]` makes: `.some(nil)` for a plain `UITabBarController`, the class
    /// for the app's own class whose name holds `Tab` (neither UIKit's nor CYLTabBarController's), nil otherwise.
    private func madeController(_ tokens: Range<Int>) -> String?? {
        let core = resolver.expressions.core(tokens)
        let start = core.lowerBound
        let classToken: Int
        if core.count == 7, view.isPunctuation(start, "["), view.isPunctuation(start + 1, "["), view.isWord(start + 3, "alloc"),
           view.isPunctuation(start + 4, "]"), view.isWord(start + 5, "init"), view.isPunctuation(start + 6, "]") {
            classToken = start + 2
        } else if core.count == 4, view.isPunctuation(start, "["), view.isWord(start + 2, "new"), view.isPunctuation(start + 3, "]") {
            classToken = start + 1
        } else {
            return nil
        }
        guard view.isIdentifier(classToken) else { return nil }
        if view.isWord(classToken, "UITabBarController") { return .some(nil) }
        let name = view.text(classToken)
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), !name.hasPrefix("UI"), !name.hasPrefix("CYL"),
              !name.hasPrefix("NS") else { return nil }
        return .some(name)
    }

    /// The tabs the method's statements among `statements` give `name` or `self.name`, in order (an array replaces them).
    private func tabsGiven(to name: String, in statements: Range<Int>, scope: UIKitObjCScope) -> [UIKitObjCTab] {
        let body = resolver.body(scope.method)
        var events: [(Int, UIKitObjCTab?, [UIKitObjCTab]?)] = []
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
        var tabs: [UIKitObjCTab] = []
        for (_, added, replacing) in events.sorted(by: { $0.0 < $1.0 }) {
            if let replacing { tabs = replacing } else if let added { tabs.append(added) }
        }
        return tabs
    }

    /// The item fields set by position after the tabs are given, through a local holding one of `name`'s items
    /// (`UITabBarItem *item = name.tabBar.items[0]; item.image = [UIImage imageNamed:@"x"];`, or `[name.tabBar.items
    /// objectAtIndex:0]`), literal indexes only, a local assigned again standing for its latest value.
    private func setItemsByPosition(of name: String, in body: ObjCMethodBody, after start: Int, before end: Int,
                                    on tabs: inout [UIKitObjCTab]) {
        var holders: [String: Int?] = [:]
        let bars = barLocals(of: name, in: body, before: end)
        // `name.tabBar.items[N].title = …`, `[self.name.tabBar.items objectAtIndex:N].image = …`, `bar.items[N]…`: no
        // local holding the item between (the spellings `itemPosition` reads, 2, 4 or 6 tokens before `items`).
        var writes: [(start: Int, position: Int, field: String, value: Range<Int>)] = []
        for token in body.occurrences["items"] ?? [] where token < end {
            let subscripted = view.isPunctuation(token + 1, "[") && view.partner(token + 1) == token + 3
            guard subscripted || view.isWord(token + 1, "objectAtIndex") else { continue }
            var found: (Range<Int>, Int)?
            for before in [4, 6, 2] where token - before - (subscripted ? 0 : 1) >= start {
                let tab: Range<Int>
                if subscripted {
                    tab = (token - before)..<(token + 4)
                } else if view.isPunctuation(token - before - 1, "["), view.partner(token - before - 1) == token + 4 {
                    tab = (token - before - 1)..<(token + 5)
                } else {
                    continue
                }
                if let position = itemPosition(tab, of: name, barLocals: bars) { found = (tab, position); break }
            }
            guard let (tab, position) = found else { continue }
            let field = tab.upperBound
            guard view.isPunctuation(field, "."), view.isIdentifier(field + 1), view.isOperator(field + 2, "=") else { continue }
            let valueEnd = view.expressionEnd(from: field + 3, limit: body.close)
            guard valueEnd > field + 3 else { continue }
            writes.append((tab.lowerBound, position, view.text(field + 1), (field + 3)..<valueEnd))
        }
        for assignment in body.assignments.sorted(by: { $0.start < $1.start }) where assignment.start >= start && assignment.start < end
            && assignment.names.count <= 2 {
            let names = assignment.names
            let holder = view.text(names[0])
            if names.count == 1 {
                let position = itemPosition(assignment.value, of: name, barLocals: bars)
                holders[holder] = holders[holder] != nil || position != nil ? .some(position) : nil
                continue
            }
            guard let position = holders[holder] ?? nil else { continue }
            writes.append((assignment.start, position, view.text(names[1]), assignment.value))
        }
        for write in writes.sorted(by: { $0.start < $1.start }) where write.position < tabs.count {
            switch write.field {
            case "title": tabs[write.position].item.title = resolver.expressions.title(write.value)
            case "image": tabs[write.position].item.image = resolver.expressions.imageName(write.value)
            case "selectedImage": tabs[write.position].item.selectedImage = resolver.expressions.imageName(write.value)
            default: continue
            }
            tabs[write.position].item.isKnown = true
        }
    }

    /// The literal position `name.tabBar.items[N]` / `[name.tabBar.items objectAtIndex:N]` names, nil for anything else.
    private func itemPosition(_ tokens: Range<Int>, of name: String, barLocals: Set<String> = []) -> Int? {
        let core = resolver.expressions.core(tokens)
        // `name.tabBar.items[N]` (5 tokens before the index), `self.name.tabBar.items[N]` (7), `bar.items[N]` (3) with
        // `bar` a local holding the controller's bar.
        for length in [5, 7, 3] {
            var start = core.lowerBound
            let index: Int
            if core.count == length + 3, view.isPunctuation(start + length, "["), view.isPunctuation(start + length + 2, "]") {
                index = start + length + 1
            } else if core.count == length + 5, view.isPunctuation(start, "["), view.isWord(start + length + 1, "objectAtIndex"),
                      view.isPunctuation(start + length + 2, ":"), view.isPunctuation(start + length + 4, "]") {
                start += 1
                index = start + length + 2
            } else {
                continue
            }
            let words = (start..<(start + length)).map { view.text($0) }
            let named: Bool
            switch length {
            case 5: named = words == [name, ".", "tabBar", ".", "items"]
            case 7: named = words == ["self", ".", name, ".", "tabBar", ".", "items"]
            default: named = words[1] == "." && words[2] == "items" && barLocals.contains(words[0])
            }
            guard named, view.kind(index) == .number, let position = Int(view.text(index)), position >= 0 else { continue }
            return position
        }
        return nil
    }

    /// The locals of `body` given `name`'s bar before `end` (`UITabBar *bar = self.name.tabBar;`, `name.tabBar`).
    private func barLocals(of name: String, in body: ObjCMethodBody, before end: Int) -> Set<String> {
        var locals: Set<String> = []
        for assignment in body.assignments where assignment.names.count == 1 && assignment.start < end {
            let words = resolver.expressions.core(assignment.value).map { view.text($0) }
            if words == [name, ".", "tabBar"] || words == ["self", ".", name, ".", "tabBar"] {
                locals.insert(view.text(assignment.names[0]))
            } else {
                locals.remove(view.text(assignment.names[0]))
            }
        }
        return locals
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
