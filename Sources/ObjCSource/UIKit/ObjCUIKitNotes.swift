import JSONC
import SourceText
import TabBarCore

/// The lexical UIKit facts of an Objective-C file (`UIKitNote`): private tab bar class names and item
/// keys in strings, legacy backgrounds and `scrollEdgeAppearance` set on a tab bar or `[UITabBar appearance]`,
/// and methods a category of `UITabBar` / `UITabBarController` overrides.
enum ObjCUIKitNotes {
    static func notes(_ view: TokenView, _ declarations: ObjCDeclarations) -> [UIKitNote] {
        var notes: [UIKitNote] = []
        // The token tests of this loop read the arrays here (it runs for every token).
        let tokens = view.tokens, bytes = view.bytes
        @inline(__always) func isByte(_ index: Int, _ kind: SourceTokenKind, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == kind && bytes[tokens[index].range.start] == byte
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .string:
                // Most strings cannot be a noted name: told by their bytes before one is made a `String`.
                guard mayBeNoted(view.range(index), view.bytes),
                      let value = ObjCLexer.stringValue(view.tokens[index], in: view.bytes) else { continue }
                if UIKitNote.privateViewNames.contains(value)
                    || (UIKitNote.privateItemKeys.contains(value) && view.isPunctuation(index - 1, ":")
                        && (view.isWord(index - 2, "valueForKey") || view.isWord(index - 2, "valueForKeyPath"))) {
                    notes.append(UIKitNote(.privateName(value), range: view.range(index)))
                } else if value == "tabBar", view.isPunctuation(index - 1, ":"),
                          view.isWord(index - 2, "forKey") || view.isWord(index - 2, "forKeyPath"),
                          (max(0, index - 16)..<index).contains(where: { view.isWord($0, "setValue") }) {
                    notes.append(UIKitNote(.tabBarReplacedByKVC, range: view.range(index)))
                }
            case .identifier:
                // Only a setter piece (`setX:`) or a property assigned to (`.x =`) can be noted: told by the
                // tokens around it before the name is made a `String` (this runs for every identifier).
                let isSetterPiece = isByte(index + 1, .punctuation, UInt8(ascii: ":"))
                guard isSetterPiece || (isByte(index - 1, .punctuation, UInt8(ascii: ".")) && view.isOperator(index + 1, "="))
                else { continue }
                // A message's other pieces (`initWithFrame:`, `style:`) are no setters: told by their first bytes.
                if isSetterPiece, !startsWithSet(index, view) { continue }
                let name = view.text(index)
                let property: String
                if name.hasPrefix("set"), isSetterPiece, name.count > 3 {
                    property = name.prefix(4).dropFirst(3).lowercased() + name.dropFirst(4)
                } else if view.isPunctuation(index - 1, "."), view.isOperator(index + 1, "=") {
                    property = name
                } else {
                    continue
                }
                guard property == "scrollEdgeAppearance" || UIKitNote.legacyBackgrounds.contains(property),
                      onTabBar(before: index, view) else { continue }
                if property == "scrollEdgeAppearance" {
                    notes.append(UIKitNote(.scrollEdgeAppearance, range: view.range(index)))
                } else if !clears(after: index + 1, view) {
                    notes.append(UIKitNote(.legacyBackground(property), range: view.range(index)))
                }
            default:
                continue
            }
        }
        for container in declarations.containers where container.kind == .implementation && container.category != nil
            && (container.name == "UITabBar" || container.name == UIKitControllerFacts.controllerClass) {
            for method in container.methods where UIKitNote.extensionOverrides.contains(declarations.methods[method].selector) {
                let found = declarations.methods[method]
                notes.append(UIKitNote(.overrideInExtension(extended: container.name, method: found.selector),
                                       range: view.range(found.nameToken)))
            }
        }
        return notes
    }

    /// The bytes of the strings looked for above: the private names and keys, `tabBar`.
    private static let notedNames: [[UInt8]] =
        UIKitNote.privateViewNames.union(UIKitNote.privateItemKeys).union(["tabBar"]).map { Array($0.utf8) }

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

    /// Whether identifier token `index` is longer than `set` and starts with it.
    static func startsWithSet(_ index: Int, _ view: TokenView) -> Bool {
        let range = view.range(index)
        return range.length > 3 && view.bytes[range.start] == UInt8(ascii: "s") && view.bytes[range.start + 1] == UInt8(ascii: "e")
            && view.bytes[range.start + 2] == UInt8(ascii: "t")
    }

    /// Whether the statement before `index` names the tab bar (`tabBar`, `UITabBar`).
    private static func onTabBar(before index: Int, _ view: TokenView) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if view.isPunctuation(cursor, ";") || view.isPunctuation(cursor, "{") || view.isPunctuation(cursor, "}") { return false }
            if view.isWord(cursor, "tabBar") || view.isWord(cursor, "UITabBar") { return true }
            cursor -= 1
        }
        return false
    }

    /// Whether the value that follows clears the background (`[UIColor clearColor]`, `[UIImage new]`, `nil`).
    private static func clears(after index: Int, _ view: TokenView) -> Bool {
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
}
