/// Finds a Swift file's type declarations and the members with bodies in one pass over its tokens.
/// Type bodies are entered through a stack, not recursion; member bodies are skipped whole (the body
/// scanner reads them). `#if` / `#else` branches are all read.
struct SwiftDeclarationScanner {
    let tokens: SwiftTokens
    /// The selectors of the previous version of the file, reused where its tokens are unchanged.
    var previousSelectors: SwiftSelectorReuse?
    private(set) var types: [SwiftTypeDeclaration] = []
    private(set) var members: [SwiftMember] = []

    private struct Scope {
        var type: Int?
        /// The token that ends the scope (the body's `}`), or the token count.
        var end: Int
    }

    /// Attributes and modifiers read before a declaration's introducer.
    private struct Header {
        var first: Int
        var isStatic = false
        var objcName: String?
    }

    init(tokens: SwiftTokens) {
        self.tokens = tokens
    }

    /// Scans the whole file.
    mutating func scan() {
        var scopes = [Scope(type: nil, end: tokens.count)]
        var index = 0
        while let scope = scopes.last {
            if index >= scope.end {
                scopes.removeLast()
                index = scope.end + 1
                continue
            }
            let depth = scopes.count
            let next = declaration(at: index, in: scope, scopes: &scopes)
            index = scopes.count > depth ? next : max(next, index + 1)
        }
    }

    private mutating func declaration(at start: Int, in scope: Scope, scopes: inout [Scope]) -> Int {
        var header = Header(first: start)
        var index = start
        headerLoop: while index < scope.end {
            switch tokens.kind(index) {
            case .atKeyword:
                if tokens.spells(index, "@objc"), tokens.isPunctuation(index + 1, "("), let close = tokens.partner(index + 1),
                   close > index + 1, close < scope.end {
                    header.objcName = tokens.joinedText((index + 2)..<close)
                }
                index += 1
                if tokens.isPunctuation(index, "("), let close = tokens.partner(index), close > index, close < scope.end { index = close + 1 }
            case .identifier:
                switch tokens.keyword(index) {
                case .static:
                    header.isStatic = true
                    index += 1
                case .modifier:
                    index += 1
                    if tokens.isPunctuation(index, "("), tokens.isAttached(index), let close = tokens.partner(index),
                       close > index, close < scope.end {
                        index = close + 1
                    }
                case .class where isModifier(index + 1):
                    header.isStatic = true
                    index += 1
                default:
                    break headerLoop
                }
            default:
                break headerLoop
            }
        }
        guard index < scope.end else { return index }
        switch tokens.keyword(index) {
        case .func:
            return function(at: index, header, in: scope)
        case .`init`:
            return initializer(at: index, header, in: scope)
        case .let, .var:
            return property(at: index, header, in: scope)
        case .class:
            return typeDeclaration(at: index, kind: .classType, in: scope, scopes: &scopes)
        case .struct:
            return typeDeclaration(at: index, kind: .structType, in: scope, scopes: &scopes)
        case .enum:
            return typeDeclaration(at: index, kind: .enumType, in: scope, scopes: &scopes)
        case .actor:
            return typeDeclaration(at: index, kind: .actorType, in: scope, scopes: &scopes)
        case .extension:
            return typeDeclaration(at: index, kind: .extensionType, in: scope, scopes: &scopes)
        case .protocol, .deinit, .subscript:
            return skipBody(after: index + 1, in: scope)
        default:
            break
        }
        if tokens.kind(index) == .poundKeyword {
            if tokens.spells(index, "#if") || tokens.spells(index, "#elseif") {
                var next = index + 1
                while next < scope.end, !tokens.startsLine(next) { next += 1 }
                return next
            }
            if tokens.isPunctuation(index + 1, "("), let close = tokens.partner(index + 1), close > index, close < scope.end {
                return close + 1
            }
            return index + 1
        }
        if tokens.isPunctuation(index, "(") || tokens.isPunctuation(index, "[") || tokens.isPunctuation(index, "{"),
           let close = tokens.partner(index), close > index, close < scope.end {
            return close + 1
        }
        return index + 1
    }

    /// Whether token `index` follows `class` used as a modifier (`class func`, `class var`, `class override func`).
    private func isModifier(_ index: Int) -> Bool {
        switch tokens.keyword(index) {
        case .func, .var, .let, .subscript, .static, .modifier, .`init`: return true
        default: return false
        }
    }

    private mutating func skipBody(after start: Int, in scope: Scope) -> Int {
        guard let open = tokens.bodyOpening(after: start, limit: scope.end) else { return start }
        guard let close = tokens.partner(open), close > open, close < scope.end else { return scope.end }
        return close + 1
    }

    // MARK: Members

    private mutating func function(at keyword: Int, _ header: Header, in scope: Scope) -> Int {
        let nameToken = keyword + 1
        guard tokens.isIdentifier(nameToken) else { return skipBody(after: nameToken, in: scope) }
        var open = nameToken + 1
        if tokens.kind(open) == .operator { open = tokens.skipGenericParameters(from: open, limit: scope.end) }
        guard tokens.isPunctuation(open, "("), let close = tokens.partner(open), close > open, close < scope.end else {
            return nameToken + 1
        }
        let selector = header.objcName
            ?? previousSelectors?.selector(of: .function, name: nameToken, open: open, close: close)
            ?? SwiftSelector.selector(tokens, base: tokens.name(nameToken), open: open, close: close)
        addMemberName(nameToken, in: scope)
        return addBody(after: close, limit: scope.end) { body, bodyClose, last in
            SwiftMember(kind: .function, owner: scope.type, isStatic: header.isStatic, selector: selector,
                        parameterOpen: open, parameterClose: close, firstToken: header.first, nameToken: nameToken,
                        signatureEnd: close, body: body, close: bodyClose, lastToken: last, hasWrittenSelector: header.objcName != nil)
        }
    }

    private mutating func initializer(at keyword: Int, _ header: Header, in scope: Scope) -> Int {
        var open = keyword + 1
        if tokens.isOperator(open, "?") || tokens.isOperator(open, "!") { open += 1 }
        if tokens.kind(open) == .operator { open = tokens.skipGenericParameters(from: open, limit: scope.end) }
        guard tokens.isPunctuation(open, "("), let close = tokens.partner(open), close > open, close < scope.end else {
            return keyword + 1
        }
        let selector = header.objcName
            ?? previousSelectors?.selector(of: .initializer, name: keyword, open: open, close: close)
            ?? SwiftSelector.selector(tokens, base: "init", open: open, close: close, isInitializer: true)
        return addBody(after: close, limit: scope.end) { body, bodyClose, last in
            SwiftMember(kind: .initializer, owner: scope.type, isStatic: false, selector: selector,
                        parameterOpen: open, parameterClose: close, firstToken: header.first, nameToken: keyword,
                        signatureEnd: close, body: body, close: bodyClose, lastToken: last, hasWrittenSelector: header.objcName != nil)
        }
    }

    /// Records the member whose braced body follows `signatureEnd`; returns the index after it.
    private mutating func addBody(after signatureEnd: Int, limit: Int,
                                  _ make: (Range<Int>, Int?, Int) -> SwiftMember) -> Int {
        guard let open = tokens.bodyOpening(after: signatureEnd + 1, limit: limit) else { return signatureEnd + 1 }
        let close = tokens.partner(open).flatMap { $0 > open && $0 < limit ? $0 : nil }
        let bodyEnd = close ?? limit
        append(make((open + 1)..<bodyEnd, close, close ?? max(open, limit - 1)))
        return bodyEnd + 1
    }

    private mutating func property(at keyword: Int, _ header: Header, in scope: Scope) -> Int {
        let nameToken = keyword + 1
        guard tokens.isIdentifier(nameToken) else {
            return tokens.expressionEnd(from: nameToken, limit: scope.end)
        }
        let name = tokens.name(nameToken)
        addMemberName(nameToken, in: scope)
        var index = nameToken + 1
        if tokens.isPunctuation(index, ":") { index = tokens.skipTypeAnnotation(from: index + 1, limit: scope.end) }
        if tokens.isOperator(index, "=") {
            let start = index + 1
            let end = tokens.expressionEnd(from: start, limit: scope.end)
            guard end > start else { return start }
            append(SwiftMember(kind: .storedProperty, owner: scope.type, isStatic: header.isStatic, selector: name,
                               parameterOpen: nameToken, parameterClose: nameToken, firstToken: header.first, nameToken: nameToken, signatureEnd: nameToken,
                               body: start..<end, close: nil, lastToken: end - 1))
            return end
        }
        guard tokens.isPunctuation(index, "{") else { return index }
        let close = tokens.partner(index).flatMap { $0 > index && $0 < scope.end ? $0 : nil }
        let bodyEnd = close ?? scope.end
        append(SwiftMember(kind: .computedProperty, owner: scope.type, isStatic: header.isStatic, selector: name,
                           parameterOpen: nameToken, parameterClose: nameToken, firstToken: header.first, nameToken: nameToken, signatureEnd: nameToken,
                           body: (index + 1)..<bodyEnd, close: close, lastToken: close ?? max(index, scope.end - 1)))
        return bodyEnd + 1
    }

    private mutating func append(_ member: SwiftMember) {
        if let owner = member.owner { types[owner].members.append(members.count) }
        members.append(member)
    }

    /// Notes a member named like a controller property the body scanner looks for (`viewControllers`, …), or like a
    /// tab bar controller's bar (`tabBar`: a class declaring its own holds a stand-alone bar).
    private mutating func addMemberName(_ nameToken: Int, in scope: Scope) {
        guard let owner = scope.type else { return }
        if tokens.names(nameToken, "tabBarItemsAttributes") || tokens.names(nameToken, "viewControllers")
            || tokens.names(nameToken, "tabBarHeight") || tokens.names(nameToken, "tabBar") {
            types[owner].memberNames.insert(tokens.name(nameToken))
        }
    }

    // MARK: Types

    private mutating func typeDeclaration(at keyword: Int, kind: SwiftTypeDeclaration.Kind, in scope: Scope,
                                          scopes: inout [Scope]) -> Int {
        var nameToken = keyword + 1
        guard tokens.isIdentifier(nameToken) else { return nameToken }
        var index = nameToken + 1
        if kind == .extensionType {
            while tokens.isPunctuation(index, "."), tokens.isIdentifier(index + 1) {
                nameToken = index + 1
                index += 2
            }
        }
        if tokens.kind(index) == .operator, !tokens.isOperator(index, "=") {
            index = tokens.skipGenericParameters(from: index, limit: scope.end)
        }
        var inherited: [String] = []
        if tokens.isPunctuation(index, ":") { index = inheritance(from: index + 1, limit: scope.end, into: &inherited) }
        let isClass = kind == .classType
        var declaration = SwiftTypeDeclaration(
            kind: kind, name: tokens.name(nameToken), keywordToken: keyword, nameToken: nameToken,
            superclass: isClass ? inherited.first : nil, protocols: isClass ? Array(inherited.dropFirst()) : inherited)
        guard let open = tokens.bodyOpening(after: index, limit: scope.end) else {
            types.append(declaration)
            return index
        }
        let close = tokens.partner(open).flatMap { $0 > open && $0 < scope.end ? $0 : nil }
        declaration.open = open
        declaration.close = close
        types.append(declaration)
        scopes.append(Scope(type: types.count - 1, end: close ?? scope.end))
        return open + 1
    }

    /// Reads an inheritance clause (`CYLPlusButton, CYLPlusButtonSubclassing`); returns the index after it.
    private func inheritance(from start: Int, limit: Int, into names: inout [String]) -> Int {
        var index = start
        var current: String?
        var depth = 0
        while index < limit {
            if depth == 0, tokens.isPunctuation(index, "{") || tokens.keyword(index) == .where { break }
            if index > start, depth == 0, tokens.startsLine(index), !tokens.isPunctuation(index - 1, ","),
               !tokens.isPunctuation(index, ",") {
                break
            }
            switch tokens.kind(index) {
            case .operator:
                let range = tokens.range(index)
                for offset in range.start..<range.end {
                    if tokens.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if tokens.bytes[offset] == UInt8(ascii: ">"), depth > 0 { depth -= 1 }
                }
            case .identifier:
                if depth == 0 { current = tokens.name(index) }
            case .punctuation:
                if depth == 0, tokens.isPunctuation(index, ",") {
                    if let name = current { names.append(name) }
                    current = nil
                } else if tokens.isPunctuation(index, "(") || tokens.isPunctuation(index, "["),
                          let close = tokens.partner(index), close > index, close < limit {
                    index = close + 1
                    continue
                } else if tokens.isPunctuation(index, "}") || tokens.isPunctuation(index, ";") {
                    if let name = current { names.append(name) }
                    return index
                }
            default:
                break
            }
            index += 1
        }
        if let name = current { names.append(name) }
        return index
    }
}
