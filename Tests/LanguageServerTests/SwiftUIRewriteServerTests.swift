import JSONC
import Testing
@testable import LanguageServer

/// The SwiftUI rewrite through the server, in process: `textDocument/codeAction` with `only: ["refactor.rewrite"]` on a
/// `.tabItem` child gets "Convert to Tab(…)" with its edit, in UTF-16 or UTF-8 columns past CJK text and an emoji, and
/// the edited text offers the way back; quick fixes and fix-all never carry it. And `tabbar/preview` of the TabView on
/// an iPad.
@Suite struct SwiftUIRewriteServerTests {
    static let uri = "file:///work/swiftui/RootView.swift"
    static let prefix = "            /* 首页😀 */ "
    static let child = #"HomeView().tabItem { Label("首页😀", systemImage: "house") }.tag(0)"#

    static func text(_ child: String) -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var tab = 0

            var body: some View {
                TabView(selection: $tab) {
        \(prefix)\(child)
                }
            }
        }

        """
    }

    static func actions(_ client: LoopbackClient, line: Int, character: Int, only: [String]?) -> [JSON] {
        var context: JSONObject = ["diagnostics": []]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        let cursor: JSON = ["line": .number(Double(line)), "character": .number(Double(character))]
        return client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
                                                          "range": ["start": cursor, "end": cursor],
                                                          "context": .object(context)]).result?.arrayValue ?? []
    }

    static func edits(_ action: JSON) -> [JSON] {
        action["edit"]?["changes"]?[uri]?.arrayValue
            ?? action["edit"]?["documentChanges"]?.arrayValue?.first?["edits"]?.arrayValue ?? []
    }

    @Test(arguments: [false, true])
    func aTabItemChildConvertsToTab(utf8: Bool) throws {
        let client = LoopbackClient()
        _ = client.initialize(capabilities: utf8 ? Capabilities.utf8 : [:])
        let text = Self.text(Self.child)
        client.open(Self.uri, text, language: "swift")
        let start = utf8 ? Self.prefix.utf8.count : Self.prefix.utf16.count
        let length = utf8 ? Self.child.utf8.count : Self.child.utf16.count
        let actions = Self.actions(client, line: 7, character: start + 3, only: ["refactor.rewrite"])
        #expect(actions.count == 1, "\(actions)")
        let action = try #require(actions.first)
        #expect(action["title"] == "Convert to Tab(…)" && action["kind"] == "refactor.rewrite")
        #expect(action["diagnostics"] == nil && action["isPreferred"] == nil)
        let edits = Self.edits(action)
        #expect(edits.count == 1)
        #expect(edits.first?["range"] == ["start": ["line": 7, "character": .number(Double(start))],
                                          "end": ["line": 7, "character": .number(Double(start + length))]])
        let converted = EditApplier.apply(edits, to: text, utf8 ? .utf8 : .utf16)
        #expect(converted == Self.text("""
            Tab("首页😀", systemImage: "house", value: 0) {
                            HomeView()
                        }
            """), "\(converted)")

        // The converted text offers the way back, which gives the child again.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 2],
                                                 "contentChanges": [["text": .string(converted)]]])
        let back = try #require(Self.actions(client, line: 8, character: 18, only: ["refactor"]).first)
        #expect(back["title"] == "Convert to .tabItem { Label(…) }")
        let restored = EditApplier.apply(Self.edits(back), to: converted, utf8 ? .utf8 : .utf16)
        #expect(restored == Self.text("""
            HomeView()
                            .tabItem {
                                Label("首页😀", systemImage: "house")
                            }
                            .tag(0)
            """), "\(restored)")
    }

    /// `tabbar/preview` of the TabView: on an iPad it says that iPadOS 18 floats the bar at the top, in text and JSON.
    @Test func previewOnAnIPadSaysTheBarFloats() throws {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.text(Self.child), language: "swift")
        func content(_ device: String, _ format: String) throws -> String {
            let result = try #require(client.request("tabbar/preview", ["textDocument": ["uri": .string(Self.uri)],
                                                                        "device": .string(device), "format": .string(format)]).result)
            return result["content"]?.stringValue ?? ""
        }
        let pad = try content("ipad-pro-13", "ascii")
        #expect(pad.contains("note: on ipad-pro-13 with iPadOS 18 or later, a TabView's tab bar floats at the top"), "\(pad)")
        #expect(pad.contains("首页😀"))
        #expect(!(try content("iphone-15", "ascii")).contains("floats"))
        let json = try #require(JSON.parse(Array(try content("ipad-10", "json").utf8)))
        #expect(json["floatingTabBar"]?["since"] == "iPadOS 18" && json["floatingTabBar"]?["position"] == "top")
        #expect(JSON.parse(Array(try content("iphone-se", "json").utf8))?["floatingTabBar"] == nil)
    }

    @Test func onlyQuickFixesOrFixAllNeverCarryIt() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Self.uri, Self.text(Self.child), language: "swift")
        let column = Self.prefix.utf16.count + 3
        #expect(Self.actions(client, line: 7, character: column, only: ["quickfix"]).isEmpty)
        #expect(Self.actions(client, line: 7, character: column, only: ["source.fixAll.tabbar"]).allSatisfy { $0["kind"] != "refactor.rewrite" })
        // Asked for everything, it is there; elsewhere in the file, not.
        #expect(Self.actions(client, line: 7, character: column, only: nil).contains { $0["kind"] == "refactor.rewrite" })
        #expect(Self.actions(client, line: 3, character: 8, only: ["refactor.rewrite"]).isEmpty)
        // A title that is not a literal: nothing offered.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 2],
                                                 "contentChanges": [["text": .string(Self.text(Self.child.replacingFirst("\"首页😀\"", with: "title")))]]])
        #expect(Self.actions(client, line: 7, character: column, only: ["refactor.rewrite"]).isEmpty)
    }
}
