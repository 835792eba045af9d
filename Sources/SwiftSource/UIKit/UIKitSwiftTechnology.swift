import SourceText
import TabBarCore
import UIKitTechnology

/// UIKit tab bars written in Swift (SPEC section 8): `UITabBarController` subclasses and instances with their tabs,
/// helpers, items set by position, a root's own item, custom bars and views over the bar, appearance and other
/// notes, and the storyboards the code opens. Types whose bar an earlier technology read are left alone.
public struct UIKitSwiftTechnology: SwiftTechnology {
    public init() {}

    public var id: String { "uikit" }

    public var words: [String] { ByteScreen.uikitTabBarWords }

    /// What the UIKit reading keeps of a version: the notes of strings and assignments, the tokens naming the
    /// collections items are set through, and the tokens of storyboard calls, each by token (read again only
    /// around the change).
    struct Memo: Sendable {
        let notes: UIKitSwiftNoteRecord
        let collectionNames: [Int]
        let storyboardCallTokens: [Int]
    }

    public func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        let tokens = file.tokens
        let previous = file.memo(of: id) as? Memo
        let change = previous == nil ? nil : file.change
        let excluded = reading.typesWithBar
        let bars = UIKitSwiftBars(tokens: tokens, values: file.values, types: file.types, members: file.members,
                                  checksEveryMember: file.checksEveryMember)
        reading.tabBar.controllers += bars.controllers(excluding: excluded) + bars.instanceControllers()
        reading.tabBar.viewMeasureGetters = UIKitSwiftMeasureGetters(tokens: tokens, values: file.values, types: file.types,
                                                                     members: file.members).getters()
        let notes: UIKitSwiftNoteRecord
        if let change, tokens.view.keptPairs, let previous {
            notes = UIKitSwiftNotes.record(tokens, revising: previous.notes, first: change.first, oldEnd: change.oldEnd,
                                           newEnd: change.newEnd, byteDelta: change.byteDelta)
        } else {
            notes = UIKitSwiftNotes.record(tokens)
        }
        let collectionNames = change.flatMap { change in
            previous.map {
                UIKitSwiftItemSettings.collectionNames(tokens, revising: $0.collectionNames, first: change.first,
                                                       oldEnd: change.oldEnd, newEnd: change.newEnd)
            }
        } ?? UIKitSwiftItemSettings.collectionNames(tokens)
        let barNotes = UIKitSwiftNotes.notes(of: notes, tokens, types: file.types, members: file.members)
            + UIKitSwiftNotes.overrides(tokens, types: file.types, members: file.members)
        reading.tabBar.barNotes = barNotes.contains(where: \.makesBarOpaque)
            ? barNotes.droppingOpaqueLooks(in: VersionGatedCode.olderSystemsOnly(in: tokens.view)) : barNotes
        UIKitSwiftCustomBars(tokens: tokens, values: file.values, types: file.types, members: file.members)
            .read(into: &reading.tabBar, excluding: excluded)
        reading.tabBar.tabHelpers = UIKitSwiftHelpers(bars: bars).helpers()
        // On a first read, a file whose bytes spell no collection a setting goes through is not walked.
        reading.tabBar.itemSettingsByPosition = change == nil && !UIKitSwiftItemSettings.maySet(file.bytes) ? []
            : UIKitSwiftItemSettings(bars: bars).settings(names: collectionNames)
        let callTokens = change.flatMap { change in
            previous.map {
                TokenHits.revising($0.storyboardCallTokens, first: change.first, oldEnd: change.oldEnd, newEnd: change.newEnd) {
                    StoryboardCalls.callTokens(tokens.view, in: $0)
                }
            }
        } ?? StoryboardCalls.callTokens(tokens.view, in: 0..<tokens.count)
        let calls = StoryboardCalls.read(tokens.view, at: callTokens) { SwiftLexer.stringValue(tokens.tokens[$0], in: file.bytes) }
        reading.storyboardUses = OpenedScenes(storyboardNames: calls.storyboardNames, identifiers: calls.identifiers,
                                                instantiatesInitial: calls.instantiatesInitial)
        reading.classes = UIKitSwiftItemReader(bars: bars).fillingOwnItems(reading.classes)
        reading.keep(Memo(notes: notes, collectionNames: collectionNames, storyboardCallTokens: callTokens), for: id)
    }
}
