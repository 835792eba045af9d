import JSONC
import SourceText
import TabBarCore

/// The notes that depend on more of the file than the tokens around one assignment (SPEC section 8,
/// TB029): what becomes of a declared `UITabBarAppearance`, and whether a local a scroll-edge appearance
/// is set on may be a tab bar.
extension UIKitObjCNotes {
    /// How far back the declaration of a local is looked for, and how far the uses of a declared
    /// appearance are followed (its scope ends first, as a rule).
    static let followedTokens = 4_096

    /// The selectors an appearance is given to that tabbar follows: the bar's appearances, and a copy.
    private static let followedSelectors: [StaticString] = [
        "setStandardAppearance", "setScrollEdgeAppearance", "setCompactAppearance", "setCompactScrollEdgeAppearance",
        "initWithBarAppearance",
    ]

    /// The notes of the appearances declared at the name tokens `names`, each followed through its uses
    /// until its scope ends or it is declared again: given to a tab bar (or its proxy) as
    /// `standardAppearance` once made opaque (`[look configureWithOpaqueBackground]`, a background colour
    /// or image), or passed to a method or function (`[Theme apply:look]`) tabbar does not follow.
    static func appearanceNotes(_ names: [Int], _ view: TokenView, containers: [ObjCContainer]) -> [SourceNote] {
        var found: [SourceNote] = []
        for name in names {
            var isOpaque = false
            var depth = 0
            var index = name + 1
            let end = min(view.count, name + followedTokens)
            scan: while index < end {
                defer { index += 1 }
                if view.isPunctuation(index, "{") { depth += 1; continue }
                if view.isPunctuation(index, "}") {
                    depth -= 1
                    if depth < 0 { break }
                    continue
                }
                guard view.isIdentifier(index), sameName(index, name, view) else { continue }
                if view.isOperator(index - 1, "*") { break scan }
                if view.isWord(index + 1, "configureWithOpaqueBackground") {
                    isOpaque = true
                } else if view.isWord(index + 1, "configureWithDefaultBackground") || view.isWord(index + 1, "configureWithTransparentBackground") {
                    isOpaque = false
                } else if view.isPunctuation(index + 1, "."), view.isWord(index + 2, "backgroundColor") || view.isWord(index + 2, "backgroundImage"),
                          view.isOperator(index + 3, "=") {
                    if !clears(after: index + 3, view) { isOpaque = true }
                } else if view.isWord(index + 1, "setBackgroundColor") || view.isWord(index + 1, "setBackgroundImage"),
                          view.isPunctuation(index + 2, ":") {
                    if !clears(after: index + 2, view) { isOpaque = true }
                } else if isStandardAppearance(given: index, view) {
                    // On a tab bar's receiver, or on `self` in a `UITabBar` subclass or category.
                    if isOpaque, onTabBar(before: index - 2, view) || (isOnSelf(index - 2, setter: !view.isPunctuation(index - 3, "."), view)
                                                                 && barClass(around: index, containers) == SourceBarClass.barClass) {
                        found.append(SourceNote(.opaqueStandardAppearance, range: view.range(index - 2)))
                    }
                } else if isArgument(index, view) {
                    found.append(SourceNote(.appearanceHandedOff, range: view.range(index)))
                }
            }
        }
        return found
    }

    /// Whether name token `index` is all of the value of `x.standardAppearance = look;` or
    /// `[x setStandardAppearance:look]` (the property two tokens before it).
    private static func isStandardAppearance(given index: Int, _ view: TokenView) -> Bool {
        if view.isOperator(index - 1, "="), view.isWord(index - 2, "standardAppearance"), view.isPunctuation(index - 3, ".") {
            return view.isPunctuation(index + 1, ";")
        }
        return view.isPunctuation(index - 1, ":") && view.isWord(index - 2, "setStandardAppearance") && view.isPunctuation(index + 1, "]")
    }

    /// Whether property token `index` is set on `self`: `self.scrollEdgeAppearance = …`, `[self setScrollEdgeAppearance:…]`.
    static func isOnSelf(_ index: Int, setter: Bool, _ view: TokenView) -> Bool {
        if setter { return view.isPunctuation(index - 2, "[") && view.isWord(index - 1, "self") }
        return view.isPunctuation(index - 1, ".") && view.isWord(index - 2, "self") && !view.isPunctuation(index - 3, ".")
    }

    /// Whether the look at token `index` is set on `self.tabBar` / `_tabBar` (`[self.tabBar setBarTintColor:…]`) in a class
    /// that declares a `tabBar` property of its own and is no tab bar controller (`@property IBOutlet UITabBar *tabBar`
    /// in a `UIViewController`): a stand-alone bar, which no scroll view's edge makes transparent.
    static func isOnStandaloneBar(_ index: Int, setter: Bool, _ view: TokenView, _ containers: [ObjCContainer]) -> Bool {
        let onOwn: Bool
        if setter {
            onOwn = (view.isWord(index - 1, "tabBar") && view.isPunctuation(index - 2, ".") && view.isWord(index - 3, "self"))
                || view.isWord(index - 1, "_tabBar")
        } else {
            onOwn = view.isPunctuation(index - 1, ".") && ((view.isWord(index - 2, "tabBar") && view.isPunctuation(index - 3, ".")
                && view.isWord(index - 4, "self")) || view.isWord(index - 2, "_tabBar"))
        }
        guard onOwn, let container = implementation(around: index, containers) else { return false }
        let interfaces = containers.filter { $0.kind == .interface && $0.name == container.name }
        guard !interfaces.contains(where: { $0.superclass == StockControllerFacts.controllerClass }) else { return false }
        return interfaces.contains { interface in
            var token = interface.keyword
            while token < interface.last {
                defer { token += 1 }
                guard view.text(token) == "@property", let end = view.firstTopLevel(from: token, before: interface.last + 1, where: {
                    view.isPunctuation($0, ";")
                }) else { continue }
                if view.isWord(end - 1, "tabBar") { return true }
                token = end
            }
            return false
        }
    }

    /// Whether token `index` lies in the `@implementation` of a class the file declares a `UITabBar` subclass (not a
    /// category, whose method may never run).
    static func isInTabBarSubclass(_ index: Int, _ containers: [ObjCContainer]) -> Bool {
        guard let container = implementation(around: index, containers), container.category == nil else { return false }
        return barClass(around: index, containers) == SourceBarClass.barClass
    }

    /// The bar class `self` is at token `index`: the class a category of the `@implementation` around it extends, or
    /// the superclass the file declares for its class (`UITabBar`, `UINavigationBar`); nil when neither is known.
    static func barClass(around index: Int, _ containers: [ObjCContainer]) -> String? {
        guard let container = implementation(around: index, containers) else { return nil }
        if container.category != nil { return container.name }
        // The class's `@interface` (a class extension `@interface X ()` names none).
        return containers.lazy.filter { $0.kind == .interface && $0.name == container.name }.compactMap(\.superclass).first
    }

    /// The class of the `@implementation` (not a category) around token `index` when the file declares no superclass
    /// for it (none, or only a class extension `@interface X ()`): its header may.
    static func classOfUndeclaredSuperclass(around index: Int, _ containers: [ObjCContainer]) -> String? {
        guard let container = implementation(around: index, containers), container.category == nil,
              barClass(around: index, containers) == nil else { return nil }
        return container.name
    }

    /// The `@implementation` whose body holds token `index`.
    static func implementation(around index: Int, _ containers: [ObjCContainer]) -> ObjCContainer? {
        containers.last { $0.kind == .implementation && $0.keyword < index && index <= $0.last }
    }

    /// Whether name token `index` is a whole argument of a message (`[Theme apply:look]`, `[x apply:look to:bar]`)
    /// other than one tabbar follows, or of a function call (`ApplyLook(look, bar)`).
    private static func isArgument(_ index: Int, _ view: TokenView) -> Bool {
        if view.isPunctuation(index - 1, ":"), view.isIdentifier(index - 2) {
            guard view.isPunctuation(index + 1, "]") || (view.isIdentifier(index + 1) && view.isPunctuation(index + 2, ":")) else { return false }
            return !followedSelectors.contains { view.isWord(index - 2, $0) }
        }
        return (view.isPunctuation(index - 1, "(") || view.isPunctuation(index - 1, ","))
            && (view.isPunctuation(index + 1, ")") || view.isPunctuation(index + 1, ","))
    }

    /// The scroll-edge appearances set on a plain name (`properties`, each with its name), for those whose
    /// name is a tab bar as far as tabbar can tell: the nearest declaration or assignment of the name before
    /// it (`UINavigationBar *bar = …`, `(UIToolbar *)bar`, `bar = …`) names no other bar, or none is found.
    static func namedScrollEdgeNotes(_ properties: [(property: Int, root: Int)], _ view: TokenView) -> [SourceNote] {
        properties.compactMap { property, root in
            if let declaration = nearestDeclaration(of: root, view), statementNamesOtherBar(around: declaration, view, forward: 24) {
                return nil
            }
            return SourceNote(.scrollEdgeAppearance, range: view.range(property))
        }
    }

    /// The bar view's background colour and translucency set on a plain name (`properties`, each with its
    /// name and the note it makes), for those whose name's nearest declaration before it makes it a tab bar
    /// or its proxy (`declaresTabBar`): a `UITabBarAppearance`'s background colour is not the bar's.
    static func namedSilenceNotes(_ properties: [(property: Int, root: Int, kind: SourceNote.Kind)], _ view: TokenView) -> [SourceNote] {
        properties.compactMap { property, root, kind in
            guard let declaration = nearestDeclaration(of: root, view), declaresTabBar(declaration, view) else { return nil }
            return SourceNote(kind, range: view.range(property))
        }
    }

    /// The legacy looks set on a plain name that holds the controller's bar or the appearance proxy
    /// (`UITabBar *look = [UITabBar appearance]; [look setBackgroundImage:…]`): a bar made on its own (`[[UITabBar
    /// alloc] init]`) or a name only typed `UITabBar *` is not the controller's bar.
    static func namedLegacyNotes(_ properties: [(property: Int, root: Int, kind: SourceNote.Kind)], _ view: TokenView) -> [SourceNote] {
        properties.compactMap { property, root, kind in
            guard let declaration = nearestDeclaration(of: root, view), declaresTabBar(declaration, view, byValueOnly: true) else { return nil }
            return SourceNote(kind, range: view.range(property))
        }
    }

    /// The nearest declaration or assignment of plain name token `root` before it (`UITabBar *bar = …`,
    /// `(UITabBar *)bar`, `bar = …`): the name token there, nil when none is found within `followedTokens`.
    static func nearestDeclaration(of root: Int, _ view: TokenView) -> Int? {
        var cursor = root - 1
        while cursor >= max(0, root - followedTokens) {
            defer { cursor -= 1 }
            guard view.isIdentifier(cursor), sameName(cursor, root, view) else { continue }
            if view.isOperator(cursor - 1, "*") || view.isPunctuation(cursor - 1, ")") || view.isOperator(cursor + 1, "=") { return cursor }
        }
        return nil
    }

    /// Whether the declaration or assignment of name token `name` makes it a tab bar or its appearance
    /// proxy: its type is `UITabBar *` (`UITabBar *bar`, `(UITabBar *)bar`), or, without a pointer type,
    /// its value is a tab bar (`self.tabBar`, `[self tabBar]`) or the proxy (`[UITabBar appearance]`,
    /// `[UITabBar appearanceWhenContainedInInstancesOfClasses:…]`).
    private static func declaresTabBar(_ name: Int, _ view: TokenView, byValueOnly: Bool = false) -> Bool {
        let star = view.isPunctuation(name - 1, ")") ? name - 2 : name - 1
        if view.isOperator(star, "*"), !byValueOnly || !view.isWord(star - 1, "UITabBar") { return view.isWord(star - 1, "UITabBar") }
        guard view.isOperator(name + 1, "=") else { return false }
        var end = name + 2
        while end < view.count, end - name <= 26, !view.isPunctuation(end, ";") { end += 1 }
        guard end > name + 2, end < view.count, view.isPunctuation(end, ";") else { return false }
        if view.isWord(end - 1, "tabBar"), view.isPunctuation(end - 2, ".") { return true }
        guard view.isPunctuation(end - 1, "]"), view.partner(end - 1) == name + 2 else { return false }
        if view.isWord(end - 2, "tabBar"), end - 2 == name + 4 { return true }
        guard view.isWord(name + 3, "UITabBar"), view.isIdentifier(name + 4) else { return false }
        let method = view.range(name + 4)
        return String(decoding: view.bytes[method.start..<method.end], as: UTF8.self).hasPrefix("appearance")
    }

    /// Whether tokens `a` and `b` have the same bytes.
    private static func sameName(_ a: Int, _ b: Int, _ view: TokenView) -> Bool {
        let left = view.range(a), right = view.range(b)
        guard left.length == right.length else { return false }
        var offset = 0
        while offset < left.length, view.bytes[left.start + offset] == view.bytes[right.start + offset] { offset += 1 }
        return offset == left.length
    }
}
