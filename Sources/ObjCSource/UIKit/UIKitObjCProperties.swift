import JSONC
import SourceText
import TabBarCore

/// A child held by a property of the controller (`self.home`, or its instance variable `_home`) is followed to the
/// one assignment the class makes to it, whichever method makes it; the item setters on the property count in the
/// methods the controller's initialisers and `viewDidLoad` call on `self`, in call order (SPEC section 10).
extension UIKitObjCBars {
    /// The property `tokens` names: `self.name` or `_name` (an instance variable, not a local of `scope`), nil otherwise.
    func property(_ tokens: Range<Int>, in scope: UIKitObjCScope) -> String? {
        let core = resolver.expressions.core(tokens)
        if core.count == 3, view.isWord(core.lowerBound, "self"), view.isPunctuation(core.lowerBound + 1, "."),
           view.isIdentifier(core.lowerBound + 2) {
            return view.text(core.lowerBound + 2)
        }
        guard core.count == 1, view.isIdentifier(core.lowerBound) else { return nil }
        let name = view.text(core.lowerBound)
        guard name.count > 1, name.hasPrefix("_"), scope.bindings[name] == nil,
              resolver.body(scope.method).variableAssignments[name] == nil else { return nil }
        return String(name.dropFirst())
    }

    /// The class's instance methods other than `method`'s own class's helpers: those of the `@implementation` holding `method`.
    func classMethods(of method: Int) -> [Int] {
        let container = declarations.methods[method].container
        return declarations.containers[container].methods.filter { !declarations.methods[$0].isClassMethod }
    }

    /// The one assignment the class makes to property `name` (`self.name = …` or `_name = …`) and its method.
    func onlyAssignment(toProperty name: String, in methods: [Int]) -> (ObjCAssignment, Int)? {
        var found: [(ObjCAssignment, Int)] = []
        for method in methods where resolver.body(method).occurrences[name] != nil || resolver.body(method).occurrences["_" + name] != nil {
            for assignment in resolver.body(method).assignments where isProperty(assignment.names, name) {
                found.append((assignment, method))
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether the assigned-to chain is exactly the property: `self.name`, `_name`.
    private func isProperty(_ names: [Int], _ name: String) -> Bool {
        if names.count == 2 { return view.isWord(names[0], "self") && view.text(names[1]) == name }
        return names.count == 1 && view.text(names[0]) == "_" + name
    }

    /// The methods that run when the controller is made and loaded, in call order: each initialiser and `viewDidLoad`,
    /// with the methods of the class each calls on `self` (unary or not) right after the call's place, three levels deep;
    /// then `entry` (the method read, when it is none of those: an app delegate's) and those it calls.
    func setUpOrder(_ methods: [Int], entry: Int? = nil) -> [Int] {
        var bySelector: [String: Int] = [:]
        for method in methods where bySelector[declarations.methods[method].selector] == nil {
            bySelector[declarations.methods[method].selector] = method
        }
        var order: [Int] = []
        func visit(_ method: Int, depth: Int) {
            guard !order.contains(method) else { return }
            order.append(method)
            guard depth < 3 else { return }
            for send in resolver.body(method).sends where send.receiver.count == 1 && view.isWord(send.receiver.lowerBound, "self") {
                if let callee = bySelector[send.selector] { visit(callee, depth: depth + 1) }
            }
        }
        for method in methods {
            let selector = declarations.methods[method].selector
            if selector == "init" || selector.hasPrefix("initWith") || selector == "viewDidLoad" { visit(method, depth: 0) }
        }
        if let entry, methods.contains(entry) { visit(entry, depth: 0) }
        return order
    }
}

extension UIKitObjCItemReader {
    /// The item setters on property `name` (`self.name.tabBarItem.title = …`, `_name.title = …`, `[self.name setTitle:…]`)
    /// in `methods`, in that order, each with the scope it is read in.
    func setters(ofProperty name: String, in methods: [Int]) -> [(UIKitObjCItemSetter, UIKitObjCScope)] {
        var result: [(UIKitObjCItemSetter, UIKitObjCScope)] = []
        for method in methods {
            let body = bars.resolver.body(method)
            guard body.occurrences[name] != nil || body.occurrences["_" + name] != nil else { continue }
            let scope = UIKitObjCScope(method: method, bindings: [:], caller: nil)
            var found = settersInOrder(of: "_" + name, in: body)
            for assignment in body.assignments where assignment.names.count >= 3 && view.isWord(assignment.names[0], "self")
                && view.text(assignment.names[1]) == name {
                found.append(UIKitObjCItemSetter(chain: assignment.names.dropFirst(2).map { view.text($0) }, value: assignment.value,
                                                 start: assignment.start))
            }
            for send in body.sends where send.arguments.count == 1 && send.extraArguments.isEmpty {
                let receiver = expressions.core(send.receiver)
                guard receiver.count == 3 || receiver.count == 5, view.isWord(receiver.lowerBound, "self"),
                      view.isPunctuation(receiver.lowerBound + 1, "."), view.text(receiver.lowerBound + 2) == name else { continue }
                let isItem = receiver.count == 5 && view.isPunctuation(receiver.lowerBound + 3, ".") && view.isWord(receiver.lowerBound + 4, "tabBarItem")
                guard isItem || receiver.count == 3 else { continue }
                guard let field = UIKitObjCItemSetter.field(setBy: send.selector, onItem: isItem) else { continue }
                found.append(UIKitObjCItemSetter(chain: isItem ? ["tabBarItem", field] : [field], value: send.arguments[0], start: send.open))
            }
            result += found.sorted { $0.start < $1.start }.map { ($0, scope) }
        }
        return result
    }
}
