import JSONC
import TabBarCore

/// Reads the custom tab bars of a Swift file (SPEC section 8): classes that add views to themselves, lay out
/// their subviews or override hit testing (`SourceBarClass`, a class and its extensions in the file), the KVC
/// installations of a bar on a controller (`setValue(bar, forKey: "tabBar")`), and the views a controller adds
/// to its stock bar (`tabBar.addSubview(button)`). Sizes and positions are read when literal; anything else
/// is unknown. The CYLTabBarController classes of the file are left alone.
struct UIKitSwiftCustomBars {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]

    /// Fills `customBars`, `barInstallations` and `barOverlays`.
    func read(into facts: inout TabBarFacts, excluding cylClasses: Set<String>) {
        var classes: [String: SwiftTypeDeclaration] = [:]
        var extensions: [String: [Int]] = [:]
        for type in types {
            if type.kind == .classType, classes[type.name] == nil { classes[type.name] = type }
            if type.kind == .extensionType { extensions[type.name, default: []] += type.members }
        }
        var done: Set<String> = []
        for type in types where type.kind == .classType || type.kind == .extensionType {
            guard done.insert(type.name).inserted, !type.name.hasPrefix("CYL"), !cylClasses.contains(type.name) else { continue }
            let superclass = classes[type.name]?.superclass
            guard superclass?.hasPrefix("CYL") != true else { continue }
            let owned = (classes[type.name]?.members ?? []) + (extensions[type.name] ?? [])
            if let superclass, superclass == SourceBarClass.barClass || Self.mayBeBar(superclass) {
                if let bar = customBar(named: type.name, declaration: classes[type.name] ?? type, members: owned,
                                       classIsKnown: superclass == SourceBarClass.barClass) {
                    facts.customBars.append(bar)
                }
            } else if superclass.map(Self.isController)
                        ?? (type.name.hasSuffix("Controller") && type.name != StockControllerFacts.controllerClass) {
                facts.barOverlays += overlays(of: type.name, members: owned)
            } else if classes[type.name] == nil, !["UI", "NS", "CYL"].contains(where: { type.name.hasPrefix($0) }),
                      let bar = customBar(named: type.name, declaration: type, members: owned, classIsKnown: false) {
                // An extension of a class declared elsewhere (its hit test, its views): the project decides.
                facts.customBars.append(bar)
            }
        }
        facts.barInstallations = installations(facts.barNotes)
    }

    /// A superclass that may be a project's own tab bar class (`BaseTabBar`; not UIKit's, Foundation's or a controller).
    static func mayBeBar(_ superclass: String) -> Bool {
        guard containsBar(superclass), !superclass.hasSuffix("Controller") else { return false }
        return !["UI", "NS", "CYL"].contains { superclass.hasPrefix($0) }
    }

    /// Whether the name lowercased contains `bar`: an ASCII name by its bytes (where characters are bytes), any
    /// other through `String` (a general substring search costs thousands of instructions per class).
    static func containsBar(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased().contains("bar") }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if previous == (UInt8(ascii: "b"), UInt8(ascii: "a")), lower == UInt8(ascii: "r") { return true }
            previous = (previous.1, lower)
        }
        return false
    }

    private static func isController(_ superclass: String) -> Bool {
        superclass == StockControllerFacts.controllerClass || superclass.hasSuffix("Controller")
    }

    private func statements(_ member: Int) -> UIKitSwiftStatements {
        UIKitSwiftStatements(tokens, body: members[member].body)
    }

    private func placements(_ owned: [Int]) -> UIKitSwiftPlacements {
        let statements = Dictionary(uniqueKeysWithValues: owned.map { ($0, self.statements($0)) })
        return UIKitSwiftPlacements(tokens: tokens, values: values, allMembers: members, members: owned,
                                    statements: { statements[$0] ?? UIKitSwiftStatements(tokens, body: 0..<0) })
    }

    private func customBar(named name: String, declaration: SwiftTypeDeclaration, members owned: [Int], classIsKnown: Bool) -> SourceBarClass? {
        var overrides: [ByteRange] = []
        var layout: SourceBarLayout?
        for index in owned where members[index].kind == .function && !members[index].isStatic {
            let member = members[index]
            let isOverride = (member.firstToken..<member.nameToken).contains { tokens.spells($0, "override") }
            if isOverride, isHitTest(member) { overrides.append(tokens.range(member.nameToken)) }
            if tokens.spells(member.nameToken, "layoutSubviews"), member.hasNoParameters, layout == nil {
                layout = self.layout(of: index, calledFrom: owned)
            }
        }
        let added = placements(owned).addedViews { $0.isEmpty || $0 == ["self"] }
        guard classIsKnown || !added.isEmpty || !overrides.isEmpty || layout != nil else { return nil }
        return SourceBarClass(name: name, nameRange: tokens.range(declaration.nameToken), classIsKnown: classIsKnown,
                             addedViews: added, layout: layout, hitTestOverrides: overrides)
    }

    /// The slot arithmetic of `layoutSubviews()` (member `index`), or of a method of the class without parameters it
    /// calls (`self.setupTabBarButtons()`), one level deep, when its own body has none.
    private func layout(of index: Int, calledFrom owned: [Int]) -> SourceBarLayout? {
        let body = statements(index)
        if let layout = UIKitSwiftLayoutArithmetic(tokens: tokens, values: values, member: members[index], statements: body,
                                                   allMembers: members).layout() { return layout }
        for call in body.calls where call.close == call.open + 1 {
            guard let helper = owned.first(where: { candidate in
                candidate != index && members[candidate].kind == .function && !members[candidate].isStatic
                    && members[candidate].hasNoParameters && tokens.sameName(members[candidate].nameToken, call.name)
            }) else { continue }
            if let layout = UIKitSwiftLayoutArithmetic(tokens: tokens, values: values, member: members[helper],
                                                       statements: statements(helper), allMembers: members).layout() {
                return layout
            }
        }
        return nil
    }

    /// `hitTest(_:with:)` or `point(inside:with:)`.
    private func isHitTest(_ member: SwiftMember) -> Bool {
        if tokens.spells(member.nameToken, "hitTest") { return true }
        guard tokens.spells(member.nameToken, "point") else { return false }
        return UIKitSwiftParameter.parameters(of: member, tokens).first?.label == "inside"
    }

    /// The views a controller's members add to its stock bar (`tabBar.addSubview`, `self.tabBar.addSubview`).
    private func overlays(of controller: String, members owned: [Int]) -> [SourceBarOverlay] {
        let isStockBar: UIKitSwiftPlacements.IsBar = { $0 == ["tabBar"] || $0 == ["self", "tabBar"] }
        // Most controllers add nothing to their bar: look for the call before reading statements.
        let adding = owned.filter { member in
            members[member].body.contains { tokens.spells($0, "addSubview") }
        }
        guard !adding.isEmpty else { return [] }
        let probe = UIKitSwiftPlacements(tokens: tokens, values: values, allMembers: members, members: adding,
                                         statements: { _ in UIKitSwiftStatements(tokens, body: 0..<0) })
        guard adding.contains(where: { member in probe.calls(named: "addSubview", in: member).contains { isStockBar($0.receiver) } })
        else { return [] }
        return placements(owned).addedViews(to: isStockBar).map { SourceBarOverlay(controllerClass: controller, view: $0) }
    }

    /// `setValue(bar, forKey: "tabBar")` / `forKeyPath:` on `self` (or bare) in a type, or on a controller instance.
    /// Found from the notes' KVC key strings (`SourceNote.Kind.tabBarReplacedByKVC`): a file without one costs nothing.
    private func installations(_ notes: [SourceNote]) -> [SourceBarInstallation] {
        var result: [SourceBarInstallation] = []
        for note in notes where note.kind == .tabBarReplacedByKVC {
            guard let key = token(startingAt: note.range.start), tokens.isPunctuation(key + 1, ")"),
                  let open = tokens.partner(key + 1), open < key, tokens.spells(open - 1, "setValue"),
                  let index = member(holding: open - 1) else { continue }
            let member = members[index]
            let arguments = values.arguments(open: open, close: key + 1)
            guard arguments.count == 2, let label = arguments[1].label,
                  tokens.spells(label, "forKey") || tokens.spells(label, "forKeyPath"), arguments[1].value == key..<(key + 1)
            else { continue }
            var receiver: [String] = []
            if tokens.isPunctuation(open - 2, ".") {
                guard let (chain, _) = UIKitSwiftPlacements.receiverChain(endingAt: open - 3, from: member.body.lowerBound, tokens)
                else { continue }
                receiver = chain
            }
            let body = statements(index)
            guard let barClass = className(of: arguments[0].value, locals: body.locals, member: member) else { continue }
            if receiver.isEmpty || receiver == ["self"] {
                guard let owner = member.owner.map({ types[$0].name }) else { continue }
                result.append(SourceBarInstallation(barClass: barClass, controllerClass: owner, onSelf: true, range: note.range))
            } else {
                let controller = receiver.count == 1 ? className(ofLocal: receiver[0], locals: body.locals, member: member) : nil
                result.append(SourceBarInstallation(barClass: barClass, controllerClass: controller, onSelf: false, range: note.range))
            }
        }
        return result
    }

    /// The significant token that starts at byte `start`.
    private func token(startingAt start: Int) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens.range(middle).start < start { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens.range(low).start == start ? low : nil
    }

    /// The innermost member whose body holds token `index`.
    private func member(holding index: Int) -> Int? {
        var found: Int?
        for (candidate, member) in members.enumerated() where member.body.contains(index) {
            if let best = found, members[best].body.lowerBound >= member.body.lowerBound { continue }
            found = candidate
        }
        return found
    }

    /// The class of an object expression: `X()`, `X(frame: …)`, `X.init()`, or a local given one or declared `let x: X`.
    private func className(of expression: Range<Int>, locals: [String: Range<Int>], member: SwiftMember) -> String? {
        if let call = values.call(expression) {
            guard tokens.isTypeName(call.callee) else { return nil }
            let name = tokens.name(call.callee)
            return name == SourceBarClass.barClass ? nil : name
        }
        guard let name = values.singleName(expression) else { return nil }
        return className(ofLocal: tokens.name(name), locals: locals, member: member)
    }

    /// The class of the local `name`: its annotated type, or the class its value makes.
    private func className(ofLocal name: String, locals: [String: Range<Int>], member: SwiftMember) -> String? {
        if let annotated = annotatedType(of: name, in: member) { return annotated }
        guard let value = locals[name], values.singleName(value) == nil else { return nil }
        return className(of: value, locals: [:], member: member)
    }

    /// `let name: Type` in the member's body, when `Type` is a plain type name other than `UITabBar`.
    private func annotatedType(of name: String, in member: SwiftMember) -> String? {
        let end = min(member.body.upperBound, tokens.count)
        for index in member.body where index + 3 < end {
            guard let word = tokens.keyword(index), word == .let || word == .var, tokens.names(index + 1, name),
                  tokens.isPunctuation(index + 2, ":"), tokens.isTypeName(index + 3),
                  !tokens.isPunctuation(index + 4, "."), !tokens.isPunctuation(index + 4, "<") else { continue }
            let type = tokens.name(index + 3)
            return type == SourceBarClass.barClass ? nil : type
        }
        return nil
    }
}
