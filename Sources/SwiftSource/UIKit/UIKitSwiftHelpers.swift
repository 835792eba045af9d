import JSONC
import TabBarCore

/// Helpers that add one tab from their parameters, read where they are defined so that calls in other
/// files bind to them (SPEC section 8): the functions of an `extension UITabBarController`, and of a class
/// (a base controller other files subclass), that hand a parameter to `addChild(_:)` /
/// `addChildViewController(_:)`, directly or in a navigation controller. Each item field is the
/// parameter that gives it, with literal text around it (`name + "_sel"`). Named with their labels
/// (`addTab(_:title:image:)`); a call binds only when it passes every parameter.
struct UIKitSwiftHelpers {
    let bars: UIKitSwiftBars
    var tokens: SwiftTokens { bars.tokens }
    var values: SwiftValueReader { bars.values }

    func helpers() -> [TabHelper] {
        var result: [TabHelper] = []
        // Decided once per type, not per member (a keystroke in a long class goes through all its members).
        let owners = bars.types.map { type -> (isExtension: Bool, isClass: Bool) in
            (type.kind == .extensionType && type.name == StockControllerFacts.controllerClass,
             type.kind == .classType && !type.name.hasPrefix("CYL") && type.superclass.map { !$0.hasPrefix("CYL") } == true)
        }
        let members = bars.members
        for index in members.indices where members[index].kind == .function && !members[index].isStatic {
            guard let owner = members[index].owner else { continue }
            let (isExtension, isClass) = owners[owner]
            guard isExtension || isClass else { continue }
            if let helper = helper(index, owner: isExtension ? nil : bars.types[owner].name) { result.append(helper) }
        }
        return result
    }

    /// `base(label:label:)`, `_` for an unlabelled argument.
    static func name(_ base: String, labels: [String?]) -> String {
        base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    private func helper(_ member: Int, owner: String?) -> TabHelper? {
        // Cheap first: a helper sets a field of some name (`x.tabBarItem…`, `x.title`).
        // A field is set through a `title` or a `tabBarItem`.
        guard !bars.members[member].hasNoParameters, bars.mayHold(member, [.title, .tabBarItem]) else { return nil }
        let body = bars.statements(of: member)
        guard body.assignments.contains(where: { $0.chain.count >= 2 }) else { return nil }
        let parameters = UIKitSwiftParameter.parameters(of: bars.members[member], tokens)
        guard parameters.count >= 2 else { return nil }
        let names = parameters.map(\.name)
        var child: Int?
        for call in body.calls where tokens.spells(call.name, "addChild") || tokens.spells(call.name, "addChildViewController") {
            let arguments = values.arguments(open: call.open, close: call.close)
            if arguments.count == 1, let found = childParameter(arguments[0].value, names, body) { child = found }
        }
        if child == nil, let returned = lastReturn(bars.members[member].body) { child = childParameter(returned, names, body) }
        guard let child else { return nil }
        var standing: Set<String> = [names[child]]
        for (local, value) in body.locals where wraps(value, parameter: names[child], body) { standing.insert(local) }
        let base = tokens.name(bars.members[member].nameToken)
        var result = TabHelper(name: Self.name(base, labels: parameters.map(\.label)), ownerClass: owner, child: child)
        if parameters.contains(where: { $0.defaultValue != nil }) {
            result.parameters = parameters.map { TabHelperParameter(label: $0.label, defaultValue: $0.defaultValue.map(defaultValue)) }
        }
        for assignment in body.assignments where assignment.chain.count >= 2 && standing.contains(assignment.chain[0]) {
            let path = Array(assignment.chain.dropFirst())
            if assignment.chain[0] != names[child], !isAlias(assignment.chain[0], of: names[child], body),
               path.first == "tabBarItem" || path == ["title"] { result.setsWrapperItem = true }
            switch path {
            case ["title"], ["tabBarItem", "title"]: result.title = value(assignment.value, names) ?? result.title
            case ["tabBarItem", "image"]: result.image = image(assignment.value, names, body) ?? result.image
            case ["tabBarItem", "selectedImage"]: result.selectedImage = image(assignment.value, names, body) ?? result.selectedImage
            case ["tabBarItem"]:
                guard let call = values.call(assignment.value), tokens.spells(call.callee, "UITabBarItem") else { continue }
                for argument in call.arguments {
                    guard let label = argument.label else { continue }
                    if tokens.spells(label, "title") { result.title = value(argument.value, names) }
                    if tokens.spells(label, "image") { result.image = image(argument.value, names, body) }
                    if tokens.spells(label, "selectedImage") { result.selectedImage = image(argument.value, names, body) }
                }
            default: continue
            }
        }
        guard result.title != nil || result.image != nil || result.selectedImage != nil else { return nil }
        return result
    }

    /// What a call leaving the parameter out passes: `nil`, a literal string, or something unknown.
    private func defaultValue(_ expression: Range<Int>) -> TabHelperParameter.DefaultValue {
        let range = values.stripped(expression)
        if range.count == 1, tokens.spells(range.lowerBound, "nil") { return .nilLiteral }
        return .value(values.title(expression).value)
    }

    /// Whether a local is just the parameter (`let root = screen`).
    private func isAlias(_ local: String, of parameter: String, _ body: UIKitSwiftStatements) -> Bool {
        guard let value = body.locals[local], let name = values.singleName(value) else { return false }
        return tokens.name(name) == parameter
    }

    /// The expression of a body's last top-level `return`.
    private func lastReturn(_ body: Range<Int>) -> Range<Int>? {
        let end = min(body.upperBound, tokens.count)
        var found: Range<Int>?
        var depth = 0
        for index in body.lowerBound..<max(body.lowerBound, end) {
            if tokens.isPunctuation(index, "{") { depth += 1 } else if tokens.isPunctuation(index, "}") { depth -= 1 }
            guard depth == 0, tokens.keyword(index) == .`return`, index + 1 < end else { continue }
            found = (index + 1)..<tokens.expressionEnd(from: index + 1, limit: end)
        }
        return found.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The parameter an `addChild` argument stands for: itself, or wrapped (directly or through a local).
    private func childParameter(_ expression: Range<Int>, _ names: [String], _ body: UIKitSwiftStatements) -> Int? {
        if let name = values.singleName(expression) {
            let text = tokens.name(name)
            if let index = names.firstIndex(of: text) { return index }
            guard let value = body.locals[text] else { return nil }
            if let alias = values.singleName(value), let index = names.firstIndex(of: tokens.name(alias)) { return index }
            return names.firstIndex { wraps(value, parameter: $0, body) }
        }
        return names.firstIndex { wraps(expression, parameter: $0, body) }
    }

    /// Whether `expression` is `X(rootViewController: parameter)` (or a local that is just the parameter).
    private func wraps(_ expression: Range<Int>, parameter: String, _ body: UIKitSwiftStatements) -> Bool {
        guard let call = values.call(expression), call.arguments.count == 1, let label = call.arguments[0].label,
              tokens.spells(label, "rootViewController"), let name = values.singleName(call.arguments[0].value) else { return false }
        if tokens.name(name) == parameter { return true }
        guard let alias = body.locals[tokens.name(name)].flatMap(values.singleName) else { return false }
        return tokens.name(alias) == parameter
    }

    /// A parameter, or `p + "x"` / `"x" + p`.
    private func value(_ expression: Range<Int>, _ names: [String]) -> TabHelperValue? {
        let range = values.stripped(expression)
        if let name = values.singleName(range), let index = names.firstIndex(of: tokens.name(name)) {
            return TabHelperValue(parameter: index)
        }
        guard range.count == 3, tokens.isOperator(range.lowerBound + 1, "+") else { return nil }
        let left = range.lowerBound, right = range.lowerBound + 2
        if tokens.isIdentifier(left), let index = names.firstIndex(of: tokens.name(left)), let suffix = tokens.stringValue(right) {
            return TabHelperValue(parameter: index, suffix: suffix)
        }
        if tokens.isIdentifier(right), let index = names.firstIndex(of: tokens.name(right)), let prefix = tokens.stringValue(left) {
            return TabHelperValue(parameter: index, prefix: prefix)
        }
        return nil
    }

    /// `UIImage(named: v)`, with `.withRenderingMode(…)` after it, or a local holding one.
    private func image(_ expression: Range<Int>, _ names: [String], _ body: UIKitSwiftStatements, depth: Int = 0) -> TabHelperValue? {
        guard depth < 4 else { return nil }
        var range = values.stripped(expression)
        if let name = values.singleName(range), !names.contains(tokens.name(name)), let local = body.locals[tokens.name(name)] {
            return image(local, names, body, depth: depth + 1)
        }
        if range.count >= 5, tokens.isPunctuation(range.upperBound - 1, ")"), let open = tokens.partner(range.upperBound - 1),
           open - 2 > range.lowerBound, tokens.spells(open - 1, "withRenderingMode"), tokens.isPunctuation(open - 2, ".") {
            var end = open - 2
            if end - 1 > range.lowerBound, tokens.isPostfixUnwrap(end - 1) { end -= 1 }
            range = range.lowerBound..<end
        }
        guard let call = values.call(range), tokens.spells(call.callee, "UIImage"), let first = call.arguments.first,
              let label = first.label, tokens.spells(label, "named"), !values.loadsFromAnotherBundle(call) else { return nil }
        return value(first.value, names)
    }
}
