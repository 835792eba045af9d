import SourceText
import TabBarCore
import UIKitTechnology

/// UIKit tab bars written in Objective-C (SPEC section 8): `UITabBarController` subclasses and instances with their
/// tabs, helpers, items set by position, custom bars and views over the bar, appearance and other notes, and the
/// storyboards the code opens. Classes whose bar an earlier technology read are left alone.
public struct UIKitObjCTechnology: ObjCTechnology {
    public init() {}

    public var id: String { "uikit" }

    public var words: [String] { ByteScreen.uikitTabBarWords }

    public func read(_ file: ObjCFile, into reading: inout TechnologyReading) {
        let resolver = file.resolver
        let view = resolver.view
        let bars = UIKitObjCBars(resolver: resolver)
        reading.tabBar.controllers += bars.controllers(excluding: reading.typesWithBar) + bars.instanceControllers()
        var pending: [ClassConditionalNotes.Entry] = []
        let notes = UIKitObjCNotes.notes(view, resolver.declarations, pending: &pending)
        reading.tabBar.barNotes = notes.contains(where: \.makesBarOpaque)
            ? notes.droppingOpaqueLooks(in: VersionGatedCode.olderSystemsOnly(in: view)) : notes
        reading.tabBar.classConditionalNotes = pending.isEmpty ? nil : ClassConditionalNotes(entries: pending)
        UIKitObjCCustomBars(resolver: resolver).read(into: &reading.tabBar)
        reading.tabBar.tabHelpers = UIKitObjCHelpers(resolver: resolver).helpers()
        reading.tabBar.itemSettingsByPosition = UIKitObjCItemSettings(resolver: resolver).settings()
        reading.tabBar.viewMeasureGetters = UIKitObjCMeasureGetters(resolver: resolver).getters()
        let calls = StoryboardCalls.scan(view) { ObjCLexer.stringValue(view.tokens[$0], in: view.bytes) }
        reading.storyboardUses = OpenedScenes(storyboardNames: calls.storyboardNames, identifiers: calls.identifiers,
                                                instantiatesInitial: calls.instantiatesInitial)
    }
}
