import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// Hover, inlay hints, code lenses, previews and code actions on Objective-C and Swift documents,
/// and nothing where the language's own server answers (completion, formatting, outline).
@Suite struct SourceFeaturesTests {
    static let main = ShopApp.uri(ShopApp.main)
    static let profile = ShopApp.uri(ShopApp.profile)
    static let plus = ShopApp.uri(ShopApp.plus)

    /// The shop app with the controller, the profile screen and the plus button open.
    static func shop(_ unit: LineTable.Unit = .utf16, lastTitle: String = "我的") -> LoopbackClient {
        let client = LoopbackClient(disk: ShopApp.disk(), projectMarkers: [ShopApp.root])
        client.initialize(capabilities: unit == .utf8 ? Capabilities.utf8 : [:], rootURI: ShopApp.uri(ShopApp.root))
        client.open(main, ShopApp.mainText(lastTitle: lastTitle), language: "swift")
        client.open(profile, ShopApp.profileText, language: "swift")
        client.open(plus, ShopApp.plusText, language: "swift")
        return client
    }

    static func position(of needle: String, in text: String, plus extra: Int = 0, _ unit: LineTable.Unit = .utf16) -> JSON {
        Marked.position(of: (text.utf8Offset(of: needle) ?? 0) + extra, in: text, unit)
    }

    static func hover(_ client: LoopbackClient, _ uri: String, _ position: JSON) -> String? {
        client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": position])
            .result?["contents"]?["value"]?.stringValue
    }

    @Test func hoverOnAnItemDictionaryShowsItsFrameAndTheBar() throws {
        for unit in [LineTable.Unit.utf16, .utf8] {
            let client = Self.shop(unit)
            let text = ShopApp.mainText()
            // Inside the fourth dictionary, after its CJK title.
            let reply = client.request("textDocument/hover", [
                "textDocument": ["uri": .string(Self.main)],
                "position": Self.position(of: "\"我的\", CYLTabBarItemImage", in: text, plus: 10, unit)])
            let value = try #require(reply.result?["contents"]?["value"]?.stringValue)
            #expect(value.contains("**Item 4** (\"我的\") on iphone-15 (portrait): x 308.5, y 0, 84.5 × 49 pt"), "\(value)")
            #expect(value.contains("```text\n"))
            #expect(value.contains("首页") && value.contains("(+)"))
            #expect(reply.result?["range"]?["start"] == Self.position(of: "[CYLTabBarItemTitle: \"我的\"", in: text, unit))
        }
    }

    @Test func hoverOnThePlusButtonClassSaysWhereEachValueComesFrom() throws {
        let client = Self.shop()
        let value = try #require(Self.hover(client, Self.plus, Self.position(of: "PostButton: CYLPlusButton", in: ShopApp.plusText,
                                                                               plus: 3)))
        #expect(value.contains("**Plus button** `PostButton` in slot 3 (index 2) on iphone-15 (portrait)"), "\(value)")
        #expect(value.contains("multiplier 0.3 (multiplierOfTabBarHeight)"), "\(value)")
        #expect(value.contains("- size 55 × 80 pt: the frame set in `plusButton`, PostButton.swift:7"), "\(value)")
        #expect(value.contains("- multiplier 0.3: `multiplierOfTabBarHeight:` returns it, PostButton.swift:12"), "\(value)")
        #expect(value.contains("- index: `indexOfPlusButtonInTabBar` not implemented: the middle slot (N/2)"), "\(value)")
        #expect(value.contains("- registered: AppDelegate.swift:10"), "\(value)")
    }

    @Test func hoverElsewhereInASourceFileIsLeftToTheLanguageServer() {
        let client = Self.shop()
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.main)],
                                                          "position": ["line": 0, "character": 3]])
        #expect(reply.error == nil)
        #expect(reply.result == .null)
    }

    @Test func hoverOnAFindingNamesItsRule() throws {
        let client = Self.shop(lastTitle: "Me")
        let value = try #require(Self.hover(client, Self.profile, Self.position(of: "title =", in: ShopApp.profileText, plus: 1)))
        #expect(value.contains("TB003 title-mismatch"))
    }

    @Test func inlayHintsFollowEachItemDictionary() throws {
        for unit in [LineTable.Unit.utf16, .utf8] {
            let client = Self.shop(unit)
            let text = ShopApp.mainText()
            let hints = try #require(client.request("textDocument/inlayHint", [
                "textDocument": ["uri": .string(Self.main)],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]]]).result?.arrayValue)
            #expect(hints.compactMap { $0["label"]?.stringValue } == ["x 0 w 84.5", "x 84.5 w 84.5", "x 224 w 84.5",
                                                                      "x 308.5 w 84.5"])
            // Just after the closing bracket of the fourth dictionary.
            #expect(hints.last?["position"] == Self.position(of: "\"me\"]", in: text, plus: 5, unit))
            #expect(hints.first?["tooltip"] == "computed on iphone-15 (portrait)")
            let plusHints = client.request("textDocument/inlayHint", [
                "textDocument": ["uri": .string(Self.plus)],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]]]).result?.arrayValue
            #expect(plusHints?.compactMap { $0["label"]?.stringValue } == ["x 169 y -15.1 55×80"])
        }
    }

    @Test func theCodeLensPreviewsTheControllerBuiltThere() throws {
        let client = Self.shop()
        let lenses = try #require(client.request("textDocument/codeLens", ["textDocument": ["uri": .string(Self.main)]])
            .result?.arrayValue)
        #expect(lenses.count == 1)
        let command = try #require(lenses.first?["command"])
        #expect(command["title"] == "Preview tab bar")
        #expect(command["command"] == "tabbar.preview")
        let preview = client.request("workspace/executeCommand", ["command": "tabbar.preview",
                                                                  "arguments": command["arguments"] ?? []])
        let content = try #require(preview.result?["content"]?.stringValue)
        #expect(content.hasPrefix("MainTabBarController.swift:6: 4 items, plus button PostButton\n"), "\(content)")
        #expect(content.contains("首页"))
        // No lens where no controller is built.
        #expect(client.request("textDocument/codeLens", ["textDocument": ["uri": .string(Self.profile)]]).result == [])
    }

    @Test func previewOfAFileWithoutAControllerShowsTheProjectsFirst() throws {
        let client = Self.shop()
        let reply = client.request("tabbar/preview", ["textDocument": ["uri": .string(Self.profile)], "format": "json",
                                                      "device": "iphone-se"])
        let content = try #require(reply.result?["content"]?.stringValue)
        let json = try #require(JSON.parse(Array(content.utf8)))
        #expect(json["device"]?["name"] == "iphone-se")
        #expect(json["items"]?.arrayValue?.count == 4)
        #expect(json["plusButton"]?["multiplierSource"] == "multiplierOfTabBarHeight")
        #expect(client.request("tabbar/preview", ["textDocument": ["uri": .string(Self.main)], "device": "nokia"])
            .errorCode == -32602)
    }

    @Test func quickFixesAndFixAllEditTheSourceFile() throws {
        let client = Self.shop(lastTitle: "Me")
        let text = ShopApp.profileText
        let start = Self.position(of: "title =", in: text)
        let actions = try #require(client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.profile)], "range": ["start": start, "end": start],
            "context": ["diagnostics": []]]).result?.arrayValue)
        let preferred = try #require(actions.first { $0["isPreferred"] == true })
        #expect(preferred["kind"] == "quickfix")
        #expect(preferred["diagnostics"]?.arrayValue?.first?["code"] == "TB003")
        let edits = preferred["edit"]?["changes"]?[Self.profile]?.arrayValue ?? []
        #expect(EditApplier.apply(edits, to: text).contains("/* 资料 😀 */ navigationItem.title = \"我的\""))
        let fixAll = try #require(actions.first { $0["kind"] == "source.fixAll.tabbar" })
        let fixed = EditApplier.apply(fixAll["edit"]?["changes"]?[Self.profile]?.arrayValue ?? [], to: text)
        #expect(fixed.contains("navigationItem.title = \"我的\""))
        client.change(Self.profile, fixed, version: 2)
        #expect(client.codes(Self.profile).isEmpty)
    }

    @Test func completionFormattingAndOutlineBelongToTheLanguagesServer() {
        let client = Self.shop()
        let document: JSON = ["uri": .string(Self.main)]
        #expect(client.request("textDocument/completion", ["textDocument": document, "position": ["line": 8, "character": 20]])
            .result?["items"] == [])
        #expect(client.request("textDocument/formatting", ["textDocument": document,
                                                           "options": ["tabSize": 4, "insertSpaces": true]]).result == .null)
        #expect(client.request("textDocument/documentSymbol", ["textDocument": document]).result == .null)
    }
}
