#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
import TabBarCore
import TabBarWorkspace
import Testing
@testable import LanguageServer

/// Push and pull diagnostics, their fields, and TB014 against the workspace's catalogs.
@Suite struct DiagnosticsTests {
    static let uri = "file:///work/app/tabbar.json"
    static let text = """
    {
      "items": [
        { "title": "首页", "image": "home" },
        { "title": "首页", "image": "hom" }
      ],
      "plusButton": { "image": "post", "multiplerInCenterY": 0.3, "multiplierOfTabBarHeight": 0.4 }
    }
    """

    static func diagnostics(_ client: LoopbackClient) -> [JSON] {
        client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue ?? []
    }

    @Test func pushedDiagnosticsCarryEveryField() throws {
        let client = LoopbackClient()
        client.initialize(options: ["docsUrl": "https://example.org/tabbar/docs/rules/"])
        client.open(Self.uri, Self.text, version: 3)
        let published = try #require(client.lastDiagnostics(Self.uri))
        #expect(published["version"] == 3)
        let all = Self.diagnostics(client)
        let duplicate = try #require(all.first { $0["code"] == "TB009" })
        #expect(duplicate["severity"] == 2)
        #expect(duplicate["source"] == "tabbar")
        #expect(duplicate["codeDescription"]?["href"] == "https://example.org/tabbar/docs/rules/TB009.md")
        #expect(duplicate["range"]?["start"] == ["line": 3, "character": 15])
        let related = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
        #expect(related["location"]?["uri"]?.stringValue == Self.uri)
        #expect(related["location"]?["range"]?["start"] == ["line": 2, "character": 15])
        let deprecated = try #require(all.first { $0["code"] == "TB004" })
        #expect(deprecated["tags"] == [2, 1])
        #expect(deprecated["message"]?.stringValue?.contains("ignored") == true)
    }

    @Test func pullAnswersFullThenUnchanged() throws {
        let client = LoopbackClient()
        client.initialize(capabilities: Capabilities.full, options: ["pushDiagnostics": true])
        client.open(Self.uri, Self.text)
        let params: JSON = ["textDocument": ["uri": .string(Self.uri)]]
        let first = try #require(client.request("textDocument/diagnostic", params).result)
        #expect(first["kind"] == "full")
        let pushed = Self.diagnostics(client)
        #expect(first["items"] == .array(pushed))
        let resultID = try #require(first["resultId"]?.stringValue)
        let again = try #require(client.request("textDocument/diagnostic", [
            "textDocument": ["uri": .string(Self.uri)], "previousResultId": .string(resultID)]).result)
        #expect(again == ["kind": "unchanged", "resultId": .string(resultID)])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 2],
                                                 "contentChanges": [["text": "{ \"items\": [] }"]]])
        let changed = try #require(client.request("textDocument/diagnostic", [
            "textDocument": ["uri": .string(Self.uri)], "previousResultId": .string(resultID)]).result)
        #expect(changed["kind"] == "full")
        #expect(changed["resultId"] != .string(resultID))
    }

    @Test func settingsSelectAndIgnoreRules() {
        let client = LoopbackClient()
        client.initialize(options: ["ignore": ["tb009"]])
        client.open(Self.uri, Self.text)
        #expect(!Self.diagnostics(client).contains { $0["code"] == "TB009" })
        #expect(Self.diagnostics(client).contains { $0["code"] == "TB004" })
        client.notify("workspace/didChangeConfiguration", ["settings": ["tabbar": ["select": ["TB009"]]]])
        #expect(Self.diagnostics(client).map { $0["code"] } == ["TB009"])
    }

    /// SPEC section 6: diagnostics are pushed with the document version even to a client
    /// that can also pull them; pulling answers the same findings.
    @Test func pullingClientsAreStillPushedToByDefault() throws {
        let client = LoopbackClient()
        client.initialize(capabilities: Capabilities.full)
        client.open(Self.uri, Self.text)
        let pushed = Self.diagnostics(client)
        #expect(pushed.contains { $0["code"] == "TB009" })
        #expect(client.lastDiagnostics(Self.uri)?["version"] == 1)
        let pulled = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]]).result)
        #expect(pulled["items"] == .array(pushed))
    }

    @Test func withoutKnownRulePagesNoLinkIsSent() throws {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.text)
        let all = Self.diagnostics(client)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0["codeDescription"] == nil })
    }

    @Test func pushCanBeSwitchedOff() {
        let client = LoopbackClient()
        client.initialize(capabilities: Capabilities.full, options: ["pushDiagnostics": false])
        client.open(Self.uri, Self.text)
        #expect(client.notifications("textDocument/publishDiagnostics").isEmpty)
        #expect(client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]]).result?["kind"] == "full")
    }

    @Test func missingAssetsComeFromTheWorkspaceCatalogsScannedOnce() throws {
        let client = LoopbackClient(assets: ["/work/app": ["home", "post"]])
        client.initialize(capabilities: Capabilities.full, options: ["pushDiagnostics": true], rootURI: "file:///work/app/")
        client.open(Self.uri, Self.text)
        let missing = Self.diagnostics(client).filter { $0["code"] == "TB014" }
        #expect(missing.count == 1)
        #expect(missing.first?["range"]?["start"] == ["line": 3, "character": 30])
        client.open("file:///work/app/other.tabbar.json", Self.text)
        #expect(client.scans == ["/work/app"])

        // The catalog gains "hom": the watcher's notification re-checks open documents.
        client.assetCatalogs["/work/app"] = ["home", "hom", "post"]
        client.clear()
        client.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": "file:///work/app/Assets.xcassets/hom.imageset/Contents.json", "type": 1]]])
        #expect(client.scans == ["/work/app", "/work/app"])
        #expect(!Self.diagnostics(client).contains { $0["code"] == "TB014" })
        #expect(client.notifications("textDocument/publishDiagnostics").count == 2)
        #expect(client.sent.contains { $0["method"] == "workspace/diagnostic/refresh" })
    }

    @Test func changesOutsideCatalogsDoNotRescan() {
        let client = LoopbackClient(assets: ["/work/app": ["home"]])
        client.initialize(rootURI: "file:///work/app")
        client.open(Self.uri, Self.text)
        client.clear()
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///work/app/README.md", "type": 2]]])
        #expect(client.sent.isEmpty)
        #expect(client.scans.count == 1)
    }

    @Test func checksAreMadeOncePerVersion() throws {
        let client = LoopbackClient()
        client.initialize(capabilities: Capabilities.full)
        client.open(Self.uri, Self.text)
        let service = client.server.services.configuration
        let first = try #require(service.cachedAnalysis(Self.uri))
        client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])
        client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 1, "character": 4]])
        let second = try #require(service.cachedAnalysis(Self.uri))
        #expect(first.resultID == second.resultID)
        #expect(first.result.document.bytes == second.result.document.bytes)
    }
}
