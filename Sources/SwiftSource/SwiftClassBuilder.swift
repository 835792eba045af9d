import JSONC
import TabBarCore

/// Turns the scanned type declarations into `SourceClass` facts: their methods (selector, ranges, the
/// number a body returns, the plus button's frame) and the title assignments of their instance code.
struct SwiftClassBuilder {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]
    let bodies: [SwiftBodyFacts]
    /// The previous version's method of each member (nil for a member outside a type), and which members
    /// keep theirs (`SwiftExtractor`: unmoved, outside the change, with a method); both empty when none do.
    var previousMethods: [SourceMethod?] = []
    var kept: [Bool] = []
    /// The previous version's classes and the types whose classes are built again (`SwiftDeclarationReuse.classes`);
    /// nil: every class is built.
    var reused: (classes: [SourceClass], rebuilt: [Int])?
    /// Line starts and ends at a cost that does not grow with the line's length (a file of one line asks for
    /// every member's).
    private let lines: LineLocator

    init(tokens: SwiftTokens, values: SwiftValueReader, types: [SwiftTypeDeclaration], members: [SwiftMember],
         bodies: [SwiftBodyFacts]) {
        self.tokens = tokens
        self.values = values
        self.types = types
        self.members = members
        self.bodies = bodies
        lines = LineLocator(bytes: tokens.bytes)
    }

    /// The `CYLPlusButtonSubclassing` selectors whose bodies return a number.
    private static let numberSelectors: Set<String> = [
        PlusButtonSelector.index, PlusButtonSelector.multiplier, PlusButtonSelector.deprecatedMultiplier,
        PlusButtonSelector.centerYOffset,
    ]

    /// One `SourceClass` per declaration, in file order.
    func classes() -> [SourceClass] {
        if let reused, reused.classes.count == types.count {
            var classes = reused.classes
            for index in reused.rebuilt { classes[index] = built(index) }
            return classes
        }
        return types.indices.map(built)
    }

    /// The class of type `index`.
    private func built(_ index: Int) -> SourceClass {
        let declaration = types[index]
        let end = declaration.close.map { tokens.range($0).end } ?? tokens.bytes.count
        return SourceClass(
            name: declaration.name, nameRange: tokens.range(declaration.nameToken), superclass: declaration.superclass,
            protocols: declaration.protocols, isExtension: declaration.kind == .extensionType, isInterface: false,
            range: ByteRange(tokens.range(declaration.keywordToken).start, end),
            insertionOffset: insertionOffset(declaration), indentUnit: indentUnit(declaration),
            methods: declaration.members.map(method),
            titleAssignments: declaration.members.filter { !members[$0].isStatic }.flatMap { mayRun($0, in: declaration) ? bodies[$0].selfTitles : [] })
    }

    /// Whether a member's body may run: anything but a function; a function that overrides (a superclass or UIKit calls
    /// it), is exposed to Objective-C (`@objc`, `@IBAction`: a selector may name it), or whose name the type's own body
    /// names (a call, a `#selector`, a reference). A `title =` in a function nothing calls (`func buildUI()` left unused)
    /// renames no tab. Asked only of members that set a title; only the type's tokens are read, so that an edit
    /// elsewhere in the file (which does not build this class again) cannot change the answer.
    private func mayRun(_ index: Int, in declaration: SwiftTypeDeclaration) -> Bool {
        let member = members[index]
        guard member.kind == .function, !bodies[index].selfTitles.isEmpty else { return true }
        for token in member.firstToken..<member.nameToken where token >= 0 && token < tokens.count {
            if tokens.spells(token, "override") || tokens.spells(token, "@objc") || tokens.spells(token, "@IBAction")
                || tokens.spells(token, "dynamic") { return true }
        }
        let name = tokens.name(member.nameToken)
        guard let open = declaration.open else { return true }
        let close = min(declaration.close ?? tokens.count, tokens.count)
        for token in open..<close where token != member.nameToken && tokens.isIdentifier(token) && tokens.spellsName(token, name) {
            // A call `name(…)` / `self.name(…)`, a reference (`name` passed as a closure), or inside `#selector(…)`.
            if token == 0 || !tokens.spells(token - 1, "func") { return true }
        }
        return false
    }

    private func insertionOffset(_ declaration: SwiftTypeDeclaration) -> Int {
        guard let close = declaration.close else { return tokens.bytes.count }
        let offset = tokens.range(close).start
        return tokens.startsLine(close) ? lines.start(of: offset) : offset
    }

    private func indentUnit(_ declaration: SwiftTypeDeclaration) -> String {
        if let open = declaration.open, open + 1 < (declaration.close ?? tokens.count), tokens.startsLine(open + 1) {
            return lines.indentation(ofLineAt: tokens.range(open + 1).start)
        }
        return lines.indentation(ofLineAt: tokens.range(declaration.keywordToken).start) + "    "
    }

    private func method(_ index: Int) -> SourceMethod {
        if index < kept.count, kept[index], index < previousMethods.count, let method = previousMethods[index] { return method }
        let member = members[index]
        let lastRange = tokens.range(member.lastToken)
        let lineRange = ByteRange(lines.start(of: tokens.range(member.firstToken).start),
                                  lines.end(of: max(lastRange.start, lastRange.end - 1)))
        let frame = isPlusButtonFactory(member) ? frameSize(index) : nil
        return SourceMethod(
            isClassMethod: member.isStatic, selector: member.selector, nameRange: tokens.range(member.nameToken),
            signatureRange: ByteRange(tokens.range(member.nameToken).start, tokens.range(member.signatureEnd).end),
            lineRange: lineRange, returnedNumber: returnedNumber(index), frameWidth: frame?.width, frameHeight: frame?.height)
    }

    private func isPlusButtonFactory(_ member: SwiftMember) -> Bool {
        member.isStatic && member.kind == .function && member.selector == PlusButtonSelector.plusButton
    }

    /// The tokens a body's statements stand in, and the brace depth of its own `return`s.
    private func statementRegion(_ member: SwiftMember) -> (region: Range<Int>, depth: Int) {
        let body = member.body
        if member.kind == .computedProperty, tokens.spells(body.lowerBound, "get"), tokens.isPunctuation(body.lowerBound + 1, "{"),
           let close = tokens.partner(body.lowerBound + 1), close < body.upperBound {
            return ((body.lowerBound + 2)..<close, 1)
        }
        return (body, 0)
    }

    /// `return 2` / `{ 2 }` / `-CGFloat(14)`: the literal; for the plus button's number selectors any other
    /// body that returns something is unknown (with the returned expression's range).
    private func returnedNumber(_ index: Int) -> SourceFact<Double>? {
        let member = members[index]
        guard member.kind == .function || member.kind == .computedProperty else { return nil }
        let isNumberSelector = member.isStatic && Self.numberSelectors.contains(member.selector)
        let (region, depth) = statementRegion(member)
        guard !region.isEmpty else { return nil }
        var start = region.lowerBound
        if tokens.keyword(start) == .return { start += 1 }
        let end = tokens.expressionEnd(from: start, limit: region.upperBound)
        var rest = end
        while rest < region.upperBound, tokens.isPunctuation(rest, ";") { rest += 1 }
        if rest == region.upperBound, end > start {
            let fact = values.number(start..<end)
            return fact.literal != nil || isNumberSelector ? fact : nil
        }
        guard isNumberSelector else { return nil }
        let returns = bodies[index].returns.filter { $0.depth == depth && !$0.value.isEmpty }
        if let last = returns.last { return SourceFact(.unknown, range: values.bytes(last.value)) }
        return SourceFact(.unknown, range: tokens.range(of: region))
    }

    /// The width and height `plusButton` gives the button it returns: the last frame set on it, unless
    /// `sizeToFit()` comes after; nil when there is none.
    private func frameSize(_ index: Int) -> (width: SourceFact<Double>, height: SourceFact<Double>)? {
        let facts = bodies[index]
        let returned = facts.returns.last { $0.depth == 0 }.flatMap { values.singleName($0.value) }.map { tokens.name($0) }
        let events = facts.frames.filter { returned == nil || $0.receiver == returned }
        guard let last = events.lastIndex(where: { if case .frame = $0.kind { return true } else { return false } }) else {
            return nil
        }
        if events[(last + 1)...].contains(where: { if case .sizeToFit = $0.kind { return true } else { return false } }) {
            return nil
        }
        guard case .frame(let value, let isSize) = events[last].kind else { return nil }
        return size(of: value, isSize: isSize)
    }

    private func size(of value: Range<Int>, isSize: Bool) -> (width: SourceFact<Double>, height: SourceFact<Double>) {
        let unknown = SourceFact<Double>(.unknown, range: values.bytes(value))
        guard let call = values.call(value) else { return (unknown, unknown) }
        let arguments = call.arguments
        func labelled(_ label: StaticString) -> Range<Int>? {
            arguments.first { argument in argument.label.map { tokens.spells($0, label) } == true }?.value
        }
        if isSize || tokens.spells(call.callee, "CGSize") {
            guard tokens.spells(call.callee, "CGSize"), let width = labelled("width"), let height = labelled("height") else {
                return (unknown, unknown)
            }
            return (values.number(width), values.number(height))
        }
        if tokens.spells(call.callee, "CGRectMake"), arguments.count == 4 {
            return (values.number(arguments[2].value), values.number(arguments[3].value))
        }
        if tokens.spells(call.callee, "CGRect") {
            if let width = labelled("width"), let height = labelled("height") {
                return (values.number(width), values.number(height))
            }
            if let size = labelled("size") { return self.size(of: size, isSize: true) }
        }
        return (unknown, unknown)
    }
}
