import JSONC
import Testing
@testable import LanguageServer

/// Document symbols, inlay hints and code lenses.
@Suite struct OutlineTests {
    static func client(_ capabilities: JSON = Capabilities.full, text: String = Samples.bar) -> LoopbackClient {
        let client = LoopbackClient()
        client.initialize(capabilities: capabilities)
        client.open(Samples.uri, text)
        return client
    }

    static let document: JSON = ["uri": .string(Samples.uri)]

    @Test func symbolsAreHierarchical() throws {
        let client = Self.client()
        let symbols = try #require(client.request("textDocument/documentSymbol", ["textDocument": Self.document]).result?.arrayValue)
        #expect(symbols.count == 1)
        let bar = try #require(symbols.first)
        #expect(bar["name"] == "Tab bar")
        #expect(bar["detail"] == "4 items + plus button")
        let children = bar["children"]?.arrayValue ?? []
        #expect(children.compactMap { $0["name"]?.stringValue } == ["首页", "消息", "发现", "我的", "Plus button"])
        #expect(children.first?["detail"] == "x 0, y 0, 84.5 × 49 pt")
        #expect(children.last?["detail"] == "x 169, y 1.5, 55 × 80 pt")
        // The selection is the title value, after the CJK comment line: UTF-16 columns.
        #expect(children.first?["selectionRange"]?["start"] == ["line": 3, "character": 15])
        #expect(children.first?["selectionRange"]?["end"] == ["line": 3, "character": 19])
    }

    @Test func anIconOnlyItemIsNamedByItsNumberFromOne() throws {
        let text = #"{ "items": [ {"title": "a", "image": "a"}, {"image": "b"} ] }"#
        let client = Self.client(text: text)
        let symbols = try #require(client.request("textDocument/documentSymbol", ["textDocument": Self.document]).result?.arrayValue)
        let children = symbols.first?["children"]?.arrayValue ?? []
        #expect(children.compactMap { $0["name"]?.stringValue } == ["a", "Item 2 (icon only)"])
    }

    @Test func symbolsAreFlatForClientsWithoutHierarchy() throws {
        let client = Self.client([:])
        let symbols = try #require(client.request("textDocument/documentSymbol", ["textDocument": Self.document]).result?.arrayValue)
        #expect(symbols.count == 6)
        #expect(symbols[1]["containerName"] == "Tab bar")
        #expect(symbols[1]["location"]?["uri"]?.stringValue == Samples.uri)
    }

    @Test func inlayHintsShowEachItemsXAndWidthAndThePlusFrame() throws {
        let client = Self.client()
        let hints = try #require(client.request("textDocument/inlayHint", [
            "textDocument": Self.document,
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]]]).result?.arrayValue)
        #expect(hints.compactMap { $0["label"]?.stringValue }
            == ["x 0 w 84.5", "x 84.5 w 84.5", "x 224 w 84.5", "x 308.5 w 84.5", "x 169 y 1.5 55×80"])
        #expect(hints.first?["position"] == ["line": 3, "character": 19])
        #expect(hints.first?["tooltip"] == "computed on iphone-15 (portrait)")
        let some = try #require(client.request("textDocument/inlayHint", [
            "textDocument": Self.document,
            "range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 40]]]).result?.arrayValue)
        #expect(some.count == 1)
    }

    @Test func noLayoutNoHints() throws {
        let client = Self.client(text: #"{ "items": [ {"title": "a", "image": "a"} ], "plusButton": { "image": "p" } }"#)
        let hints = client.request("textDocument/inlayHint", [
            "textDocument": Self.document,
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]]]).result
        #expect(hints == [])
    }

    @Test func codeLensesOpenThePreviewPerDevice() throws {
        let text = Samples.bar.replacingFirst("\"plusButton\"", with: "\"preview\": { \"devices\": [\"iphone-se\", \"ipad-10\"] },\n  \"plusButton\"")
        let client = Self.client(text: text)
        let lenses = try #require(client.request("textDocument/codeLens", ["textDocument": Self.document]).result?.arrayValue)
        #expect(lenses.compactMap { $0["command"]?["title"]?.stringValue } == ["Preview on iphone-se", "Preview on ipad-10"])
        let command = try #require(lenses.first?["command"])
        #expect(command["command"] == "tabbar.preview")
        #expect(lenses.first?["range"]?["start"] == ["line": 2, "character": 2])
        // Running the lens's command gives the preview.
        let result = try #require(client.request("workspace/executeCommand", [
            "command": command["command"] ?? .null, "arguments": command["arguments"] ?? .null]).result)
        #expect(result["format"] == "ascii")
        #expect(result["content"]?.stringValue?.isEmpty == false)
    }
}
