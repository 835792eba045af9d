import JSONC
import StoryboardSource
import TabBarCore
import Testing

/// What the storyboard front-end reads of a tab bar controller scene, and what it leaves unknown.
@Suite struct StoryboardExtractorTests {
    static func scene(_ id: String, _ body: String) -> String {
        "<scene sceneID=\"s-\(id)\"><objects>\(body)</objects></scene>\n"
    }

    static func storyboard(_ segues: [String], _ scenes: String, controller: String = "") -> String {
        let connections = segues.map { "<segue destination=\"\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"g-\($0)\"/>" }
        return "<?xml version=\"1.0\"?>\n<document><scenes>\n"
            + scene("tbc", "<tabBarController id=\"tbc\"\(controller)><tabBar key=\"tabBar\" id=\"bar\"/><connections>"
                    + connections.joined() + "</connections></tabBarController>")
            + scenes + "</scenes></document>\n"
    }

    static func controller(_ text: String) throws -> SourceController {
        let facts = StoryboardFrontEnd().extract(Array(text.utf8))
        #expect(facts.code == nil)
        return try #require(facts.controllers.first)
    }

    @Test func tabsFollowTheSeguesNotTheScenes() throws {
        let text = Self.storyboard(["b", "a"], Self.scene("a", #"<viewController id="a" customClass="AViewController"><tabBarItem key="tabBarItem" title="A" image="a" id="ia"/></viewController>"#)
            + Self.scene("b", #"<viewController id="b"><tabBarItem key="tabBarItem" title="B &amp; C" image="b" selectedImage="b_sel" id="ib"/></viewController>"#),
            controller: #" customClass="MainTabBarController""#)
        let bar = try Self.controller(text)
        #expect(bar.className == "MainTabBarController")
        #expect(bar.separateItems == nil)
        let items = try #require(bar.items?.elements)
        #expect(items.map { $0.title?.literal } == ["B & C", "A"])
        #expect(items.map { $0.image?.literal } == ["b", "a"])
        #expect(items[0].selectedImage?.literal == "b_sel")
        #expect(bar.viewControllers?.elements.map(\.className) == [nil, "AViewController"])
        let bytes = Array(text.utf8)
        let title = try #require(items[1].title)
        #expect(String(decoding: bytes[title.range.start..<title.range.end], as: UTF8.self) == "A")
    }

    @Test func aSystemSymbolIsNotAnAssetName() throws {
        let text = Self.storyboard(["a", "b"], Self.scene("a", #"<viewController id="a"><tabBarItem key="tabBarItem" title="A" image="house" catalog="system" id="ia"/></viewController>"#)
            + Self.scene("b", #"<viewController id="b"><tabBarItem key="tabBarItem" title="B" id="ib"><imageReference key="image" image="star" catalog="system"/><imageReference key="selectedImage" image="star_sel"/></tabBarItem></viewController>"#))
        let items = try #require(try Self.controller(text).items?.elements)
        #expect(items.map { $0.image?.value } == [.unknown, .unknown])
        #expect(items[1].selectedImage?.literal == "star_sel")
    }

    @Test func aNavigationControllerShowsItsOwnItemOrItsRootsAndBothIsUnknown() throws {
        func nav(_ id: String, navItem: Bool, rootItem: Bool) -> String {
            Self.scene("n" + id, "<navigationController id=\"n\(id)\">" + (navItem ? "<tabBarItem key=\"tabBarItem\" title=\"Nav\(id)\" image=\"n\" id=\"in\(id)\"/>" : "")
                       + "<connections><segue destination=\"r\(id)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"gr\(id)\"/></connections></navigationController>")
                + Self.scene("r" + id, "<tableViewController id=\"r\(id)\" customClass=\"Root\(id)\">"
                             + (rootItem ? "<tabBarItem key=\"tabBarItem\" title=\"Root\(id)\" image=\"r\" id=\"ir\(id)\"/>" : "") + "</tableViewController>")
        }
        let text = Self.storyboard(["n1", "n2", "n3"], nav("1", navItem: true, rootItem: false) + nav("2", navItem: false, rootItem: true)
                                   + nav("3", navItem: true, rootItem: true))
        let bar = try Self.controller(text)
        let items = try #require(bar.items?.elements)
        #expect(items.map { $0.title?.literal } == ["Nav1", "Root2", nil])
        #expect(items.map(\.isKnown) == [true, true, false])
        #expect(bar.viewControllers?.elements.map(\.className) == ["Root1", "Root2", "Root3"])
    }

    @Test func aStoryboardReferencePlaceholderItemIsNotATitle() throws {
        let text = Self.storyboard(["ref"], Self.scene("ref", #"<viewControllerPlaceholder storyboardName="Profile" id="ref"><tabBarItem key="tabBarItem" title="Item" id="iref"/></viewControllerPlaceholder>"#))
        let item = try #require(try Self.controller(text).items?.elements.first)
        #expect(item.isKnown == false)
        #expect(item.title == nil)
    }

    @Test func runtimeAttributesAndSystemItemsAreUnknown() throws {
        let text = Self.storyboard(["a", "b"], Self.scene("a", #"<viewController id="a"><tabBarItem key="tabBarItem" title="Item" image="a" id="ia"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizedTitleKey" value="tab.home"/></userDefinedRuntimeAttributes></tabBarItem></viewController>"#)
            + Self.scene("b", #"<viewController id="b"><tabBarItem key="tabBarItem" systemItem="favorites" id="ib"/></viewController>"#))
        let items = try #require(try Self.controller(text).items?.elements)
        #expect(items.map { $0.title?.value } == [.unknown, .unknown])
        #expect(items.map(\.keysComplete) == [false, false])
    }

    @Test func theScreenLetsThroughTabBarsAndItemsOnly() {
        let frontEnd = StoryboardFrontEnd()
        #expect(frontEnd.screen(Array("<document><tabBarController id=\"a\"/></document>".utf8)).mentionsLibrary)
        #expect(frontEnd.screen(Array("<document><tabBarItem key=\"tabBarItem\"/></document>".utf8)).mentionsLibrary)
        #expect(!frontEnd.screen(Array("<document><viewController id=\"a\"/></document>".utf8)).mentionsLibrary)
        #expect(frontEnd.reads(fileName: "App/Base.lproj/Main.storyboard"))
        #expect(!frontEnd.reads(fileName: "Main.xib"))
    }

    @Test func aTitleFixIsEscapedAndStaysInsideTheQuotes() throws {
        let text = #"<tabBarItem title="a" image="hoem"/>"#
        let bytes = Array(text.utf8)
        let start = text.utf8.count - "hoem\"/>".utf8.count
        let edits = try #require(StoryboardFrontEnd().render(.replaceValue(ByteRange(start, start + 4), with: .string("a&\"b")), in: bytes))
        #expect(edits.map(\.newText) == ["a&amp;&quot;b"])
        #expect(StoryboardFrontEnd().render(.replaceValue(ByteRange(1, 3), with: .string("x")), in: bytes) == nil)
    }
}
