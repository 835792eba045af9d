import JSONC
import TabBarCore

extension UIKitSwiftBars {
    /// A call on `self` to a function the file does not define (a helper of an `extension
    /// UITabBarController` or of a superclass in another file): its arguments as strings and view
    /// controller classes, named with its labels, for the project to bind.
    func helperCall(_ call: UIKitSwiftStatements.Call, arguments: [SwiftValueReader.Argument], in scope: UIKitSwiftScope) -> UIKitSwiftTab {
        var facts: [SourceFact<String>?] = []
        var classes: [String?] = []
        for argument in arguments {
            let range = values.stripped(argument.value)
            if range.count == 1 && tokens.spells(range.lowerBound, "nil") {
                facts.append(nil)
            } else {
                let fact = values.title(argument.value)
                facts.append(fact.value == .unknown ? evaluatedString(argument.value, in: scope) ?? fact : fact)
            }
            var child = UIKitSwiftChild()
            follow(argument.value, in: scope, into: &child, depth: 0)
            classes.append(child.className)
        }
        let name = UIKitSwiftHelpers.name(tokens.name(call.name), labels: arguments.map { $0.label.map { tokens.name($0) } })
        let helperCall = TabHelperCall(name: name, arguments: facts, argumentClasses: classes, statement: call.range, position: 0)
        let item = SourceItem(range: call.range, reference: call.range, isKnown: false, keysComplete: false)
        return UIKitSwiftTab(item: item, viewController: SourceViewController(range: call.range, className: nil),
                             statement: call.range, call: helperCall)
    }
}

extension UIKitSwiftBars {
    /// An array element made by a function the file does not define (`createNav(vc: X(), title: "T")`,
    /// directly or through a local): a tab whatever it binds to, bound to a factory of another file.
    func factoryCall(_ element: Range<Int>, in scope: UIKitSwiftScope) -> UIKitSwiftTab? {
        var expression = element
        if let name = values.singleName(element), scope.bindings[tokens.name(name)] == nil,
           let value = statements(of: scope.member).locals[tokens.name(name)] {
            expression = value
        }
        guard let call = values.call(expression), !tokens.isTypeName(call.callee), !call.arguments.isEmpty,
              tokens.kind(call.callee) == .identifier, !definesFunction(tokens.name(call.callee)),
              TabHelperCall.mayAddTab(tokens.name(call.callee) + call.arguments.compactMap { $0.label.map { tokens.name($0) } }.joined())
        else { return nil }
        let statement = UIKitSwiftStatements.Call(name: call.callee, open: call.open, close: call.close, range: values.bytes(element))
        var tab = helperCall(statement, arguments: call.arguments, in: scope)
        tab.call?.keepsTab = true
        return tab
    }
}

extension UIKitSwiftTab: TabStandingForACall {
    /// Takes the helper calls out of `tabs`, each with its position among the tabs left.
    static func helperCalls(in tabs: inout [UIKitSwiftTab]) -> [TabHelperCall] { TabHelperCall.takeCalls(from: &tabs) }
}
