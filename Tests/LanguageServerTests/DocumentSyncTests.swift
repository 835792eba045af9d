import JSONC
import Testing
@testable import LanguageServer

/// Full and incremental sync, in UTF-16 and UTF-8 positions, exact with CJK and emoji.
@Suite struct DocumentSyncTests {
    static let uri = "file:///work/sync/tabbar.json"
    /// TB003 fires on "Home", after an emoji (a surrogate pair) and CJK text on the same line.
    static let line = #"{ "items": [ { "title": "😀首页", "image": "a", "viewController": { "title": "Home" } } ] }"#

    static func text(_ client: LoopbackClient) -> String? {
        client.server.documents[uri]?.text
    }

    static func tb003Range(_ client: LoopbackClient) -> JSON? {
        client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.first { $0["code"] == "TB003" }?["range"]
    }

    @Test(arguments: [false, true])
    func diagnosticColumnsCountInTheNegotiatedEncoding(utf8: Bool) throws {
        let client = LoopbackClient()
        let result = client.initialize(capabilities: utf8 ? Capabilities.utf8 : [:]).result
        #expect(result?["capabilities"]?["positionEncoding"]?.stringValue == (utf8 ? "utf-8" : "utf-16"))
        client.open(Self.uri, Self.line)
        let range = try #require(Self.tb003Range(client))
        let prefix = try #require(Self.line.prefix(before: "\"Home\""))
        let start = utf8 ? prefix.utf8.count : prefix.utf16.count
        #expect(range["start"] == ["line": 0, "character": .number(Double(start))])
        #expect(range["end"] == ["line": 0, "character": .number(Double(start + 6))])
        // The emoji is 2 UTF-16 units and 4 UTF-8 bytes, each CJK character 1 and 3.
        #expect(start == (utf8 ? 81 : 75))
    }

    @Test(arguments: [false, true])
    func incrementalChangesAfterAnEmojiLandExactly(utf8: Bool) throws {
        let client = LoopbackClient()
        client.initialize(capabilities: utf8 ? Capabilities.utf8 : [:])
        client.open(Self.uri, Self.line)
        // Replace 首页 (after the emoji) by 消息😀.
        let before = try #require(Self.line.prefix(before: "首页"))
        let start = utf8 ? before.utf8.count : before.utf16.count
        let end = start + (utf8 ? 6 : 2)
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": .number(Double(start))],
                                          "end": ["line": 0, "character": .number(Double(end))]],
                                "text": "消息😀"]],
        ])
        let expected = Self.line.replacingFirst("首页", with: "消息😀")
        #expect(Self.text(client) == expected)
        let published = try #require(client.lastDiagnostics(Self.uri))
        #expect(published["version"] == 2)
        let prefix = try #require(expected.prefix(before: "\"Home\""))
        #expect(Self.tb003Range(client)?["start"]?["character"]?.intValue == (utf8 ? prefix.utf8.count : prefix.utf16.count))
    }

    @Test func severalChangesInOneNotificationApplyInOrder() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, "{\n  \"items\": []\n}\n")
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 5],
            "contentChanges": [
                ["range": ["start": ["line": 1, "character": 12], "end": ["line": 1, "character": 12]],
                 "text": "{ \"title\": \"标\" }"],
                ["range": ["start": ["line": 1, "character": 26], "end": ["line": 1, "character": 26]],
                 "text": ", \"image\": \"😀\""],
            ],
        ])
        #expect(Self.text(client) == "{\n  \"items\": [{ \"title\": \"标\", \"image\": \"😀\" }]\n}\n")
    }

    @Test func fullSyncReplacesTheText() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.line)
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 9],
                                                 "contentChanges": [["text": "{ \"items\": [] }"]]])
        #expect(Self.text(client) == "{ \"items\": [] }")
        #expect(client.lastDiagnostics(Self.uri)?["version"] == 9)
        #expect(Self.tb003Range(client) == nil)
    }

    @Test func outOfRangePositionsAreClamped() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, "{}\n😀")
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [
                // Inside the surrogate pair: moves to the emoji's start; past the line end: clamps.
                ["range": ["start": ["line": 1, "character": 1], "end": ["line": 1, "character": 99]], "text": "x"],
                ["range": ["start": ["line": 40, "character": 0], "end": ["line": 50, "character": 3]], "text": "!"],
                ["range": ["start": ["line": -3, "character": -1], "end": ["line": 0, "character": 0]], "text": "^"],
            ],
        ])
        #expect(Self.text(client) == "^{}\nx!")
    }

    @Test func crlfLineBreaksCountAsOne() throws {
        let client = LoopbackClient()
        client.initialize()
        let text = "{\r\n  \"items\": [ { \"title\": \"😀\", \"image\": \"a\",\r\n \"viewController\": { \"title\": \"B\" } } ]\r\n}"
        client.open(Self.uri, text)
        let range = try #require(Self.tb003Range(client))
        #expect(range["start"] == ["line": 2, "character": 30])
    }

    @Test func closingClearsDiagnosticsAndForgetsTheDocument() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.line)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(client.lastDiagnostics(Self.uri)?["diagnostics"] == [])
        #expect(client.server.documents[Self.uri] == nil)
    }
}

