import JSONC
import TabBarCore

/// Reads one member's body in a single pass over its tokens into `SwiftBodyFacts`. Closures and nested
/// functions are read as part of the body; blocks are tracked by their closing braces.
struct SwiftBodyScanner {
    let tokens: SwiftTokens
    let member: SwiftMember
    /// The file's types, and the index of the member's among them (not a copy of it: a scanner is made per member).
    private let types: [SwiftTypeDeclaration]
    private let ownerIndex: Int?
    private let values: SwiftValueReader
    /// Whether to record frames and `sizeToFit` (only `plusButton` needs them).
    private let collectsFrames: Bool
    private(set) var facts = SwiftBodyFacts()
    /// The `}` of each open block, innermost last.
    private var closers: [Int] = []
    private var conditionalDepth = 0

    init(tokens: SwiftTokens, member: SwiftMember, types: [SwiftTypeDeclaration]) {
        self.tokens = tokens
        self.member = member
        self.types = types
        ownerIndex = member.owner.flatMap { $0 >= 0 && $0 < types.count ? $0 : nil }
        values = SwiftValueReader(tokens: tokens)
        collectsFrames = member.isStatic && member.kind == .function && member.selector == PlusButtonSelector.plusButton
    }

    private var depth: Int { closers.count }
    private var blockEnd: Int { closers.last ?? member.body.upperBound }
    private var isInstanceMember: Bool { ownerIndex != nil && !member.isStatic }

    /// The facts read, taken out of the scanner (left empty), not copied.
    mutating func takeFacts() -> SwiftBodyFacts {
        var taken = SwiftBodyFacts()
        swap(&taken, &facts)
        return taken
    }

    /// Reads the body.
    mutating func scan() {
        let body = member.body
        var index = body.lowerBound
        while index < body.upperBound {
            while let last = closers.last, index >= last { closers.removeLast() }
            switch tokens.kind(index) {
            case .punctuation:
                if tokens.isPunctuation(index, "{") {
                    if let close = tokens.partner(index), close > index { closers.append(min(close, body.upperBound)) }
                } else if tokens.isPunctuation(index, "(") {
                    call(open: index)
                }
            case .poundKeyword:
                if tokens.spells(index, "#if") {
                    conditionalDepth += 1
                } else if tokens.spells(index, "#endif") {
                    conditionalDepth = max(0, conditionalDepth - 1)
                }
            case .identifier:
                switch tokens.keyword(index) {
                case .let, .var: declareLocal(at: index)
                case .return: returnStatement(at: index)
                default: break
                }
            case .operator:
                let range = tokens.range(index)
                let first = tokens.bytes[range.start]
                if range.length == 1, first == UInt8(ascii: "=") {
                    assignment(at: index)
                } else if range.length == 2, first == UInt8(ascii: "+"), tokens.bytes[range.start + 1] == UInt8(ascii: "=") {
                    appendAssignment(at: index)
                } else if range.length == 1, first == UInt8(ascii: "&"), tokens.isIdentifier(index + 1),
                          !tokens.isPunctuation(index + 2, ".") {
                    mutate(name: index + 1, at: index)
                }
            default:
                break
            }
            index += 1
        }
    }

    // MARK: Locals

    private mutating func declareLocal(at keyword: Int) {
        let nameToken = keyword + 1
        guard tokens.isIdentifier(nameToken), tokens.keyword(nameToken) == nil else { return }
        let inCondition: Bool
        switch tokens.keyword(keyword - 1) {
        case .if, .guard, .while: inCondition = true
        default: inCondition = tokens.isPunctuation(keyword - 1, ",")
        }
        guard inCondition || tokens.startsStatement(keyword, bodyStart: member.body.lowerBound) else { return }
        var index = nameToken + 1
        if tokens.isPunctuation(index, ":") { index = tokens.skipTypeAnnotation(from: index + 1, limit: blockEnd) }
        var initializer: Range<Int>?
        var visibleFrom = nameToken + 1
        if tokens.isOperator(index, "=") {
            let start = index + 1
            let end = tokens.expressionEnd(from: start, limit: blockEnd, stopsAtBrace: inCondition)
            if end > start {
                initializer = start..<end
                visibleFrom = end
            }
        }
        facts.declare(SwiftBodyFacts.Local(
            nameToken: nameToken, initializer: initializer, visibleFrom: visibleFrom,
            scopeEnd: blockEnd, depth: depth, conditionalDepth: conditionalDepth), in: tokens)
    }

    private func local(named token: Int, at use: Int) -> Int? {
        if case .local(let index) = facts.lookup(token, at: use, in: tokens) { return index }
        return nil
    }

    private mutating func addEvent(_ local: Int, _ kind: SwiftBodyFacts.Event.Kind, at token: Int) {
        facts.locals[local].events.append(facts.events.count)
        facts.events.append(SwiftBodyFacts.Event(kind: kind, token: token, depth: depth, conditionalDepth: conditionalDepth))
    }

    private mutating func mutate(name token: Int, at use: Int) {
        if let local = local(named: token, at: use) { addEvent(local, .mutate, at: use) }
    }

    /// The local variable that `start`, the first token of an expression, initializes.
    private func initializedLocal(startingAt start: Int) -> Int? {
        guard let last = facts.locals.indices.last, let initializer = facts.locals[last].initializer else { return nil }
        var first = initializer.lowerBound
        if tokens.keyword(first) == .try { first += tokens.isPostfixUnwrap(first + 1) ? 2 : 1 }
        return first == start ? last : nil
    }

    // MARK: Statements

    private mutating func returnStatement(at keyword: Int) {
        let previous = keyword - 1
        if previous >= member.body.lowerBound, tokens.keyword(previous) == .return || tokens.kind(previous) == .operator
            || tokens.isPunctuation(previous, ".") || tokens.isPunctuation(previous, "(") || tokens.isPunctuation(previous, "[") {
            return
        }
        let start = keyword + 1
        var end = start
        if start < blockEnd, !tokens.startsLine(start), !tokens.isPunctuation(start, "}"), !tokens.isPunctuation(start, ";") {
            end = tokens.expressionEnd(from: start, limit: blockEnd)
        }
        facts.returns.append(SwiftBodyFacts.Return(token: keyword, value: start..<end, depth: depth))
    }

    /// The identifiers of a member chain `a.b?.c!.d` ending at token `end`, nil when none ends there or
    /// the chain continues to the left of a call or subscript.
    private func chain(endingAt end: Int) -> [Int]? {
        var names: [Int] = []
        var index = end
        while index >= member.body.lowerBound, names.count < 8 {
            if tokens.isPostfixUnwrap(index), index > member.body.lowerBound { index -= 1; continue }
            guard tokens.isIdentifier(index) else { break }
            names.append(index)
            guard tokens.isPunctuation(index - 1, "."), index - 2 >= member.body.lowerBound else { break }
            index -= 2
        }
        guard let first = names.last, !tokens.isPunctuation(first - 1, ".") else { return nil }
        return names.reversed()
    }

    /// The receiver text of `names` (`self` dropped; `self` when nothing is left).
    private func receiverKey(_ names: ArraySlice<Int>) -> String {
        var parts = names
        if let first = parts.first, tokens.keyword(first) == .self { parts = parts.dropFirst() }
        return parts.isEmpty ? "self" : parts.map { tokens.name($0) }.joined(separator: ".")
    }

    private func setterProperty(_ token: Int) -> SwiftBodyFacts.Property? {
        if tokens.spells(token, "tabBarItemsAttributes") { return .attributes }
        if tokens.spells(token, "viewControllers") { return .viewControllers }
        if tokens.spells(token, "tabBarHeight") { return .height }
        return nil
    }

    /// Whether the enclosing type declares a member `name` itself (then `self.name = …` sets that).
    private func ownerDeclares(_ token: Int) -> Bool {
        guard let ownerIndex else { return false }
        return types[ownerIndex].memberNames.contains(tokens.name(token))
    }

    private mutating func assignment(at equals: Int) {
        let bodyStart = member.body.lowerBound
        if tokens.isPunctuation(equals - 1, "]"), let open = tokens.partner(equals - 1), open > bodyStart,
           tokens.isIdentifier(open - 1), !tokens.isPunctuation(open - 2, ".") {
            mutate(name: open - 1, at: equals)
            return
        }
        var end = equals - 1
        if tokens.isPostfixUnwrap(end) { end -= 1 }
        guard tokens.isIdentifier(end) else { return }
        // Only a bare name (a local, `title`, a setter on self) or a member the extraction reads is worth a look.
        if tokens.isPunctuation(end - 1, ".") || tokens.isPostfixUnwrap(end - 1) {
            guard isAssignedMemberOfInterest(end) else { return }
        } else {
            guard tokens.startsStatement(end, bodyStart: bodyStart) else { return }
        }
        guard let names = chain(endingAt: equals - 1), let first = names.first,
              tokens.startsStatement(first, bodyStart: bodyStart) else { return }
        let valueStart = equals + 1
        let valueEnd = tokens.expressionEnd(from: valueStart, limit: blockEnd)
        guard valueEnd > valueStart else { return }
        let value = valueStart..<valueEnd
        let statement = ByteRange(tokens.range(first).start, values.bytes(value).end)
        let hasSelf = tokens.keyword(first) == .self
        let rest = hasSelf ? Array(names.dropFirst()) : names
        guard let last = rest.last else { return }

        if !hasSelf, rest.count == 1 {
            switch facts.lookup(last, at: equals, in: tokens) {
            case .local(let local):
                addEvent(local, .assign(value), at: equals)
                return
            case .ambiguous:
                return
            case .none:
                break
            }
            if member.hasParameter(last, in: tokens) { return }
            if tokens.spells(last, "title") {
                addSelfTitle(.title, target: tokens.range(last), spelling: "navigationItem.title", value: value)
            } else if let property = setterProperty(last), !ownerDeclares(last) {
                facts.setters.append(SwiftBodyFacts.Setter(receiver: "self", receiverLocal: nil, property: property,
                                                           statement: statement, value: value, token: first))
            }
            return
        }

        let target = ByteRange(tokens.range(first).start, tokens.range(last).end)
        if !hasSelf, rest.count >= 2, rest.count <= 3, tokens.spells(rest[1], "tabBarItem"),
           rest.count == 2 || tokens.spells(rest[2], "image") || tokens.spells(rest[2], "selectedImage"),
           let local = local(named: rest[0], at: equals) {
            facts.localTabImages.insert(local)
            return
        }
        if tokens.spells(last, "title") {
            if hasSelf, rest.count == 1 {
                addSelfTitle(.title, target: target, spelling: navigationItemSpelling(target), value: value)
            } else if rest.count == 2, tokens.spells(rest[0], "navigationItem"),
                      hasSelf || local(named: rest[0], at: equals) == nil {
                addSelfTitle(.navigationItemTitle, target: target, spelling: nil, value: value)
            } else if !hasSelf, rest.count == 2, let local = local(named: rest[0], at: equals) {
                addLocalTitle(local, .title, target: target, spelling: navigationItemSpelling(target), value: value)
            } else if !hasSelf, rest.count == 3, tokens.spells(rest[1], "navigationItem"), let local = local(named: rest[0], at: equals) {
                addLocalTitle(local, .navigationItemTitle, target: target, spelling: nil, value: value)
            }
            return
        }
        if let property = setterProperty(last) {
            let receiver = rest.dropLast()
            if receiver.isEmpty, ownerDeclares(last) { return }
            let receiverLocal = !hasSelf && receiver.count == 1 ? receiver.first.flatMap { local(named: $0, at: equals) } : nil
            facts.setters.append(SwiftBodyFacts.Setter(receiver: receiverKey(names.dropLast()[...]), receiverLocal: receiverLocal,
                                                       property: property, statement: statement, value: value, token: first))
            return
        }
        if collectsFrames {
            if tokens.spells(last, "frame") || tokens.spells(last, "bounds") {
                facts.frames.append(SwiftBodyFacts.FrameEvent(receiver: receiverKey(names.dropLast()[...]),
                                                              kind: .frame(value, isSize: false), token: equals))
            } else if tokens.spells(last, "size"), rest.count >= 3,
                      tokens.spells(rest[rest.count - 2], "frame") || tokens.spells(rest[rest.count - 2], "bounds") {
                facts.frames.append(SwiftBodyFacts.FrameEvent(receiver: receiverKey(names.dropLast(2)[...]),
                                                              kind: .frame(value, isSize: true), token: equals))
            }
        }
    }

    private func isAssignedMemberOfInterest(_ token: Int) -> Bool {
        if tokens.spells(token, "title") || setterProperty(token) != nil { return true }
        // `v.tabBarItem = …`, `v.tabBarItem.image = …`: a tab image of the view controller's own.
        if tokens.spells(token, "tabBarItem") || (tokens.spells(token, "image") || tokens.spells(token, "selectedImage"))
            && tokens.spells(token - 2, "tabBarItem") { return true }
        return collectsFrames && (tokens.spells(token, "frame") || tokens.spells(token, "bounds") || tokens.spells(token, "size"))
    }

    private mutating func appendAssignment(at plus: Int) {
        guard let names = chain(endingAt: plus - 1), names.count == 1, let name = names.first,
              tokens.startsStatement(name, bodyStart: member.body.lowerBound),
              let local = local(named: name, at: plus) else { return }
        let end = tokens.expressionEnd(from: plus + 1, limit: blockEnd)
        addEvent(local, .append(values.arrayElements((plus + 1)..<end)), at: plus)
    }

    /// `self.title` → `self.navigationItem.title`, `self?.title` → `self?.navigationItem.title`, `vc.title` → …:
    /// the receiver as written, then `navigationItem.title`.
    private func navigationItemSpelling(_ target: ByteRange) -> String {
        let receiverEnd = max(target.start, target.end - 5)
        return String(decoding: tokens.bytes[target.start..<receiverEnd], as: UTF8.self) + "navigationItem.title"
    }

    private mutating func addSelfTitle(_ target: SourceTitleAssignment.Target, target range: ByteRange, spelling: String?,
                                       value: Range<Int>) {
        guard isInstanceMember else { return }
        facts.selfTitles.append(SourceTitleAssignment(target: target, targetRange: range, navigationItemSpelling: spelling,
                                                      value: values.title(value)))
    }

    private mutating func addLocalTitle(_ local: Int, _ target: SourceTitleAssignment.Target, target range: ByteRange,
                                        spelling: String?, value: Range<Int>) {
        facts.localTitles[local, default: []].append(SourceTitleAssignment(
            target: target, targetRange: range, navigationItemSpelling: spelling, value: values.title(value)))
    }

    // MARK: Calls

    private mutating func call(open: Int) {
        let callee = open - 1
        if tokens.isIdentifier(open + 1), tokens.isPunctuation(open + 2, ":") {
            if tokens.spells(open + 1, "viewControllers") {
                if let close = tokens.partner(open), close > open { construction(open: open, close: close) }
                return
            }
            if collectsFrames, tokens.spells(open + 1, "frame") {
                if let close = tokens.partner(open), close > open { frameInitializer(open: open, close: close) }
                return
            }
        }
        guard tokens.isIdentifier(callee) else { return }
        if tokens.isPunctuation(callee - 1, ".") {
            guard isCallOfInterest(callee), let close = tokens.partner(open), close > open else { return }
            memberCall(callee, open: open, close: close)
        } else if tokens.spells(callee, "setViewControllers"), tokens.startsStatement(callee, bodyStart: member.body.lowerBound),
                  let close = tokens.partner(open), close > open {
            viewControllersSetter(receiver: "self", receiverLocal: nil, start: callee, open: open, close: close)
        }
    }

    private mutating func memberCall(_ callee: Int, open: Int, close: Int) {
        if tokens.spells(callee, "register") || tokens.spells(callee, "registerPlusButton") || tokens.spells(callee, "registerSubclass") {
            if close == open + 1 { registration(callee, close: close) }
            return
        }
        guard let names = chain(endingAt: callee - 2), let first = names.first else { return }
        if tokens.spells(callee, "append") {
            guard names.count == 1, let local = local(named: first, at: callee) else { return }
            let arguments = values.arguments(open: open, close: close)
            guard arguments.count == 1, let argument = arguments.first else {
                addEvent(local, .mutate, at: callee)
                return
            }
            if let label = argument.label {
                let elements = tokens.spells(label, "contentsOf") ? values.arrayElements(argument.value) : nil
                addEvent(local, .append(elements), at: callee)
            } else {
                addEvent(local, .append([argument.value]), at: callee)
            }
        } else if isMutatingArrayMethod(callee) {
            if names.count == 1 { mutate(name: first, at: callee) }
        } else if tokens.spells(callee, "sizeToFit") {
            if collectsFrames {
                facts.frames.append(SwiftBodyFacts.FrameEvent(receiver: receiverKey(names[...]), kind: .sizeToFit, token: callee))
            }
        } else if tokens.spells(callee, "setViewControllers"), tokens.startsStatement(first, bodyStart: member.body.lowerBound) {
            let receiverLocal = names.count == 1 ? local(named: first, at: callee) : nil
            viewControllersSetter(receiver: receiverKey(names[...]), receiverLocal: receiverLocal, start: first, open: open, close: close)
        }
    }

    /// A cheap first look at a method name: only these calls are read.
    private func isCallOfInterest(_ token: Int) -> Bool {
        let range = tokens.range(token)
        guard range.length >= 4, range.length <= 18 else { return false }
        switch tokens.bytes[range.start] {
        case UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "p"), UInt8(ascii: "r"), UInt8(ascii: "s"): return true
        default: return false
        }
    }

    private func isMutatingArrayMethod(_ token: Int) -> Bool {
        tokens.spells(token, "insert") || tokens.spells(token, "remove") || tokens.spells(token, "removeAll")
            || tokens.spells(token, "removeFirst") || tokens.spells(token, "removeLast") || tokens.spells(token, "removeSubrange")
            || tokens.spells(token, "replaceSubrange") || tokens.spells(token, "swapAt") || tokens.spells(token, "sort")
            || tokens.spells(token, "reverse") || tokens.spells(token, "shuffle") || tokens.spells(token, "popLast")
    }

    private mutating func viewControllersSetter(receiver: String, receiverLocal: Int?, start: Int, open: Int, close: Int) {
        guard let first = values.arguments(open: open, close: close).first, first.label == nil else { return }
        facts.setters.append(SwiftBodyFacts.Setter(
            receiver: receiver, receiverLocal: receiverLocal, property: .viewControllers,
            statement: ByteRange(tokens.range(start).start, tokens.range(close).end), value: first.value, token: start))
    }

    private mutating func registration(_ name: Int, close: Int) {
        let receiver = name - 2
        guard !tokens.isPunctuation(receiver - 1, ".") else { return }
        let className: String
        switch tokens.keyword(receiver) {
        case .self, .super, .selfType:
            guard member.isStatic, let ownerIndex, types[ownerIndex].isPlusButton else { return }
            className = types[ownerIndex].name
        case nil:
            guard tokens.isTypeName(receiver) else { return }
            className = tokens.name(receiver)
        default:
            return
        }
        let isInLoad = member.isStatic && member.kind == .function && member.hasNoParameters && tokens.names(member.nameToken, "load")
        facts.registrations.append(SourceRegistration(
            className: className, range: ByteRange(tokens.range(receiver).start, tokens.range(close).end),
            nameRange: tokens.range(name), isDeprecated: tokens.spells(name, "registerSubclass"), isInLoad: isInLoad))
    }

    private mutating func construction(open: Int, close: Int) {
        let arguments = values.arguments(open: open, close: close)
        guard arguments.count >= 2, let secondLabel = arguments[1].label, tokens.spells(secondLabel, "tabBarItemsAttributes") else {
            return
        }
        let callee = open - 1
        let kind: SwiftBodyFacts.Construction.Callee
        let start: Int
        if tokens.keyword(callee) == .`init`, tokens.isPunctuation(callee - 1, ".") {
            start = callee - 2
            switch tokens.keyword(start) {
            case .super: kind = .superInit
            case .self, .selfType: kind = .selfInit
            case nil where tokens.isTypeName(start) && !tokens.isPunctuation(start - 1, "."): kind = .type(tokens.name(start))
            default: return
            }
        } else if tokens.isTypeName(callee), !tokens.isPunctuation(callee - 1, ".") {
            start = callee
            kind = .type(tokens.name(callee))
        } else {
            return
        }
        facts.constructions.append(SwiftBodyFacts.Construction(
            callee: kind, start: start, close: close, viewControllers: arguments[0].value, items: arguments[1].value,
            local: initializedLocal(startingAt: start)))
    }

    private mutating func frameInitializer(open: Int, close: Int) {
        var start = open - 1
        if tokens.keyword(start) == .`init`, tokens.isPunctuation(start - 1, ".") { start -= 2 }
        guard tokens.isTypeName(start), let argument = values.arguments(open: open, close: close).first else { return }
        let receiver = initializedLocal(startingAt: start).map { tokens.name(facts.locals[$0].nameToken) }
        facts.frames.append(SwiftBodyFacts.FrameEvent(receiver: receiver, kind: .frame(argument.value, isSize: false), token: open))
    }
}
