import JSONC
import Testing
@testable import TabBarCore

/// More than five items: the bar shows what UIKit shows, the first four and a More tab.
@Suite struct MoreTabTests {
    static func config(items: Int, plus: String? = nil) -> TabBarConfig {
        let list = (0..<items).map { #"{ "title": "T\#($0)", "image": "i\#($0)" }"# }.joined(separator: ", ")
        let text = "{ \"items\": [ \(list) ]" + (plus.map { ", \"plusButton\": \($0)" } ?? "") + " }"
        return ConfigurationLinter.lint(text: text).config
    }

    static func layout(_ config: TabBarConfig, on name: String = "iphone-15") throws -> TabBarLayout {
        try LayoutEngine.layout(LayoutInput(config), on: try #require(Device.named(name))).get()
    }

    @Test func sixItemsShowFourAndMore() throws {
        let layout = try Self.layout(Self.config(items: 6))
        #expect(layout.items.map(\.index) == [0, 1, 2, 3])
        #expect(layout.itemWidth == 393.0 / 5)
        let more = try #require(layout.moreTab)
        #expect(more.hiddenItems == [4, 5])
        #expect(more.frame == Frame(x: 4 * 393.0 / 5, y: 0, width: 393.0 / 5, height: 49))
        #expect(layout.hitTest(x: 390, y: 10) == .moreTab)
        #expect(layout.hitTest(x: 10, y: 10) == .item(0))
    }

    @Test func fiveItemsHaveNoMoreTab() throws {
        let layout = try Self.layout(Self.config(items: 5))
        #expect(layout.moreTab == nil)
        #expect(layout.items.count == 5)
        #expect(Preview.json(layout)["moreTab"] == nil)
        #expect(Preview.json(layout).objectValue?.keys == ["device", "tabBar", "itemWidth", "items", "plusButton"])
    }

    @Test func thePlusButtonSharesTheBarWithTheMoreTab() throws {
        // N = 6 (even): the library puts the button at N/2 = 3, before the fourth item.
        let layout = try Self.layout(Self.config(items: 6, plus: #"{ "image": "p", "width": 60 }"#))
        let w = (393.0 - 60) / 5
        #expect(layout.plusButton?.index == 3)
        #expect(layout.plusButton?.frame.x == 3 * w)
        #expect(layout.items.map(\.frame.x) == [0, w, 2 * w, 3 * w + 60])
        #expect(layout.moreTab?.frame.x == 4 * w + 60)
        // An index past the five slots puts the button last.
        let late = try Self.layout(Self.config(items: 8, plus: #"{ "image": "p", "width": 60, "indexOfPlusButtonInTabBar": 7 }"#))
        #expect(late.plusButton?.index == 5)
        #expect(late.plusButton?.frame.x == 5 * w)
        #expect(late.moreTab?.frame.x == 4 * w)
        #expect(late.moreTab?.hiddenItems == [4, 5, 6, 7])
        // Seven items and no index: the library asserts as with any odd count.
        let odd = LayoutEngine.layout(LayoutInput(Self.config(items: 7, plus: #"{ "image": "p" }"#)),
                                      on: Device.defaultDevice)
        #expect(odd == .failure(.missingPlusIndex(itemCount: 7)))
    }

    @Test func previewsDrawTheMoreTabAndSaySo() throws {
        let config = Self.config(items: 6)
        let layout = try Self.layout(config)
        let json = Preview.json(layout)
        #expect(json.objectValue?.keys == ["device", "tabBar", "itemWidth", "items", "plusButton", "moreTab"])
        #expect(json["items"]?.arrayValue?.count == 4)
        #expect(json["moreTab"]?["title"] == "More")
        #expect(json["moreTab"]?["hiddenItems"] == [4, 5])
        let ascii = Preview.ascii(layout, config: config)
        #expect(ascii.contains("More") && ascii.contains("•••"))
        #expect(!ascii.contains("[i4]") && !ascii.contains("[i5]"))
        #expect(ascii.contains("More: 6 items; UIKit shows the first 4 and lists items 5–6 (“T4”, “T5”) under More (TB001)"))
        let svg = Preview.svg(layout, config: config)
        #expect(svg.contains("More tab for items 5, 6"))
        #expect(svg.contains("UIKit shows the first 4"))
    }

    @Test func theLayoutRulesSeeTheBarUIKitShows() {
        // 6 items and a 120 pt plus button on iphone-se: five slots of 51 pt, not six of 42.5.
        let text = """
        { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"},
                     {"title": "D", "image": "d"}, {"title": "E", "image": "e"}, {"title": "F", "image": "f"} ],
          "plusButton": { "image": "p", "width": 120 }, "preview": { "devices": ["iphone-se"] } }
        """
        let codes = ConfigurationLinter.lint(text: text).diagnostics.map(\.code)
        #expect(codes.contains("TB001"))
        #expect(!codes.contains("TB010"))
    }
}

/// People count items and slots from 1 in every drawing; the preview JSON keeps 0-based `index` values.
@Suite struct PreviewNumberingTests {
    @Test func captionsCountFromOneAndTheJSONFromZero() throws {
        let config = MoreTabTests.config(items: 6, plus: #"{ "image": "p", "width": 60 }"#)
        let layout = try MoreTabTests.layout(config)
        let ascii = Preview.ascii(layout, config: config)
        #expect(ascii.contains("(+) in slot 4 (index 3): x "), "\(ascii)")
        #expect(ascii.contains("lists items 5–6 (“T4”, “T5”) under More"), "\(ascii)")
        let svg = Preview.svg(layout, config: config)
        #expect(svg.contains("<title>item 1 “T0”: x 0,"), "\(svg)")
        #expect(!svg.contains("<title>item 0 "), "\(svg)")
        #expect(svg.contains("<title>plus button in slot 4 (index 3): "), "\(svg)")
        #expect(svg.contains("More tab for items 5, 6"), "\(svg)")
        let json = Preview.json(layout)
        #expect(json["items"]?.arrayValue?.first?["index"] == 0)
        #expect(json["plusButton"]?["index"] == 3)
        #expect(json["moreTab"]?["hiddenItems"] == [4, 5])
    }
}

/// The plus button's slot is labelled the same way on every device.
@Suite struct PlusLabelTests {
    @Test(arguments: Device.builtIn.map(\.name))
    func thePlusSlotReadsTheSameEverywhere(_ name: String) throws {
        let config = ConfigurationLinter.lint(text: #"""
        { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
          "plusButton": { "image": "plus", "width": 64, "height": 64 } }
        """#).config
        for orientation in [Orientation.portrait, .landscape] {
            let device = try #require(Device.named(name))
            let layout = try LayoutEngine.layout(LayoutInput(config), on: device, orientation: orientation).get()
            let lines = Preview.ascii(layout, config: config).split(separator: "\n").map(String.init)
            let firstRow = try #require(lines.first { $0.contains("[a]") })
            #expect(firstRow.contains("(+)"), "\(name) \(orientation): \(firstRow)")
            #expect(!firstRow.contains("[pl"), "\(name) \(orientation): \(firstRow)")
            #expect(lines.filter { $0.contains("(+)") && !$0.hasPrefix("(+) in slot") }.count == 1)
        }
    }
}
