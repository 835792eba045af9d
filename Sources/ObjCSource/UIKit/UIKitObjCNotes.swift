import JSONC
import SourceText
import TabBarCore
import UIKitTechnology

/// The lexical UIKit facts of an Objective-C file (`SourceNote`): private tab bar class names and item
/// keys in strings, the look of a tab bar set on it or `[UITabBar appearance]` (legacy backgrounds, the bar
/// view's background colour, translucency), `scrollEdgeAppearance` set on a receiver that may be a tab bar,
/// what becomes of the `UITabBarAppearance`s the file declares (`UIKitObjCNotes+Appearances`), and methods
/// a category of `UITabBar` / `UITabBarController` overrides.
enum UIKitObjCNotes {
    static func notes(_ view: TokenView, _ declarations: ObjCDeclarations) -> [SourceNote] {
        var pending: [ClassConditionalNotes.Entry] = []
        return notes(view, declarations, pending: &pending)
    }

    /// The notes, and in `pending` those that hold only if the class around them inherits `UITabBar`, which its
    /// own file does not say (`ClassConditionalNotes`).
    static func notes(_ view: TokenView, _ declarations: ObjCDeclarations,
                      pending: inout [ClassConditionalNotes.Entry]) -> [SourceNote] {
        var notes: [SourceNote] = []
        var appearances: [Int] = []
        var namedScrollEdges: [(property: Int, root: Int)] = []
        var namedSilences: [(property: Int, root: Int, kind: SourceNote.Kind)] = []
        var namedLegacies: [(property: Int, root: Int, kind: SourceNote.Kind)] = []
        // The token tests of this loop read the arrays here (it runs for every token).
        let tokens = view.tokens, bytes = view.bytes
        let lengths = notedWordLengths
        @inline(__always) func isByte(_ index: Int, _ kind: SourceTokenKind, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == kind && bytes[tokens[index].range.start] == byte
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .string:
                // Most strings cannot be a noted name: told by their bytes before one is made a `String`.
                guard mayBeNoted(view.range(index), view.bytes),
                      let value = ObjCLexer.stringValue(view.tokens[index], in: view.bytes) else { continue }
                // `_UIBarBackground` in a navigation bar's or toolbar's class (a category, a subclass) is that bar's.
                if value == SourceNote.sharedBarBackground,
                   barClass(around: index, declarations.containers).map(SourceNote.otherBarClasses.contains) == true { continue }
                if SourceNote.privateViewNames.contains(value)
                    || (SourceNote.privateItemKeys.contains(value) && view.isPunctuation(index - 1, ":")
                        && (view.isWord(index - 2, "valueForKey") || view.isWord(index - 2, "valueForKeyPath"))
                        && !isDeclaredOtherThanTabBarItem(receiver: index - 3, view)) {
                    notes.append(SourceNote(.privateName(value), range: view.range(index)))
                } else if value == "tabBar", view.isPunctuation(index - 1, ":"),
                          view.isWord(index - 2, "forKey") || view.isWord(index - 2, "forKeyPath"),
                          (max(0, index - 16)..<index).contains(where: { view.isWord($0, "setValue") }) {
                    notes.append(SourceNote(.tabBarReplacedByKVC, range: view.range(index)))
                }
            case .identifier:
                // Only a name as long as a noted word can be one: told by its length, then by the tokens
                // around it and its bytes (this runs for every identifier; no `String` is made).
                let length = tokens[index].range.length
                guard length < lengths.count, lengths[length] else { continue }
                if isByte(index + 1, .operator, UInt8(ascii: "*")), view.isWord(index, "UITabBarAppearance") {
                    // `UITabBarAppearance *look`, or the parameter `(UITabBarAppearance *)look`.
                    let name = view.isPunctuation(index + 2, ")") ? index + 3 : index + 2
                    if view.isIdentifier(name) { appearances.append(name) }
                    continue
                }
                let isSetterPiece = isByte(index + 1, .punctuation, UInt8(ascii: ":"))
                // `@selector(setBarTintColor:)` names a setter; it sends nothing.
                if isSetterPiece, isByte(index - 1, .punctuation, UInt8(ascii: "(")), index >= 2, view.text(index - 2) == "@selector" { continue }
                guard isSetterPiece || (isByte(index - 1, .punctuation, UInt8(ascii: ".")) && view.isOperator(index + 1, "=")),
                      let property = notedProperty(index, setter: isSetterPiece, view) else { continue }
                if property == .scrollEdgeAppearance {
                    guard !namesOtherBar(aroundAssignmentAt: index, view) else { continue }
                    if !onTabBar(before: index, view), let root = receiverRoot(of: index, setter: isSetterPiece, view) {
                        namedScrollEdges.append((index, root))
                    } else if isOnSelf(index, setter: isSetterPiece, view),
                              barClass(around: index, declarations.containers).map(SourceNote.otherBarClasses.contains) == true {
                        // `self` in a `UINavigationBar` category or a `UIToolbar` subclass is no tab bar.
                        continue
                    } else {
                        notes.append(SourceNote(.scrollEdgeAppearance, range: view.range(index)))
                    }
                    continue
                }
                // The bar's own look set on `self` in a `UITabBar` subclass (`self.backgroundImage = …` in its `init`).
                // (Its own `backgroundColor` and translucency too: they keep the bar painted, or translucent on purpose.)
                let onOwnBar = isOnSelf(index, setter: isSetterPiece, view) && isInTabBarSubclass(index, declarations.containers)
                if !onOwnBar, isOnSelf(index, setter: isSetterPiece, view), !onTabBar(before: index, view),
                   let name = classOfUndeclaredSuperclass(around: index, declarations.containers) {
                    // `[self setBackgroundImage:…]` in `@implementation XTabBar`, its superclass in `XTabBar.h`.
                    if let note = ownBarNote(property, at: index, view) {
                        pending.append(ClassConditionalNotes.Entry(className: name, superclass: SourceBarClass.barClass, note: note))
                    }
                    continue
                }
                guard onTabBar(before: index, view) || onOwnBar else {
                    // The bar view's own look set on a plain name (`bar.translucent = YES`): a silence when the
                    // name is declared a tab bar or its proxy (`namedSilenceNotes`).
                    let kind: SourceNote.Kind? = property == .translucent ? (isTrue(index + 2, view) ? .translucencyKept : nil)
                        : property == .backgroundColor && !clears(after: index + 1, view) ? .barBackgroundColor : nil
                    if let kind, let root = receiverRoot(of: index, setter: isSetterPiece, view) {
                        namedSilences.append((index, root, kind))
                    } else if property != .translucent, property != .backgroundColor, !clears(after: index + 1, view),
                              !namesOtherBar(aroundAssignmentAt: index, view),
                              let root = receiverRoot(of: index, setter: isSetterPiece, view) {
                        namedLegacies.append((index, root, .legacyBackground(property.rawValue)))
                    }
                    continue
                }
                // A local named `tabBar` holding a view over the bar is not the bar: nothing set on it is the bar's.
                if isOnShadowingLocal(index, setter: isSetterPiece, view, declarations.methods) { continue }
                switch property {
                case .translucent:
                    if isTrue(index + 2, view) { notes.append(SourceNote(.translucencyKept, range: view.range(index))) }
                case .backgroundColor:
                    if !clears(after: index + 1, view) { notes.append(SourceNote(.barBackgroundColor, range: view.range(index))) }
                default:
                    if !clears(after: index + 1, view), !isOnStandaloneBar(index, setter: isSetterPiece, view, declarations.containers) {
                        notes.append(SourceNote(.legacyBackground(property.rawValue), range: view.range(index)))
                    }
                }
            default:
                continue
            }
        }
        let found = namedScrollEdgeNotes(namedScrollEdges, view) + namedSilenceNotes(namedSilences, view)
            + namedLegacyNotes(namedLegacies, view)
            + appearanceNotes(appearances, view, containers: declarations.containers)
        if !found.isEmpty { notes = (notes + found).sorted { $0.range.start < $1.range.start } }
        for container in declarations.containers where container.kind == .implementation && container.category != nil
            && (container.name == "UITabBar" || container.name == StockControllerFacts.controllerClass) {
            for method in container.methods where SourceNote.extensionOverrides.contains(declarations.methods[method].selector) {
                let found = declarations.methods[method]
                notes.append(SourceNote(.overrideInExtension(extended: container.name, method: found.selector),
                                       range: view.range(found.nameToken)))
            }
        }
        return notes
    }

    /// The bytes of the strings looked for above: the private names and keys, `tabBar`.
    private static let notedNames: [[UInt8]] =
        SourceNote.privateViewNames.union(SourceNote.privateItemKeys).union(["tabBar"]).map { Array($0.utf8) }

    /// Whether the string literal `range` may decode to a noted name: one with an escape, a non-ASCII byte
    /// or an unclosed quote is decoded; otherwise its bytes between the quotes are its value (ASCII, where
    /// equal strings are equal bytes), compared with the noted names' bytes.
    static func mayBeNoted(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        var offset = range.start
        var opening = -1
        while offset < range.end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") || byte >= 0x80 { return true }
            if byte == UInt8(ascii: "\""), opening < 0 { opening = offset }
            offset += 1
        }
        guard opening >= 0, range.end - 1 > opening, bytes[range.end - 1] == UInt8(ascii: "\"") else { return true }
        let content = (opening + 1)..<(range.end - 1)
        return notedNames.contains { $0.count == content.count && $0.elementsEqual(bytes[content]) }
    }

    /// The properties whose assignments are noted (the Objective-C names: `translucent`, set by `setTranslucent:`).
    /// The note a look set on a tab bar's own `self` makes (the property token at `index`), nil when it makes none
    /// (a cleared background, translucency turned off).
    static func ownBarNote(_ property: NotedProperty, at index: Int, _ view: TokenView) -> SourceNote? {
        switch property {
        case .scrollEdgeAppearance: return nil
        case .translucent: return isTrue(index + 2, view) ? SourceNote(.translucencyKept, range: view.range(index)) : nil
        case .backgroundColor:
            return clears(after: index + 1, view) ? nil : SourceNote(.barBackgroundColor, range: view.range(index))
        case .barTintColor, .backgroundImage:
            return clears(after: index + 1, view) ? nil : SourceNote(.legacyBackground(property.rawValue), range: view.range(index))
        }
    }

    enum NotedProperty: String, CaseIterable {
        case scrollEdgeAppearance, barTintColor, backgroundImage, backgroundColor, translucent
    }

    private static let propertyBytes: [[UInt8]] = NotedProperty.allCases.map { Array($0.rawValue.utf8) }
    /// The lengths of the noted words: the properties, their setters (`set` and the name) and `UITabBarAppearance`.
    private static let notedWordLengths: [Bool] = {
        let counts = propertyBytes.flatMap { [$0.count, $0.count + 3] } + ["UITabBarAppearance".utf8.count]
        var table = [Bool](repeating: false, count: (counts.max() ?? 0) + 1)
        for count in counts { table[count] = true }
        return table
    }()

    /// The noted property identifier token `index` sets: its name after `.`, or its setter piece
    /// (`setBarTintColor:`; `set` and the name, whose first letter may be either case), compared by bytes.
    static func notedProperty(_ index: Int, setter: Bool, _ view: TokenView) -> NotedProperty? {
        let range = view.range(index), bytes = view.bytes
        var start = range.start
        if setter {
            guard range.length > 3, bytes[start] == UInt8(ascii: "s"), bytes[start + 1] == UInt8(ascii: "e"),
                  bytes[start + 2] == UInt8(ascii: "t") else { return nil }
            start += 3
        }
        let length = range.end - start
        for (position, name) in propertyBytes.enumerated() where name.count == length {
            // A setter's first letter is the property's (lowercase) in either case.
            guard bytes[start] | (setter ? 0x20 : 0) == name[0] else { continue }
            var offset = 1
            while offset < length, bytes[start + offset] == name[offset] { offset += 1 }
            if offset == length { return NotedProperty.allCases[position] }
        }
        return nil
    }

    /// Whether the statement before `index` names the tab bar (`tabBar`, `UITabBar`) as what the property at
    /// `index` is set on: an appearance object in between (`self.tabBar.standardAppearance.backgroundColor`)
    /// is not the bar.
    static func onTabBar(before index: Int, _ view: TokenView) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if view.isPunctuation(cursor, ";") || view.isPunctuation(cursor, "{") || view.isPunctuation(cursor, "}") { return false }
            if view.isWord(cursor, "tabBar") || view.isWord(cursor, "UITabBar") { return true }
            if view.isIdentifier(cursor), UIKitNoteWords.isAppearanceObject(view.range(cursor), view.bytes) { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the statement of the assignment whose property is token `index` names another kind of bar
    /// (`navigationBar`, `UIToolbar`, …): 16 tokens each side at most, within the statement.
    static func namesOtherBar(aroundAssignmentAt index: Int, _ view: TokenView) -> Bool {
        statementNamesOtherBar(around: index, view, forward: 16)
    }

    /// Whether the statement around token `index` (to a `;`, `{` or `}` each side; 16 tokens back and
    /// `forward` on at most) names another kind of bar.
    static func statementNamesOtherBar(around index: Int, _ view: TokenView, forward: Int) -> Bool {
        func stops(_ cursor: Int) -> Bool {
            view.isPunctuation(cursor, ";") || view.isPunctuation(cursor, "{") || view.isPunctuation(cursor, "}")
        }
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16, !stops(cursor) {
            if view.isIdentifier(cursor), UIKitNoteWords.namesOtherBar(view.range(cursor), view.bytes) { return true }
            cursor -= 1
        }
        cursor = index + 1
        while cursor < view.count, cursor - index <= forward, !stops(cursor) {
            if view.isIdentifier(cursor), UIKitNoteWords.namesOtherBar(view.range(cursor), view.bytes) { return true }
            cursor += 1
        }
        return false
    }

    /// The plain name a property is set on (`bar.scrollEdgeAppearance = …`, `[bar setScrollEdgeAppearance:…]`),
    /// nil for `self`, `super` or a longer receiver.
    static func receiverRoot(of index: Int, setter: Bool, _ view: TokenView) -> Int? {
        let root: Int
        if setter {
            guard view.isPunctuation(index - 2, "["), view.isIdentifier(index - 1) else { return nil }
            root = index - 1
        } else {
            guard view.isPunctuation(index - 1, "."), view.isIdentifier(index - 2), !view.isPunctuation(index - 3, "."),
                  !view.isOperator(index - 3, "->") else { return nil }
            root = index - 2
        }
        return view.isWord(root, "self") || view.isWord(root, "super") ? nil : root
    }

    /// Whether the property at token `index` is set on a bare `tabBar` that is a local of the method, declared before
    /// it and holding no bar: `UIView *tabBar = [[UIView alloc] init];`, a view laid over the bar. A local typed or
    /// made a `UITabBar`, given the controller's bar (`UITabBar *tabBar = self.tabBar;`), or installed as the bar in
    /// the method (`[self setValue:tabBar forKey:@"tabBar"]`, `forKeyPath:`) is the bar.
    static func isOnShadowingLocal(_ index: Int, setter: Bool, _ view: TokenView, _ methods: [ObjCMethod]) -> Bool {
        guard let root = receiverRoot(of: index, setter: setter, view), view.isWord(root, "tabBar"),
              let method = methods.first(where: { $0.open < root && root < $0.close }) else { return false }
        var declared = false
        for cursor in (method.open + 1)..<root {
            // `Type *tabBar` (`=` or `;` after it).
            guard view.isWord(cursor, "tabBar"), view.isOperator(cursor - 1, "*"), view.isIdentifier(cursor - 2),
                  view.isOperator(cursor + 1, "=") || view.isPunctuation(cursor + 1, ";") else { continue }
            if view.isWord(cursor - 2, "UITabBar") { return false }
            var end = cursor + 1
            while end < root, !view.isPunctuation(end, ";") {
                if view.isWord(end, "tabBar") || view.isWord(end, "UITabBar") { return false }
                end += 1
            }
            declared = true
        }
        guard declared else { return false }
        for cursor in (method.open + 1)..<method.close where view.kind(cursor) == .string
            && view.isPunctuation(cursor - 1, ":") && (view.isWord(cursor - 2, "forKey") || view.isWord(cursor - 2, "forKeyPath")) {
            if ObjCLexer.stringValue(view.tokens[cursor], in: view.bytes) == "tabBar" { return false }
        }
        return true
    }

    /// Whether the value at token `index` is true (`YES`, `true`) and all of it (a `;` or `]` follows).
    private static func isTrue(_ index: Int, _ view: TokenView) -> Bool {
        (view.isWord(index, "YES") || view.isWord(index, "true") || view.isWord(index, "TRUE"))
            && (view.isPunctuation(index + 1, ";") || view.isPunctuation(index + 1, "]"))
    }

    /// Whether the value that follows clears the background (`[UIColor clearColor]`, `[UIImage new]`, `nil`).
    static func clears(after index: Int, _ view: TokenView) -> Bool {
        var cursor = index
        var sawImage = false
        while cursor < view.count, cursor - index <= 12, !view.isPunctuation(cursor, ";") {
            if view.isWord(cursor, "clearColor") || view.isWord(cursor, "nil") { return true }
            if view.isWord(cursor, "UIImage") { sawImage = true }
            if sawImage, view.isWord(cursor, "new") || view.isWord(cursor, "init") { return true }
            cursor += 1
        }
        return false
    }
    /// Whether token `receiver` is a name declared as an object of a class other than `UITabBarItem` in the lines
    /// before it (`UIBarButtonItem *item`, `(UIBarButtonItem *)barButtonItem`): its `view` key is that class's.
    private static func isDeclaredOtherThanTabBarItem(receiver: Int, _ view: TokenView) -> Bool {
        guard view.isIdentifier(receiver), view.isPunctuation(receiver - 1, "["),
              let declaration = nearestDeclaration(of: receiver, view) else { return false }
        // `Type *name`, or a parameter's `(Type *)name`.
        let star = view.isPunctuation(declaration - 1, ")") ? declaration - 2 : declaration - 1
        guard view.isOperator(star, "*"), view.isIdentifier(star - 1) else { return false }
        let type = view.text(star - 1)
        return type != "UITabBarItem" && type != "id"
    }
}
