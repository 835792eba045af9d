import JSONC
import TabBarCore

/// The lexical UIKit facts of a Swift file (`UIKitNote`): private tab bar class names and item keys in
/// strings, legacy backgrounds and `scrollEdgeAppearance` set on a tab bar or `UITabBar.appearance()`, and
/// methods an `extension UITabBar` / `extension UITabBarController` overrides.
enum SwiftUIKitNotes {
    static func notes(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [UIKitNote] {
        var notes: [UIKitNote] = []
        for index in 0..<tokens.count {
            switch tokens.kind(index) {
            case .string:
                guard let value = tokens.stringValue(index) else { continue }
                if UIKitNote.privateViewNames.contains(value)
                    || (UIKitNote.privateItemKeys.contains(value) && tokens.isPunctuation(index - 1, ":")
                        && (tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath"))) {
                    notes.append(UIKitNote(.privateName(value), range: tokens.range(index)))
                } else if value == "tabBar", tokens.isPunctuation(index - 1, ":"),
                          tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath"),
                          (max(0, index - 16)..<index).contains(where: { tokens.spells($0, "setValue") }) {
                    notes.append(UIKitNote(.tabBarReplacedByKVC, range: tokens.range(index)))
                }
            case .identifier:
                guard tokens.isPunctuation(index - 1, "."), tokens.isOperator(index + 1, "=") else { continue }
                let property = tokens.name(index)
                guard property == "scrollEdgeAppearance" || UIKitNote.legacyBackgrounds.contains(property),
                      onTabBar(before: index, tokens) else { continue }
                if property == "scrollEdgeAppearance" {
                    notes.append(UIKitNote(.scrollEdgeAppearance, range: tokens.range(index)))
                } else if !clears(after: index + 2, tokens) {
                    notes.append(UIKitNote(.legacyBackground(property), range: tokens.range(index)))
                }
            default:
                continue
            }
        }
        for type in types where type.kind == .extensionType && (type.name == "UITabBar" || type.name == UIKitControllerFacts.controllerClass) {
            for member in type.members where members[member].kind == .function {
                let found = members[member]
                let isOverride = (found.firstToken..<found.nameToken).contains { tokens.spells($0, "override") }
                let name = tokens.name(found.nameToken)
                guard isOverride, UIKitNote.extensionOverrides.contains(name) else { continue }
                notes.append(UIKitNote(.overrideInExtension(extended: type.name, method: name), range: tokens.range(found.nameToken)))
            }
        }
        return notes
    }

    /// Whether the statement before `index` names the tab bar (`tabBar`, `UITabBar`).
    private static func onTabBar(before index: Int, _ tokens: SwiftTokens) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if tokens.isPunctuation(cursor, ";") || tokens.isPunctuation(cursor, "{") || tokens.isPunctuation(cursor, "}") { return false }
            if tokens.spells(cursor, "tabBar") || tokens.spells(cursor, "UITabBar") { return true }
            if tokens.startsLine(cursor), tokens.startsStatement(cursor, bodyStart: 0) { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the value that follows clears the background (`.clear`, `UIImage()`, `nil`).
    private static func clears(after index: Int, _ tokens: SwiftTokens) -> Bool {
        let end = tokens.expressionEnd(from: index, limit: tokens.count)
        let value = tokens.joinedText(index..<end)
        return value == "nil" || value == ".clear" || value == "UIColor.clear" || value == "UIImage()"
    }
}
