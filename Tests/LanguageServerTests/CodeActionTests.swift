import JSONC
import Testing
@testable import LanguageServer

/// Quick fixes and fix-all, applied and checked again.
@Suite struct CodeActionTests {
    static let uri = "file:///work/fix/tabbar.json"
    static let text = """
    {
      "items": [
        { "title": "首页😀", "image": "home", "viewController": { "class": "H", "title": "Home" } },
        { "title": "我的", "image": "me" }
      ],
      "plusButton": { "image": "post", "multiplerInCenterY": 0.3 }
    }
    """
    static let whole: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]]

    static func actions(_ client: LoopbackClient, range: JSON = whole, only: [String]? = nil) -> [JSON] {
        var context: JSONObject = ["diagnostics": []]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        return client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range,
                                                          "context": .object(context)]).result?.arrayValue ?? []
    }

    static func edits(_ action: JSON) -> [JSON] {
        action["edit"]?["changes"]?[uri]?.arrayValue
            ?? action["edit"]?["documentChanges"]?.arrayValue?.first?["edits"]?.arrayValue ?? []
    }

    static func codes(_ client: LoopbackClient) -> [String] {
        (client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    @Test func quickFixesCarryTheirDiagnosticAndPreference() throws {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.text)
        // The cursor on "Home" (line 2, after the emoji): TB003's two fixes only.
        let cursor: JSON = ["start": ["line": 2, "character": 83], "end": ["line": 2, "character": 83]]
        let actions = Self.actions(client, range: cursor, only: ["quickfix"])
        #expect(actions.map { $0["title"]?.stringValue ?? "" }
            == ["Rename to \"navigationItemTitle\"", "Set it to the tab title \"首页😀\""])
        #expect(actions.allSatisfy { $0["kind"] == "quickfix" })
        #expect(actions.first?["isPreferred"] == true)
        #expect(actions.last?["isPreferred"] == nil)
        let attached = try #require(actions.first?["diagnostics"]?.arrayValue?.first)
        #expect(attached["code"] == "TB003")
        #expect(attached == client.lastDiagnostics(Self.uri)?["diagnostics"]?.arrayValue?.first { $0["code"] == "TB003" })
    }

    @Test func appliedQuickFixClearsItsDiagnostic() throws {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.text)
        let action = try #require(Self.actions(client).first { $0["title"] == "Set it to the tab title \"首页😀\"" })
        let fixed = EditApplier.apply(Self.edits(action), to: Self.text)
        #expect(fixed.contains("\"title\": \"首页😀\" } }"))
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 2],
                                                 "contentChanges": [["text": .string(fixed)]]])
        #expect(!Self.codes(client).contains("TB003"))
        #expect(Self.codes(client).contains("TB004"))
    }

    @Test func fixAllAppliesEverySafeFixAsOneEdit() throws {
        let client = LoopbackClient()
        client.initialize(capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
        client.open(Self.uri, Self.text, version: 4)
        let actions = Self.actions(client, only: ["source.fixAll"])
        #expect(actions.count == 1)
        let fixAll = try #require(actions.first)
        #expect(fixAll["kind"] == "source.fixAll.tabbar")
        #expect(fixAll["edit"]?["documentChanges"]?.arrayValue?.first?["textDocument"]?["version"] == 4)
        #expect(Self.edits(fixAll).count == 1)
        let fixed = EditApplier.apply(Self.edits(fixAll), to: Self.text)
        #expect(fixed.contains("\"navigationItemTitle\": \"Home\""))
        #expect(fixed.contains("\"multiplierOfTabBarHeight\": 0.3"))
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 5],
                                                 "contentChanges": [["text": .string(fixed)]]])
        #expect(!Self.codes(client).contains("TB003"))
        #expect(!Self.codes(client).contains("TB004"))
        #expect(Self.actions(client, only: ["source.fixAll.tabbar"]).isEmpty)
    }

    @Test func onlyFiltersKinds() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.text)
        #expect(Self.actions(client, only: ["refactor"]).isEmpty)
        #expect(Self.actions(client, only: ["source"]).map { $0["kind"] } == ["source.fixAll.tabbar"])
        let all = Self.actions(client)
        #expect(all.contains { $0["kind"] == "quickfix" })
        #expect(all.contains { $0["kind"] == "source.fixAll.tabbar" })
    }

    @Test func fixAllLoopsUntilStable() throws {
        let client = LoopbackClient()
        client.initialize()
        let server = client.server!
        let bytes = Array(Self.text.utf8)
        let first = TabBarCoreLint.lint(bytes)
        let fixed = server.services.configuration.fixAll(bytes, first: first, options: .init())
        let again = TabBarCoreLint.lint(fixed)
        #expect(!again.diagnostics.contains { $0.hasSafeFix })
        #expect(again.document.errors.isEmpty)
    }
}
