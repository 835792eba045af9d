import JSONC
import SourceText
import TabBarCore

/// Finds the places that build or configure a tab bar controller: the initializers and the class
/// factory, and the setters grouped per receiver (one level into helper methods of the same class
/// that receive the controller as an argument, or set it on `self`).
struct CYLObjCControllerFinder {
    let resolver: ObjCResolver
    private var view: TokenView { resolver.view }

    init(_ resolver: ObjCResolver) {
        self.resolver = resolver
    }

    /// The controllers of the file, in source order.
    func controllers() -> [SourceController] {
        let methods = resolver.declarations.methods
        let raw = methods.indices.map { rawGroups(in: $0) }
        var merged = raw
        var consumed = Set<String>()
        // A callee adds setters only when it has some of its own.
        if raw.contains(where: { !$0.order.isEmpty }) {
            for method in methods.indices {
                mergeCallees(into: &merged[method], method: method, raw: raw, consumed: &consumed)
            }
        }
        var controllers: [SourceController] = []
        for method in methods.indices {
            var used = Set<String>()
            // A construction's second piece is `tabBarItemsAttributes`.
            for send in resolver.mayHold(method, .tabBarItemsAttributes) ? resolver.body(method).sends : [] {
                guard var controller = construction(send, in: method) else { continue }
                let bound = boundVariable(of: send)
                if let bound, let group = merged[method].groups[bound] {
                    used.insert(bound)
                    if let setter = group.tabBarHeight { controller.separateItems?.tabBarHeight = resolver.expressions.number(setter.value) }
                    controller.separateItems?.attributesSetter = group.attributes?.statement
                    controller.separateItems?.viewControllersSetter = group.viewControllers?.statement
                }
                if controller.construction == .classFactory, let bound {
                    controller.separateItems?.selfAssignment = selfAssignment(of: send, boundTo: bound, in: method)
                }
                controllers.append(controller)
            }
            for receiver in merged[method].order where !used.contains(receiver) && !consumed.contains(key(method, receiver)) {
                guard let group = merged[method].groups[receiver], let attributes = group.attributes else { continue }
                controllers.append(setterController(receiver: receiver, group: group, attributes: attributes, in: method))
            }
        }
        return controllers.sorted { $0.range < $1.range }
    }

    private func key(_ method: Int, _ receiver: String) -> String { "\(method) \(receiver)" }

    // MARK: Setter groups

    struct Groups {
        var groups: [String: ObjCSetterGroup] = [:]
        /// The receivers in order of first appearance.
        var order: [String] = []

        mutating func update(_ receiver: String, _ change: (inout ObjCSetterGroup) -> Void) {
            if groups[receiver] == nil {
                groups[receiver] = ObjCSetterGroup()
                order.append(receiver)
            }
            if var group = groups[receiver] {
                change(&group)
                groups[receiver] = group
            }
        }
    }

    private enum Property { case attributes, viewControllers, tabBarHeight }

    /// The setters written in method `method` itself, grouped by receiver.
    private func rawGroups(in method: Int) -> Groups {
        var result = Groups()
        guard resolver.mayHold(method, [.tabBarItemsAttributes, .viewControllers, .tabBarHeight, .setTabBarItemsAttributes,
                                        .setViewControllers, .setTabBarHeight]) else { return result }
        let body = resolver.body(method)
        func record(_ property: Property, receiver: String, setter: ObjCSetterGroup.Setter) {
            result.update(receiver) { group in
                switch property {
                case .attributes: if group.attributes == nil { group.attributes = setter }
                case .viewControllers: if group.viewControllers == nil { group.viewControllers = setter }
                case .tabBarHeight: if group.tabBarHeight == nil { group.tabBarHeight = setter }
                }
            }
        }
        var setters: [(position: Int, property: Property, receiver: String, setter: ObjCSetterGroup.Setter)] = []
        for assignment in body.assignments where assignment.names.count >= 2 {
            guard let last = assignment.names.last, let property = property(named: last) else { continue }
            let receiver = view.chainText(Array(assignment.names.dropLast()))
            let end = view.isPunctuation(assignment.terminator, ";") ? assignment.terminator : assignment.value.upperBound - 1
            let statement = view.range(assignment.names[0], through: end)
            setters.append((assignment.names[0], property, receiver, .init(statement: statement, value: assignment.value, method: method)))
        }
        for send in body.sends {
            let property: Property
            switch send.selector {
            case "setTabBarItemsAttributes:": property = .attributes
            case "setViewControllers:", "setViewControllers:animated:": property = .viewControllers
            case "setTabBarHeight:": property = .tabBarHeight
            default: continue
            }
            guard let names = view.dottedChain(send.receiver), let value = send.arguments.first, !value.isEmpty else { continue }
            setters.append((send.open, property, view.chainText(names),
                            .init(statement: ObjCMethodBody.statementRange(of: send, view), value: value, method: method)))
        }
        setters.sort { $0.position < $1.position }
        for setter in setters { record(setter.property, receiver: setter.receiver, setter: setter.setter) }
        return result
    }

    private func property(named index: Int) -> Property? {
        if view.isWord(index, "tabBarItemsAttributes") { return .attributes }
        if view.isWord(index, "viewControllers") { return .viewControllers }
        if view.isWord(index, "tabBarHeight") { return .tabBarHeight }
        return nil
    }

    /// Adds to `groups` the setters that helper methods of the same class apply to what this method passes them
    /// (`[self setUpItemsFor:tabBarController]`) or to `self` (`[self customizeTabBar]`): one level.
    private func mergeCallees(into groups: inout Groups, method: Int, raw: [Groups], consumed: inout Set<String>) {
        let caller = resolver.declarations.methods[method]
        let className = resolver.className(of: method)
        for send in resolver.body(method).sends {
            guard let isClassMethod = resolver.sameClassReceiver(send.receiver, caller: caller, className: className),
                  let callee = resolver.method(ofClass: className, selector: send.selector, isClassMethod: isClassMethod),
                  callee != method else { continue }
            let statement = ObjCMethodBody.statementRange(of: send, view)
            let parameters = resolver.declarations.methods[callee].parameters
            for (position, argument) in send.arguments.enumerated() where position < parameters.count {
                guard argument.count == 1, view.isIdentifier(argument.lowerBound), !view.isWord(argument.lowerBound, "nil"),
                      let group = raw[callee].groups[parameters[position]] else { continue }
                groups.update(view.text(argument.lowerBound)) { $0.adopt(group, statement: statement) }
                consumed.insert(key(callee, parameters[position]))
            }
            if !caller.isClassMethod, !isClassMethod, send.receiver.count == 1, view.isWord(send.receiver.lowerBound, "self"),
               let group = raw[callee].groups["self"] {
                groups.update("self") { $0.adopt(group, statement: statement) }
                consumed.insert(key(callee, "self"))
            }
        }
    }

    // MARK: Constructions

    /// The controller a send builds: the class factory or an `initWithViewControllers:tabBarItemsAttributes:…` initializer.
    private func construction(_ send: ObjCMessageSend, in method: Int) -> SourceController? {
        guard send.pieces.count >= 2, send.piece(1, is: "tabBarItemsAttributes", in: view) else { return nil }
        let kind: SourceController.Construction
        let className: String?
        let receiver = send.receiver
        if send.piece(0, is: "tabBarControllerWithViewControllers", in: view) {
            kind = .classFactory
            if receiver.count == 1, view.isWord(receiver.lowerBound, "self") {
                className = resolver.className(of: method)
            } else if receiver.count == 1, view.isIdentifier(receiver.lowerBound) {
                className = view.text(receiver.lowerBound)
            } else if resolver.sameClassReceiver(receiver, caller: resolver.declarations.methods[method],
                                                 className: resolver.className(of: method)) != nil {
                className = resolver.className(of: method)
            } else {
                className = nil
            }
        } else if send.piece(0, is: "initWithViewControllers", in: view) {
            kind = .initializer
            if receiver.count == 1, view.isWord(receiver.lowerBound, "super") {
                className = resolver.className(of: method)
            } else {
                let (allocated, isAllocated) = resolver.receiverClass(send)
                guard isAllocated, let allocated else { return nil }
                className = allocated == "self" ? resolver.className(of: method) : allocated
            }
        } else {
            return nil
        }
        var controller = SourceController(construction: kind, range: view.range(send.open, through: send.close), className: className)
        controller.viewControllers = viewControllerArray(send.arguments[0], in: method)
        controller.items = itemArray(send.arguments[1], in: method)
        return controller
    }

    /// The variable (or `self`, or `self.x`) a construction is assigned to: `tbc = [X …]`, `self = [super …]`.
    private func boundVariable(of send: ObjCMessageSend) -> String? {
        var equals = send.open - 1
        if view.isPunctuation(equals, ")"), let open = view.partner(equals), open < equals { equals = open - 1 }
        guard view.isOperator(equals, "="), view.isIdentifier(equals - 1) else { return nil }
        var first = equals - 1
        var names = [first]
        while view.isPunctuation(first - 1, "."), view.isIdentifier(first - 2), names.count < 16 {
            first -= 2
            names.append(first)
        }
        return view.chainText(names.reversed())
    }

    /// `self = [X tabBarControllerWithViewControllers:…]`, or `self = (id)v` after `v = [X tabBarController…]`:
    /// the assignment from `self` through its value.
    private func selfAssignment(of send: ObjCMessageSend, boundTo bound: String, in method: Int) -> ByteRange? {
        guard !resolver.declarations.methods[method].isClassMethod else { return nil }
        if bound == "self" {
            var equals = send.open - 1
            if view.isPunctuation(equals, ")"), let open = view.partner(equals), open < equals { equals = open - 1 }
            return view.range(equals - 1, through: send.close)
        }
        guard !bound.contains(".") else { return nil }
        let body = resolver.body(method)
        for index in body.variableAssignments["self"] ?? [] {
            let assignment = body.assignments[index]
            let value = resolver.expressions.core(assignment.value)
            if assignment.equals > send.close, value.count == 1, view.text(value.lowerBound) == bound {
                return view.range(assignment.names[0], through: assignment.value.upperBound - 1)
            }
        }
        // Inside an expression, as the library's own README writes it: `return (self = (Sub *)v);`.
        for index in body.occurrences["self"] ?? [] where index > send.close && view.isOperator(index + 1, "=") {
            var end = index + 2
            while end < body.close, !view.isPunctuation(end, ";") {
                if view.isPunctuation(end, ")"), let open = view.partner(end), open < index { break }
                if let partner = view.partner(end), partner > end { end = partner + 1 } else { end += 1 }
            }
            let value = resolver.expressions.core((index + 2)..<end)
            if value.count == 1, view.text(value.lowerBound) == bound {
                return view.range(index, through: end - 1)
            }
        }
        return nil
    }

    /// A controller made by setters on `receiver`: plain when it is a local variable made by `[[X alloc] init]`
    /// or `[X new]` in the same method, settersOnly otherwise.
    private func setterController(receiver: String, group: ObjCSetterGroup, attributes: ObjCSetterGroup.Setter,
                                  in method: Int) -> SourceController {
        let first = [group.attributes?.statement, group.viewControllers?.statement].compactMap { $0 }.min() ?? attributes.statement
        var controller = SourceController(construction: .settersOnly, range: first,
                                          className: receiver == "self" ? resolver.className(of: method) : nil)
        if let made = plainConstruction(of: receiver, in: method) {
            controller.construction = .plain
            controller.range = view.byteRange(made.expression)
            controller.className = made.className
        }
        controller.items = itemArray(attributes.value, in: attributes.method)
        if let setter = group.viewControllers { controller.viewControllers = viewControllerArray(setter.value, in: setter.method) }
        controller.separateItems?.attributesSetter = attributes.statement
        controller.separateItems?.viewControllersSetter = group.viewControllers?.statement
        if let setter = group.tabBarHeight { controller.separateItems?.tabBarHeight = resolver.expressions.number(setter.value) }
        return controller
    }

    /// `[[X alloc] init]` / `[X new]` as the only value of local variable `name`.
    private func plainConstruction(of name: String, in method: Int) -> (expression: Range<Int>, className: String)? {
        guard let assignment = resolver.body(method).onlyAssignment(to: name) else { return nil }
        let core = view.unparenthesized(assignment.value)
        guard view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) else { return nil }
        let (className, allocated) = resolver.receiverClass(send)
        guard let className, (allocated && send.isUnary("init", in: view)) || (!allocated && send.isUnary("new", in: view)) else {
            return nil
        }
        return (core, className == "self" ? resolver.className(of: method) : className)
    }

    private func itemArray(_ tokens: Range<Int>, in method: Int) -> SourceArray<SourceItem>? {
        guard !tokens.isEmpty else { return nil }
        guard let array = resolver.array(tokens, in: method) else { return resolver.evaluatedItems(tokens) }
        let items = SourceArray(elements: array.elements.map { resolver.item($0) }, isComplete: array.isComplete,
                                range: view.byteRange(tokens))
        // Items the resolver leaves unknown (built by a loop in a getter): the evaluator's, when it computes them all.
        if !items.isComplete || items.elements.contains(where: { !$0.isKnown }), let evaluated = resolver.evaluatedItems(tokens) {
            return evaluated
        }
        return items
    }

    private func viewControllerArray(_ tokens: Range<Int>, in method: Int) -> SourceArray<SourceViewController>? {
        guard !tokens.isEmpty, let array = resolver.array(tokens, in: method) else { return nil }
        return SourceArray(elements: array.elements.map { resolver.viewController($0) }, isComplete: array.isComplete,
                           range: view.byteRange(tokens))
    }
}
