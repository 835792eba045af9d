import JSONC
import TabBarCore
import UIKitTechnology

/// The lexical UIKit facts of a Swift file (`SourceNote`): private tab bar class names and item keys in
/// strings, the look of a tab bar set on it or `UITabBar.appearance()` (legacy backgrounds, the bar view's
/// background colour, translucency), `scrollEdgeAppearance` set on a receiver that may be a tab bar, what
/// becomes of the `UITabBarAppearance`s the file declares (`UIKitSwiftNotes+Appearances`), and methods an
/// `extension UITabBar` / `extension UITabBarController` overrides.
enum UIKitSwiftNotes {
    /// The notes of the file. A string literal is decoded only when it could hold a note's value (after
    /// `forKey:`, or with a backslash or a private view's name in its bytes), and an assigned property is
    /// compared by bytes, so that a large file costs one walk over its tokens without allocating
    /// (`notesReadingEveryToken` is the same reading without those screens).
    static func notes(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [SourceNote] {
        notes(of: record(tokens), tokens, types: types, members: members) + overrides(tokens, types: types, members: members)
    }

    /// `notes` decoding every string literal and naming every assigned property: what the screens
    /// must not change (tests).
    static func notesReadingEveryToken(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [SourceNote] {
        var record = UIKitSwiftNoteRecord()
        read(Array(0..<tokens.count), tokens, screened: false, into: &record)
        return notes(of: record, tokens, types: types, members: members) + overrides(tokens, types: types, members: members)
    }

    /// The notes of strings and assignments of the file `record` was read from, with those of the
    /// appearances it declares and of the scroll-edge appearances set on a local, in the file's order.
    /// A look set on a local named `tabBar` that holds no bar (`isOnShadowingLocal`) is none of the bar's.
    static func notes(of record: UIKitSwiftNoteRecord, _ tokens: SwiftTokens, types: [SwiftTypeDeclaration],
                      members: [SwiftMember]) -> [SourceNote] {
        let found = namedScrollEdgeNotes(record, tokens) + selfScrollEdgeNotes(record, tokens, types: types)
            + selfLookNotes(record, types: types)
            + namedSilenceNotes(record, tokens) + appearanceNotes(record, tokens, types: types)
        let own = record.notes.filter {
            !isOnStandaloneBar($0.token, $0.note, tokens, types: types) && !isOnShadowingLocal($0.token, tokens, members: members)
                && !isOtherClassKey($0.token, $0.note, tokens, types: types)
        }
        guard !found.isEmpty else { return own.map(\.note) }
        return (own + found).sorted { $0.token < $1.token }.map(\.note)
    }

    /// The notes of the tokens (strings and assignments) of the whole file, with what a revision needs.
    static func record(_ tokens: SwiftTokens) -> UIKitSwiftNoteRecord {
        var record = UIKitSwiftNoteRecord()
        read(candidates(tokens, in: 0..<tokens.count), tokens, screened: true, into: &record)
        return record
    }

    /// How far a token note reads from its token: 17 tokens back (the statement before it, `setValue`
    /// before a key, the token before a statement's first), 17 forward (`=`, the rest of a scroll-edge
    /// assignment's statement), plus an assigned value on a tab bar, which the record keeps the end of.
    static let reach = 18

    /// The record of `tokens`, a new version of the file `previous` was made for, whose significant tokens
    /// are the previous ones except old `first..<oldEnd`, now `first..<newEnd`, with their bracket pairs
    /// kept (`TokenView.keptPairs`), the later ones moved by `byteDelta` bytes: only the tokens within
    /// `reach` of the change (and an assignment whose value ran into it) are read. Equal to `record(tokens)`.
    static func record(_ tokens: SwiftTokens, revising previous: UIKitSwiftNoteRecord, first: Int, oldEnd: Int, newEnd: Int,
                       byteDelta: Int) -> UIKitSwiftNoteRecord {
        var start = max(0, first - reach)
        if let value = previous.values.first(where: { $0.token < start && $0.valueEnd >= first }) {
            start = value.token
        }
        let end = min(tokens.count, newEnd + reach)
        let shift = newEnd - oldEnd
        var record = UIKitSwiftNoteRecord()
        record.notes = previous.notes.prefix { $0.token < start }
        record.values = previous.values.prefix { $0.token < start }
        record.appearances = previous.appearances.prefix { $0.token < start }
        record.namedScrollEdges = previous.namedScrollEdges.prefix { $0 < start }
        record.selfScrollEdges = previous.selfScrollEdges.prefix { $0 < start }
        record.selfLooks = previous.selfLooks.prefix { $0.token < start }
        record.namedSilences = previous.namedSilences.prefix { $0 < start }
        read(candidates(tokens, in: start..<end), tokens, screened: true, into: &record)
        if end < tokens.count {
            let oldStart = end - shift
            for (token, note) in previous.notes.drop(while: { $0.token < oldStart }) {
                record.notes.append((token + shift, SourceNote(note.kind, range: note.range.shifted(by: byteDelta))))
            }
            for value in previous.values.drop(while: { $0.token < oldStart }) {
                record.values.append((value.token + shift, value.valueEnd + shift))
            }
            record.appearances += previous.appearances.drop { $0.token < oldStart }.map { ($0.token + shift, $0.name + shift) }
            record.namedScrollEdges += previous.namedScrollEdges.drop { $0 < oldStart }.map { $0 + shift }
            record.selfScrollEdges += previous.selfScrollEdges.drop { $0 < oldStart }.map { $0 + shift }
            for (token, note) in previous.selfLooks.drop(while: { $0.token < oldStart }) {
                record.selfLooks.append((token + shift, SourceNote(note.kind, range: note.range.shifted(by: byteDelta))))
            }
            record.namedSilences += previous.namedSilences.drop { $0 < oldStart }.map { $0 + shift }
        }
        return record
    }

    /// Reads the notes at the token indexes `indexes` (in order) into `record`.
    private static func read(_ indexes: [Int], _ tokens: SwiftTokens, screened: Bool, into record: inout UIKitSwiftNoteRecord) {
        let all = tokens.tokens
        for index in indexes {
            switch all[index].kind {
            case .string:
                if screened, !mayHoldNoteValue(index, tokens) { continue }
                guard let value = tokens.stringValue(index) else { continue }
                if SourceNote.privateViewNames.contains(value)
                    || (SourceNote.privateItemKeys.contains(value) && tokens.isPunctuation(index - 1, ":")
                        && (tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath"))) {
                    record.notes.append((index, SourceNote(.privateName(value), range: tokens.range(index))))
                } else if value == "tabBar", tokens.isPunctuation(index - 1, ":"),
                          tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath"),
                          (max(0, index - 16)..<index).contains(where: { tokens.spells($0, "setValue") }) {
                    record.notes.append((index, SourceNote(.tabBarReplacedByKVC, range: tokens.range(index))))
                }
            case .identifier:
                let word = screened ? notedWord(all[index].range, tokens.bytes) : NotedWord(rawValue: tokens.name(index))
                guard let word else { continue }
                read(word, at: index, tokens, into: &record)
            default:
                continue
            }
        }
    }

    /// The words the notes of assignments start from (compared by bytes, `notedWord`): the properties, and
    /// `UITabBarAppearance` and `standardAppearance`, which may declare an appearance the file then follows.
    enum NotedWord: String, CaseIterable {
        case scrollEdgeAppearance, barTintColor, backgroundImage, backgroundColor, isTranslucent, standardAppearance
        case tabBarAppearance = "UITabBarAppearance"
    }

    /// Reads the note of `word` at identifier token `index`: a declared appearance (`let look =
    /// UITabBarAppearance()`, `look: UITabBarAppearance`, `let look = tabBar.standardAppearance`), a
    /// scroll-edge appearance set on a receiver that is not provably another bar, or a look set on a tab bar
    /// (`tabBar.x = …`, `UITabBar.appearance().x = …`).
    private static func read(_ word: NotedWord, at index: Int, _ tokens: SwiftTokens, into record: inout UIKitSwiftNoteRecord) {
        switch word {
        case .tabBarAppearance:
            let declared = tokens.isOperator(index - 1, "=") ? tokens.keyword(index - 3) == .let || tokens.keyword(index - 3) == .var
                : tokens.isPunctuation(index - 1, ":")
            if declared, tokens.isIdentifier(index - 2), tokens.keyword(index - 2) == nil { record.appearances.append((index, index - 2)) }
            return
        case .standardAppearance:
            // A tab bar's standard appearance read into a local (`let look = tabBar.standardAppearance`, `.copy()`);
            // assigned, it is followed from the appearance's declaration.
            if !tokens.isOperator(index + 1, "="), onTabBar(before: index, tokens), let name = declaredName(before: index, tokens) {
                record.appearances.append((index, name))
            }
            return
        default:
            break
        }
        guard tokens.isOperator(index + 1, "=") else { return }
        let isMember = tokens.isPunctuation(index - 1, ".")
        if word == .scrollEdgeAppearance {
            // `scrollEdgeAppearance = …` alone is `self`'s (in a bar class), or a variable tabbar cannot tell either.
            guard isMember || tokens.startsStatement(index, bodyStart: 0), !namesOtherBar(aroundAssignmentAt: index, tokens) else { return }
            if isMember, !onTabBar(before: index, tokens), let root = receiverRoot(of: index, tokens), tokens.keyword(root) == nil {
                record.namedScrollEdges.append(index)
            } else if !isMember || (tokens.spells(index - 2, "self") && !tokens.isPunctuation(index - 3, ".")) {
                record.selfScrollEdges.append(index)
            } else {
                record.notes.append((index, SourceNote(.scrollEdgeAppearance, range: tokens.range(index))))
            }
            return
        }
        // `self.backgroundImage = …` / `barTintColor = …` alone: the bar's own look when the type around is a
        // `UITabBar` subclass (`selfLookNotes`, which knows the types).
        let onSelf = isMember ? tokens.spells(index - 2, "self") && !tokens.isPunctuation(index - 3, ".")
            : tokens.startsStatement(index, bodyStart: 0)
        if onSelf, word == .barTintColor || word == .backgroundImage {
            let valueEnd = tokens.expressionEnd(from: index + 2, limit: tokens.count)
            record.values.append((index, valueEnd))
            if !clears(index + 2, valueEnd, tokens) {
                record.selfLooks.append((index, SourceNote(.legacyBackground(word.rawValue), range: tokens.range(index))))
            }
            return
        }
        guard isMember else { return }
        guard onTabBar(before: index, tokens) else {
            // The bar view's own look set on a plain name: a silence when the name is declared a tab bar or
            // its proxy (`namedSilenceNotes`, which reads the value).
            if word == .backgroundColor || word == .isTranslucent, let root = receiverRoot(of: index, tokens), tokens.keyword(root) == nil {
                record.namedSilences.append(index)
            }
            return
        }
        let valueEnd = tokens.expressionEnd(from: index + 2, limit: tokens.count)
        record.values.append((index, valueEnd))
        let kind: SourceNote.Kind
        switch word {
        case .isTranslucent:
            guard valueEnd == index + 3, tokens.spells(index + 2, "true") else { return }
            kind = .translucencyKept
        case .backgroundColor:
            guard !clears(index + 2, valueEnd, tokens) else { return }
            kind = .barBackgroundColor
        default:
            guard !clears(index + 2, valueEnd, tokens) else { return }
            kind = .legacyBackground(word.rawValue)
        }
        record.notes.append((index, SourceNote(kind, range: tokens.range(index))))
    }

    /// Whether `note` is a legacy look set on `tabBar` (or `self.tabBar`) in a class that declares a `tabBar` of its own
    /// and is no tab bar controller (`@IBOutlet var tabBar: UITabBar!` in a `UIViewController`): a stand-alone bar,
    /// which no scroll view's edge makes transparent, so its look is no premise of TB029.
    /// Whether the item key at string token `token` is read on `self` (or no receiver) in a type other than
    /// `UITabBarItem` or a subclass of it: `self.value(forKey: "_view")` in `extension UIBarButtonItem` is that
    /// class's key.
    static func isOtherClassKey(_ token: Int, _ note: SourceNote, _ tokens: SwiftTokens, types: [SwiftTypeDeclaration]) -> Bool {
        guard case .privateName(let name) = note.kind, SourceNote.privateItemKeys.contains(name), token >= 4,
              tokens.isPunctuation(token - 3, "("), tokens.spells(token - 4, "value") else { return false }
        let onSelf = token >= 6 && tokens.isPunctuation(token - 5, ".") && tokens.spells(token - 6, "self")
        guard onSelf || !tokens.isPunctuation(token - 5, "."), let type = innermostType(around: token, types) else { return false }
        return type.name != "UITabBarItem" && type.superclass != "UITabBarItem"
    }

    static func isOnStandaloneBar(_ token: Int, _ note: SourceNote, _ tokens: SwiftTokens, types: [SwiftTypeDeclaration]) -> Bool {
        guard case .legacyBackground = note.kind, token >= 2, tokens.isPunctuation(token - 1, "."), tokens.spells(token - 2, "tabBar"),
              !tokens.isPunctuation(token - 3, ".") || tokens.spells(token - 4, "self"),
              let type = innermostType(around: token, types), type.kind == .classType,
              type.superclass != StockControllerFacts.controllerClass, type.memberNames.contains("tabBar") else { return false }
        return true
    }

    /// Whether the property at token `token` is set on a bare `tabBar` that is a local of the member, declared before
    /// it and holding no bar: `let tabBar = UIView(frame: …)`, a view laid over the bar. A local typed or made a
    /// `UITabBar`, given the controller's bar (`let tabBar = self.tabBar`), or installed as the bar in the member
    /// (`setValue(tabBar, forKey: "tabBar")`) is the bar.
    static func isOnShadowingLocal(_ token: Int, _ tokens: SwiftTokens, members: [SwiftMember]) -> Bool {
        guard token >= 2, tokens.isPunctuation(token - 1, "."), tokens.spells(token - 2, "tabBar"),
              !tokens.isPunctuation(token - 3, ".") else { return false }
        // The innermost member whose body holds the token.
        var body: Range<Int>?
        for member in members where member.body.contains(token) && (body.map { member.body.count < $0.count } ?? true) {
            body = member.body
        }
        guard let body else { return false }
        var declared = false
        for index in body.lowerBound..<(token - 2) {
            guard tokens.spells(index, "tabBar"), tokens.keyword(index - 1) == .let || tokens.keyword(index - 1) == .var else { continue }
            let end = tokens.expressionEnd(from: index + 1, limit: token - 2)
            if ((index + 1)..<max(index + 1, end)).contains(where: { tokens.spells($0, "UITabBar") || tokens.spells($0, "tabBar") }) {
                return false
            }
            declared = true
        }
        guard declared else { return false }
        // Installed as the bar in the member.
        for index in body where tokens.kind(index) == .string && tokens.isPunctuation(index - 1, ":")
            && (tokens.spells(index - 2, "forKey") || tokens.spells(index - 2, "forKeyPath")) {
            if tokens.stringValue(index) == "tabBar" { return false }
        }
        return true
    }

    /// The methods an `extension UITabBar` / `extension UITabBarController` overrides.
    static func overrides(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], members: [SwiftMember]) -> [SourceNote] {
        var notes: [SourceNote] = []
        for type in types where type.kind == .extensionType && (type.name == "UITabBar" || type.name == StockControllerFacts.controllerClass) {
            for member in type.members where members[member].kind == .function {
                let found = members[member]
                let isOverride = (found.firstToken..<found.nameToken).contains { tokens.spells($0, "override") }
                let name = tokens.name(found.nameToken)
                guard isOverride, SourceNote.extensionOverrides.contains(name) else { continue }
                notes.append(SourceNote(.overrideInExtension(extended: type.name, method: name), range: tokens.range(found.nameToken)))
            }
        }
        return notes
    }

    /// The string tokens in `range`, and the identifiers as long as a noted word (with or without
    /// backticks): one tight pass over the token array.
    private static func candidates(_ tokens: SwiftTokens, in range: Range<Int>) -> [Int] {
        var found: [Int] = []
        let lengths = notedWordLengths
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

    private static let privateViewNameBytes: [[UInt8]] = SourceNote.privateViewNames.map { Array($0.utf8) }
    private static let privateViewFirstBytes: [Bool] = (0..<256).map { byte in privateViewNameBytes.contains { $0.first == UInt8(byte) } }
    private static let shortestPrivateViewName = privateViewNameBytes.map(\.count).min() ?? 0

    /// The noted word the identifier in `range` spells, backticks removed as `SwiftTokens.name` removes
    /// them (compared by bytes: the words are ASCII without `K`).
    private static func notedWord(_ range: ByteRange, _ bytes: [UInt8]) -> NotedWord? {
        var start = range.start, end = range.end
        guard end - start < notedWordLengths.count, notedWordLengths[end - start], end <= bytes.count else { return nil }
        if end - start > 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        for (index, name) in notedWordBytes.enumerated() where name.count == end - start {
            var offset = 0
            while offset < name.count, bytes[start + offset] == name[offset] { offset += 1 }
            if offset == name.count { return NotedWord.allCases[index] }
        }
        return nil
    }

    private static let notedWordBytes: [[UInt8]] = NotedWord.allCases.map { Array($0.rawValue.utf8) }
    /// The token lengths a noted word can have, with or without backticks.
    private static let notedWordLengths: [Bool] = {
        var table = [Bool](repeating: false, count: (notedWordBytes.map(\.count).max() ?? 0) + 3)
        for name in notedWordBytes { table[name.count] = true; table[name.count + 2] = true }
        return table
    }()

    /// Whether the statement before `index` names the tab bar (`tabBar`, `UITabBar`) as what the property at
    /// `index` is set on: an appearance object in between (`tabBar.standardAppearance.backgroundColor`) is
    /// not the bar.
    static func onTabBar(before index: Int, _ tokens: SwiftTokens) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if tokens.isPunctuation(cursor, ";") || tokens.isPunctuation(cursor, "{") || tokens.isPunctuation(cursor, "}") { return false }
            if tokens.spells(cursor, "tabBar") || tokens.spells(cursor, "UITabBar") { return true }
            if UIKitNoteWords.isAppearanceObject(tokens.range(cursor), tokens.bytes) { return false }
            if tokens.startsLine(cursor), tokens.startsStatement(cursor, bodyStart: 0) { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the statement of the assignment whose property is token `index` names another kind of bar
    /// (`navigationBar`, `UIToolbar`, …): 16 tokens back at most, and its value up to 16 tokens.
    static func namesOtherBar(aroundAssignmentAt index: Int, _ tokens: SwiftTokens) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if tokens.isPunctuation(cursor, ";") || tokens.isPunctuation(cursor, "{") || tokens.isPunctuation(cursor, "}") { break }
            if UIKitNoteWords.namesOtherBar(tokens.range(cursor), tokens.bytes) { return true }
            if tokens.startsLine(cursor), tokens.startsStatement(cursor, bodyStart: 0) { break }
            cursor -= 1
        }
        let end = tokens.expressionEnd(from: index + 2, limit: min(tokens.count, index + 18), stopsAtBrace: true)
        return (index + 2..<max(index + 2, end)).contains { UIKitNoteWords.namesOtherBar(tokens.range($0), tokens.bytes) }
    }

    /// The name a `let` / `var` at the start of the statement before `index` declares (16 tokens back at most).
    static func declaredName(before index: Int, _ tokens: SwiftTokens) -> Int? {
        var cursor = index - 1
        while cursor >= 2, index - cursor <= 16 {
            if tokens.isPunctuation(cursor, ";") || tokens.isPunctuation(cursor, "{") || tokens.isPunctuation(cursor, "}") { return nil }
            if tokens.isOperator(cursor, "="), tokens.isIdentifier(cursor - 1), tokens.keyword(cursor - 1) == nil,
               tokens.keyword(cursor - 2) == .let || tokens.keyword(cursor - 2) == .var {
                return cursor - 1
            }
            if tokens.startsLine(cursor), tokens.startsStatement(cursor, bodyStart: 0) { return nil }
            cursor -= 1
        }
        return nil
    }

    /// The name the receiver of the property at `index` starts with when it is one plain name (`bar.x`,
    /// `bar?.x`), nil for a longer receiver.
    static func receiverRoot(of index: Int, _ tokens: SwiftTokens) -> Int? {
        var root = index - 2
        if tokens.isPostfixUnwrap(root) { root -= 1 }
        guard tokens.isIdentifier(root), !tokens.isPunctuation(root - 1, ".") else { return nil }
        return root
    }

    /// Whether the value `index..<end` clears the background (`.clear`, `UIImage()`, `nil`).
    static func clears(_ index: Int, _ end: Int, _ tokens: SwiftTokens) -> Bool {
        let value = tokens.joinedText(index..<end)
        if value == "nil" || value == ".clear" || value == "UIColor.clear" || value == "UIImage()" { return true }
        // An image made of the clear colour (`UIImage.image(with: .clear, size: …)`), as in Objective-C.
        guard end - index <= 24 else { return false }
        return (index..<end).contains { $0 > index && tokens.spellsName($0, "clear") && tokens.isPunctuation($0 - 1, ".") }
    }
}

/// The token notes of one version of a Swift file, by token, for reading the next version around its
/// change only (`UIKitSwiftNotes.record(_:revising:first:oldEnd:newEnd:byteDelta:)`).
struct UIKitSwiftNoteRecord {
    /// The notes of strings and assignments, each with its token, in order.
    var notes: [(token: Int, note: SourceNote)] = []
    /// Every property assigned on a tab bar whose note depends on the value (noted or not), with the end of
    /// its value.
    var values: [(token: Int, valueEnd: Int)] = []
    /// The tokens that declare an appearance (`UITabBarAppearance`, a tab bar's `standardAppearance` read
    /// into a local), each with the name declared (its uses are followed from there:
    /// `UIKitSwiftNotes.appearanceNotes`).
    var appearances: [(token: Int, name: Int)] = []
    /// The `scrollEdgeAppearance` tokens set on a plain name (`bar.scrollEdgeAppearance = …`) whose statement
    /// names no bar: a tab bar's unless the name's declaration names another bar (`namedScrollEdgeNotes`).
    var namedScrollEdges: [Int] = []
    /// The `scrollEdgeAppearance` tokens set on `self`, written or not, whose statement names no other bar: the
    /// tab bar's unless the type around them is another kind of bar (`selfScrollEdgeNotes`).
    var selfScrollEdges: [Int] = []
    /// An opaque legacy look (`barTintColor`, `backgroundImage`) set on `self`, written or not: the tab bar's own when
    /// the type around is a `UITabBar` subclass (`selfLookNotes`).
    var selfLooks: [(token: Int, note: SourceNote)] = []
    /// The `backgroundColor` and `isTranslucent` tokens set on a plain name (`proxy.isTranslucent = …`) whose
    /// statement names no tab bar: a silence of TB029 when the name's declaration makes it a tab bar or its
    /// proxy and the value keeps the bar painted or translucent (`namedSilenceNotes`).
    var namedSilences: [Int] = []
}
