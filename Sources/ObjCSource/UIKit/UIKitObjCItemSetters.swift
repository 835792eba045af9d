import JSONC
import SourceText
import TabBarCore

/// One setting of a tab's item field on a name: `x.tabBarItem.title = v` (chain `tabBarItem`, `title`) or
/// its message form `[x.tabBarItem setTitle:v]`, `[x setTitle:v]`.
struct UIKitObjCItemSetter {
    /// The name set on (`self` for a property's setting).
    var name: String = "self"
    var chain: [String]
    var value: Range<Int>
    var start: Int

    /// The field a one-argument setter message sets: `setTitle:` on a controller or its item, `setImage:` /
    /// `setSelectedImage:` on its item, `setTabBarItem:` on the controller; nil for any other.
    static func field(setBy selector: String, onItem: Bool) -> String? {
        switch selector {
        case "setTitle:": "title"
        case "setImage:" where onItem: "image"
        case "setSelectedImage:" where onItem: "selectedImage"
        case "setTabBarItem:" where !onItem: "tabBarItem"
        default: nil
        }
    }
}

extension UIKitObjCItemReader {
    /// The assignments and setter messages on `name` in `body` that may set its item, in source order.
    func settersInOrder(of name: String, in body: ObjCMethodBody) -> [UIKitObjCItemSetter] {
        var result: [UIKitObjCItemSetter] = []
        for assignment in body.assignments where assignment.names.count >= 2 && view.text(assignment.names[0]) == name {
            result.append(UIKitObjCItemSetter(name: name, chain: assignment.names.dropFirst().map { view.text($0) },
                                              value: assignment.value, start: assignment.start))
        }
        for send in body.sends where send.arguments.count == 1 && send.extraArguments.isEmpty {
            let receiver = expressions.core(send.receiver)
            guard let first = receiver.first, view.isIdentifier(first), view.text(first) == name else { continue }
            let isItem = receiver.count == 3 && view.isPunctuation(first + 1, ".") && view.isWord(first + 2, "tabBarItem")
            guard isItem || receiver.count == 1 else { continue }
            guard let field = UIKitObjCItemSetter.field(setBy: send.selector, onItem: isItem) else { continue }
            let chain = isItem ? ["tabBarItem", field] : [field]
            result.append(UIKitObjCItemSetter(name: name, chain: chain, value: send.arguments[0], start: send.open))
        }
        return result.sorted { $0.start < $1.start }
    }
}

extension UIKitObjCItemReader {
    /// The item setters on `name` in `scope`, in source order, with the scope each is read in: those of the body, and
    /// those a method of the file makes on its parameter when `[self …]` hands it `name` (a helper that configures
    /// the child's item, `[self setUp:vc title:@"Home" image:@"home"]`), read with the parameters bound, two levels deep.
    func setters(of name: String, in scope: UIKitObjCScope, depth: Int = 0) -> [(UIKitObjCItemSetter, UIKitObjCScope)] {
        let body = bars.resolver.body(scope.method)
        var result = settersInOrder(of: name, in: body).map { ($0, scope) }
        guard depth < 2, let uses = body.occurrences[name] else { return result }
        let declarations = bars.declarations
        for send in body.sends where send.receiver.count == 1 && view.isWord(send.receiver.lowerBound, "self")
            && send.extraArguments.isEmpty && uses.contains(where: { send.open < $0 && $0 < send.close }) {
            let candidates = declarations.methods.indices.filter {
                !declarations.methods[$0].isClassMethod && declarations.methods[$0].selector == send.selector
            }
            guard candidates.count == 1, let helper = candidates.first, helper != scope.method,
                  declarations.methods[helper].parameters.count == send.arguments.count else { continue }
            let parameters = declarations.methods[helper].parameters
            guard let position = send.arguments.firstIndex(where: { argument in
                let core = expressions.core(argument)
                return core.count == 1 && view.isIdentifier(core.lowerBound) && view.text(core.lowerBound) == name
            }) else { continue }
            var bindings: [String: Range<Int>] = [:]
            for (parameter, argument) in zip(parameters, send.arguments) { bindings[parameter] = argument }
            let inner = UIKitObjCScope(method: helper, bindings: bindings, caller: scope)
            for (setter, setterScope) in setters(of: parameters[position], in: inner, depth: depth + 1) {
                var placed = setter
                placed.start = send.open
                result.append((placed, setterScope))
            }
        }
        // Stable: a helper's setters keep their own order at the call's place.
        return result.enumerated().sorted { ($0.element.0.start, $0.offset) < ($1.element.0.start, $1.offset) }.map(\.element)
    }
}
