import JSONC
import SourceText
import TabBarCore

extension UIKitObjCBars {
    /// `[self homeTab]`: a method of the same class without parameters; its last `return` expression,
    /// read in that method's scope, when no branch comes before it. Nil for anything else.
    func factoryReturn(_ send: ObjCMessageSend, in scope: UIKitObjCScope) -> (Range<Int>, UIKitObjCScope)? {
        guard send.arguments.isEmpty, send.receiver.count == 1, view.isWord(send.receiver.lowerBound, "self") else { return nil }
        let container = declarations.methods[scope.method].container
        guard let factory = declarations.containers[container].methods.first(where: {
            declarations.methods[$0].selector == send.selector && declarations.methods[$0].parameters.isEmpty
                && !declarations.methods[$0].isClassMethod
        }) else { return nil }
        let body = resolver.body(factory)
        guard let last = body.returns.last, !body.hasConditional(between: body.open, and: last) else { return nil }
        let end = view.expressionEnd(from: last + 1, limit: body.close)
        guard end > last + 1 else { return nil }
        return ((last + 1)..<end, UIKitObjCScope(method: factory, bindings: [:], caller: nil))
    }
}
