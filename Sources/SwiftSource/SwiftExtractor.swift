import JSONC
import SourceText
import TabBarCore

/// The Swift front-end's extraction: what a `.swift` file says about the tab bar (controllers, item
/// dictionaries, view controllers, the plus button's class methods, registrations, title assignments),
/// read from its tokens by pattern matching, never by a compiler. Linear in the file's size; never traps.
public enum SwiftExtractor {
    /// The facts of the Swift source `bytes` (any bytes: invalid UTF-8 and unbalanced brackets are tolerated).
    public static func extract(_ bytes: [UInt8]) -> SourceFileFacts {
        extract(bytes, revising: nil).facts
    }

    /// The facts of `bytes`, a new version of the file `previous` was kept for: always equal to
    /// `extract(bytes)`. The tokens of the unchanged lines and the body facts of the members the
    /// edit did not touch are reused, so an edit in a large file lexes a few lines and reads the
    /// bodies it touched, not the file.
    public static func extract(_ bytes: [UInt8], revising previous: SwiftRevision?) -> (facts: SourceFileFacts, state: SwiftRevision) {
        let lexed = previous.map { SwiftLexer.relex(bytes, previous: $0.lexed, of: $0.bytes) }
            ?? SwiftRelexing.fresh(bytes)
        let revisedTokens = previous.flatMap { SwiftTokens(bytes: bytes, relexing: lexed, previous: $0.tokens) }
        let tokens = revisedTokens ?? SwiftTokens(bytes: bytes, tokens: lexed.tokens)
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        if revisedTokens != nil, let previous {
            scanner.previousSelectors = SwiftSelectorReuse(previous: previous, relexing: lexed, tokens: tokens)
        }
        scanner.scan()
        let types = scanner.types
        let members = scanner.members
        // An `#if false` branch hides tokens after the edit too: members are then matched by position
        // only when neither version has one.
        let reuse = previous.flatMap { previous in
            previous.tokens.hasInactiveCode || tokens.hasInactiveCode
                ? nil : SwiftBodyReuse(previous: previous, relexing: lexed, tokens: tokens, types: types)
        }
        let bodies = members.map { member -> SwiftBodyFacts in
            if let reused = reuse?.facts(of: member) { return reused }
            var body = SwiftBodyScanner(tokens: tokens, member: member, owner: member.owner.map { types[$0] })
            body.scan()
            return body.facts
        }
        let values = SwiftValueReader(tokens: tokens)
        let resolver = SwiftResolver(tokens: tokens, types: types, members: members, bodies: bodies)
        let classes = SwiftClassBuilder(tokens: tokens, values: values, types: types, members: members, bodies: bodies).classes()
        let controllers = SwiftControllerBuilder(tokens: tokens, values: values, types: types, members: members, bodies: bodies,
                                                 resolver: resolver).controllers()
        // The classes holding a CYL bar (types come in order; a few enclosing candidates are looked at).
        var cylClasses: Set<String> = []
        for controller in controllers {
            var low = 0, high = types.count
            while low < high {
                let middle = (low + high) / 2
                if tokens.range(types[middle].keywordToken).start <= controller.range.start { low = middle + 1 } else { high = middle }
            }
            for candidate in types[max(0, low - 8)..<low].reversed() {
                let end = tokens.range(min(candidate.close ?? tokens.count - 1, tokens.count - 1)).end
                if controller.range.end <= end { cylClasses.insert(candidate.name) }
            }
        }
        let bars = SwiftUIKitBars(tokens: tokens, values: values, types: types, members: members)
        let uikit = bars.controllers(excluding: cylClasses) + bars.instanceControllers()
        let registrations = bodies.flatMap(\.registrations).sorted { $0.range < $1.range }
        var tabBar = TabBarFacts(controllers: controllers + uikit, registrations: registrations)
        // The notes of strings and assignments: read again only around the change when the tokens were
        // spliced with their bracket pairs kept.
        let noteRecord: SwiftUIKitNoteRecord
        if revisedTokens != nil, tokens.view.keptPairs, let previous {
            let replaced = lexed.previousRelexed
            let first = previous.tokens.view.firstToken(startingAtOrAfter: replaced.start)
            let oldEnd = previous.tokens.view.firstToken(startingAtOrAfter: replaced.end)
            noteRecord = SwiftUIKitNotes.record(tokens, revising: previous.uikitNotes, first: first, oldEnd: oldEnd,
                                                newEnd: oldEnd + tokens.count - previous.tokens.count, byteDelta: lexed.delta)
        } else {
            noteRecord = SwiftUIKitNotes.record(tokens)
        }
        tabBar.uikitNotes = noteRecord.notes.map(\.note) + SwiftUIKitNotes.overrides(tokens, types: types, members: members)
        SwiftUIKitCustomBars(tokens: tokens, values: values, types: types, members: members).read(into: &tabBar, excluding: cylClasses)
        tabBar.uikitHelpers = SwiftUIKitHelpers(bars: bars).helpers()
        tabBar.uikitItemSettings = SwiftUIKitItemSettings(bars: bars).settings()
        let facts = SourceFileFacts(frontEnd: SwiftFrontEnd(), tabBar: tabBar,
                                    code: CodeFacts(classes: SwiftUIKitItemReader(bars: bars).fillingOwnItems(classes)), comments: tokens.view.comments)
        let revision = SwiftRevision(bytes: bytes, lexed: lexed.tokens, tokens: tokens,
                                     members: members, firstBytes: members.map { tokens.range($0.firstToken).start },
                                     ownerKeys: types.map(SwiftOwnerKey.init),
                                     bodies: bodies, uikitNotes: noteRecord)
        return (facts, revision)
    }
}

/// What one extraction of a Swift file keeps for the next version of the same file: its bytes and
/// tokens, and each member's body facts with what they depend on.
public struct SwiftRevision: @unchecked Sendable {
    // @unchecked: every stored property is an immutable value; SwiftBodyFacts and SwiftMember are
    // plain structs of integers, strings and TabBarCore values, not declared Sendable one by one.
    let bytes: [UInt8]
    /// Every token the lexer made, trivia included.
    let lexed: [SourceToken]
    /// The significant tokens extraction read.
    let tokens: SwiftTokens
    let members: [SwiftMember]
    /// Where each member starts, in bytes.
    let firstBytes: [Int]
    /// What a body scan reads of each type (members name theirs by `owner`).
    let ownerKeys: [SwiftOwnerKey]
    let bodies: [SwiftBodyFacts]
    /// The UIKit notes of strings and assignments, by token.
    let uikitNotes: SwiftUIKitNoteRecord
}

/// What a body scan reads of the type that declares the member.
struct SwiftOwnerKey: Hashable {
    var name: String
    var isPlusButton: Bool
    var memberNames: Set<String>

    init(_ type: SwiftTypeDeclaration) {
        name = type.name
        isPlusButton = type.isPlusButton
        memberNames = type.memberNames
    }
}
