import JSONC
import SourceText
import TabBarCore

/// Helpers that add one tab from their parameters, read where they are defined so that calls in other
/// files bind to them (SPEC section 8): the methods of a category of `UITabBarController`, and of a
/// class (a base controller that other files subclass), that hand a parameter to
/// `[self addChildViewController:]`, directly or in a navigation controller. Each item field is the
/// parameter that gives it, with literal text put around it (`stringWithFormat:` with one `%@`,
/// `stringByAppendingString:`). Anything else is not a template field.
struct UIKitObjCHelpers {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }
    var declarations: ObjCDeclarations { resolver.declarations }
    var expressions: ObjCExpressions { resolver.expressions }

    /// Every helper of the file, in file order.
    func helpers() -> [TabHelper] {
        var result: [TabHelper] = []
        for container in declarations.containers where container.kind == .implementation {
            let isCategory = container.category != nil
            if isCategory, container.name != StockControllerFacts.controllerClass { continue }
            if container.name.hasPrefix("CYL") { continue }
            for method in container.methods where !declarations.methods[method].isClassMethod {
                if let helper = helper(method, owner: isCategory ? nil : container.name) { result.append(helper) }
            }
        }
        return result
    }

    private func helper(_ method: Int, owner: String?) -> TabHelper? {
        let parameters = declarations.methods[method].parameters
        guard parameters.count >= 2, resolver.mayHold(method, .addChildViewController),
              resolver.mayHold(method, [.tabBarItem, .title, .setTitle]) else { return nil }
        let body = resolver.body(method)
        guard body.occurrences["tabBarItem"] != nil || body.occurrences["title"] != nil || body.occurrences["setTitle"] != nil,
              let add = body.sends.first(where: { $0.selector == "addChildViewController:" && isSelf($0.receiver) }),
              let added = add.arguments.first,
              let child = childParameter(added, parameters: parameters, body: body) else { return nil }
        var names: Set<String> = [parameters[child]]
        for (name, indexes) in body.variableAssignments where indexes.count == 1 {
            if wraps(body.assignments[indexes[0]].value, parameter: parameters[child]) { names.insert(name) }
        }
        var result = TabHelper(name: declarations.methods[method].selector, ownerClass: owner, child: child)
        for assignment in body.assignments where assignment.names.count >= 2 && names.contains(view.text(assignment.names[0])) {
            let chain = assignment.names.dropFirst().map { view.text($0) }
            if view.text(assignment.names[0]) != parameters[child], chain.first == "tabBarItem" || chain == ["title"] {
                result.setsWrapperItem = true
            }
            switch chain {
            case ["title"], ["tabBarItem", "title"]: result.title = value(assignment.value, parameters) ?? result.title
            case ["tabBarItem", "image"]: result.image = image(assignment.value, parameters, body) ?? result.image
            case ["tabBarItem", "selectedImage"]: result.selectedImage = image(assignment.value, parameters, body) ?? result.selectedImage
            case ["tabBarItem"]: madeItem(assignment.value, parameters, body, into: &result)
            default: break
            }
        }
        // `[vc.tabBarItem setImage:…]`, `[vc setTitle:…]`.
        for send in body.sends where send.arguments.count == 1 {
            let receiver = expressions.core(send.receiver)
            guard let first = receiver.first, view.isIdentifier(first), names.contains(view.text(first)) else { continue }
            let isItem = receiver.count == 3 && view.isPunctuation(first + 1, ".") && view.isWord(first + 2, "tabBarItem")
            if send.selector == "setTitle:", isItem || receiver.count == 1 {
                result.title = value(send.arguments[0], parameters) ?? result.title
            } else if isItem, send.selector == "setImage:" {
                result.image = image(send.arguments[0], parameters, body) ?? result.image
            } else if isItem, send.selector == "setSelectedImage:" {
                result.selectedImage = image(send.arguments[0], parameters, body) ?? result.selectedImage
            }
        }
        guard result.title != nil || result.image != nil || result.selectedImage != nil else { return nil }
        return result
    }

    private func isSelf(_ receiver: Range<Int>) -> Bool {
        receiver.count == 1 && view.isWord(receiver.lowerBound, "self")
    }

    /// The parameter `tokens` stands for: itself, or in a navigation controller (directly or through a local).
    private func childParameter(_ tokens: Range<Int>, parameters: [String], body: ObjCMethodBody) -> Int? {
        let core = expressions.core(tokens)
        if core.count == 1, view.isIdentifier(core.lowerBound) {
            let name = view.text(core.lowerBound)
            if let index = parameters.firstIndex(of: name) { return index }
            guard let assignment = body.onlyAssignment(to: name) else { return nil }
            return parameters.firstIndex { wraps(assignment.value, parameter: $0) }
        }
        return parameters.firstIndex { wraps(tokens, parameter: $0) }
    }

    /// Whether `tokens` is `[[X alloc] initWithRootViewController:parameter]`.
    private func wraps(_ tokens: Range<Int>, parameter: String) -> Bool {
        let core = expressions.core(tokens)
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view), send.selector == "initWithRootViewController:",
              case (_?, true) = resolver.receiverClass(send), let root = send.arguments.first else { return false }
        let inner = expressions.core(root)
        return inner.count == 1 && view.isIdentifier(inner.lowerBound) && view.text(inner.lowerBound) == parameter
    }

    /// A parameter, or a string built from one with literal text.
    private func value(_ tokens: Range<Int>, _ parameters: [String]) -> TabHelperValue? {
        let core = expressions.core(tokens)
        if core.count == 1, view.isIdentifier(core.lowerBound), let index = parameters.firstIndex(of: view.text(core.lowerBound)) {
            return TabHelperValue(parameter: index)
        }
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) else { return nil }
        if send.selector == "stringWithFormat:", send.arguments.count == 1, send.extraArguments.count == 1 {
            // The format and its one argument.
            guard let format = expressions.stringLiteral(view.unparenthesized(send.arguments[0])),
                  let inner = value(send.extraArguments[0], parameters), inner.prefix.isEmpty, inner.suffix.isEmpty else { return nil }
            let characters = Array(format)
            guard let at = characters.indices.first(where: { characters[$0] == "%" }), at + 1 < characters.count,
                  characters[at + 1] == "@", !characters[(at + 2)...].contains("%") else { return nil }
            return TabHelperValue(parameter: inner.parameter, prefix: String(characters[..<at]), suffix: String(characters[(at + 2)...]))
        }
        if send.selector == "stringByAppendingString:", let suffix = expressions.stringLiteral(view.unparenthesized(send.arguments[0])),
           var inner = value(send.receiver, parameters) {
            inner.suffix += suffix
            return inner
        }
        return nil
    }

    /// `[UIImage imageNamed:v]`, with `imageWithRenderingMode:` around it, or a local holding one.
    private func image(_ tokens: Range<Int>, _ parameters: [String], _ body: ObjCMethodBody, depth: Int = 0) -> TabHelperValue? {
        guard depth < 4 else { return nil }
        let core = expressions.core(tokens)
        if core.count == 1, view.isIdentifier(core.lowerBound), !parameters.contains(view.text(core.lowerBound)),
           let first = body.variableAssignments[view.text(core.lowerBound)]?.first {
            return image(body.assignments[first].value, parameters, body, depth: depth + 1)
        }
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) else { return nil }
        if send.selector == "imageNamed:", let argument = send.arguments.first { return value(argument, parameters) }
        if send.selector == "imageWithRenderingMode:" { return image(send.receiver, parameters, body, depth: depth + 1) }
        return nil
    }

    /// `[[UITabBarItem alloc] initWithTitle:image:selectedImage:]` built from parameters.
    private func madeItem(_ tokens: Range<Int>, _ parameters: [String], _ body: ObjCMethodBody, into result: inout TabHelper) {
        let core = expressions.core(tokens)
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view),
              case ("UITabBarItem"?, true) = resolver.receiverClass(send), send.selector.hasPrefix("initWithTitle:image:") else { return }
        result.title = value(send.arguments[0], parameters)
        result.image = image(send.arguments[1], parameters, body)
        result.selectedImage = send.selector == "initWithTitle:image:selectedImage:" ? image(send.arguments[2], parameters, body) : nil
    }
}
