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
        record(tokens).notes.map(\.note) + overrides(tokens, types: types, members: members)
    }

    /// `notes` decoding every string literal and naming every assigned property: what the screens
    /// must not change (tests).
    static func notesReadingEveryToken(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [UIKitNote] {
        var record = SwiftUIKitNoteRecord()
        read(Array(0..<tokens.count), tokens, screened: false, into: &record)
        return record.notes.map(\.note) + overrides(tokens, types: types, members: members)
    }

    /// The notes of the tokens (strings and assignments) of the whole file, with what a revision needs.
    static func record(_ tokens: SwiftTokens) -> SwiftUIKitNoteRecord {
        var record = SwiftUIKitNoteRecord()
        read(candidates(tokens, in: 0..<tokens.count), tokens, screened: true, into: &record)
        return record
    }

    /// How far a token note reads from its token: 17 tokens back (the statement before it, `setValue`
    /// before a key, the token before a statement's first), one forward (`=`), plus a background's value,
    /// which the record keeps the end of.
    static let reach = 18

    /// The record of `tokens`, a new version of the file `previous` was made for, whose significant tokens
    /// are the previous ones except old `first..<oldEnd`, now `first..<newEnd`, with their bracket pairs
    /// kept (`TokenView.keptPairs`), the later ones moved by `byteDelta` bytes: only the tokens within
    /// `reach` of the change (and a background whose value ran into it) are read. Equal to `record(tokens)`.
    static func record(_ tokens: SwiftTokens, revising previous: SwiftUIKitNoteRecord, first: Int, oldEnd: Int, newEnd: Int,
                       byteDelta: Int) -> SwiftUIKitNoteRecord {
        var start = max(0, first - reach)
        if let background = previous.backgrounds.first(where: { $0.token < start && $0.valueEnd >= first }) {
            start = background.token
        }
        let end = min(tokens.count, newEnd + reach)
        let shift = newEnd - oldEnd
        var record = SwiftUIKitNoteRecord()
        record.notes = previous.notes.prefix { $0.token < start }
        record.backgrounds = previous.backgrounds.prefix { $0.token < start }
        read(candidates(tokens, in: start..<end), tokens, screened: true, into: &record)
        if end < tokens.count {
            let oldStart = end - shift
            for (token, note) in previous.notes.drop(while: { $0.token < oldStart }) {
                record.notes.append((token + shift, UIKitNote(note.kind, range: note.range.shifted(by: byteDelta))))
            }
            for background in previous.backgrounds.drop(while: { $0.token < oldStart }) {
                record.backgrounds.append((background.token + shift, background.valueEnd + shift))
            }
        }
        return record
    }

    /// Reads the notes at the token indexes `indexes` (in order) into `record`.
    private static func read(_ indexes: [Int], _ tokens: SwiftTokens, screened: Bool, into record: inout SwiftUIKitNoteRecord) {
        let all = tokens.tokens
        for index in indexes {
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
                    record.notes.append((index, UIKitNote(.privateName(value), range: tokens.range(index))))
                } else if value == "tabBar", tokens.isPunctuation(index - 1, ":"),
                          tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath"),
                          (max(0, index - 16)..<index).contains(where: { tokens.spells($0, "setValue") }) {
                    record.notes.append((index, UIKitNote(.tabBarReplacedByKVC, range: tokens.range(index))))
                }
            case .identifier:
                guard tokens.isPunctuation(index - 1, "."), tokens.isOperator(index + 1, "=") else { continue }
                let property = tokens.name(index)
                guard property == "scrollEdgeAppearance" || UIKitNote.legacyBackgrounds.contains(property),
                      onTabBar(before: index, tokens) else { continue }
                if property == "scrollEdgeAppearance" {
                    record.notes.append((index, UIKitNote(.scrollEdgeAppearance, range: tokens.range(index))))
                    continue
                }
                let valueEnd = tokens.expressionEnd(from: index + 2, limit: tokens.count)
                record.backgrounds.append((index, valueEnd))
                if !clears(index + 2, valueEnd, tokens) {
                    record.notes.append((index, UIKitNote(.legacyBackground(property), range: tokens.range(index))))
                }
            default:
                continue
            }
        }
    }

    /// The methods an `extension UITabBar` / `extension UITabBarController` overrides.
    static func overrides(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [UIKitNote] {
        var notes: [UIKitNote] = []
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

    /// The string tokens in `range`, and the identifiers as long as a noted property (with or without
    /// backticks): one tight pass over the token array.
    private static func candidates(_ tokens: SwiftTokens, in range: Range<Int>) -> [Int] {
        var found: [Int] = []
        let lengths = notedPropertyLengths
        tokens.tokens.withUnsafeBufferPointer { all in
            lengths.withUnsafeBufferPointer { lengths in
                for index in range {
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

    /// Whether the value `index..<end` clears the background (`.clear`, `UIImage()`, `nil`).
    private static func clears(_ index: Int, _ end: Int, _ tokens: SwiftTokens) -> Bool {
        let value = tokens.joinedText(index..<end)
        return value == "nil" || value == ".clear" || value == "UIColor.clear" || value == "UIImage()"
    }
}

/// The token notes of one version of a Swift file, by token, for reading the next version around its
/// change only (`SwiftUIKitNotes.record(_:revising:first:oldEnd:newEnd:byteDelta:)`).
struct SwiftUIKitNoteRecord {
    /// The notes of strings and assignments, each with its token, in order.
    var notes: [(token: Int, note: UIKitNote)] = []
    /// Every legacy background assigned on a tab bar (noted or cleared), with the end of its value.
    var backgrounds: [(token: Int, valueEnd: Int)] = []
}
