import JSONC
import Testing
@testable import LanguageServer

/// Hover: key docs, frames, the bar preview, rule docs.
@Suite struct HoverTests {
    static let marked = Marked("""
    {
      // 标签栏 😀
      "it1️⃣ems": [
        { "title": "首页", "image": "home" },
        { "title": "消息", "image": "message" },
        { "title": "发现", "ima2️⃣ge": "discover" },
        6️⃣{ "title": "我的", "image": "me" }
      ],
      "plusB3️⃣utton": { "width": 55, "height": 80, "image": "post", "mult4️⃣iplerInCenterY": 0.5, "indexOfPlusButtonInTabBar": 2 },
      "preview": { "devices": ["iphone-s5️⃣e"] }
    }
    """)

    static func hover(_ marker: Int, unit: LineTable.Unit = .utf16) throws -> (value: String, range: JSON?) {
        let client = LoopbackClient()
        client.initialize(capabilities: unit == .utf8 ? Capabilities.utf8 : [:],
                          options: ["docsUrl": "https://example.org/tabbar/docs/rules"])
        client.open(Samples.uri, marked.text)
        let result = try #require(client.request("textDocument/hover", [
            "textDocument": ["uri": .string(Samples.uri)], "position": marked.position(marker, unit)]).result)
        #expect(result["contents"]?["kind"] == "markdown")
        return (try #require(result["contents"]?["value"]?.stringValue), result["range"])
    }

    @Test func itemsKeyShowsItsDocsAndTheWholeBar() throws {
        let (value, range) = try Self.hover(1)
        #expect(value.contains("**items**: array of items"))
        #expect(value.contains("UIKit shows at most 5"))
        #expect(value.contains("```text\n"))
        #expect(range?["start"] == ["line": 2, "character": 2])
        #expect(range?["end"] == ["line": 2, "character": 9])
    }

    @Test func keyInsideAnItemShowsTheKeyDocsAndTheItemFrame() throws {
        for unit in [LineTable.Unit.utf16, .utf8] {
            let (value, _) = try Self.hover(2, unit: unit)
            #expect(value.contains("**image**: non-empty string (in item)"))
            #expect(value.contains("CYLTabBarItemImage"))
            #expect(value.contains("**Item 3** (\"发现\") on iphone-se (portrait): x 215, y 0, 80 × 49 pt"))
        }
    }

    @Test func anItemsOpeningBraceShowsItsFrame() throws {
        let (value, _) = try Self.hover(6)
        #expect(value.contains("**Item 4** (\"我的\") on iphone-se (portrait): x 295, y 0, 80 × 49 pt"), "\(value)")
    }

    @Test func plusButtonKeyShowsItsFrameAndThePreview() throws {
        let (value, _) = try Self.hover(3)
        #expect(value.contains("**plusButton**: object"))
        #expect(value.contains("**Plus button** in slot 3 (index 2) on iphone-se (portrait): x 160, y -15.5, 55 × 80 pt"))
        #expect(value.contains("rises 15.5 pt above the bar"))
        #expect(value.contains("```text\n"))
    }

    @Test func deprecatedKeyShowsItsDeprecationAndTheRule() throws {
        let (value, _) = try Self.hover(4)
        #expect(value.contains("**Deprecated**: deprecated since CYLTabBarController 1.6.0"))
        #expect(value.contains("[TB004 deprecated-multiplier](https://example.org/tabbar/docs/rules/TB004.md)"))
    }

    @Test func deviceNameShowsTheDevice() throws {
        let (value, range) = try Self.hover(5)
        #expect(value.contains("**iphone-se**: 375 × 667 pt, bottom safe area 0 pt"))
        #expect(range?["start"] == ["line": 9, "character": 27])
    }

    @Test func nothingToSayIsNull() throws {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, "{ \"custom\": 1 }")
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": .string(Samples.uri)],
                                                          "position": ["line": 5, "character": 0]])
        #expect(reply.result == .null)
        #expect(reply.error == nil)
    }

    @Test func hoverExplainsALayoutThatCannotBeComputed() throws {
        let client = LoopbackClient()
        client.initialize()
        let marked = Marked(#"{ "items": [ {"title": "a", "image": "a"} ], "plus1️⃣Button": { "image": "p" } }"#)
        client.open(Samples.uri, marked.text)
        let value = client.request("textDocument/hover", ["textDocument": ["uri": .string(Samples.uri)],
                                                          "position": marked.position(1)]).result?["contents"]?["value"]
        #expect(value?.stringValue?.contains("cannot be computed") == true)
    }

    @Test func anItemUnderMoreSaysSo() throws {
        let client = LoopbackClient()
        client.initialize()
        let marked = Marked(#"{ "items": [ {"title": "a", "image": "a"}, {"title": "b", "image": "b"}, {"title": "c", "image": "c"}, "#
            + #"{"title": "d", "image": "d"}, {"title": "e", "image": "e"}, {"ti1️⃣tle": "f", "image": "f"} ] }"#)
        client.open(Samples.uri, marked.text)
        let value = client.request("textDocument/hover", ["textDocument": ["uri": .string(Samples.uri)],
                                                          "position": marked.position(1)]).result?["contents"]?["value"]
        #expect(value?.stringValue?.contains("**Item 6** is not in the bar on iphone-15") == true, "\(String(describing: value))")
        #expect(value?.stringValue?.contains("under a More tab (TB001)") == true)
    }
}
