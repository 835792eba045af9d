import JSONC
import Testing
@testable import TabBarCore

/// The typed model and the ranges of its values, with CJK and emoji before them.
@Suite struct ConfigDecoderTests {
    static let text = """
    // 😀 标签栏
    {
      "tabBar": { "height": 56 },
      "items": [
        { "title": "首页", "image": "home", "badge": "3",
          "viewController": { "class": "Home", "title": "首页", "navigationItemTitle": "Home" } },
        "not an item",
        { "image": "me" }
      ],
      "plusButton": { "width": 60, "height": 70, "image": "plus", "indexOfPlusButtonInTabBar": 1,
                      "multiplerInCenterY": 0.25, "constantOfPlusButtonCenterYOffset": -10,
                      "plusChildViewController": { "class": "Publish" }, "shouldSelectPlusChildViewController": false },
      "preview": { "devices": [ "iphone-se", { "name": "fold", "width": 400, "height": 900, "safeAreaBottom": 20 } ],
                   "orientation": "landscape" }
    }
    """

    @Test func decodesEveryValueWithItsRange() throws {
        let document = JSONCDocument(text: Self.text)
        let (config, findings) = ConfigDecoder.decode(document)
        #expect(findings.map(\.code) == ["TB007"])  // the string in items
        #expect(config.tabBar.height?.value == 56)
        #expect(config.items.count == 2)
        let first = try #require(config.items.first)
        #expect(first.title?.value == "首页")
        #expect(document.text(in: try #require(first.title).range) == "\"首页\"")
        #expect(document.text(in: try #require(first.title).keyRange) == "\"title\"")
        #expect(first.viewController?.navigationItemTitle?.value == "Home")
        #expect(config.items[1].isIconOnly)
        #expect(config.items[1].index == 1)
        let plus = try #require(config.plusButton)
        #expect(plus.integerIndex == 1)
        #expect(plus.multiplerInCenterY?.value == 0.25)
        #expect(plus.plusChildViewController?.className?.value == "Publish")
        #expect(plus.shouldSelectPlusChildViewController?.value == false)
        #expect(document.text(in: plus.keyRange) == "\"plusButton\"")
        #expect(config.preview.devices.map(\.value.name) == ["iphone-se", "fold"])
        #expect(config.preview.devices[1].value.safeAreaBottom == 20)
        #expect(config.preview.effectiveOrientation == .landscape)
    }

    @Test func illTypedValuesAreReportedAndLeftOut() {
        let text = #"{ "tabBar": { "height": "49" }, "items": [ { "title": 1, "image": "" } ], "plusButton": 3 }"#
        let (config, findings) = ConfigDecoder.decode(JSONCDocument(text: text))
        #expect(config.tabBar.height == nil)
        #expect(config.items[0].title == nil)
        #expect(config.items[0].image == nil)
        #expect(config.plusButton == nil)
        #expect(findings.map(\.code) == ["TB007", "TB007", "TB007", "TB007"])
        #expect(findings[0].message == #""height" must be a number > 0, found string"#)
    }

    @Test func unknownKeysSuggestTheNearestKnownKey() {
        let text = #"{ "items": [ { "imgae": "a", "selectedimage": "b" } ], "plusbutton": {} }"#
        let (_, findings) = ConfigDecoder.decode(JSONCDocument(text: text))
        let suggestions = findings.filter { $0.code == "TB006" }.map { $0.fixes.first?.title ?? "-" }
        #expect(suggestions == ["Rename to \"image\"", "Rename to \"selectedImage\"", "Rename to \"plusButton\""])
    }

    @Test func duplicateKeysPointAtTheOneThatCounts() throws {
        let text = #"{ "items": [], "items": [ { "title": "A", "image": "a" } ] }"#
        let document = JSONCDocument(text: text)
        let (config, findings) = ConfigDecoder.decode(document)
        #expect(config.items.count == 1)  // the last one wins
        let duplicate = try #require(findings.first { $0.code == "TB008" })
        #expect(duplicate.range.start == 2)
        #expect(duplicate.related.first?.range.start == 15)
    }

    @Test func spellingDistanceCountsSwapsOnce() {
        #expect(Spelling.distance("titel", "title") == 1)
        #expect(Spelling.distance("", "abc") == 3)
        #expect(Spelling.nearest(to: "multiplierInCenterY", in: ["multiplerInCenterY", "multiplierOfTabBarHeight"])
            == "multiplerInCenterY")
        #expect(Spelling.nearest(to: "zzzzzz", in: ["title", "image"]) == nil)
    }
}
