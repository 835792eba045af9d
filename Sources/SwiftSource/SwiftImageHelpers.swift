import JSONC
import TabBarCore

/// Images named through a static helper of a `UIImage` extension of another file (`UIImage.tabIcon("home")`, with
/// `static func tabIcon(_ name: String) -> UIImage? { UIImage(named: name)?.withRenderingMode(.alwaysOriginal) }`
/// elsewhere): the helpers a file's extensions declare (`DeclaredImageHelpers`) and the calls its tab-bar values could
/// not be read through (`UnresolvedCalls`), for the project's linking (`DeclaredStringsLinking`) to join. The Swift
/// twin of `ObjCImageHelpers`; a helper is keyed by its Swift name and argument label (`UIImage tabIcon(_:)`).
enum SwiftImageHelpers {
    static let imageClass = "UIImage"

    /// The static functions of the file's `extension UIImage` with one parameter whose body makes an image named by
    /// that parameter alone (`UIImage(named: name)`, returned as it is or with a rendering mode) and no other image.
    static func declared(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> DeclaredImageHelpers? {
        var keys: Set<String> = []
        for type in types where type.kind == .extensionType && type.name == imageClass {
            for index in type.members where index < members.count {
                let member = members[index]
                guard member.kind == .function, member.isStatic, member.close != nil,
                      let (label, parameter) = parameter(of: member, tokens) else { continue }
                var named = 0
                var byParameter = 0
                for token in member.body where tokens.spells(token, "named") && tokens.isPunctuation(token + 1, ":") {
                    named += 1
                    let ownImage = tokens.isPunctuation(token - 1, "(")
                        && (tokens.spells(token - 2, "UIImage") || tokens.spells(token - 2, "init"))
                    if ownImage, tokens.isIdentifier(token + 2), tokens.name(token + 2) == parameter,
                       tokens.isPunctuation(token + 3, ")") {
                        byParameter += 1
                    }
                }
                if named == 1, byParameter == 1 { keys.insert(DeclaredImageHelpers.key(imageClass, name(member, tokens, label))) }
            }
        }
        return keys.isEmpty ? nil : DeclaredImageHelpers(selectors: keys)
    }

    /// The names and calls the unknown string values of `facts` are spelled as, in one visit of the values (it runs
    /// on every keystroke): `UnresolvedNames.of`'s names, and the values spelled as such a helper sent one string
    /// literal (`UIImage.tabIcon("home")`, `UIImage.icon(named: "home")`, the whole value), by range.
    static func unresolved(_ facts: TabBarFacts, classes: [SourceClass], tokens: SwiftTokens) -> (UnresolvedNames?, UnresolvedCalls?) {
        var names: Set<String> = []
        var calls: [ByteRange: UnresolvedCall] = [:]
        StringFacts.visit(facts, classes: classes) { fact in
            guard case .unknown = fact.value, !fact.isSystemSymbol else { return }
            if let name = UnresolvedNames.unresolvedName(fact, in: tokens.bytes) {
                names.insert(name)
            } else if calls[fact.range] == nil, let call = call(at: fact.range, tokens) {
                calls[fact.range] = call
            }
        }
        return (names.isEmpty ? nil : UnresolvedNames(names: names), calls.isEmpty ? nil : UnresolvedCalls(calls: calls))
    }

    /// The argument label and internal name of the member's one parameter (`_ name: String`, `named name: String`,
    /// `name: String`).
    private static func parameter(of member: SwiftMember, _ tokens: SwiftTokens) -> (String, String)? {
        let open = member.parameterOpen, close = member.parameterClose
        guard close > open + 2, tokens.isPunctuation(open, "(") else { return nil }
        var colon = open + 1
        while colon < close, !tokens.isPunctuation(colon, ":") { colon += 1 }
        let names = (open + 1)..<colon
        guard colon < close, names.count == 1 || names.count == 2, names.allSatisfy(tokens.isIdentifier) || tokens.spells(names.lowerBound, "_") else { return nil }
        // One parameter: no `,` outside brackets after the colon.
        var index = colon + 1
        while index < close {
            if tokens.isPunctuation(index, ","), !tokens.isPunctuation(index - 1, "[") { return nil }
            if tokens.isPunctuation(index, "(") || tokens.isPunctuation(index, "["), let partner = tokens.partner(index), partner > index {
                index = partner + 1
                continue
            }
            index += 1
        }
        let label = tokens.text(names.lowerBound)
        return (label, tokens.name(names.upperBound - 1))
    }

    /// `name(label:)`, the key's selector part.
    private static func name(_ member: SwiftMember, _ tokens: SwiftTokens, _ label: String) -> String {
        "\(tokens.name(member.nameToken))(\(label):)"
    }

    /// `UIImage.name("literal")` or `UIImage.name(label: "literal")` spanning exactly `range`.
    private static func call(at range: ByteRange, _ tokens: SwiftTokens) -> UnresolvedCall? {
        guard let first = firstToken(at: range.start, tokens), first + 5 < tokens.count, tokens.spells(first, "UIImage"),
              tokens.isPunctuation(first + 1, "."), tokens.isIdentifier(first + 2), tokens.isPunctuation(first + 3, "(") else { return nil }
        var argument = first + 4
        var label = "_"
        if tokens.isIdentifier(argument), tokens.isPunctuation(argument + 1, ":") {
            label = tokens.name(argument)
            argument += 2
        }
        guard tokens.kind(argument) == .string, tokens.isPunctuation(argument + 1, ")"), tokens.range(argument + 1).end == range.end,
              let value = tokens.stringValue(argument) else { return nil }
        return UnresolvedCall(range: range, receiver: imageClass, selector: "\(tokens.name(first + 2))(\(label):)",
                              argument: value, argumentRange: tokens.range(argument))
    }

    /// The token starting at byte `offset`, nil when none does.
    private static func firstToken(at offset: Int, _ tokens: SwiftTokens) -> Int? {
        let index = tokens.view.firstToken(startingAtOrAfter: offset)
        return index < tokens.count && tokens.range(index).start == offset ? index : nil
    }
}
