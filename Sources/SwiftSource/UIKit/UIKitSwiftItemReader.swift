import JSONC
import TabBarCore

/// Reads a UIKit tab's item from the assignments on the names that stand for its child or navigation
/// controller: `x.tabBarItem.title / .image / .selectedImage = …`, `x.title = …`, `x.tabBarItem =
/// UITabBarItem(title:image:selectedImage:)` (directly or through a local, whose own assignments count).
/// The navigation controller's item wins over its root's; within one level the last assignment wins.
struct UIKitSwiftItemReader {
    let bars: UIKitSwiftBars
    var tokens: SwiftTokens { bars.tokens }
    var values: SwiftValueReader { bars.values }

    struct Fields {
        var title: SourceFact<String>??
        var image: SourceFact<String>??
        var selectedImage: SourceFact<String>??
        /// Whether `UITabBarItem(title:image:selectedImage:)` / `(title:image:tag:)` made the item whole: a field it
        /// leaves `nil` is absent, not unread.
        var madeWhole = false
        /// The initializer that made it whole: where a finding on the item goes.
        var wholeRange: ByteRange?
        /// `isEnabled = false` on the item.
        var isDisabled = false
    }

    /// The item, and whether the navigation controller's own item gave part of it.
    func item(of child: UIKitSwiftChild, reference: ByteRange) -> (SourceItem, Bool) {
        var fields = Fields()
        let wrapped = child.isRootLevel
        let ordered = child.names.filter { !wrapped || $0.isRoot } + child.names.filter { wrapped && !$0.isRoot }
        var seen: Set<String> = []
        var fromWrapper = false
        for (name, scope, isRoot) in ordered where seen.insert("\(scope.member):\(name)").inserted {
            let before = fields.title == nil && fields.image == nil && fields.selectedImage == nil
            read(name, in: scope, prefix: ["tabBarItem"], into: &fields)
            let after = fields.title == nil && fields.image == nil && fields.selectedImage == nil
            if wrapped, !isRoot, before != after || bars.statements(of: scope.member).assignments.contains(where: {
                $0.chain.first == name && ($0.chain.dropFirst().first == "tabBarItem" || Array($0.chain.dropFirst()) == ["title"])
            }) { fromWrapper = true }
        }
        let title = fields.title ?? nil, image = fields.image ?? nil, selected = fields.selectedImage ?? nil
        var item = SourceItem(range: fields.madeWhole ? fields.wholeRange ?? reference : reference, reference: reference,
                              isKnown: title != nil || image != nil || selected != nil, keysComplete: fields.madeWhole, title: title,
                              image: image, selectedImage: selected)
        item.isDisabled = fields.isDisabled
        return (item, fromWrapper)
    }

    /// The assignments of `scope` on `name` (`prefix` is the item's path below it: `tabBarItem` for a
    /// controller, nothing for an item local).
    func read(_ name: String, in scope: UIKitSwiftScope, prefix: [String], into fields: inout Fields, depth: Int = 0) {
        guard depth < 3 else { return }
        for assignment in bars.statements(of: scope.member).assignments where assignment.chain.first == name {
            let path = Array(assignment.chain.dropFirst())
            if prefix == ["tabBarItem"], path == ["title"] { fields.title = title(assignment.value, in: scope) }
            guard path.count == prefix.count + 1 || path == prefix, Array(path.prefix(prefix.count)) == prefix else { continue }
            if path == prefix {
                made(assignment.value, in: scope, into: &fields, depth: depth)
                continue
            }
            switch path.last {
            case "title": fields.title = title(assignment.value, in: scope)
            case "image": fields.image = image(assignment.value, in: scope)
            case "selectedImage": fields.selectedImage = image(assignment.value, in: scope)
            case "isEnabled": fields.isDisabled = tokens.joinedText(values.stripped(assignment.value)) == "false"
            default: break
            }
        }
    }

    /// `UITabBarItem(title:image:selectedImage:)` / `(title:image:tag:)`, or a local holding one.
    private func made(_ expression: Range<Int>, in scope: UIKitSwiftScope, into fields: inout Fields, depth: Int) {
        if let name = values.singleName(expression), let value = bars.statements(of: scope.member).locals[tokens.name(name)] {
            made(value, in: scope, into: &fields, depth: depth + 1)
            read(tokens.name(name), in: scope, prefix: [], into: &fields, depth: depth + 1)
            return
        }
        // An item a function of the file returns (`makeItem("Home", "home")`), read there with its parameters bound.
        if depth < 3, let call = values.call(expression), !tokens.spells(call.callee, "UITabBarItem"),
           let (returned, inner) = bars.factoryReturn(call, in: scope) {
            made(returned, in: inner, into: &fields, depth: depth + 1)
            return
        }
        guard let call = values.call(expression), tokens.spells(call.callee, "UITabBarItem") else { return }
        // A system item: UIKit gives its title and icon.
        if call.arguments.contains(where: { $0.label.map { tokens.spells($0, "tabBarSystemItem") } ?? false }) {
            let system = SourceFact<String>(.unknown, range: values.bytes(expression))
            fields.title = .some(system)
            fields.image = .some(system)
            return
        }
        var labels: Set<String> = []
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            labels.insert(tokens.name(label))
            if tokens.spells(label, "title") { fields.title = title(argument.value, in: scope) }
            if tokens.spells(label, "image") { fields.image = image(argument.value, in: scope) }
            if tokens.spells(label, "selectedImage") { fields.selectedImage = image(argument.value, in: scope) }
        }
        fields.madeWhole = labels == ["title", "image", "selectedImage"] || labels == ["title", "image", "tag"]
        fields.wholeRange = fields.madeWhole ? values.bytes(expression) : nil
    }

    private func resolved(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> (Range<Int>, UIKitSwiftScope) {
        bars.resolved(expression, in: scope)
    }

    private func isNil(_ expression: Range<Int>) -> Bool {
        let range = values.stripped(expression)
        return range.count == 1 && tokens.spells(range.lowerBound, "nil")
    }

    /// nil when the value is `nil` (no title).
    func title(_ expression: Range<Int>, in scope: UIKitSwiftScope) -> SourceFact<String>? {
        let (expression, scope, steps) = bars.resolvedWithSteps(expression, in: scope)
        if isNil(expression) { return nil }
        var fact = values.title(expression)
        if fact.value == .unknown { fact = bars.evaluatedString(expression, in: scope) ?? fact }
        return Self.fact(fact, through: steps)
    }

    /// `fact` reached through `steps` (outermost first) when it is known.
    static func fact(_ fact: SourceFact<String>, through steps: [ValueStep]) -> SourceFact<String> {
        guard fact.value != .unknown else { return fact }
        return steps.reversed().reduce(fact) { $0.reached(through: $1) }
    }

    /// An image: `UIImage(named: x)` (x a literal or a parameter bound to one), `.withRenderingMode(…)` after
    /// it, `#imageLiteral`; `UIImage(systemName:)` (an SF Symbol) and anything else unknown; nil for `nil`.
    func image(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int = 0) -> SourceFact<String>? {
        let (expression, scope, steps) = bars.resolvedWithSteps(expression, in: scope)
        if isNil(expression) { return nil }
        return boundImage(expression, in: scope, depth: depth).map { Self.fact($0, through: steps) }
    }

    private func boundImage(_ expression: Range<Int>, in scope: UIKitSwiftScope, depth: Int) -> SourceFact<String>? {
        let range = values.stripped(expression)
        // `X.withRenderingMode(…)`: the image is X's.
        if depth < 4, range.count >= 5, tokens.isPunctuation(range.upperBound - 1, ")"), let open = tokens.partner(range.upperBound - 1),
           open - 2 > range.lowerBound, tokens.spells(open - 1, "withRenderingMode"), tokens.isPunctuation(open - 2, ".") {
            var receiverEnd = open - 2
            if receiverEnd - 1 > range.lowerBound, tokens.isPostfixUnwrap(receiverEnd - 1) { receiverEnd -= 1 }
            return image(range.lowerBound..<receiverEnd, in: scope, depth: depth + 1)
        }
        if let call = values.call(range), tokens.spells(call.callee, "UIImage"), let first = call.arguments.first,
           let label = first.label, tokens.spells(label, "named"), !values.loadsFromAnotherBundle(call) {
            let (name, nameScope, nameSteps) = bars.resolvedWithSteps(first.value, in: scope)
            let literal = values.stripped(name)
            if literal.count == 1, let value = tokens.stringValue(literal.lowerBound) {
                return Self.fact(SourceFact(.literal(value), range: tokens.range(literal.lowerBound)), through: nameSteps)
            }
            if let built = bars.concatenation(name, in: nameScope) { return Self.fact(built, through: nameSteps) }
            return Self.fact(bars.evaluatedString(name, in: nameScope) ?? SourceFact(.unknown, range: values.bytes(expression)), through: nameSteps)
        }
        if let call = values.call(range), tokens.spells(call.callee, "UIImage") {
            if let label = call.arguments.first?.label, tokens.spells(label, "systemName") { return .systemSymbol(range: values.bytes(expression)) }
            return SourceFact(.unknown, range: values.bytes(expression))
        }
        return values.image(expression)
    }
}
