import JSONC
import ProjectReader
import Testing

/// SwiftUI's `TabView` through the language server, with the built-in front-ends: an open buffer is revised on
/// each change and published with the findings a fresh read gives.
@Suite struct SwiftUIServerTests {
    static let text = """
        import SwiftUI

        struct RootView: View {
            var body: some View {
                TabView {
                    HomeView().tabItem { Label("首页", systemImage: "house") }
                    FeedView().tabItem { Label("首页", systemImage: "sparkles") }
                }
            }
        }
        """

    @Test func anOpenTabViewIsRevisedAndPublished() {
        let path = "/app/RootView.swift", uri = "file:///app/RootView.swift"
        let session = FrontEndServerTests.Session(files: [path: Self.text], frontEnds: SourceProjectReader.frontEnds)
        session.handle("initialize", ["processId": .null, "rootUri": "file:///app", "capabilities": [:]], id: 1)
        session.handle("initialized", [:])
        session.handle("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1,
                                                                 "text": .string(Self.text)]])
        #expect(session.publishedCodes(uri) == ["TB009"], "\(session.sent)")

        // The second title fixed: nothing; then its label made a text alone: a tab without an image.
        let renamed = Self.text.replacingFirst("Label(\"首页\", systemImage: \"sparkles\")", with: "Label(\"发现\", systemImage: \"sparkles\")")
        session.handle("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2],
                                                  "contentChanges": [["text": .string(renamed)]]])
        #expect(session.publishedCodes(uri) == [])
        let textOnly = renamed.replacingFirst("Label(\"发现\", systemImage: \"sparkles\")", with: "Text(\"发现\")")
        session.handle("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 3],
                                                  "contentChanges": [["text": .string(textOnly)]]])
        #expect(session.publishedCodes(uri) == ["TB013"])
    }

    /// SwiftUI's own rules through the server: a tab with no tag under a selection is published as TB034, with its
    /// quick fix at the end of the tab's modifiers; the fixed buffer is clean.
    @Test func aMissingTagIsPublishedWithItsQuickFix() throws {
        let path = "/app/RootView.swift", uri = "file:///app/RootView.swift"
        let feed = #"            FeedView().tabItem { Label("发现", systemImage: "sparkles") }"#
        let text = """
            import SwiftUI

            struct RootView: View {
                @State private var selection = 0

                var body: some View {
                    TabView(selection: $selection) {
                        HomeView().tabItem { Label("首页", systemImage: "house") }.tag(0)
            \(feed)
                    }
                }
            }
            """
        let session = FrontEndServerTests.Session(files: [path: text], frontEnds: SourceProjectReader.frontEnds)
        session.handle("initialize", ["processId": .null, "rootUri": "file:///app", "capabilities": [:]], id: 1)
        session.handle("initialized", [:])
        session.handle("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1,
                                                                 "text": .string(text)]])
        #expect(session.publishedCodes(uri) == ["TB034"], "\(session.sent)")
        let position: JSON = ["line": 8, "character": 24]
        session.handle("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": ["start": position, "end": position],
                                                   "context": ["diagnostics": []]], id: 2)
        let actions = try #require(session.sent.last { $0["id"] == 2 }?["result"]?.arrayValue)
        let fix = try #require(actions.first { $0["title"] == "Add .tag(1)" }, "\(actions)")
        #expect(fix["kind"] == "quickfix")
        let edits = fix["edit"]?["changes"]?[uri]?.arrayValue ?? []
        let end: JSON = ["line": 8, "character": .number(Double(feed.utf16.count))]
        #expect(edits == [["range": ["start": end, "end": end], "newText": ".tag(1)"]])
        // Not applied by fix-all: it is a suggestion.
        #expect(actions.first { $0["kind"] == "source.fixAll.tabbar" } == nil)
        let fixed = text.replacingFirst(feed, with: feed + ".tag(1)")
        session.handle("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2],
                                                  "contentChanges": [["text": .string(fixed)]]])
        #expect(session.publishedCodes(uri) == [])
    }
}
