import JSONC
import SourceText
import TabBarCore

/// Reads the stock `UITabBarController` bars of an Objective-C file (SPEC section 8): a class whose
/// methods give `self` its tabs (`addChildViewController:`, `setViewControllers:animated:`,
/// `self.viewControllers = @[…]`), directly or through a helper of the same class called once per tab,
/// whose parameters are bound to each call's arguments (one level). Each tab's item comes from the
/// `tabBarItem` / `title` assignments on the child or its navigation controller, in the calling method
/// and the helper. What is not a literal is unknown; a class that is a CYLTabBarController is left alone.
struct UIKitObjCBars {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }
    var declarations: ObjCDeclarations { resolver.declarations }

    /// One bar per class that gives `self` tabs, in file order.
    func controllers(excluding cylClasses: Set<String>) -> [SourceController] {
        var result: [SourceController] = []
        let superclasses = declaredSuperclasses()
        for container in declarations.containers where container.kind == .implementation && container.category == nil {
            guard !cylClasses.contains(container.name), !container.name.hasPrefix("CYL") else { continue }
            let declaredSuperclass = superclasses[container.name]
            // Another UIKit class is no tab bar controller; a class of the app's own may be a base one (the project decides).
            if let superclass = declaredSuperclass, superclass != StockControllerFacts.controllerClass,
               superclass.hasPrefix("UI") || superclass.hasPrefix("CYL") || superclass.hasPrefix("NS") { continue }
            let helperList = container.methods.filter(isHelper)
            var helpers: [String: Int] = [:]
            for helper in helperList where !declarations.methods[helper].isClassMethod {
                if helpers[declarations.methods[helper].selector] == nil { helpers[declarations.methods[helper].selector] = helper }
            }
            let helperSet = Set(helperList)
            var tabs = GivenTabs<UIKitObjCTab>()
            // Each method that gives tabs, with the start of its last statement giving one.
            var lastGiving: [Int: Int] = [:]
            // A method gives tabs by `addChildViewController:`, `setViewControllers:…`, `self.viewControllers =`,
            // a call to a helper, or a call that may add one (`TabHelperCall.mayAddTab`).
            let givingWords: ObjCMethodWords = [.addChildViewController, .setViewControllers, .viewControllers, .mayAddTabPiece]
            // A method that names no helper's first selector piece calls none: its body is not built.
            let helperNames = Set(helpers.keys.map { $0.prefix { $0 != ":" } }).map { Array($0.utf8) }
            var givingMethods: [(method: Int, given: GivenTabs<UIKitObjCTab>)] = []
            for method in container.methods where !helperSet.contains(method)
                && (resolver.mayHold(method, givingWords) || resolver.mentions(method, anyOf: helperNames)) {
                let scope = UIKitObjCScope(method: method, bindings: [:], caller: nil)
                givingMethods.append((method, tabsGiven(in: scope, helpers: helpers)))
            }
            // Lists set in several methods: one that runs only on an event (a notification's observer, a button's
            // action) changes the tabs later; the bar starts with the others'.
            if givingMethods.reduce(0, { $0 + $1.given.listsSet }) > 1 {
                let setup = givingMethods.filter { !isEventHandler($0.method, in: container) }
                if setup.contains(where: { !$0.given.tabs.isEmpty }) { givingMethods = setup }
            }
            for (method, given) in givingMethods {
                if let last = given.tabs.map(\.statement.start).max() { lastGiving[method] = last }
                tabs.append(given)
            }
            guard let first = tabs.tabs.first, let last = tabs.tabs.last else {
                // Tabs set from a list it cannot read: the class's own code still replaces a storyboard's tabs.
                if let statement = unreadListSet(in: container) {
                    let unread = StockControllerFacts(classIsKnown: declaredSuperclass == StockControllerFacts.controllerClass)
                    result.append(SourceController(stock: unread, range: view.range(container.nameToken), className: container.name,
                                                   items: SourceArray(elements: [], isComplete: false, range: statement),
                                                   viewControllers: SourceArray(elements: [], isComplete: false, range: statement)))
                }
                continue
            }
            let arrayRange = ByteRange(first.statement.start, last.statement.end)
            var kept = tabs.tabs
            // A controller added again (in a navigation controller, or as is) leaves its earlier place: UIKit moves it.
            kept = kept.enumerated().filter { position, tab in
                guard let origin = tab.origin else { return true }
                return !kept[(position + 1)...].contains { $0.origin == origin }
            }.map(\.element)
            guard !kept.isEmpty else { continue }
            if tabs.isOneList, !kept.contains(where: { $0.call != nil }) {
                // A loop over the tabs names them (`viewControllers`, `childViewControllers`, `tabBar.items`).
                let tabWords: ObjCMethodWords = [.viewControllers, .childViewControllers, .items]
                let loops = container.methods.filter { !helperSet.contains($0) && resolver.mayHold($0, tabWords) }.flatMap { method in
                    childLoops(in: method).filter { runsAfterTabs($0, lastGiving: lastGiving, methods: container.methods) }
                }
                applyChildLoops(loops, to: &kept)
            }
            let calls = UIKitObjCTab.helperCalls(in: &kept)
            var facts = StockControllerFacts(classIsKnown: declaredSuperclass == StockControllerFacts.controllerClass, helperCalls: calls)
            facts.tabListsSet = tabs.listsSet
            result.append(SourceController(
                stock: facts,
                range: view.range(container.nameToken), className: container.name,
                items: SourceArray(elements: kept.map(\.item), isComplete: tabs.isComplete, range: arrayRange),
                viewControllers: SourceArray(elements: kept.map(\.viewController), isComplete: tabs.isComplete, range: arrayRange)))
        }
        return result
    }

    /// Each class's superclass as the file's first `@interface` of it declares it.
    func declaredSuperclasses() -> [String: String] {
        var superclasses: [String: String] = [:]
        for container in declarations.containers where container.kind == .interface {
            if let superclass = container.superclass, superclasses[container.name] == nil { superclasses[container.name] = superclass }
        }
        return superclasses
    }

    /// A method with parameters that adds a child or configures a tab item: called once per tab.
    private func isHelper(_ method: Int) -> Bool {
        guard !declarations.methods[method].parameters.isEmpty,
              resolver.mayHold(method, [.addChildViewController, .setViewControllers, .tabBarItem]) else { return false }
        let body = resolver.body(method)
        return body.sends.contains { $0.selector == "addChildViewController:" || $0.selector.hasPrefix("setViewControllers:") }
            || body.occurrences["tabBarItem"] != nil
    }

    /// The tabs the statements of `scope` give `self`, in order; helper calls expanded one level.
    private func tabsGiven(in scope: UIKitObjCScope, helpers: [String: Int]) -> GivenTabs<UIKitObjCTab> {
        let body = resolver.body(scope.method)
        var events: [(Int, GivenTabs<UIKitObjCTab>)] = []
        var loops: [UIKitObjCLoop]?
        for send in body.sends where isSelf(send.receiver) {
            // A message in a loop over a known collection is sent once per element, the loop's variable bound (the
            // loops are found when the first message to `self` is met).
            if loops == nil { loops = self.loops(in: scope.method) }
            guard let loops, !loops.isEmpty, let expanded = loopScopes(around: send.open, loops: loops, in: scope) else {
                // In a loop not expanded (a collection not known): added as many times as the loop runs.
                let inLoop = loops?.contains { $0.bodyOpen < send.open && send.open < $0.bodyClose } == true
                if let tabs = tabsGiven(by: send, in: scope, helpers: helpers) {
                    events.append((send.open, inLoop ? tabs.repeatedUnknownTimes() : tabs))
                }
                continue
            }
            var given = GivenTabs<UIKitObjCTab>()
            for inner in expanded {
                if let tabs = tabsGiven(by: send, in: inner, helpers: helpers) { given.append(tabs) }
            }
            events.append((send.open, given))
        }
        for assignment in body.assignments where isViewControllersOfSelf(assignment.names) {
            events.append((assignment.start, GivenTabs(set: tabs(ofArray: assignment.value, in: scope))))
        }
        events.sort { $0.0 < $1.0 }
        // A tab added in one branch of an `if` and another in its `else` are one tab, either of them: one kept, its
        // item unknown unless both branches give the same.
        var index = 1
        while index < events.count {
            let (start, given) = events[index], (previousStart, previous) = events[index - 1]
            if given.listsSet == 0, previous.listsSet == 0, given.tabs.count == 1, previous.tabs.count == 1,
               given.countIsKnown, previous.countIsKnown,
               inExclusiveBranches(previousStart, start, body: body) {
                var kept = previous.tabs[0]
                let other = given.tabs[0].item
                if (kept.item.title, kept.item.image, kept.item.selectedImage) != (other.title, other.image, other.selectedImage)
                    || kept.item.isKnown != other.isKnown || kept.item.keysComplete != other.keysComplete {
                    kept.item = SourceItem(range: kept.item.range, reference: kept.item.reference, isKnown: false, keysComplete: false)
                }
                if kept.viewController.className != given.tabs[0].viewController.className { kept.viewController.className = nil }
                events[index - 1].1 = GivenTabs(added: [kept])
                events.remove(at: index)
                continue
            }
            index += 1
        }
        var list = GivenTabs<UIKitObjCTab>()
        for event in events { list.append(event.1) }
        return list
    }

    /// Whether tokens `first` and `second` sit in the two branches of one `if … else …` of `body` (an `else if` chain
    /// counts as its `else`).
    func inExclusiveBranches(_ first: Int, _ second: Int, body: ObjCMethodBody) -> Bool {
        for keyword in body.conditionalTokens where keyword < first && view.isWord(keyword, "if") {
            guard view.isPunctuation(keyword + 1, "("), let condition = view.partner(keyword + 1), condition < first,
                  view.isPunctuation(condition + 1, "{"), let thenClose = view.partner(condition + 1), thenClose > first,
                  thenClose < second, view.isWord(thenClose + 1, "else") else { continue }
            let elseStart = thenClose + 2
            if view.isPunctuation(elseStart, "{"), let elseClose = view.partner(elseStart) {
                return second < elseClose
            }
            // `else if (…) { … }`: its own statement, to the end of its chain.
            var end = elseStart
            while view.isWord(end, "if"), view.isPunctuation(end + 1, "("), let close = view.partner(end + 1),
                  view.isPunctuation(close + 1, "{"), let blockClose = view.partner(close + 1) {
                end = blockClose
                guard view.isWord(end + 1, "else") else { break }
                if view.isPunctuation(end + 2, "{"), let finalClose = view.partner(end + 2) { end = finalClose; break }
                end += 2
            }
            return end > elseStart && second < end
        }
        return false
    }

    /// The tabs one message to `self` gives, nil for a message that gives none.
    private func tabsGiven(by send: ObjCMessageSend, in scope: UIKitObjCScope, helpers: [String: Int]) -> GivenTabs<UIKitObjCTab>? {
        if send.selector == "addChildViewController:", let argument = send.arguments.first {
            return GivenTabs(added: [tab(argument, in: scope, statement: ObjCMethodBody.statementRange(of: send, view))])
        } else if send.selector.hasPrefix("setViewControllers:"), let argument = send.arguments.first {
            return GivenTabs(set: tabs(ofArray: argument, in: scope))
        } else if scope.caller == nil, let helper = helpers[send.selector] {
            let parameters = declarations.methods[helper].parameters
            var bindings: [String: Range<Int>] = [:]
            for (name, argument) in zip(parameters, send.arguments) { bindings[name] = argument }
            let inner = UIKitObjCScope(method: helper, bindings: bindings, caller: scope)
            let statement = ObjCMethodBody.statementRange(of: send, view)
            var given = tabsGiven(in: inner, helpers: helpers)
            given.modify { tab in
                tab.statement = statement
                tab.item.reference = statement
                if !tab.item.isKnown { tab.item.range = statement }
            }
            return given
        } else if scope.caller == nil, send.arguments.count >= 2, TabHelperCall.mayAddTab(send.selector),
                  !declarations.methods.contains(where: { $0.selector == send.selector }) {
            return GivenTabs(added: [helperCall(send, in: scope)])
        }
        return nil
    }

    /// Whether `loop` runs once the tabs are given: after the last statement giving one in its own method, or in a
    /// method called on `self` after a statement (or a call of a method) giving tabs.
    private func runsAfterTabs(_ loop: UIKitObjCChildLoop, lastGiving: [Int: Int], methods: [Int]) -> Bool {
        if let last = lastGiving[loop.method] { return view.range(loop.start).start > last }
        let selector = declarations.methods[loop.method].selector
        let givingSelectors = Set(lastGiving.keys.map { declarations.methods[$0].selector })
        for caller in methods where caller != loop.method && resolver.body(caller).occurrences[selector] != nil {
            let body = resolver.body(caller)
            for send in body.sends where isSelf(send.receiver) && send.selector == selector && send.arguments.isEmpty {
                if let last = lastGiving[caller], last < view.range(send.open).start { return true }
                if body.sends.contains(where: { isSelf($0.receiver) && $0.open < send.open && givingSelectors.contains($0.selector) }) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `method` runs only on an event: `@selector(…)` names it in a method of `container` (a target-action,
    /// a notification's observer) and no method of the class sends it to `self`.
    private func isEventHandler(_ method: Int, in container: ObjCContainer) -> Bool {
        let selector = declarations.methods[method].selector
        let firstPiece = String(selector.prefix { $0 != ":" })
        var named = false
        for other in container.methods {
            let body = resolver.body(other)
            guard let tokens = body.occurrences[firstPiece] else { continue }
            if body.sends.contains(where: { isSelf($0.receiver) && $0.selector == selector }) { return false }
            if tokens.contains(where: { $0 >= 2 && view.isPunctuation($0 - 1, "(") && view.text($0 - 2) == "@selector" }) { named = true }
        }
        return named
    }

    private func isSelf(_ receiver: Range<Int>) -> Bool {
        receiver.count == 1 && view.isWord(receiver.lowerBound, "self")
    }

    /// The first statement of `container` that sets `self`'s tabs to a list it cannot read and that is not made from
    /// the tabs the controller has (`self.viewControllers = controllers`, a parameter or a call's result; not `[self
    /// .viewControllers mutableCopy]` rearranged, nor `nil`): nil when there is none.
    private func unreadListSet(in container: ObjCContainer) -> ByteRange? {
        for method in container.methods where resolver.mayHold(method, [.setViewControllers, .viewControllers]) {
            let body = resolver.body(method)
            // The controller's own tabs read (`self.viewControllers`, `[self childViewControllers]`), not a name so spelled.
            let ownTabs = ((body.occurrences["viewControllers"] ?? []) + (body.occurrences["childViewControllers"] ?? [])).filter {
                $0 > 0 && (view.isPunctuation($0 - 1, ".") || view.isWord($0 - 1, "self"))
            }
            for assignment in body.assignments where isViewControllersOfSelf(assignment.names) {
                guard !ownTabs.contains(where: { $0 != assignment.names[1] }), isUnreadList(assignment.value) else { continue }
                return view.range(assignment.names[0], through: assignment.value.upperBound - 1)
            }
            for send in body.sends where isSelf(send.receiver) && send.selector.hasPrefix("setViewControllers:") {
                guard ownTabs.isEmpty, let argument = send.arguments.first, isUnreadList(argument) else { continue }
                return view.range(send.open, through: send.close)
            }
        }
        return nil
    }

    private func isUnreadList(_ tokens: Range<Int>) -> Bool {
        let core = resolver.expressions.core(tokens)
        return !core.isEmpty && resolver.arrayLiteral(core) == nil && !(core.count == 1 && view.isWord(core.lowerBound, "nil"))
    }

    private func isViewControllersOfSelf(_ names: [Int]) -> Bool {
        names.count == 2 && view.isWord(names[0], "self") && view.isWord(names[1], "viewControllers")
    }

    func tabs(ofArray tokens: Range<Int>, in scope: UIKitObjCScope) -> [UIKitObjCTab] {
        let core = resolver.expressions.core(tokens)
        if let literal = resolver.arrayLiteral(core), !literal.isEmpty {
            return literal.map { tab($0, in: scope, statement: view.byteRange($0)) }
        }
        // A local (its one assignment, then its `addObject:` calls), or the list a method of the class returns
        // (`[self makeControllers]`, `self.controllers`): each element read in the method that writes it, and only
        // when the whole list is known. An element of another method stands at the statement using the list.
        guard let (elements, isComplete) = resolver.array(core, in: scope.method), isComplete else { return [] }
        return elements.map { element in
            guard element.method != scope.method else { return tab(element.tokens, in: scope, statement: view.byteRange(element.tokens)) }
            return tab(element.tokens, in: UIKitObjCScope(method: element.method, bindings: [:], caller: nil), statement: view.byteRange(tokens))
        }
    }

    /// The tab whose view controller `tokens` (in `scope`) gives.
    func tab(_ tokens: Range<Int>, in scope: UIKitObjCScope, statement: ByteRange) -> UIKitObjCTab {
        var child = UIKitObjCChild()
        follow(tokens, in: scope, into: &child, depth: 0)
        let reader = UIKitObjCItemReader(bars: self)
        let (item, fromWrapper) = reader.item(of: child, reference: view.byteRange(tokens))
        var controller = SourceViewController(range: view.byteRange(tokens), className: child.className)
        controller.showsWrapperItem = fromWrapper
        controller.classNameSource = child.classNameSource
        return UIKitObjCTab(item: item, viewController: controller, statement: statement, origin: child.origin)
    }

    /// Follows a view controller expression: a parameter to its argument, a variable to its value, a
    /// navigation controller to its root; notes every name that stands for the child or its navigation controller.
    func follow(_ tokens: Range<Int>, in scope: UIKitObjCScope, into child: inout UIKitObjCChild, depth: Int) {
        guard depth < 10 else { return }
        let core = resolver.expressions.core(tokens)
        if let name = property(core, in: scope) {
            // A property of the controller: its one assignment in the class, wherever it is made.
            let methods = classMethods(of: scope.method)
            child.properties.append((name, methods, child.isRootLevel, scope.method))
            if let (assignment, method) = onlyAssignment(toProperty: name, in: methods) {
                child.origin = assignment.start
                follow(assignment.value, in: UIKitObjCScope(method: method, bindings: [:], caller: nil), into: &child, depth: depth + 1)
            }
            return
        }
        if core.count == 1, view.isIdentifier(core.lowerBound) {
            let name = view.text(core.lowerBound)
            if let argument = scope.bindings[name], let caller = scope.caller {
                child.names.append((name, scope, child.isRootLevel))
                follow(argument, in: caller, into: &child, depth: depth + 1)
                return
            }
            child.names.append((name, scope, child.isRootLevel))
            let body = resolver.body(scope.method)
            // The assignment reaching the use (`nav = nil; nav = [[Nav alloc] initWithRootViewController:vc];`), else the first.
            if let assignment = body.reachingAssignment(to: name, at: core.lowerBound, view)
                ?? chosenAssignment(to: name, in: body, scope: scope)
                // Else the first, but in a helper only when it is the one (its branches may pick by argument).
                ?? body.variableAssignments[name].flatMap({ scope.caller == nil || $0.count == 1 ? $0.first : nil })
                    .map({ body.assignments[$0] }) {
                child.origin = scope.runsOnce ? assignment.start : nil
                follow(assignment.value, in: scope, into: &child, depth: depth + 1)
            }
            return
        }
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) else { return }
        if let (value, factory) = factoryReturn(send, in: scope) {
            follow(value, in: factory, into: &child, depth: depth + 1)
            return
        }
        var (className, allocated) = resolver.receiverClass(send)
        var classNameSource: SourceFact<String>?
        if let named = classFromString(send, in: scope) { (className, allocated, classNameSource) = named }
        guard let className else { return }
        // `initWithRootViewController:` is the navigation controller's initialiser, whatever the app names its subclass.
        if allocated, send.selector == "initWithRootViewController:", let root = send.arguments.first {
            child.isRootLevel = true
            follow(root, in: scope, into: &child, depth: depth + 1)
            return
        }
        if (allocated && send.selector.hasPrefix("init")) || (!allocated && send.selector == "new") {
            if !className.hasSuffix("NavigationController") {
                child.className = className
                child.classNameSource = classNameSource
            }
        }
    }
}

/// The method whose statements are read, and for a helper, its parameters bound to the caller's arguments.
struct UIKitObjCScope {
    var method: Int
    var bindings: [String: Range<Int>]
    var callerBox: [UIKitObjCScope]
    /// Names with a known value: a loop's variable, bound to one element of what it walks.
    var values: [String: EvaluatedValue] = [:]

    init(method: Int, bindings: [String: Range<Int>], caller: UIKitObjCScope?) {
        self.method = method
        self.bindings = bindings
        self.callerBox = caller.map { [$0] } ?? []
    }

    var caller: UIKitObjCScope? { callerBox.first }

    /// Whether the statements of this scope run once as read: a method's own, not a helper's (run once per call) nor a
    /// loop's body.
    var runsOnce: Bool { values.isEmpty && caller == nil }
}

/// What following a child's expression found: its class, and the names standing for it
/// (`isRoot`: the child itself, false: its navigation controller), with the method each lives in.
struct UIKitObjCChild {
    var className: String?
    /// The string `className` was made from (`NSClassFromString(x)`), with its chain.
    var classNameSource: SourceFact<String>?
    var names: [(name: String, scope: UIKitObjCScope, isRoot: Bool)] = []
    /// The controller's properties standing for it (`self.home`, `_home`), with the class's methods.
    /// The properties standing for it, with the class's methods and the method whose statements named each (its calls
    /// on `self` run too, after the initialisers': an app delegate's method filling an instance's tabs).
    var properties: [(name: String, methods: [Int], isRoot: Bool, entry: Int)] = []
    /// Whether the names followed from now on stand for the root (past a navigation wrapper).
    var isRootLevel = false
    /// The first token of the assignment that made the controller the tab shows last followed, when it runs once
    /// (not in a loop): two tabs with the same origin are one controller.
    var origin: Int?
}

/// One tab as read, with the statement that adds it.
struct UIKitObjCTab {
    var item: SourceItem
    var viewController: SourceViewController
    var statement: ByteRange
    /// A call to a helper another file may define: a tab only once the project binds it.
    var call: TabHelperCall? = nil
    /// Where the controller given was made (`UIKitObjCChild.origin`).
    var origin: Int? = nil
}
