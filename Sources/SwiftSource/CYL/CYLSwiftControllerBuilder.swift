import JSONC
import TabBarCore

/// Turns construction sites and setter groups into `SourceController` facts.
struct CYLSwiftControllerBuilder {
    /// The file as the front-end lexed and scanned it.
    let file: SwiftFile
    var tokens: SwiftTokens { file.tokens }
    var values: SwiftValueReader { file.values }
    var types: [SwiftTypeDeclaration] { file.types }
    var members: [SwiftMember] { file.members }
    var bodies: [SwiftBodyFacts] { file.bodies }
    var resolver: SwiftResolver { file.resolver }

    /// Every controller of the file, in file order.
    func controllers() -> [SourceController] {
        let heights = selfHeights()
        let typeNames = Set(types.map(\.name))
        var controllers: [SourceController] = []
        for index in members.indices {
            constructions(of: index, heights: heights, typeNames: typeNames, into: &controllers)
            setterGroups(of: index, heights: heights, into: &controllers)
        }
        return controllers.sorted { $0.range < $1.range }
    }

    /// `tabBarHeight = N` / `self.tabBarHeight = N` in each type's instance code, by type name (the first one).
    private func selfHeights() -> [String: SourceFact<Double>] {
        var heights: [String: SourceFact<Double>] = [:]
        for (index, member) in members.enumerated() where !member.isStatic {
            guard let owner = member.owner else { continue }
            for setter in bodies[index].setters where setter.property == .height && setter.receiver == "self" {
                let name = types[owner].name
                if heights[name] == nil { heights[name] = values.number(setter.value) }
            }
        }
        return heights
    }

    private func ownerName(_ member: Int) -> String? {
        members[member].owner.map { types[$0].name }
    }

    private func constructions(of index: Int, heights: [String: SourceFact<Double>], typeNames: Set<String>,
                               into controllers: inout [SourceController]) {
        let facts = bodies[index]
        guard !facts.constructions.isEmpty else { return }
        var heightSetters: [Int: SwiftBodyFacts.Setter] = [:]
        for setter in facts.setters where setter.property == .height {
            if let local = setter.receiverLocal, heightSetters[local] == nil { heightSetters[local] = setter }
        }
        for construction in facts.constructions where !isPassThrough(construction, in: index) {
            var className: String?
            var isOwnClass = false
            switch construction.callee {
            case .type(let name):
                className = name
                isOwnClass = typeNames.contains(name)
            case .superInit, .selfInit:
                className = ownerName(index)
                isOwnClass = true
            }
            var height: SourceFact<Double>?
            if let local = construction.local, let setter = heightSetters[local] {
                height = values.number(setter.value)
            }
            if height == nil, isOwnClass, let className { height = heights[className] }
            controllers.append(SourceController(
                construction: .initializer,
                range: ByteRange(tokens.range(construction.start).start, tokens.range(construction.close).end),
                className: className,
                items: resolver.items(construction.items, in: index),
                viewControllers: resolver.viewControllers(construction.viewControllers, in: index),
                tabBarHeight: height))
        }
    }

    /// `super.init(viewControllers: viewControllers, tabBarItemsAttributes: attributes)` inside an initializer
    /// that takes both as parameters: the real construction is its caller's.
    private func isPassThrough(_ construction: SwiftBodyFacts.Construction, in index: Int) -> Bool {
        let member = members[index]
        guard member.kind == .initializer else { return false }
        if case .type = construction.callee { return false }
        for argument in [construction.viewControllers, construction.items] {
            guard let name = values.singleName(argument), member.hasParameter(name, in: tokens),
                  bodies[index].lookup(name, at: name, in: tokens) == .none else { return false }
        }
        return true
    }

    private func setterGroups(of index: Int, heights: [String: SourceFact<Double>], into controllers: inout [SourceController]) {
        let facts = bodies[index]
        guard facts.setters.contains(where: { $0.property == .attributes }) else { return }
        let constructed = Set(facts.constructions.compactMap(\.local))
        var order: [String] = []
        var groups: [String: [SwiftBodyFacts.Setter]] = [:]
        for setter in facts.setters {
            if groups[setter.receiver] == nil { order.append(setter.receiver) }
            groups[setter.receiver, default: []].append(setter)
        }
        for receiver in order {
            guard let setters = groups[receiver], let attributes = setters.first(where: { $0.property == .attributes }) else { continue }
            let viewControllers = setters.first { $0.property == .viewControllers }
            var construction = SourceController.Construction.settersOnly
            var className: String?
            var range = viewControllers.map { min($0.statement, attributes.statement) } ?? attributes.statement
            if let local = attributes.receiverLocal {
                if constructed.contains(local) { continue }
                if let initializer = facts.locals[local].initializer, let call = values.call(initializer), isPlainInitializer(call) {
                    construction = .plain
                    className = tokens.name(call.callee)
                    range = tokens.range(of: call.start..<(call.close + 1))
                }
            } else if receiver == "self" {
                className = ownerName(index)
            }
            var height = setters.first { $0.property == .height }.map { values.number($0.value) }
            if height == nil, receiver == "self", let className { height = heights[className] }
            var read = viewControllers.flatMap { resolver.viewControllers($0.value, in: index) }
            // Set by another method the same initialiser or `viewDidLoad` calls (its place is no statement beside
            // the attributes' one: no setter order is told from it).
            if viewControllers == nil, receiver == "self", let other = viewControllersSetByCallers(of: index) {
                read = resolver.viewControllers(other.setter.value, in: other.member)
            }
            controllers.append(SourceController(
                construction: construction, range: range, className: className,
                items: resolver.items(attributes.value, in: index),
                viewControllers: read,
                attributesSetter: attributes.statement, viewControllersSetter: viewControllers?.statement,
                tabBarHeight: height))
        }
    }

    /// `X()`, `X.init()`, `X(nibName: …, bundle: …)`.
    private func isPlainInitializer(_ call: SwiftValueReader.Call) -> Bool {
        guard tokens.isTypeName(call.callee) else { return false }
        guard let first = call.arguments.first else { return true }
        return first.label.map { tokens.spells($0, "nibName") } == true
    }
}
