import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// `tabbar/preview` and `workspace/executeCommand tabbar.preview`.
@Suite struct PreviewTests {
    static func client() -> LoopbackClient {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, Samples.bar)
        return client
    }

    static func expected(_ format: PreviewFormat, device: String = "iphone-15", orientation: Orientation = .portrait) throws -> String {
        let result = ConfigurationLinter.lint(text: Samples.bar)
        let layout = try LayoutEngine.layout(LayoutInput(result.config), on: try #require(Device.named(device)),
                                             orientation: orientation).get()
        return Preview.render(layout, config: result.config, format: format)
    }

    @Test(arguments: PreviewFormat.allCases)
    func previewRendersEachFormat(format: PreviewFormat) throws {
        let result = try #require(Self.client().request("tabbar/preview", [
            "textDocument": ["uri": .string(Samples.uri)], "format": .string(format.rawValue)]).result)
        #expect(result["format"]?.stringValue == format.rawValue)
        #expect(result["content"]?.stringValue == (try Self.expected(format)))
    }

    @Test func deviceAndOrientationAreHonoured() throws {
        let result = try #require(Self.client().request("tabbar/preview", [
            "textDocument": ["uri": .string(Samples.uri)], "device": "ipad-10", "orientation": "landscape",
            "format": "svg"]).result)
        #expect(result["content"]?.stringValue == (try Self.expected(.svg, device: "ipad-10", orientation: .landscape)))
    }

    @Test func executeCommandTakesTheSameArguments() throws {
        let client = Self.client()
        let direct = client.request("tabbar/preview", ["textDocument": ["uri": .string(Samples.uri)], "format": "ascii"])
        let command = client.request("workspace/executeCommand", [
            "command": "tabbar.preview", "arguments": [["textDocument": ["uri": .string(Samples.uri)], "format": "ascii"]]])
        #expect(command.result != nil)
        #expect(command.result == direct.result)
    }

    @Test func badRequestsAreErrors() {
        let client = Self.client()
        let document: JSON = ["uri": .string(Samples.uri)]
        #expect(client.request("tabbar/preview", ["textDocument": document, "device": "nokia-3310"]).errorCode == -32602)
        #expect(client.request("tabbar/preview", ["textDocument": document, "format": "png"]).errorCode == -32602)
        #expect(client.request("tabbar/preview", ["textDocument": document, "orientation": "up"]).errorCode == -32602)
        #expect(client.request("workspace/executeCommand", ["command": "tabbar.other"]).errorCode == -32602)
        client.open("file:///x/odd.tabbar.json", #"{ "items": [ {"title": "a", "image": "a"} ], "plusButton": { "image": "p" } }"#)
        let failed = client.request("tabbar/preview", ["textDocument": ["uri": "file:///x/odd.tabbar.json"]])
        #expect(failed.errorCode == -32803)
        #expect(failed.error?["message"]?.stringValue?.contains("TB002") == true)
    }
}
