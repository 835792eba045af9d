import JSONC
import SourceText
import TabBarCore

/// Reads the stock `UITabBarController` bars of a Swift file (SPEC section 8): a class whose members give
/// `self` its tabs (`addChild(_:)`, `addChildViewController(_:)`, `viewControllers = […]`,
/// `setViewControllers(_:animated:)`), directly or through a helper called once per tab (a method of the
/// class, or of an `extension UITabBarController` in the file), its parameters bound to each call's
/// arguments by label, defaults included (one level). A class that is a CYLTabBarController is left alone.
struct UIKitSwiftBars {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]
    /// The members whose statements may be read (`statements(of:)`), and the words of each (`UIKitSwiftWords`).
    private var words: [Int: UIKitSwiftWords] = [:]
    /// The statements read so far, shared by the copies of this reader (one file's).
    let cache = UIKitSwiftStatementCache()
    /// A debug switch for tests: every member passes every word test (`mayHold`), as if there were none.
    let checksEveryMember: Bool
    /// The members that make a plain `UITabBarController()`, or fill an instance of the app's own tab bar controller
    /// class (outside a subclass of it): their bars are read on that instance (`UIKitSwiftBars+Instances.swift`).
    private(set) var instanceMembers: [Int] = []
    /// The stored properties given a closure called at once, read as functions (their bodies are the closures').
    private(set) var closureProperties: Set<Int> = []

    init(tokens: SwiftTokens, values: SwiftValueReader, types: [SwiftTypeDeclaration], members: [SwiftMember],
         checksEveryMember: Bool = false) {
        self.tokens = tokens
        self.values = values
        self.types = types
        // A stored property given a closure called at once (`lazy var tabs: UITabBarController = { … }()`) is read
        // as a function whose body is the closure's: this reader's copy of the members only.
        var members = members
        var closureProperties: Set<Int> = []
        for index in members.indices where members[index].kind == .storedProperty {
            guard let interior = Self.calledClosureInterior(members[index].body, tokens) else { continue }
            members[index].body = interior
            closureProperties.insert(index)
        }
        self.members = members
        self.closureProperties = closureProperties
        self.checksEveryMember = checksEveryMember
        // Only the members `controllers(excluding:)` can read: those of a class that may be a UIKit
        // controller (a superclass that is not CYL's) and of its extensions, and of `extension
        // UITabBarController`. The rest of a large file (a CYL controller's helpers) is not read.
        var candidates: Set<String> = [StockControllerFacts.controllerClass]
        for type in types where type.kind == .classType && !type.name.hasPrefix("CYL") {
            if let superclass = type.superclass, !superclass.hasPrefix("CYL") { candidates.insert(type.name) }
        }
        // Decided once per type, not per member (a keystroke in a long class goes through all its members).
        let readTypes = types.map { ($0.kind == .classType || $0.kind == .extensionType) && candidates.contains($0.name) }
        for index in members.indices where members[index].kind == .function || members[index].kind == .initializer
            || closureProperties.contains(index) {
            guard let owner = members[index].owner, readTypes[owner] else { continue }
            words[index] = UIKitSwiftWords(body: members[index].body, tokens)
        }
        // A function at file scope may make a tab's item or controller for the bars' code (`makeItem(_:_:)`): read
        // when it has a parameter or returns (`factoryReturn`); such functions are few and short.
        for index in members.indices where members[index].kind == .function && members[index].owner == nil {
            words[index] = UIKitSwiftWords(body: members[index].body, tokens)
        }
        // A tab bar controller's own members (and its extensions') configure `self`, never a new instance: not
        // scanned, so a keystroke in a large controller costs nothing here.
        var controllerClasses: Set<String> = []
        for type in types where type.kind == .classType {
            guard let superclass = type.superclass,
                  superclass == StockControllerFacts.controllerClass || superclass.hasPrefix("CYL") else { continue }
            controllerClasses.insert(type.name)
        }
        let scannedTypes = types.map { !controllerClasses.contains($0.name) }
        for index in members.indices where members[index].kind == .function || members[index].kind == .initializer
            || closureProperties.contains(index) {
            guard members[index].owner.map({ scannedTypes[$0] }) ?? true,
                  Self.makesPlainController(members[index].body, tokens) else { continue }
            instanceMembers.append(index)
            if words[index] == nil { words[index] = UIKitSwiftWords(body: members[index].body, tokens) }
        }
    }

    /// The tokens inside the braces of an initializer expression that is a closure called at once, `{ … }()`; nil for
    /// any other expression.
    static func calledClosureInterior(_ body: Range<Int>, _ tokens: SwiftTokens) -> Range<Int>? {
        let first = body.lowerBound, end = min(body.upperBound, tokens.count)
        guard end - first >= 4, tokens.isPunctuation(first, "{"), let close = tokens.partner(first), close + 3 == end,
              tokens.isPunctuation(close + 1, "("), tokens.partner(close + 1) == close + 2 else { return nil }
        return (first + 1)..<close
    }

    /// Whether the file defines a function of that name (asked only for the calls of a UIKit controller, so the
    /// members are compared by bytes rather than all named on every keystroke).
    func definesFunction(_ name: String) -> Bool {
        members.contains { $0.kind == .function && tokens.spellsName($0.nameToken, name) }
    }

    /// The statements of `member`, read when first asked for; none for a member this reader does not read.
    func statements(of member: Int) -> UIKitSwiftStatements {
        if let statements = cache.statements[member] { return statements }
        guard words[member] != nil else { return UIKitSwiftStatements(tokens, body: 0..<0) }
        let statements = UIKitSwiftStatements(tokens, body: members[member].body)
        cache.statements[member] = statements
        return statements
    }

    /// Whether the body of `member` holds any of `words` (always true with `checksEveryMember`): a reader
    /// that walks every member reads the statements of those that pass its test.
    func mayHold(_ member: Int, _ words: UIKitSwiftWords) -> Bool {
        checksEveryMember || !(self.words[member] ?? []).isDisjoint(with: words)
    }

    /// Whether `member` (a function) runs only on an event: `#selector(…)` names it in one of `own` members (a
    /// target-action, a notification's observer) and none of them calls it (`back()`, `self.back()`).
    func isEventHandler(_ member: Int, among own: [Int]) -> Bool {
        guard members[member].kind == .function else { return false }
        let name = tokens.name(members[member].nameToken)
        var named = false
        for other in own where other < members.count {
            let body = members[other].body
            var index = body.lowerBound
            while index < body.upperBound {
                if tokens.kind(index) == .poundKeyword, tokens.spells(index, "#selector"), tokens.isPunctuation(index + 1, "("),
                   let close = tokens.partner(index + 1), close > index {
                    if ((index + 2)..<close).contains(where: { tokens.isIdentifier($0) && tokens.spellsName($0, name) }) { named = true }
                    index = close + 1
                    continue
                }
                if tokens.isIdentifier(index), tokens.isPunctuation(index + 1, "("), tokens.spellsName(index, name),
                   index == body.lowerBound || !tokens.isPunctuation(index - 1, ".") || (index >= 2 && tokens.spells(index - 2, "self")) {
                    return false
                }
                index += 1
            }
        }
        return named
    }

    /// One bar per class that gives `self` tabs, in file order.
    func controllers(excluding cylClasses: Set<String>) -> [SourceController] {
        // Only a class is a bar (a SwiftUI file of hundreds of structs asks on every keystroke).
        guard types.contains(where: { $0.kind == .classType }) else { return [] }
        var byName: [String: [Int]] = [:]
        for index in types.indices { byName[types[index].name, default: []].append(index) }
        let sharedHelpers = (byName[StockControllerFacts.controllerClass] ?? [])
            .filter { types[$0].kind == .extensionType }.flatMap { types[$0].members }.filter(isHelper)
        var result: [SourceController] = []
        var done: Set<String> = []
        for type in types where type.kind == .classType {
            guard !cylClasses.contains(type.name), !type.name.hasPrefix("CYL"), let superclass = type.superclass,
                  !superclass.hasPrefix("CYL"), done.insert(type.name).inserted else { continue }
            let own = (byName[type.name] ?? []).flatMap { types[$0].members }
            let helperPool = own.filter(isHelper) + sharedHelpers
            let helperSet = Set(helperPool)
            var helpersByName: [String: [Int]] = [:]
            for helper in helperPool { helpersByName[tokens.name(members[helper].nameToken), default: []].append(helper) }
            var given = GivenTabs<UIKitSwiftTab>()
            // A member gives tabs by `addChild`, `setViewControllers`, `viewControllers =`, a helper's call or a
            // call that may add one.
            let giving: UIKitSwiftWords = [.addChild, .addChildViewController, .setViewControllers, .viewControllers, .mayAddTabCall]
            var givingMembers: [(member: Int, given: GivenTabs<UIKitSwiftTab>)] = []
            for member in own where !helperSet.contains(member) && (!helpersByName.isEmpty || mayHold(member, giving)) {
                givingMembers.append((member, tabsGiven(in: UIKitSwiftScope(member: member, bindings: [:], caller: nil), helpers: helpersByName)))
            }
            // Lists set in several members: one that runs only on an event (a notification's observer, a button's
            // action) changes the tabs later; the bar starts with the others'.
            if givingMembers.reduce(0, { $0 + $1.given.listsSet }) > 1 {
                let setup = givingMembers.filter { !isEventHandler($0.member, among: own) }
                if setup.contains(where: { !$0.given.tabs.isEmpty }) { givingMembers = setup }
            }
            for entry in givingMembers { given.append(entry.given) }
            var tabs = given.tabs
            guard let first = tabs.first, let last = tabs.last else {
                // Tabs set from a list it cannot read: the class's own code still replaces a storyboard's tabs.
                if let statement = unreadListSet(in: own) {
                    let unread = StockControllerFacts(classIsKnown: superclass == StockControllerFacts.controllerClass)
                    result.append(SourceController(stock: unread, range: tokens.range(type.nameToken), className: type.name,
                                                   items: SourceArray(elements: [], isComplete: false, range: statement),
                                                   viewControllers: SourceArray(elements: [], isComplete: false, range: statement)))
                }
                continue
            }
            let range = ByteRange(first.statement.start, last.statement.end)
            let calls = UIKitSwiftTab.helperCalls(in: &tabs)
            var facts = StockControllerFacts(classIsKnown: superclass == StockControllerFacts.controllerClass, helperCalls: calls)
            facts.tabListsSet = given.listsSet
            result.append(SourceController(
                stock: facts,
                range: tokens.range(type.nameToken), className: type.name,
                items: SourceArray(elements: tabs.map(\.item), isComplete: given.isComplete, range: range),
                viewControllers: SourceArray(elements: tabs.map(\.viewController), isComplete: given.isComplete, range: range)))
        }
        return result
    }

    /// The first statement of `members` that sets `self`'s tabs to a list it cannot read and that is not made from the
    /// tabs the controller has (`viewControllers = controllers`, a parameter or a call's result; not
    /// `viewControllers?.filter { … }`, nor `nil` or a literal list): nil when there is none.
    private func unreadListSet(in members: [Int]) -> ByteRange? {
        for member in members where mayHold(member, [.setViewControllers, .viewControllers]) {
            let body = statements(of: member)
            for assignment in body.assignments where assignment.chain == ["viewControllers"] {
                if isUnreadList(assignment.value, in: member) { return tokens.range(of: assignment.start..<assignment.value.upperBound) }
            }
            for call in body.calls where tokens.spells(call.name, "setViewControllers") && call.close > call.open + 1 {
                let argument = (call.open + 1)..<(tokens.view.firstTopLevel(from: call.open + 1, before: call.close) {
                    tokens.isPunctuation($0, ",")
                } ?? call.close)
                if isUnreadList(argument, in: member) { return call.range }
            }
        }
        return nil
    }

    private func isUnreadList(_ expression: Range<Int>, in member: Int) -> Bool {
        let value = values.stripped(expression)
        guard !value.isEmpty, !(value.count == 1 && tokens.spells(value.lowerBound, "nil")) else { return false }
        if tokens.isPunctuation(value.lowerBound, "["), tokens.partner(value.lowerBound) == value.upperBound - 1 { return false }
        // Made from the tabs the controller has: `self.viewControllers`, `viewControllers?.map`, `children`, unless
        // the name is a parameter of the member's own.
        for index in value where tokens.spells(index, "viewControllers") || tokens.spells(index, "children") {
            if tokens.isPunctuation(index - 1, ".") || !members[member].hasParameter(index, in: tokens) { return false }
        }
        return true
    }

    /// A function with parameters whose body adds a child or sets a tab item.
    private func isHelper(_ member: Int) -> Bool {
        guard members[member].kind == .function, !members[member].hasNoParameters,
              mayHold(member, [.addChild, .addChildViewController, .setViewControllers, .tabBarItem]) else { return false }
        let body = statements(of: member)
        return body.calls.contains { isAddChild($0.name) || tokens.spells($0.name, "setViewControllers") }
            || body.assignments.contains { $0.chain.contains("tabBarItem") }
    }

    func isAddChild(_ name: Int) -> Bool {
        tokens.spells(name, "addChild") || tokens.spells(name, "addChildViewController")
    }

    private func tabsGiven(in scope: UIKitSwiftScope, helpers: [String: [Int]]) -> GivenTabs<UIKitSwiftTab> {
        let body = statements(of: scope.member)
        var events: [(Int, GivenTabs<UIKitSwiftTab>)] = []
        let loops = body.calls.isEmpty ? [] : self.loops(in: scope.member)
        for call in body.calls {
            // A call in a loop over a known collection runs once per element, with the loop's variables bound.
            guard !loops.isEmpty, let expanded = loopScopes(around: call.open, loops: loops, in: scope) else {
                // In a loop not expanded (a collection not known): added as many times as the loop runs.
                let inLoop = loops.contains { $0.open < call.open && $0.close > call.open }
                events += tabsGiven(by: call, in: scope, helpers: helpers).map { inLoop ? ($0.0, $0.1.repeatedUnknownTimes()) : $0 }
                continue
            }
            var given = GivenTabs<UIKitSwiftTab>()
            for inner in expanded {
                for (_, tabs) in tabsGiven(by: call, in: inner, helpers: helpers) { given.append(tabs) }
            }
            events.append((call.open, given))
        }
        // (`viewControllers = viewControllers?.map { Nav(rootViewController: $0) }` keeps the tabs given before.)
        for assignment in body.assignments where assignment.chain == ["viewControllers"] && !wrapsOwnTabs(assignment.value) {
            events.append((assignment.start, GivenTabs(set: tabs(ofArray: assignment.value, in: scope))))
        }
        var given = GivenTabs<UIKitSwiftTab>()
        for event in events.sorted(by: { $0.0 < $1.0 }) { given.append(event.1) }
        return given
    }

    /// The tabs one call of a member gives, by its position.
    private func tabsGiven(by call: UIKitSwiftStatements.Call, in scope: UIKitSwiftScope, helpers: [String: [Int]])
        -> [(Int, GivenTabs<UIKitSwiftTab>)] {
        var events: [(Int, GivenTabs<UIKitSwiftTab>)] = []
        do {
            let arguments = values.arguments(open: call.open, close: call.close)
            if isAddChild(call.name), arguments.count == 1, let argument = arguments.first {
                events.append((call.open, GivenTabs(added: [tab(argument.value, in: scope, statement: call.range)])))
            } else if tokens.spells(call.name, "setViewControllers"), let argument = arguments.first {
                events.append((call.open, GivenTabs(set: tabs(ofArray: argument.value, in: scope))))
            } else if scope.caller == nil, let helper = helper(called: call, arguments: arguments, among: helpers) {
                var inner = UIKitSwiftScope(member: helper.member, bindings: helper.bindings, caller: scope)
                inner.defaults = helper.defaults
                var given = tabsGiven(in: inner, helpers: helpers)
                given.modify { tab in
                    tab.statement = call.range
                    tab.item.reference = call.range
                    tab.item.range = call.range
                }
                events.append((call.open, given))
            } else if scope.caller == nil, helpers[tokens.name(call.name)] == nil, arguments.count >= 2,
                      TabHelperCall.mayAddTab(tokens.name(call.name) + arguments.compactMap { $0.label.map { tokens.name($0) } }.joined()),
                      !definesFunction(tokens.name(call.name)) {
                events.append((call.open, GivenTabs(added: [helperCall(call, arguments: arguments, in: scope)])))
            }
        }
        return events
    }

    /// The helper a call names, with its parameters bound to the call's arguments by label (defaults for the rest).
    private func helper(called call: UIKitSwiftStatements.Call, arguments: [SwiftValueReader.Argument], among helpers: [String: [Int]])
        -> (member: Int, bindings: [String: Range<Int>], defaults: [String: Range<Int>])? {
        guard let candidates = helpers[tokens.name(call.name)] else { return nil }
        for helper in candidates.prefix(8) {
            let parameters = UIKitSwiftParameter.parameters(of: members[helper], tokens)
            var bindings: [String: Range<Int>] = [:]
            var defaults: [String: Range<Int>] = [:]
            var next = 0
            var matched = true
            for (position, parameter) in parameters.enumerated() {
                let argument = next < arguments.count ? arguments[next] : nil
                let label = argument?.label.map { tokens.name($0) }
                if let argument, parameter.accepts(label, at: position) {
                    bindings[parameter.name] = argument.value
                    next += 1
                } else if let value = parameter.defaultValue {
                    defaults[parameter.name] = value
                } else {
                    matched = false
                    break
                }
            }
            if matched, next == arguments.count { return (helper, bindings, defaults) }
        }
        return nil
    }

    func tabs(ofArray expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int = 0) -> [UIKitSwiftTab] {
        var elements = values.arrayElements(expression) ?? mappedRoots(expression, in: scope)
        // The list a function of the class returns (`viewControllers = makeControllers()`), read in that function,
        // each tab standing at the expression that uses the list.
        if elements == nil, depth < 3, let call = values.call(expression), let (returned, inner) = factoryReturn(call, in: scope) {
            return tabs(ofArray: returned, in: inner, depth: depth + 1).map { tab in
                var tab = tab
                tab.statement = values.bytes(expression)
                return tab
            }
        }
        if elements == nil, let mapped = mappedTabs(expression, in: scope) { return mapped }
        if elements == nil, let name = values.singleName(expression), let value = statements(of: scope.member).locals[tokens.name(name)] {
            elements = values.arrayElements(value) ?? mappedRoots(value, in: scope)
            // `var list = [UIViewController](); for entry in table { list.append(make(entry)) }`
            if elements == nil, values.isEmptyArray(value), let appended = tabsAppendedInLoop(to: tokens.name(name), in: scope) {
                return appended
            }
            // `let controllers = Tab.allCases.map { … }`
            if elements == nil, let mapped = mappedTabs(value, in: scope) { return mapped }
        }
        return (elements ?? []).map { factoryCall($0, in: scope) ?? tab($0, in: scope, statement: values.bytes($0)) }
    }

    func tab(_ expression: Range<Int>, in scope: UIKitSwiftScope, statement: ByteRange) -> UIKitSwiftTab {
        var child = UIKitSwiftChild()
        follow(expression, in: scope, into: &child, depth: 0)
        let (item, fromWrapper) = UIKitSwiftItemReader(bars: self).item(of: child, reference: values.bytes(expression))
        var controller = SourceViewController(range: values.bytes(expression), className: child.className)
        controller.showsWrapperItem = fromWrapper
        return UIKitSwiftTab(item: item, viewController: controller, statement: statement)
    }

    /// Follows a view controller expression: a parameter to its argument, a local to its value, a
    /// navigation controller (`…NavigationController(rootViewController:)`, a generic `T(rootViewController:)`)
    /// to its root.
    func follow(_ expression: Range<Int>, in scope: UIKitSwiftScope, into child: inout UIKitSwiftChild, depth: Int) {
        guard depth < 10 else { return }
        if let name = values.singleName(expression) {
            let text = tokens.name(name)
            child.names.append((text, scope, child.isRootLevel))
            if let argument = scope.bindings[text], let caller = scope.caller {
                follow(argument, in: caller, into: &child, depth: depth + 1)
            } else if let value = statements(of: scope.member).locals[text] {
                follow(value, in: scope, into: &child, depth: depth + 1)
            } else if let (value, property) = closurePropertyReturn(text, in: scope) {
                follow(value, in: property, into: &child, depth: depth + 1)
            }
            return
        }
        if let name = selfMember(expression), let (value, property) = closurePropertyReturn(tokens.name(name), in: scope) {
            child.names.append((tokens.name(name), scope, child.isRootLevel))
            follow(value, in: property, into: &child, depth: depth + 1)
            return
        }
        guard let call = values.call(expression) else { return }
        let callee = tokens.name(call.callee)
        if let root = call.arguments.first, call.arguments.count == 1, let label = root.label, tokens.spells(label, "rootViewController") {
            child.isRootLevel = true
            follow(root.value, in: scope, into: &child, depth: depth + 1)
            return
        }
        if let (value, factory) = factoryReturn(call, in: scope) {
            follow(value, in: factory, into: &child, depth: depth + 1)
            return
        }
        if tokens.isTypeName(call.callee), !callee.hasSuffix("NavigationController") {
            child.className = callee
        } else if !tokens.isTypeName(call.callee), call.arguments.isEmpty,
                  let named = classFromString(call.callee, in: scope) ?? metatypeClass(call.callee, in: scope) {
            child.className = named  // `cls.init()` of `NSClassFromString(…)`, `type.init()` of `HomeViewController.self`
        }
    }
}

/// The member whose statements are read, and for a helper, its parameters bound to the caller's arguments.
struct UIKitSwiftScope {
    var member: Int
    var bindings: [String: Range<Int>]
    /// Parameters left to their default values, read in this member.
    var defaults: [String: Range<Int>] = [:]
    /// Names with a known value: a loop's variables, bound to one element of what it walks.
    var values: [String: EvaluatedValue] = [:]
    private var callerBox: [UIKitSwiftScope]

    init(member: Int, bindings: [String: Range<Int>], caller: UIKitSwiftScope?) {
        self.member = member
        self.bindings = bindings
        self.callerBox = caller.map { [$0] } ?? []
    }

    var caller: UIKitSwiftScope? { callerBox.first }
}

/// What following a child's expression found: its class and the names standing for it or its navigation controller.
struct UIKitSwiftChild {
    var className: String?
    var names: [(name: String, scope: UIKitSwiftScope, isRoot: Bool)] = []
    var isRootLevel = false
}

/// One tab as read, with the statement that adds it.
struct UIKitSwiftTab {
    var item: SourceItem
    var viewController: SourceViewController
    var statement: ByteRange
    /// A call to a helper another file may define: a tab only once the project binds it.
    var call: TabHelperCall? = nil
}

/// A function parameter: its argument label (nil for `_`), its name inside, its default value.
struct UIKitSwiftParameter {
    var label: String?
    var name: String
    var defaultValue: Range<Int>?
    /// Whether the parameter is declared with one name (`vc: UIViewController`), no label of its own: a first
    /// parameter so declared took an unlabelled argument in Swift 2 (`createChild(HomeVC(), title: "Home")`).
    var isNameOnly = false

    /// Whether `label` (nil for an unlabelled argument) is this parameter's at `position`: its own label, or none
    /// for a first parameter declared with one name (the Swift 2 call form; no later Swift call takes it).
    func accepts(_ label: String?, at position: Int) -> Bool {
        label == self.label || label == nil && position == 0 && isNameOnly
    }

    static func parameters(of member: SwiftMember, _ tokens: SwiftTokens) -> [UIKitSwiftParameter] {
        guard member.parameterClose > member.parameterOpen + 1 else { return [] }
        return tokens.view.split(from: member.parameterOpen + 1, before: member.parameterClose, at: ",").compactMap { part in
            guard let colon = tokens.view.firstTopLevel(from: part.lowerBound, before: part.upperBound, where: { tokens.isPunctuation($0, ":") }),
                  colon > part.lowerBound else { return nil }
            var first = part.lowerBound
            // Swift 2's `let` / `var` before a parameter's name.
            if colon - first >= 2, tokens.spells(first, "let") || tokens.spells(first, "var") { first += 1 }
            let external = tokens.name(first)
            let name = colon - first >= 2 ? tokens.name(colon - 1) : external
            let equals = tokens.view.firstTopLevel(from: colon, before: part.upperBound) { tokens.isOperator($0, "=") }
            return UIKitSwiftParameter(label: external == "_" ? nil : external, name: name,
                                       defaultValue: equals.map { ($0 + 1)..<part.upperBound },
                                       isNameOnly: colon - first == 1 && external != "_")
        }
    }
}

/// The statements `UIKitSwiftBars` has read, by member: state shared by the copies of one file's reader.
final class UIKitSwiftStatementCache {
    var statements: [Int: UIKitSwiftStatements] = [:]
    /// The file's evaluator, built when a value is first asked for.
    let evaluator = SwiftLazyEvaluator()
}
