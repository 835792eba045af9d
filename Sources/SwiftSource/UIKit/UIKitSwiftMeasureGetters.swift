import TabBarCore
import UIKitTechnology

/// The measure getters of a file's `UIView` / `UITabBar` extensions (`ViewMeasureGetters`): a computed property whose
/// getter is one expression, or one `return`, of the view's own measure (`var height: CGFloat { frame.height }`,
/// `var sl_width: CGFloat { get { return self.bounds.size.width } set { … } }`), and those of its centre y
/// (`var centerY: CGFloat { center.y }`).
struct UIKitSwiftMeasureGetters {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]

    func getters() -> ViewMeasureGetters? {
        var measures: [String: UIKitBarMeasure] = [:]
        var centers: Set<String> = []
        for type in types where type.kind == .extensionType && ViewMeasureGetters.extendedClasses.contains(type.name) {
            for index in type.members where index < members.count {
                let member = members[index]
                guard member.kind == .computedProperty, !member.isStatic, let value = getterValue(member.body) else { continue }
                let reader = UIKitSwiftCenterReader(tokens: tokens, values: values, locals: [:])
                let core = values.stripped(value)
                if let measure = reader.barMeasure(core) {
                    measures[tokens.name(member.nameToken)] = measure
                } else if let call = values.call(core), tokens.spells(call.callee, "CGPoint") || tokens.spells(call.callee, "CGPointMake"),
                          call.arguments.count == 2,
                          UIKitCenterArithmetic(reader).isMiddle(x: call.arguments[0].value, y: call.arguments[1].value) {
                    measures[tokens.name(member.nameToken)] = .middle
                } else if let chain = UIKitSwiftCenterReader.chain(core, tokens),
                          chain == ["center", "y"] || chain == ["self", "center", "y"] {
                    centers.insert(tokens.name(member.nameToken))
                }
            }
        }
        // `let kScreenW = UIScreen.main.bounds.width` at file scope: the bar's width for slot arithmetic.
        // `static let screenWidth = …` of a type: named `Type.screenWidth`, as other files spell it.
        // (`let kBounds = UIScreen.main.bounds` then `let kScreenW = kBounds.size.width`: through the file's bounds constant.)
        let screenBounds = Set(members.filter { $0.owner == nil && Self.holdsScreenBounds($0, tokens) }.map { tokens.name($0.nameToken) })
        for member in members where (member.owner == nil || member.isStatic)
            && (Self.holdsScreenWidth(member, tokens) || Self.holdsWidth(of: screenBounds, member, tokens)) {
            let name = tokens.name(member.nameToken)
            if let owner = member.owner {
                guard owner < types.count else { continue }
                measures[types[owner].name + "." + name] = .width
            } else {
                measures[name] = .width
            }
        }
        return measures.isEmpty && centers.isEmpty ? nil : ViewMeasureGetters(measures: measures, centerYProperties: centers)
    }

    /// Whether `member` is a file-scope `let` whose initialiser is `UIScreen.main.bounds` (or `UIScreen.mainScreen().bounds`).
    static func holdsScreenBounds(_ member: SwiftMember, _ tokens: SwiftTokens) -> Bool {
        guard member.kind == .storedProperty, tokens.keyword(member.nameToken - 1) == .let,
              member.body.count >= 5, member.body.count <= 7, tokens.spells(member.body.lowerBound, "UIScreen"),
              tokens.spells(member.body.upperBound - 1, "bounds") else { return false }
        return member.body.allSatisfy { tokens.isIdentifier($0) || tokens.isPunctuation($0, ".") || tokens.isPunctuation($0, "(")
            || tokens.isPunctuation($0, ")") }
    }

    /// Whether `member` is a `let` whose initialiser is the width of one of `bounds` (`kBounds.size.width`, `kBounds.width`).
    static func holdsWidth(of bounds: Set<String>, _ member: SwiftMember, _ tokens: SwiftTokens) -> Bool {
        guard !bounds.isEmpty, member.kind == .storedProperty, tokens.keyword(member.nameToken - 1) == .let else { return false }
        let body = member.body
        guard let first = body.first, bounds.contains(tokens.name(first)) else { return false }
        let rest = body.dropFirst().filter { tokens.isIdentifier($0) }.map { tokens.name($0) }
        let dots = body.dropFirst().filter { !tokens.isIdentifier($0) }.allSatisfy { tokens.isPunctuation($0, ".") }
        return dots && (rest == ["size", "width"] || rest == ["width"])
    }

    /// Whether `member` is a `let` whose initialiser is the screen's width (`ScreenWidthSpelling`).
    static func holdsScreenWidth(_ member: SwiftMember, _ tokens: SwiftTokens) -> Bool {
        member.kind == .storedProperty && !member.body.isEmpty && tokens.keyword(member.nameToken - 1) == .let
            && isScreenWidth(member.body, tokens)
    }

    /// Whether the tokens spell the screen's width: a chain of names, dots, empty calls and brackets
    /// (`UIScreen.main.bounds.width`, `UIScreen.mainScreen().bounds.size.width`, `CGRectGetWidth(UIScreen.main.bounds)`).
    static func isScreenWidth(_ range: Range<Int>, _ tokens: SwiftTokens) -> Bool {
        guard range.count >= 5, range.count <= 16, tokens.spells(range.lowerBound, "UIScreen") || tokens.spells(range.lowerBound, "CGRectGetWidth")
                || tokens.isPunctuation(range.lowerBound, "(") else { return false }
        var names: [String] = []
        for index in range {
            if tokens.isIdentifier(index) {
                names.append(tokens.name(index))
            } else if !(tokens.isPunctuation(index, ".") || tokens.isPunctuation(index, "(") || tokens.isPunctuation(index, ")")
                        || tokens.isPostfixUnwrap(index)) {
                return false
            }
        }
        return ScreenWidthSpelling.isScreenWidth(names)
    }

    /// The expression the getter gives: the body itself, the inside of its `get { … }`, either without a leading
    /// `return`.
    private func getterValue(_ body: Range<Int>) -> Range<Int>? {
        var value = body
        guard let first = value.first else { return nil }
        if tokens.spells(first, "get"), tokens.isPunctuation(first + 1, "{"), let close = tokens.partner(first + 1), close > first + 1 {
            value = (first + 2)..<close
        }
        if let first = value.first, tokens.keyword(first) == .return { value = (first + 1)..<value.upperBound }
        return value.isEmpty ? nil : value
    }
}
