import JSONC
import SourceText
import TabBarCore

extension UIKitObjCBars {
    /// A call on `self` to a method the file does not define (a helper of a category or a superclass in
    /// another file): its arguments as strings and view controller classes, for the project to bind.
    func helperCall(_ send: ObjCMessageSend, in scope: UIKitObjCScope) -> UIKitObjCTab {
        let statement = ObjCMethodBody.statementRange(of: send, view)
        var arguments: [SourceFact<String>?] = []
        var classes: [String?] = []
        for argument in send.arguments {
            let core = resolver.expressions.core(argument)
            if core.count == 1 && view.isWord(core.lowerBound, "nil") {
                arguments.append(nil)
            } else {
                let fact = resolver.expressions.title(argument)
                arguments.append(fact.value == .unknown ? evaluatedString(argument, in: scope) ?? fact : fact)
            }
            var child = UIKitObjCChild()
            follow(argument, in: scope, into: &child, depth: 0)
            classes.append(child.className)
        }
        let call = TabHelperCall(name: send.selector, arguments: arguments, argumentClasses: classes, statement: statement, position: 0)
        let item = SourceItem(range: statement, reference: statement, isKnown: false, keysComplete: false)
        return UIKitObjCTab(item: item, viewController: SourceViewController(range: statement, className: nil),
                            statement: statement, call: call)
    }
}

extension UIKitObjCTab: TabStandingForACall {
    /// Takes the helper calls out of `tabs`, each with its position among the tabs left.
    static func helperCalls(in tabs: inout [UIKitObjCTab]) -> [TabHelperCall] { TabHelperCall.takeCalls(from: &tabs) }
}
