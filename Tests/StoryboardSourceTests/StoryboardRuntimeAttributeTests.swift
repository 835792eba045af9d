import JSONC
import StoryboardSource
import TabBarCore
import Testing

/// A tab bar item's user-defined runtime attributes: those that set neither title nor images (accessibility, the
/// badge, the tag) leave the item as written; `title`, `image` and `selectedImage` set to a written value are that
/// value; any other key path may change the item and leaves that part unknown.
@Suite struct StoryboardRuntimeAttributeTests {
    static func items(_ attributes: [String], item: String = #"title="Home" image="home""#) throws -> [SourceItem] {
        let list = attributes.map { "<userDefinedRuntimeAttribute \($0)/>" }.joined()
        let text = StoryboardExtractorTests.storyboard(["a"], StoryboardExtractorTests.scene("a",
            "<viewController id=\"a\"><tabBarItem key=\"tabBarItem\" \(item) id=\"ia\"><userDefinedRuntimeAttributes>\(list)"
                + "</userDefinedRuntimeAttributes></tabBarItem></viewController>"))
        return try #require(try StoryboardExtractorTests.controller(text).items?.elements)
    }

    @Test func accessibilityTheBadgeAndTheTagLeaveTheItemAsWritten() throws {
        let items = try Self.items([#"type="string" keyPath="accessibilityIdentifier" value="TabHome""#,
                                    #"type="string" keyPath="badgeValue" value="3""#, #"type="number" keyPath="tag""#])
        #expect(items.map { $0.title?.literal } == ["Home"])
        #expect(items.map { $0.image?.literal } == ["home"])
        #expect(items.map(\.keysComplete) == [true])
    }

    @Test func aWrittenTitleOrImageIsThatValue() throws {
        let items = try Self.items([#"type="string" keyPath="title" value="Start""#, #"type="image" keyPath="selectedImage" value="home_on.png""#],
                                   item: #"title="" image="home""#)
        #expect(items.map { $0.title?.literal } == ["Start"])
        #expect(items.map { $0.selectedImage?.literal } == ["home_on"])
        #expect(items.map { $0.image?.literal } == ["home"])
    }

    @Test func anyOtherKeyPathLeavesWhatItMaySetUnknown() throws {
        let localized = try Self.items([#"type="string" keyPath="xibLocKey" value="tab.home""#])
        #expect(localized.map { $0.title?.value } == [.unknown])
        #expect(localized.map { $0.image?.literal } == ["home"])
        let selected = try Self.items([#"type="string" keyPath="selectedImage" value="x""#])
        #expect(selected.map { $0.selectedImage?.value } == [.unknown])
        #expect(selected.map { $0.image?.literal } == ["home"])
        let localizedTitle = try Self.items([#"type="localizedString" keyPath="title" value="tab.home""#])
        #expect(localizedTitle.map { $0.title?.value } == [.unknown])
    }
}
