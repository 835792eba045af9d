#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import JSONC
import TabBarCore
import TabBarWorkspace
import Testing
@testable import LanguageServer

/// TB014's catalogs are searched off the message loop: nothing waits for them, the
/// diagnostics are published again when they arrive, and nothing is searched while the
/// rule is off.
@Suite struct AssetSearchTests {
    static let uri = "file:///work/app/tabbar.json"
    static let text = #"{ "items": [ { "title": "A", "image": "hom" }, { "title": "B", "image": "home" } ] }"#

    static func codes(_ client: LoopbackClient) -> [String] {
        (client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    @Test func diagnosticsAndHoverDoNotWaitForASlowSearch() throws {
        let gate = DispatchSemaphore(value: 0)
        let source = AssetSource(
            scope: { .project(root: $0, isRepository: true) },
            scan: { scope in
                gate.wait()
                return CatalogScan(scope: scope, index: AssetIndex(names: ["home"], catalogs: ["Assets.xcassets"]),
                                   isIncomplete: false, entriesRead: 3)
            })
        let client = LoopbackClient(source: source)
        client.initialize()
        client.open(Self.uri, Self.text)
        // Published while the search is still blocked: TB014 silent for now.
        #expect(client.lastDiagnostics(Self.uri)?["version"] == 1)
        #expect(!Self.codes(client).contains("TB014"))
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                          "position": ["line": 0, "character": 5]])
        #expect(hover.error == nil)
        client.clear()
        gate.signal()
        var waited = 0
        while !Self.codes(client).contains("TB014"), waited < 500 {
            usleep(10_000)
            waited += 1
            client.drain()
        }
        #expect(Self.codes(client).contains("TB014"))
        #expect(client.lastDiagnostics(Self.uri)?["version"] == 1)
        #expect(client.notifications("textDocument/publishDiagnostics").count == 1)
    }

    @Test func nothingIsSearchedWhileTB014IsOff() {
        let client = LoopbackClient(assets: ["/work/app": ["home"]])
        client.initialize(options: ["ignore": ["missing-asset", "TB014"]])
        client.open(Self.uri, Self.text)
        #expect(client.scans.isEmpty)
        #expect(!Self.codes(client).contains("TB014"))
        client.notify("workspace/didChangeConfiguration", ["settings": ["tabbar": ["select": ["TB014"]]]])
        #expect(client.scans == ["/work/app"])
        #expect(Self.codes(client) == ["TB014"])
    }

    @Test func documentsOfOneProjectShareOneSearchAndOthersAreNotRepublished() {
        let client = LoopbackClient(assets: ["/work/app": ["home"], "/work/other": ["hom", "home"]])
        client.initialize()
        client.open(Self.uri, Self.text)
        client.open("file:///work/app/Config/b.tabbar.json", Self.text)
        client.open("file:///work/other/c.tabbar.json", Self.text)
        #expect(client.scans == ["/work/app", "/work/other"])
        #expect(Self.codes(client).contains("TB014"))
        let other = client.lastDiagnostics("file:///work/other/c.tabbar.json")?["diagnostics"]?.arrayValue ?? []
        #expect(!other.contains { $0["code"] == "TB014" })
        // Each document: one publish on open, one when its (non-empty) catalogs arrived.
        let published = client.notifications("textDocument/publishDiagnostics").compactMap { $0["params"]?["uri"]?.stringValue }
        #expect(published.filter { $0 == Self.uri }.count == 2)
    }

    @Test func anIncompleteSearchIsLoggedAndKeepsTB014Silent() {
        let source = AssetSource(
            scope: { .folder($0) },
            scan: { CatalogScan(scope: $0, index: nil, isIncomplete: true, entriesRead: 1_000_001) },
            inline: true)
        let client = LoopbackClient(source: source)
        client.initialize()
        client.open(Self.uri, Self.text)
        #expect(!Self.codes(client).contains("TB014"))
        #expect(client.logLines.contains { $0.contains("stopped looking for asset catalogs below /work/app") })
    }
}
