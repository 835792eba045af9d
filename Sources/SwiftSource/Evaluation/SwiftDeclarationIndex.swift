/// The declarations of one Swift file that the evaluator reads values from, by name: constants (`static let`,
/// global `let`, a type's `let` with an initialiser), computed properties, and enumerations with their cases in
/// declaration order. Built from the file's tokens in one pass; holds token positions only.
struct SwiftDeclarationIndex: Sendable {
    /// A constant or computed property: its initialiser or body tokens.
    struct Property: Sendable {
        /// The declaring type's name, nil at file scope.
        var owner: String?
        var isStatic: Bool
        /// Whether the body is a computed property's (inside braces) rather than an initialiser expression.
        var isComputed: Bool
        var nameToken: Int
        var body: Range<Int>
    }

    /// One `case` of an enumeration.
    struct EnumCase: Sendable {
        var name: String
        var nameToken: Int
        /// The raw value's expression when written (`case home = "首页"`).
        var rawValue: Range<Int>?
        /// Whether the case has associated values (`case link(URL)`): then it is not a plain value.
        var hasPayload: Bool
    }

    /// An enumeration: its cases in order and what its declaration and extensions say of it.
    struct Enumeration: Sendable {
        var name: String
        var cases: [EnumCase] = []
        /// The first inherited type (`String`, `Int`), the raw type when it is one.
        var rawType: String?
        var isCaseIterable = false
    }

    /// A type's body, to find the type that encloses a token.
    struct TypeScope: Sendable {
        var name: String
        var body: Range<Int>
    }

    /// A function or method: its parameters and body.
    struct Function: Sendable {
        /// The declaring type's name (an extension's extended type), nil at file scope.
        var owner: String?
        var isStatic: Bool
        var nameToken: Int
        var parameters: [Parameter]
        var body: Range<Int>
    }

    /// One parameter of a function: its argument label (nil for `_`), its name inside, its default value.
    struct Parameter: Sendable {
        var label: String?
        var name: String
        var defaultValue: Range<Int>?
        /// Variadic, `inout` or a closure: a call binding it is not evaluated.
        var isUnsupported: Bool
    }

    private(set) var properties: [String: [Property]] = [:]
    private(set) var functions: [String: [Function]] = [:]
    private(set) var enumerations: [String: Enumeration] = [:]
    private(set) var typeNames: Set<String> = []
    private(set) var scopes: [TypeScope] = []
    /// The bodies of functions, initialisers and computed properties, with their parameters' parentheses (the name
    /// token twice for a property), to tell a local name from a declaration's.
    private(set) var bodies: [(body: Range<Int>, parameters: (open: Int, close: Int))] = []

    /// The index of the file whose tokens are `tokens`.
    init(tokens: SwiftTokens) {
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        scanner.scan()
        let types = scanner.types
        for type in types {
            typeNames.insert(type.name)
            if let open = type.open { scopes.append(TypeScope(name: type.name, body: open..<((type.close ?? tokens.count - 1) + 1))) }
            let inherited = [type.superclass].compactMap { $0 } + type.protocols
            if type.kind == .enumType {
                var enumeration = enumerations[type.name] ?? Enumeration(name: type.name)
                enumeration.rawType = inherited.first
                if let open = type.open { enumeration.cases += Self.cases(of: tokens, open: open, close: type.close ?? tokens.count) }
                enumerations[type.name] = enumeration
            }
            if inherited.contains("CaseIterable") {
                enumerations[type.name, default: Enumeration(name: type.name)].isCaseIterable = true
            }
        }
        for member in scanner.members where member.kind != .storedProperty {
            bodies.append((member.body, (member.parameterOpen, member.parameterClose)))
        }
        for member in scanner.members where member.kind == .function && member.close != nil {
            let function = Function(owner: member.owner.map { types[$0].name }, isStatic: member.isStatic, nameToken: member.nameToken,
                                    parameters: Self.parameters(of: member, tokens), body: member.body)
            functions[tokens.name(member.nameToken), default: []].append(function)
        }
        var assigned: Set<String>?
        for member in scanner.members where member.kind == .storedProperty || member.kind == .computedProperty {
            let owner = member.owner.map { types[$0].name }
            if member.kind == .storedProperty, tokens.keyword(member.nameToken - 1) != .let {
                // A `var` keeps its initialiser's value only when the file never writes it: a type's (its writers are
                // its own methods, as a rule) or a `private` one at file scope.
                guard tokens.keyword(member.nameToken - 1) == .var, !member.body.isEmpty,
                      member.owner != nil || Self.isPrivate(member, tokens) else { continue }
                if assigned == nil { assigned = Self.writtenNames(tokens) }
                guard assigned?.contains(tokens.name(member.nameToken)) == false else { continue }
            }
            let property = Property(owner: owner, isStatic: member.isStatic, isComputed: member.kind == .computedProperty,
                                    nameToken: member.nameToken, body: member.body)
            properties[tokens.name(member.nameToken), default: []].append(property)
        }
    }

    /// The functions named `name` declared by `owner` (nil: at file scope), static or not as asked.
    func functions(_ name: String, owner: String?, isStatic: Bool) -> [Function] {
        (functions[name] ?? []).filter { $0.owner == owner && (owner == nil || $0.isStatic == isStatic) }
    }

    /// The property named `name` declared by `owner` (nil: at file scope), static or not as asked.
    func property(_ name: String, owner: String?, isStatic: Bool) -> Property? {
        properties[name]?.first { $0.owner == owner && (owner == nil || $0.isStatic == isStatic) }
    }

    /// Whether `name`, used at token `use`, may name something local there: a parameter of the innermost body
    /// holding `use`, or a `let` / `var`, a closure parameter (`name in`) or a `for name` written in that body before
    /// it. Then a declaration of the same name is not what it means.
    func mayBeLocal(_ name: String, at use: Int, in tokens: SwiftTokens) -> Bool {
        guard let innermost = innermostBody(holding: use) else { return false }
        let parameters = innermost.parameters
        if parameters.close > parameters.open + 1 {
            for index in (parameters.open + 1)..<parameters.close where tokens.names(index, name) { return true }
        }
        for index in innermost.body.lowerBound..<use where tokens.names(index, name) {
            if let word = tokens.keyword(index - 1), word == .let || word == .var { return true }
            if tokens.keyword(index + 1) == .in || tokens.spells(index - 1, "for") { return true }
            // `(a, name) in`, `{ name, other in`.
            if tokens.isPunctuation(index + 1, ",") || tokens.isPunctuation(index + 1, ")") || tokens.isPunctuation(index + 1, ":"),
               let keyword = tokens.view.firstTopLevel(from: index + 1, before: use, where: {
                   tokens.keyword($0) == .in || tokens.isPunctuation($0, "{") || tokens.isPunctuation($0, "}")
               }), tokens.keyword(keyword) == .in {
                return true
            }
        }
        return false
    }

    /// The innermost body of a function, initialiser or computed property holding token `use`.
    func innermostBody(holding use: Int) -> (body: Range<Int>, parameters: (open: Int, close: Int))? {
        var innermost: (body: Range<Int>, parameters: (open: Int, close: Int))?
        for entry in bodies where entry.body.contains(use) {
            if innermost.map({ entry.body.count < $0.body.count }) ?? true { innermost = entry }
        }
        return innermost
    }

    /// The innermost type whose body holds token `index`.
    func enclosingType(of index: Int) -> String? {
        var best: TypeScope?
        for scope in scopes where scope.body.contains(index) {
            if best.map({ scope.body.count < $0.body.count }) ?? true { best = scope }
        }
        return best?.name
    }

    /// The enumeration declaring a payload-free case `name`, when exactly one of the file's does (for `.home` written
    /// without its type).
    func onlyEnumeration(withCase name: String) -> String? {
        var found: String?
        for enumeration in enumerations.values where enumeration.cases.contains(where: { $0.name == name && !$0.hasPayload }) {
            if found != nil { return nil }
            found = enumeration.name
        }
        return found
    }

    /// The parameters of a function member.
    static func parameters(of member: SwiftMember, _ tokens: SwiftTokens) -> [Parameter] {
        guard member.parameterClose > member.parameterOpen + 1 else { return [] }
        return tokens.view.split(from: member.parameterOpen + 1, before: member.parameterClose, at: ",").map { part in
            guard let colon = tokens.view.firstTopLevel(from: part.lowerBound, before: part.upperBound, where: { tokens.isPunctuation($0, ":") }),
                  colon > part.lowerBound else { return Parameter(label: nil, name: "", defaultValue: nil, isUnsupported: true) }
            let external = tokens.name(part.lowerBound)
            let name = colon - part.lowerBound >= 2 ? tokens.name(colon - 1) : external
            let equals = tokens.view.firstTopLevel(from: colon, before: part.upperBound) { tokens.isOperator($0, "=") }
            let typeEnd = equals ?? part.upperBound
            var unsupported = false
            for index in (colon + 1)..<typeEnd where tokens.spells(index, "inout") || tokens.isOperator(index, "...")
                || tokens.isOperator(index, "->") || tokens.spells(index, "@escaping") {
                unsupported = true
            }
            return Parameter(label: external == "_" ? nil : external, name: name,
                             defaultValue: equals.map { ($0 + 1)..<part.upperBound }, isUnsupported: unsupported)
        }
    }

    /// Whether a member is declared `private` or `fileprivate` (the file sees all its writes).
    private static func isPrivate(_ member: SwiftMember, _ tokens: SwiftTokens) -> Bool {
        var index = member.firstToken
        while index < member.nameToken {
            if tokens.spells(index, "private") || tokens.spells(index, "fileprivate") {
                // `private(set)` lets others read, not write: still private writes.
                return true
            }
            index += 1
        }
        return false
    }

    /// The names the file writes: assigned (`x = `, `x += `, `self.x = `), mutated in place (`x.append(…)`,
    /// `x.insert`, `x.remove…`, `x[i] = `) or passed `&x`.
    static func writtenNames(_ tokens: SwiftTokens) -> Set<String> {
        var names: Set<String> = []
        for index in 0..<tokens.count where tokens.isIdentifier(index) && tokens.keyword(index) == nil {
            let next = index + 1
            var written = false
            if tokens.kind(next) == .operator {
                let text = tokens.text(next)
                written = text == "=" || (text.count >= 2 && text.hasSuffix("=") && text != "==" && text != "!=" && text != "<="
                                             && text != ">=" && text != "===" && text != "!==")
            } else if tokens.isPunctuation(next, "."), tokens.isIdentifier(next + 1) {
                let method = tokens.text(next + 1)
                written = method.hasPrefix("append") || method.hasPrefix("insert") || method.hasPrefix("remove")
                    || method == "sort" || method == "reverse" || method == "shuffle" || method == "swapAt"
            } else if tokens.isPunctuation(next, "["), let close = tokens.partner(next), close > next {
                written = tokens.isOperator(close + 1, "=")
            }
            // `let x = …`, `var x = …`: a declaration, not a write.
            if let word = tokens.keyword(index - 1), word == .let || word == .var { written = false }
            if index > 0, tokens.isOperator(index - 1, "&") { written = true }
            if written { names.insert(tokens.name(index)) }
        }
        return names
    }

    /// The `case` declarations directly in the enumeration body between `open` and `close`: `case a, b = "x", c(Int)`.
    private static func cases(of tokens: SwiftTokens, open: Int, close: Int) -> [EnumCase] {
        var cases: [EnumCase] = []
        var index = open + 1
        let end = min(close, tokens.count)
        while index < end {
            if let partner = tokens.partner(index), partner > index, tokens.isPunctuation(index, "{") || tokens.isPunctuation(index, "(")
                || tokens.isPunctuation(index, "[") {
                index = partner + 1
                continue
            }
            guard tokens.spells(index, "case") else {
                index += 1
                continue
            }
            index += 1
            while index < end, tokens.isIdentifier(index), tokens.keyword(index) == nil {
                let nameToken = index
                var entry = EnumCase(name: tokens.name(nameToken), nameToken: nameToken, rawValue: nil, hasPayload: false)
                index += 1
                if tokens.isPunctuation(index, "("), let partner = tokens.partner(index), partner > index {
                    entry.hasPayload = true
                    index = partner + 1
                }
                if tokens.isOperator(index, "=") {
                    let valueEnd = tokens.expressionEnd(from: index + 1, limit: end)
                    entry.rawValue = (index + 1)..<valueEnd
                    index = max(valueEnd, index + 1)
                }
                cases.append(entry)
                guard tokens.isPunctuation(index, ",") else { break }
                index += 1
            }
        }
        return cases
    }
}
