import JSONC
import TabBarCore

/// Resolves the arrays handed to a tab bar controller: literals, local variables of the same body
/// (appends included), and one level of members of the same type (or another type of the file).
/// Never recursive beyond that one level; what it cannot read is nil (unknown).
struct SwiftResolver {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]
    let bodies: [SwiftBodyFacts]
    /// Whether members are looked up by name: only a file that configures a controller asks.
    private let looksUpMembers: Bool
    /// The file's evaluator, built when a value is first asked for.
    let evaluator = SwiftLazyEvaluator()

    /// Variables changed more often than this, and bodies with more `return`s, are not read (unknown):
    /// no tab bar needs them, and the bound keeps every resolution cheap.
    static let eventLimit = 256

    /// An array's elements, each with the member whose body wrote it.
    struct ResolvedArray {
        var elements: [(range: Range<Int>, member: Int)]
        var isComplete: Bool
    }

    init(tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember], bodies: [SwiftBodyFacts]) {
        self.tokens = tokens
        values = SwiftValueReader(tokens: tokens)
        self.types = types
        self.members = members
        self.bodies = bodies
        // Only a file that configures a controller asks for members by name. They are looked up by a walk
        // when asked (a few times per file), not indexed on every extraction of a large file.
        looksUpMembers = bodies.contains { !$0.constructions.isEmpty || $0.setters.contains { $0.property == .attributes } }
    }

    // MARK: Arrays

    /// The items of the `tabBarItemsAttributes` argument `expression` written in member `member`.
    func items(_ expression: Range<Int>, in member: Int) -> SourceArray<SourceItem>? {
        let array = array(expression, in: member, at: expression.lowerBound, allowsMembers: true)
        // A local built by statements the resolver does not follow (appends in a loop): run by the evaluator.
        if array?.isComplete != true, let ran = ranItems(expression, in: member) { return ran }
        guard let array else {
            return evaluatedItems(expression)
        }
        return SourceArray(elements: array.elements.map { item($0.range, in: $0.member) }, isComplete: array.isComplete,
                           range: values.bytes(expression))
    }

    /// The view controllers of the `viewControllers` argument `expression` written in member `member`.
    func viewControllers(_ expression: Range<Int>, in member: Int) -> SourceArray<SourceViewController>? {
        guard let array = array(expression, in: member, at: expression.lowerBound, allowsMembers: true) else { return nil }
        return SourceArray(elements: array.elements.map { viewController($0.range, in: $0.member) }, isComplete: array.isComplete,
                           range: values.bytes(expression))
    }

    func array(_ expression: Range<Int>, in member: Int, at use: Int, allowsMembers: Bool) -> ResolvedArray? {
        let range = values.stripped(expression)
        guard !range.isEmpty else { return nil }
        if let elements = values.arrayElements(range) {
            return ResolvedArray(elements: elements.map { ($0, member) }, isComplete: true)
        }
        if values.isEmptyArray(range) { return ResolvedArray(elements: [], isComplete: true) }
        if let name = values.singleName(range) {
            switch bodies[member].lookup(name, at: use, in: tokens) {
            case .local(let local): return localArray(local, in: member, before: use)
            case .ambiguous: return nil
            case .none: if members[member].hasParameter(name, in: tokens) { return nil }
            }
        }
        guard allowsMembers, let other = memberReference(range, in: member), other != member,
              let (value, valueUse) = memberValue(other) else { return nil }
        return array(value, in: other, at: valueUse, allowsMembers: false)
    }

    /// The array local variable `local` holds at token `use`: one literal (or empty) value, plus the
    /// elements appended before `use`; incomplete when an append sits in a nested block or `#if`.
    private func localArray(_ local: Int, in member: Int, before use: Int) -> ResolvedArray? {
        let facts = bodies[member]
        let variable = facts.locals[local]
        guard variable.events.count <= Self.eventLimit else { return nil }
        var base = variable.initializer
        var assignments = base == nil ? 0 : 1
        var appended: [Range<Int>] = []
        var isComplete = true
        for eventIndex in variable.events {
            let event = facts.events[eventIndex]
            guard event.token < use else { break }
            switch event.kind {
            case .assign(let value):
                assignments += 1
                base = value
            case .mutate:
                return nil
            case .append(let elements):
                if event.depth > variable.depth || event.conditionalDepth > variable.conditionalDepth { isComplete = false }
                if let elements { appended += elements } else { isComplete = false }
            }
        }
        guard assignments == 1, let base else { return nil }
        let initial: [Range<Int>]
        if let elements = values.arrayElements(base) {
            initial = elements
        } else if values.isEmptyArray(base) {
            initial = []
        } else {
            return nil
        }
        return ResolvedArray(elements: (initial + appended).map { ($0, member) }, isComplete: isComplete)
    }

    /// The one value local variable `local` is given (its initializer or its only assignment), nil otherwise.
    private func singleValue(of local: Int, in member: Int) -> Range<Int>? {
        let facts = bodies[member]
        let variable = facts.locals[local]
        guard variable.events.count <= Self.eventLimit else { return nil }
        var value = variable.initializer
        var assignments = value == nil ? 0 : 1
        for eventIndex in variable.events {
            switch facts.events[eventIndex].kind {
            case .assign(let assigned):
                assignments += 1
                value = assigned
            case .mutate, .append:
                return nil
            }
        }
        return assignments == 1 ? value : nil
    }

    // MARK: Members

    /// The member `expression` names: `name`, `name()`, `self.name`, `Self.name()`, `Type.name` (a type of this file).
    func memberReference(_ expression: Range<Int>, in member: Int) -> Int? {
        var start = expression.lowerBound
        var end = expression.upperBound
        if end - start >= 3, tokens.isPunctuation(end - 1, ")"), tokens.partner(end - 1) == end - 2 { end -= 2 }
        let typeName: String
        if end - start == 1, tokens.isIdentifier(start) {
            guard let owner = members[member].owner else { return nil }
            typeName = types[owner].name
        } else if end - start == 3, tokens.isPunctuation(start + 1, "."), tokens.isIdentifier(start + 2) {
            switch tokens.keyword(start) {
            case .self, .selfType:
                guard let owner = members[member].owner else { return nil }
                typeName = types[owner].name
            case nil where tokens.isTypeName(start):
                typeName = tokens.name(start)
            default:
                return nil
            }
            start += 2
        } else {
            return nil
        }
        return onlyMember(named: start, ofType: typeName)
    }

    /// The one member (not an initializer) of the file's declarations of `typeName` whose name is the one
    /// token `name` spells; nil when none or several (names and type names compared as strings are).
    private func onlyMember(named name: Int, ofType typeName: String) -> Int? {
        guard looksUpMembers else { return nil }
        let wanted = tokens.name(name)
        var found: Int?
        for (index, member) in members.enumerated() {
            guard let owner = member.owner, member.kind != .initializer, tokens.spellsName(member.nameToken, wanted),
                  types[owner].name == typeName else { continue }
            if found != nil { return nil }
            found = index
        }
        return found
    }

    /// The expression member `member` gives (a stored property's initializer, the only `return` of a body, or
    /// a single-expression body) and the token from which its local variables are looked up.
    func memberValue(_ member: Int) -> (value: Range<Int>, use: Int)? {
        let declaration = members[member]
        var region = declaration.body
        var depth = 0
        switch declaration.kind {
        case .initializer:
            return nil
        case .storedProperty:
            let value = values.stripped(region)
            guard tokens.isPunctuation(value.lowerBound, "{"), let close = tokens.partner(value.lowerBound),
                  close + 3 == value.upperBound, tokens.isPunctuation(close + 1, "("), tokens.partner(close + 1) == close + 2 else {
                return (region, region.upperBound)
            }
            region = (value.lowerBound + 1)..<close
            depth = 1
        case .computedProperty:
            if tokens.spells(region.lowerBound, "get"), tokens.isPunctuation(region.lowerBound + 1, "{"),
               let close = tokens.partner(region.lowerBound + 1), close < region.upperBound {
                region = (region.lowerBound + 2)..<close
                depth = 1
            }
        case .function:
            break
        }
        guard bodies[member].returns.count <= Self.eventLimit else { return nil }
        let returns = bodies[member].returns.filter { region.contains($0.token) && $0.depth == depth }
        if returns.count == 1, let only = returns.first {
            return only.value.isEmpty ? nil : (only.value, only.token)
        }
        guard returns.isEmpty, !region.isEmpty else { return nil }
        var end = tokens.expressionEnd(from: region.lowerBound, limit: region.upperBound)
        while end < region.upperBound, tokens.isPunctuation(end, ";") { end += 1 }
        return end == region.upperBound ? (region.lowerBound..<end, region.upperBound) : nil
    }

    // MARK: Elements

    /// One item dictionary: a literal, a local variable holding one, or a property of the type holding one.
    func item(_ expression: Range<Int>, in member: Int) -> SourceItem {
        let range = values.stripped(expression)
        if let (open, close) = values.bracketLiteral(range), values.isDictionary(open: open, close: close) {
            return dictionaryItem(open: open, close: close, reference: tokens.range(of: range))
        }
        if let name = values.singleName(range) {
            var value: Range<Int>?
            switch bodies[member].lookup(name, at: expression.lowerBound, in: tokens) {
            case .local(let local):
                value = singleValue(of: local, in: member)
            case .ambiguous:
                break
            case .none:
                if !members[member].hasParameter(name, in: tokens), let other = memberReference(range, in: member),
                   members[other].kind == .storedProperty || members[other].kind == .computedProperty,
                   let (memberValue, _) = memberValue(other) {
                    value = memberValue
                }
            }
            if let value, let (open, close) = values.bracketLiteral(value), values.isDictionary(open: open, close: close) {
                return dictionaryItem(open: open, close: close, reference: tokens.range(name))
            }
        }
        let bytes = values.bytes(expression)
        return SourceItem(range: bytes, reference: bytes, isKnown: false, keysComplete: false)
    }

    private func dictionaryItem(open: Int, close: Int, reference: ByteRange) -> SourceItem {
        var item = SourceItem(range: tokens.range(of: open..<(close + 1)), reference: reference, isKnown: true, keysComplete: true)
        for entry in values.dictionaryEntries(open: open, close: close) {
            switch key(entry.key) {
            case .title: item.title = evaluatedIfUnknown(values.title(entry.value), entry.value)
            case .image: item.image = evaluatedIfUnknown(values.image(entry.value), entry.value)
            case .selectedImage: item.selectedImage = evaluatedIfUnknown(values.image(entry.value), entry.value)
            case .otherLibraryKey: break
            case nil: item.keysComplete = false
            }
        }
        return item
    }

    /// The library's item keys extraction reads; the others starting with `CYLTabBar` are known but not read.
    private enum ItemKey {
        case title, image, selectedImage, otherLibraryKey
    }

    /// The library key `key` names (`CYLTabBarItemTitle`, `"CYLTabBarItemTitle"`, `CYLTabBarItemTitle as NSCopying`,
    /// `Module.CYLTabBarItemTitle`), nil for any other key. Compared byte by byte: no strings are made.
    private func key(_ key: Range<Int>) -> ItemKey? {
        let range = values.stripped(key)
        guard let last = range.last else { return nil }
        var name = tokens.range(last)
        switch tokens.kind(last) {
        case .string:
            guard range.count == 1, name.length >= 2, tokens.bytes[name.start] == UInt8(ascii: "\""),
                  tokens.bytes[name.end - 1] == UInt8(ascii: "\"") else { return nil }
            name = ByteRange(name.start + 1, name.end - 1)
        case .identifier:
            var index = last
            while index - 2 >= range.lowerBound, tokens.isPunctuation(index - 1, "."), tokens.isIdentifier(index - 2) { index -= 2 }
            guard index == range.lowerBound else { return nil }
        default:
            return nil
        }
        func spells(_ text: StaticString) -> Bool {
            text.withUTF8Buffer { expected in
                guard expected.count <= name.length else { return false }
                for offset in 0..<expected.count where tokens.bytes[name.start + offset] != expected[offset] { return false }
                return true
            }
        }
        guard spells("CYLTabBar") else { return nil }
        if name.length == 18, spells("CYLTabBarItemTitle") { return .title }
        if name.length == 18, spells("CYLTabBarItemImage") { return .image }
        if name.length == 26, spells("CYLTabBarItemSelectedImage") { return .selectedImage }
        return .otherLibraryKey
    }

    /// One view controller: `C()`, `C(nibName:bundle:)`, `C.init()`, wrapped in `N(rootViewController: …)`,
    /// through local variables (and one stored property); its title assignments at the construction site.
    func viewController(_ expression: Range<Int>, in member: Int) -> SourceViewController {
        var current = expression
        var context = member
        var use = expression.lowerBound
        var root: (member: Int, local: Int)?
        var ownImage = false
        var usedMember = false
        var className: String?
        steps: for _ in 0..<8 {
            let range = values.stripped(current)
            if let call = values.call(range), tokens.isIdentifier(call.callee) {
                if let first = call.arguments.first, let label = first.label, tokens.spells(label, "rootViewController") {
                    current = first.value
                    use = first.value.lowerBound
                    root = nil
                    continue
                }
                if tokens.isTypeName(call.callee) {
                    let name = tokens.name(call.callee)
                    if !name.hasSuffix("NavigationController") { className = name }
                }
                break
            }
            guard let nameToken = values.singleName(range) else {
                // `self.property`, `Self.property`: one stored property of the type.
                guard !usedMember, let other = memberReference(range, in: context), members[other].kind == .storedProperty else { break }
                usedMember = true
                root = nil
                current = members[other].body
                context = other
                use = current.lowerBound
                continue
            }
            switch bodies[context].lookup(nameToken, at: use, in: tokens) {
            case .local(let local):
                ownImage = ownImage || bodies[context].localTabImages.contains(local)
                guard let value = singleValue(of: local, in: context) else { break steps }
                root = (context, local)
                current = value
                use = value.lowerBound
            case .ambiguous:
                break steps
            case .none:
                guard !usedMember, !members[context].hasParameter(nameToken, in: tokens), let other = memberReference(range, in: context),
                      members[other].kind == .storedProperty else { break steps }
                usedMember = true
                root = nil
                current = members[other].body
                context = other
                use = current.lowerBound
            }
        }
        var titles: [SourceTitleAssignment] = []
        if let root, className != nil {
            titles = bodies[root.member].localTitles[root.local] ?? []
        }
        return SourceViewController(range: values.bytes(expression), className: className, titleAssignments: titles,
                                    setsTabBarItemImage: ownImage)
    }
}
