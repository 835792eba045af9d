import JSONC
import TabBarCore

/// The lexical UIKit facts of a Swift file (`UIKitNote`): private tab bar class names and item keys in
/// strings, legacy backgrounds and `scrollEdgeAppearance` set on a tab bar or `UITabBar.appearance()`, and
/// methods an `extension UITabBar` / `extension UITabBarController` overrides.
enum SwiftUIKitNotes {
    /// The notes of the file. A string literal is decoded only when it could hold a note's value (after
    /// `forKey:`, or with a backslash or a private view's name in its bytes), and an assigned property is
    /// compared by bytes, so that a large file costs one walk over its tokens without allocating
    /// (`notesReadingEveryToken` is the same reading without those screens).
    static func notes(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [UIKitNote] {
        notes(tokens, types: types, members: members, screened: true)
    }

    /// `notes` decoding every string literal and naming every assigned property: what the screens
    /// must not change (tests).
    static func notesReadingEveryToken(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [UIKitNote] {
        notes(tokens, types: types, members: members, screened: false)
    }

    private static func notes(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember], screened: Bool) -> [UIKitNote] {
        var notes: [UIKitNote] = []
        let all = tokens.tokens
        for index in screened ? candidates(tokens) : Array(all.indices) {
            let kind = all[index].kind
            guard kind == .string || kind == .identifier else { continue }
            if screened, kind == .string ? !mayHoldNoteValue(index, tokens) : !isNotedProperty(all[index].range, tokens.bytes) {
                continue
            }
            switch kind {
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

    /// The string tokens, and the identifiers as long as a noted property (with or without backticks):
    /// one tight pass over the token array.
    private static func candidates(_ tokens: SwiftTokens) -> [Int] {
        var found: [Int] = []
        let lengths = notedPropertyLengths
        tokens.tokens.withUnsafeBufferPointer { all in
            lengths.withUnsafeBufferPointer { lengths in
                for index in 0..<all.count {
                    let token = all[index]
                    if token.kind == .identifier {
                        let length = token.range.length
                        if length < lengths.count, lengths[length] { found.append(index) }
                    } else if token.kind == .string {
                        found.append(index)
                    }
                }
            }
        }
        return found
    }

    /// Whether string token `index` can decode to a value a note looks for: it follows `forKey:` /
    /// `forKeyPath:` (the item keys, `"tabBar"`), or its bytes hold a backslash (an escape can spell
    /// anything) or a private view's name. Without a backslash, a literal's value is its bytes between
    /// the delimiters (a multi-line literal's lines less their indentation), so a name without a line
    /// break is in the bytes when it is the value (the names are ASCII without `K`, so no other spelling
    /// of them is canonically equal).
    private static func mayHoldNoteValue(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        if tokens.isPunctuation(index - 1, ":"), tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath") {
            return true
        }
        let range = tokens.range(index)
        guard range.length >= shortestPrivateViewName + 2 else { return false }
        return tokens.bytes.withUnsafeBufferPointer { bytes in
            let end = min(range.end, bytes.count)
            var offset = range.start
            while offset < end {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\\") { return true }
                if privateViewFirstBytes[Int(byte)] {
                    for name in privateViewNameBytes where name[0] == byte && offset + name.count <= end {
                        var matched = 1
                        while matched < name.count, bytes[offset + matched] == name[matched] { matched += 1 }
                        if matched == name.count { return true }
                    }
                }
                offset += 1
            }
            return false
        }
    }

    private static let privateViewNameBytes: [[UInt8]] = UIKitNote.privateViewNames.map { Array($0.utf8) }
    private static let privateViewFirstBytes: [Bool] = (0..<256).map { byte in privateViewNameBytes.contains { $0.first == UInt8(byte) } }
    private static let shortestPrivateViewName = privateViewNameBytes.map(\.count).min() ?? 0

    /// Whether the identifier in `range` is `scrollEdgeAppearance` or a legacy background, backticks
    /// removed as `SwiftTokens.name` removes them (compared by bytes: the names are ASCII without `K`).
    private static func isNotedProperty(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        var start = range.start, end = range.end
        guard end - start < notedPropertyLengths.count, notedPropertyLengths[end - start], end <= bytes.count else { return false }
        if end - start > 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return notedProperties.contains { name in
            guard name.count == end - start else { return false }
            var offset = 0
            while offset < name.count, bytes[start + offset] == name[offset] { offset += 1 }
            return offset == name.count
        }
    }

    private static let notedProperties: [[UInt8]] = (["scrollEdgeAppearance"] + UIKitNote.legacyBackgrounds).map { Array($0.utf8) }
    /// The token lengths a noted property can have, with or without backticks.
    private static let notedPropertyLengths: [Bool] = {
        var table = [Bool](repeating: false, count: (notedProperties.map(\.count).max() ?? 0) + 3)
        for name in notedProperties { table[name.count] = true; table[name.count + 2] = true }
        return table
    }()

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
