import JSONC
import SourceText
import TabBarCore

/// The Swift front-end's extraction: what a `.swift` file says about the tab bar (controllers, item
/// dictionaries, view controllers, the plus button's class methods, registrations, title assignments),
/// read from its tokens by pattern matching, never by a compiler. Linear in the file's size; never traps.
public enum SwiftExtractor {
    /// The facts of the Swift source `bytes` (any bytes: invalid UTF-8 and unbalanced brackets are tolerated).
    public static func extract(_ bytes: [UInt8], by frontEnd: SwiftFrontEnd = SwiftFrontEnd()) -> SourceFileFacts {
        extract(bytes, revising: nil, by: frontEnd).facts
    }

    /// The facts of `bytes`, a new version of the file `previous` was kept for: always equal to
    /// `extract(bytes)`. The tokens of the unchanged lines and the body facts of the members the
    /// edit did not touch are reused, so an edit in a large file lexes a few lines and reads the
    /// bodies it touched, not the file.
    public static func extract(_ bytes: [UInt8], revising previous: SwiftRevision?, by frontEnd: SwiftFrontEnd = SwiftFrontEnd())
        -> (facts: SourceFileFacts, state: SwiftRevision) {
        extract(bytes, revising: previous, by: frontEnd, checksEveryMember: false)
    }

    /// `extract(_:revising:)`; with `checksEveryMember` (for tests), the UIKit readers read every member's
    /// statements, as if their word tests (`UIKitSwiftWords`) let every member through.
    static func extract(_ bytes: [UInt8], revising previous: SwiftRevision?, by frontEnd: SwiftFrontEnd = SwiftFrontEnd(),
                        checksEveryMember: Bool)
        -> (facts: SourceFileFacts, state: SwiftRevision) {
        // The previous version's token arrays are taken over and edited in place (a version revised a
        // second time has none left and is read from scratch).
        var previous = previous
        var handedOver = previous?.handover.take()
        if handedOver == nil { previous = nil }
        let lexed: SwiftRelexing
        var revisedTokens: SwiftTokens?
        var previousPartners: [Int32]?
        // The significant tokens the change replaced: old `first..<oldEnd`, now `first..<newEnd`.
        var window: (first: Int, oldEnd: Int, newEnd: Int)?
        var previousBodies: [SwiftBodyFacts] = []
        var previousMethods: [SourceMethod?] = []
        if let previous, handedOver != nil {
            // Each array moved out of the handover, so that it has one holder.
            let lexedTokens = handedOver!.lexed
            let previousTokens = handedOver!.tokens
            previousBodies = handedOver!.bodies
            previousMethods = handedOver!.methods
            handedOver = nil
            lexed = SwiftLexer.relex(bytes, previous: consume lexedTokens, of: previous.bytes)
            let replaced = lexed.previousRelexed
            let first = previousTokens.view.firstToken(startingAtOrAfter: replaced.start)
            let oldEnd = previousTokens.view.firstToken(startingAtOrAfter: replaced.end)
            if let revised = SwiftTokens.revised(bytes: bytes, relexing: lexed, previous: consume previousTokens) {
                revisedTokens = revised.tokens
                previousPartners = revised.previousPartners
                window = (first, oldEnd, oldEnd + revised.tokens.count - previous.tokenCount)
            }
        } else {
            lexed = SwiftRelexing.fresh(bytes)
        }
        let tokens = revisedTokens ?? SwiftTokens(bytes: bytes, tokens: lexed.tokens)
        // An edit inside one member's body keeps the declarations (and the classes away from the edit).
        let declarations = previous.flatMap { previous in
            window.flatMap { SwiftDeclarationReuse(previous: previous, tokens: tokens, first: $0.first, oldEnd: $0.oldEnd, newEnd: $0.newEnd) }
        }
        let types: [SwiftTypeDeclaration]
        let members: [SwiftMember]
        if let declarations {
            types = declarations.types
            members = declarations.members
        } else {
            var scanner = SwiftDeclarationScanner(tokens: tokens)
            if revisedTokens != nil, let previous {
                scanner.previousSelectors = SwiftSelectorReuse(previous: previous, previousPartners: previousPartners,
                                                               relexing: lexed, tokens: tokens)
            }
            scanner.scan()
            types = scanner.types
            members = scanner.members
        }
        // An `#if false` branch hides tokens after the edit too: members are then matched by position
        // only when neither version has one.
        let reuse = declarations != nil ? nil : previous.flatMap { previous in
            previous.hasInactiveCode || tokens.hasInactiveCode
                ? nil : SwiftBodyReuse(previous: previous, relexing: lexed, tokens: tokens, types: types)
        }
        func scanned(_ member: SwiftMember) -> SwiftBodyFacts {
            var body = SwiftBodyScanner(tokens: tokens, member: member, types: types)
            body.scan()
            return body.takeFacts()
        }
        let matches = declarations.map { $0.matches(byteDelta: lexed.delta) } ?? reuse.map { reuse in members.map(reuse.previousMember(of:)) }
        // Each member is the previous one at its index or read again: the handed-over arrays are edited in place.
        let aligned = matches.map { matches in
            previousBodies.count == members.count && matches.indices.allSatisfy { matches[$0] == nil || matches[$0]?.index == $0 }
        } ?? false
        let bodies = Self.bodies(of: members, matches: matches, aligned: aligned, previous: &previousBodies, scanned: scanned)
        let values = SwiftValueReader(tokens: tokens)
        let resolver = SwiftResolver(tokens: tokens, types: types, members: members, bodies: bodies)
        var classBuilder = SwiftClassBuilder(tokens: tokens, values: values, types: types, members: members, bodies: bodies)
        // A member that did not move (nor its bytes), with the bracket pairs kept, has the method it had.
        if aligned, tokens.view.keptPairs, let matches, previousMethods.count == members.count {
            classBuilder.kept = Self.keptMethods(matches: matches, previous: previousMethods)
            classBuilder.previousMethods = previousMethods
        }
        if declarations != nil, let previous {
            classBuilder.reused = SwiftDeclarationReuse.classes(previous: previous, relexed: lexed.previousRelexed, delta: lexed.delta)
        }
        let classes = classBuilder.classes()
        classBuilder.reused = nil
        let kept = classBuilder.kept
        classBuilder.previousMethods = []
        let methods = Self.methods(of: types, classes: classes, memberCount: members.count, kept: kept, previous: &previousMethods)
        let file = SwiftFile(bytes: bytes, tokens: tokens, values: values, types: types, members: members, bodies: bodies,
                             resolver: resolver,
                             change: window.map { SwiftFile.Change(first: $0.first, oldEnd: $0.oldEnd, newEnd: $0.newEnd, byteDelta: lexed.delta) },
                             checksEveryMember: checksEveryMember, memos: previous?.technologyMemos ?? [:])
        var reading = TechnologyReading(classes: classes)
        for technology in frontEnd.technologies { technology.read(file, into: &reading) }
        let declares = SwiftEvaluator.mayDeclareStrings(members, tokens)
        reading.tabBar.declaredStrings = declares ? resolver.evaluator.evaluator(for: tokens).declaredStrings() : nil
        reading.tabBar.declaredNumbers = declares ? resolver.evaluator.evaluator(for: tokens).declaredNumbers() : nil
        (reading.tabBar.unresolvedNames, reading.tabBar.unresolvedCalls) = SwiftImageHelpers.unresolved(reading.tabBar, classes: reading.classes,
                                                                                                        tokens: tokens)
        reading.tabBar.declaredImageHelpers = SwiftImageHelpers.declared(tokens, types: types, members: members)
        reading.tabBar.parts[SwiftTypeUses.self] = SwiftTypeUses.of(tokens, types: types, controllers: reading.tabBar.controllers)
        reading.tabBar.parts[SwiftDeclaredTypes.self] = SwiftDeclaredTypes.of(types, members: members)
        let facts = SourceFileFacts(frontEnd: frontEnd, tabBar: reading.tabBar,
                                    code: CodeFacts(classes: reading.classes, storyboardUses: reading.storyboardUses),
                                    comments: tokens.view.comments)
        let revision = SwiftRevision(bytes: bytes, handover: SwiftTokenHandover(lexed: lexed.tokens, tokens: tokens, bodies: bodies, methods: methods),
                                     tokenCount: tokens.count, hasInactiveCode: tokens.hasInactiveCode,
                                     types: types, members: members, classes: classes,
                                     firstBytes: previous.flatMap { previous in
                                         declarations.map { $0.firstBytes(previous: previous.firstBytes, byteDelta: lexed.delta) }
                                     } ?? members.map { tokens.range($0.firstToken).start },
                                     ownerKeys: declarations != nil ? previous?.ownerKeys ?? types.map(SwiftOwnerKey.init)
                                         : types.map(SwiftOwnerKey.init),
                                     technologyMemos: reading.memos)
        return (facts, revision)
    }
}

/// What one extraction of a Swift file keeps for the next version of the same file: its bytes and
/// tokens, and each member's body facts with what they depend on.
public struct SwiftRevision: @unchecked Sendable {
    // @unchecked: every stored property is an immutable value; SwiftBodyFacts and SwiftMember are
    // plain structs of integers, strings and TabBarCore values, not declared Sendable one by one.
    let bytes: [UInt8]
    /// Every token the lexer made, trivia included, the significant tokens extraction read, each member's
    /// body facts and method: for the next version's extraction only (it takes them over).
    let handover: SwiftTokenHandover
    /// The number of significant tokens.
    let tokenCount: Int
    /// Whether an `#if false` branch was left out of the significant tokens.
    let hasInactiveCode: Bool
    /// The declarations the scan found, and the classes built of them (before any technology read them).
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]
    let classes: [SourceClass]
    /// Where each member starts, in bytes.
    let firstBytes: [Int]
    /// What a body scan reads of each type (members name theirs by `owner`).
    let ownerKeys: [SwiftOwnerKey]
    /// What each technology kept of this version, by its id (`TechnologyReading.keep`).
    let technologyMemos: [String: any Sendable]
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
