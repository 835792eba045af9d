import TabBarCore
import UIKitTechnology

/// The notes that depend on more of the file than the tokens around one assignment, read on every
/// extraction from the few places the record keeps (SPEC section 8, TB029): what becomes of a declared
/// `UITabBarAppearance`, and whether a local a scroll-edge appearance is set on may be a tab bar.
extension UIKitSwiftNotes {
    /// How far back the declaration of a local is looked for, and how far the uses of a declared
    /// appearance are followed (its scope ends first, as a rule).
    static let followedTokens = 4_096

    /// The notes of the appearances `record` holds, each followed through its uses until its scope ends
    /// or it is declared again: given to a tab bar (or its proxy) as `standardAppearance` once made opaque
    /// (`configureWithOpaqueBackground()`, a background colour or image), or passed to a call
    /// (`apply(look, to: tabBar)`), which tabbar does not follow. Copying it (`UITabBarAppearance(barAppearance:)`)
    /// is neither.
    static func appearanceNotes(_ record: UIKitSwiftNoteRecord, _ tokens: SwiftTokens,
                                types: [SwiftTypeDeclaration]) -> [(token: Int, note: SourceNote)] {
        var found: [(token: Int, note: SourceNote)] = []
        for (anchor, name) in record.appearances {
            var isOpaque = false
            var depth = 0
            var index = anchor + 1
            let end = min(tokens.count, anchor + followedTokens)
            scan: while index < end {
                defer { index += 1 }
                if tokens.isPunctuation(index, "{") { depth += 1; continue }
                if tokens.isPunctuation(index, "}") {
                    depth -= 1
                    if depth < 0 { break }
                    continue
                }
                guard tokens.isIdentifier(index), tokens.sameName(index, name) else { continue }
                if tokens.keyword(index - 1) == .let || tokens.keyword(index - 1) == .var { break scan }
                if tokens.isPunctuation(index + 1, ".") {
                    let member = index + 2
                    if tokens.spells(member, "configureWithOpaqueBackground") {
                        isOpaque = true
                    } else if tokens.spells(member, "configureWithDefaultBackground") || tokens.spells(member, "configureWithTransparentBackground") {
                        isOpaque = false
                    } else if tokens.spells(member, "backgroundColor") || tokens.spells(member, "backgroundImage"),
                              tokens.isOperator(member + 1, "=") {
                        let valueEnd = tokens.expressionEnd(from: member + 2, limit: tokens.count)
                        if !clears(member + 2, valueEnd, tokens) { isOpaque = true }
                    }
                } else if tokens.isOperator(index - 1, "="), tokens.spells(index - 2, "standardAppearance"),
                          tokens.expressionEnd(from: index, limit: index + 2) == index + 1 {
                    // On a tab bar's receiver, or on `self` (written or not) in a `UITabBar` subclass or extension.
                    let dotted = tokens.isPunctuation(index - 3, ".")
                    let onSelf = dotted ? tokens.spells(index - 4, "self") && !tokens.isPunctuation(index - 5, ".")
                        : tokens.keyword(index - 3) != .let && tokens.keyword(index - 3) != .var
                    if isOpaque, (dotted && onTabBar(before: index - 2, tokens)) || (onSelf && isInTabBarType(index, types, tokens)) {
                        found.append((index - 2, SourceNote(.opaqueStandardAppearance, range: tokens.range(index - 2))))
                    }
                } else if isArgument(index, tokens) {
                    found.append((index, SourceNote(.appearanceHandedOff, range: tokens.range(index))))
                }
            }
        }
        return found
    }

    /// Whether token `index` lies in the body of a type that is a tab bar: a class whose superclass is `UITabBar`,
    /// or an extension of `UITabBar` (the innermost type around it decides).
    static func isInTabBarType(_ index: Int, _ types: [SwiftTypeDeclaration], _ tokens: SwiftTokens) -> Bool {
        barClass(around: index, types) == SourceBarClass.barClass
    }

    /// The scroll-edge appearances of `record` set on `self` (written or not), but for those in the body of another
    /// kind of bar (`extension UINavigationBar`, a `UIToolbar` subclass): that `self` is no tab bar.
    static func selfScrollEdgeNotes(_ record: UIKitSwiftNoteRecord, _ tokens: SwiftTokens,
                                    types: [SwiftTypeDeclaration]) -> [(token: Int, note: SourceNote)] {
        record.selfScrollEdges.compactMap { index in
            if let barClass = barClass(around: index, types), SourceNote.otherBarClasses.contains(barClass) { return nil }
            return (index, SourceNote(.scrollEdgeAppearance, range: tokens.range(index)))
        }
    }

    /// The legacy looks of `record` set on `self` in the body of a `UITabBar` subclass (not an extension, whose
    /// method may never run): the bar's own opaque look.
    static func selfLookNotes(_ record: UIKitSwiftNoteRecord, types: [SwiftTypeDeclaration]) -> [(token: Int, note: SourceNote)] {
        record.selfLooks.filter { look in
            guard let type = innermostType(around: look.token, types) else { return false }
            return type.kind == .classType && type.superclass == SourceBarClass.barClass
        }
    }

    /// The bar class `self` is at token `index`: the class the innermost type around it extends, or that type's
    /// superclass; nil outside a type or in another kind of type.
    static func barClass(around index: Int, _ types: [SwiftTypeDeclaration]) -> String? {
        let innermost = innermostType(around: index, types)
        switch innermost?.kind {
        case .extensionType?: return innermost?.name
        case .classType?: return innermost?.superclass
        default: return nil
        }
    }

    /// The innermost type whose body holds token `index`, nil outside every type.
    static func innermostType(around index: Int, _ types: [SwiftTypeDeclaration]) -> SwiftTypeDeclaration? {
        var innermost: SwiftTypeDeclaration?
        for type in types {
            guard let open = type.open, let close = type.close, open < index, index < close else { continue }
            if let current = innermost, let currentOpen = current.open, currentOpen > open { continue }
            innermost = type
        }
        return innermost
    }

    /// Whether name token `index` is a whole argument of a call (`apply(look)`, `apply(look, to: bar)`,
    /// `apply(to: bar, with: look)`), other than the appearance copied by `UITabBarAppearance(barAppearance:)`.
    static func isArgument(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        guard tokens.isPunctuation(index + 1, ")") || tokens.isPunctuation(index + 1, ",") else { return false }
        var before = index - 1
        if tokens.isPunctuation(before, ":") {
            guard tokens.isIdentifier(before - 1), !tokens.spells(before - 1, "barAppearance") else { return false }
            before -= 2
        }
        if tokens.isPunctuation(before, ",") { return true }
        // `(` opens a call after a name, a closing bracket or an unwrap (`apply?(look)`), not a tuple.
        return tokens.isPunctuation(before, "(") && tokens.isAttached(before)
            && (tokens.isIdentifier(before - 1) || tokens.isPunctuation(before - 1, ")") || tokens.isPunctuation(before - 1, "]")
                || tokens.isPostfixUnwrap(before - 1))
    }

    /// The scroll-edge appearances of `record` set on a plain name, for those whose name is a tab bar as far
    /// as tabbar can tell: the nearest declaration of the name before it (`let bar = …`, `bar: T`, `bar = …`)
    /// names no other bar (`navigationController.navigationBar`, `UIToolbar`), or none is found.
    static func namedScrollEdgeNotes(_ record: UIKitSwiftNoteRecord, _ tokens: SwiftTokens) -> [(token: Int, note: SourceNote)] {
        record.namedScrollEdges.compactMap { index in
            guard let root = receiverRoot(of: index, tokens) else { return nil }
            if let declaration = nearestDeclaration(of: root, tokens), declarationNamesOtherBar(declaration, tokens) { return nil }
            return (index, SourceNote(.scrollEdgeAppearance, range: tokens.range(index)))
        }
    }

    /// The bar view's background colour and translucency of `record` set on a plain name, for those whose
    /// name's nearest declaration before it makes it a tab bar or its proxy (`declaresTabBar`) and whose
    /// value keeps the bar painted (not cleared) or translucent (`true`). A `UITabBarAppearance`'s
    /// background colour is not the bar's.
    static func namedSilenceNotes(_ record: UIKitSwiftNoteRecord, _ tokens: SwiftTokens) -> [(token: Int, note: SourceNote)] {
        record.namedSilences.compactMap { index in
            guard let root = receiverRoot(of: index, tokens), let declaration = nearestDeclaration(of: root, tokens),
                  declaresTabBar(declaration, tokens) else { return nil }
            let valueEnd = tokens.expressionEnd(from: index + 2, limit: tokens.count)
            let kind: SourceNote.Kind
            if tokens.name(index) == NotedWord.isTranslucent.rawValue {
                guard valueEnd == index + 3, tokens.spells(index + 2, "true") else { return nil }
                kind = .translucencyKept
            } else {
                guard !clears(index + 2, valueEnd, tokens) else { return nil }
                kind = .barBackgroundColor
            }
            return (index, SourceNote(kind, range: tokens.range(index)))
        }
    }

    /// The nearest declaration or assignment of plain name token `root` before it (`let bar = …`, `bar: T`,
    /// `bar = …`): the name token there, nil when none is found within `followedTokens`.
    static func nearestDeclaration(of root: Int, _ tokens: SwiftTokens) -> Int? {
        var cursor = root - 1
        while cursor >= max(0, root - followedTokens) {
            defer { cursor -= 1 }
            guard tokens.isIdentifier(cursor), tokens.sameName(cursor, root) else { continue }
            if tokens.keyword(cursor - 1) == .let || tokens.keyword(cursor - 1) == .var
                || tokens.isPunctuation(cursor + 1, ":") || tokens.isOperator(cursor + 1, "=") {
                return cursor
            }
        }
        return nil
    }

    /// Whether the declaration or assignment of name token `name` makes it a tab bar or its appearance
    /// proxy: its type is `UITabBar` (`bar: UITabBar?`), or its value is a tab bar (`tabBar`, `self.tabBar`,
    /// `tabBarController?.tabBar`) or the proxy (`UITabBar.appearance(…)`, `Self.appearance(…)` in an
    /// `extension UITabBar`).
    private static func declaresTabBar(_ name: Int, _ tokens: SwiftTokens) -> Bool {
        if tokens.isPunctuation(name + 1, ":") {
            return tokens.spells(name + 2, "UITabBar") && !tokens.isPunctuation(name + 3, ".")
        }
        guard tokens.isOperator(name + 1, "=") else { return false }
        let start = name + 2
        let end = tokens.expressionEnd(from: start, limit: min(tokens.count, start + 24), stopsAtBrace: true)
        guard end > start else { return false }
        var last = end - 1
        if last > start, tokens.isPostfixUnwrap(last) { last -= 1 }
        if tokens.spells(last, "tabBar"), last == start || tokens.isPunctuation(last - 1, ".") { return true }
        guard tokens.isPunctuation(start + 1, "."), tokens.spells(start + 2, "appearance"), tokens.isPunctuation(start + 3, "("),
              tokens.partner(start + 3) == end - 1 else { return false }
        return tokens.spells(start, "UITabBar") || (tokens.spells(start, "Self") && isInTabBarExtension(name, tokens))
    }

    /// Whether token `index` is inside the body of an `extension UITabBar`.
    private static func isInTabBarExtension(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            if tokens.isPunctuation(cursor, "}"), let open = tokens.partner(cursor), open < cursor {
                cursor = open - 1
                continue
            }
            if tokens.isPunctuation(cursor, "{") {
                // An enclosing body: an extension's when its head is `extension UITabBar …`.
                var head = cursor - 1
                while head >= 0, cursor - head <= 16, !tokens.isPunctuation(head, "{"), !tokens.isPunctuation(head, "}"),
                      !tokens.isPunctuation(head, ";") {
                    if tokens.keyword(head) == .extension { return tokens.spells(head + 1, "UITabBar") }
                    head -= 1
                }
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the statement declaring or assigning name token `name` names another kind of bar: its
    /// tokens before the name (16 at most) and its type or value after it, up to a `{` (`if let bar =
    /// navigationController?.navigationBar {`) or 24 tokens.
    private static func declarationNamesOtherBar(_ name: Int, _ tokens: SwiftTokens) -> Bool {
        var cursor = name - 1
        while cursor >= 0, name - cursor <= 16 {
            if tokens.isPunctuation(cursor, ";") || tokens.isPunctuation(cursor, "{") || tokens.isPunctuation(cursor, "}") { break }
            if UIKitNoteWords.namesOtherBar(tokens.range(cursor), tokens.bytes) { return true }
            if tokens.startsLine(cursor), tokens.startsStatement(cursor, bodyStart: 0) { break }
            cursor -= 1
        }
        let end = tokens.expressionEnd(from: name + 2, limit: min(tokens.count, name + 26), stopsAtBrace: true)
        return (name + 1..<max(name + 1, end)).contains { UIKitNoteWords.namesOtherBar(tokens.range($0), tokens.bytes) }
    }
}
