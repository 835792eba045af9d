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
}
