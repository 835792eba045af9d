import Foundation
import JSONC
import SwiftSource
import TabBarCore
import Testing

/// The `refactor.rewrite` between SwiftUI's `.tabItem { Label(…) }.tag(v)` and iOS 18's `Tab(…, value: v) { … }`: both
/// ways on several shapes, comments and other modifiers kept, `Tab(_, image:)`, byte ranges past CJK and emoji, back and
/// forth giving the child again, and no action when a part is unknown or the shape has no other form.
@Suite struct SwiftUITabRewriteTests {
    /// `body` (the builder's children, indented 12) in a view of a file importing SwiftUI.
    static func file(_ body: String, selection: Bool = true) -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var tab = 0

            var body: some View {
                TabView\(selection ? "(selection: $tab)" : "") {
        \(body)
                }
            }
        }

        """
    }

    /// The rewrites offered with the cursor on `marker`'s first byte (the marker itself is not in the text).
    static func rewrites(_ text: String, at marker: String) -> (text: String, rewrites: [SourceRefactoring]) {
        let bytes = Array(text.utf8)
        guard let at = Self.offset(of: marker, in: bytes) else {
            Issue.record("no \(marker)")
            return (text, [])
        }
        var without = bytes
        without.removeSubrange(at..<(at + marker.utf8.count))
        return (String(decoding: without, as: UTF8.self), SwiftFrontEnd().refactorings(in: without, at: ByteRange(at, at)))
    }

    static func offset(of marker: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(marker.utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The text after `rewrite`.
    static func applied(_ rewrite: SourceRefactoring, to text: String) -> String {
        String(decoding: FixApplier.apply(rewrite.edits, to: Array(text.utf8)), as: UTF8.self)
    }

    @Test func tabItemToTabAndBack() throws {
        let child = """
                    HomeView()
                        .tabItem {
                            Label("首页 😀", systemImage: "house")
                        }
                        .tag(0)
        """
        let (text, offered) = Self.rewrites(Self.file("            ⟦" + child.dropFirst(12)), at: "⟦")
        let rewrite = try #require(offered.first)
        #expect(offered.count == 1 && rewrite.title == "Convert to Tab(…)" && rewrite.kind == "refactor.rewrite")
        let converted = Self.applied(rewrite, to: text)
        #expect(converted == Self.file("""
                    Tab("首页 😀", systemImage: "house", value: 0) {
                        HomeView()
                    }
        """), "\(converted)")
        // The byte range is the child's, past the CJK and emoji before nothing but measured in bytes.
        #expect(rewrite.range.start == Self.offset(of: "HomeView()", in: Array(text.utf8)))

        // Back: the child as it was.
        let (_, back) = Self.rewrites(converted.replacingFirst("Tab(\"首页", with: "⟦Tab(\"首页"), at: "⟦")
        let reverse = try #require(back.first)
        #expect(back.count == 1 && reverse.title == "Convert to .tabItem { Label(…) }")
        #expect(Self.applied(reverse, to: converted) == text)
    }

    @Test func otherModifiersAndCommentsStay() throws {
        let child = """
                    // The feed, newest first.
                    FeedView(filter: .all) // inline
                        .padding()
                        .tabItem {
                            Label("发现", image: "discover") // the asset
                        }
                        .tag(Tab.feed)
                        .badge(3)
                        .onAppear { load() }
        """
        let (text, offered) = Self.rewrites(Self.file(child.replacingFirst("FeedView(", with: "FeedView⟦(")), at: "⟦")
        let rewrite = try #require(offered.first)
        let converted = Self.applied(rewrite, to: text)
        #expect(converted == Self.file("""
                    // The feed, newest first.
                    // the asset
                    Tab("发现", image: "discover", value: Tab.feed) {
                        FeedView(filter: .all) // inline
                            .padding()
                            .onAppear { load() }
                    }
                    .badge(3)
        """), "\(converted)")
    }

    @Test func oneLineTabsAndNoSelection() throws {
        let (text, offered) = Self.rewrites(Self.file("""
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                    ⟦Tab("Search", systemImage: "magnifyingglass") { SearchView() }
        """, selection: false), at: "⟦")
        let rewrite = try #require(offered.first)
        #expect(offered.count == 1)
        #expect(Self.applied(rewrite, to: text) == Self.file("""
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                    SearchView()
                        .tabItem {
                            Label("Search", systemImage: "magnifyingglass")
                        }
        """, selection: false))
        // Without a selection a child without a tag becomes a Tab without a value.
        let (first, forward) = Self.rewrites(text.replacingFirst("HomeView()", with: "⟦HomeView()"), at: "⟦")
        #expect(forward.map { Self.applied($0, to: first) } == [Self.file("""
                    Tab("Home", systemImage: "house") {
                        HomeView()
                    }
                    Tab("Search", systemImage: "magnifyingglass") { SearchView() }
        """, selection: false)])
    }

    @Test func aTabSectionsTabsAndBadges() throws {
        let (text, offered) = Self.rewrites(Self.file("""
                    TabSection("More") {
                        Tab("Me", image: "me", value: 2) {
                            NavigationStack {
                                ⟦MeView()
                            }
                        }
                        .badge("!")
                    }
        """), at: "⟦")
        let rewrite = try #require(offered.first)
        #expect(Self.applied(rewrite, to: text) == Self.file("""
                    TabSection("More") {
                        NavigationStack {
                            MeView()
                        }
                            .tabItem {
                                Label("Me", image: "me")
                            }
                            .tag(2)
                            .badge("!")
                    }
        """))
    }

    @Test func tabsCRLFAndATagBeforeTheLabel() throws {
        // A file indented with tabs and ending its lines with CRLF keeps both; a comment in the tag's parentheses stays.
        let body = "\t\t\t⟦HomeView()\n\t\t\t\t.tag(0 /* first */)\n\t\t\t\t.tabItem { Label(\"首页\", systemImage: \"house\") }"
        let file = Self.file(body).replacingOccurrences(of: "\n", with: "\r\n")
        let (text, offered) = Self.rewrites(file, at: "⟦")
        let rewrite = try #require(offered.first)
        let converted = Self.applied(rewrite, to: text)
        let expected = "\t\t\t/* first */\n\t\t\tTab(\"首页\", systemImage: \"house\", value: 0) {\n\t\t\t\tHomeView()\n\t\t\t}"
        #expect(converted == Self.file(expected).replacingOccurrences(of: "\n", with: "\r\n"), "\(converted.debugDescription)")
        // And back, in the same style.
        let (again, back) = Self.rewrites(converted.replacingFirst("Tab(", with: "⟦Tab("), at: "⟦")
        let reverse = try #require(back.first)
        let restored = Self.applied(reverse, to: again)
        let tabItem = "\t\t\t/* first */\n\t\t\tHomeView()\n\t\t\t\t.tabItem {\n\t\t\t\t\tLabel(\"首页\", systemImage: \"house\")\n"
            + "\t\t\t\t}\n\t\t\t\t.tag(0)"
        #expect(restored == Self.file(tabItem).replacingOccurrences(of: "\n", with: "\r\n"), "\(restored.debugDescription)")
        #expect(!restored.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test(arguments: [
        // A title or image that is not a plain literal.
        #"HomeView().tabItem { Label(title, systemImage: "house") }.tag(0)"#,
        #"HomeView().tabItem { Label("Home", systemImage: icon) }.tag(0)"#,
        #"HomeView().tabItem { Label("Home \(n)", systemImage: "house") }.tag(0)"#,
        #"Tab(title, systemImage: "house", value: 0) { HomeView() }"#,
        // A label the rewrite does not spell as a Tab: Image and Text, a styled label, a helper.
        #"HomeView().tabItem { Image(systemName: "house"); Text("Home") }.tag(0)"#,
        #"HomeView().tabItem { Label("Home", systemImage: "house").labelStyle(.iconOnly) }.tag(0)"#,
        #"HomeView().tabItem(homeLabel).tag(0)"#,
        // Two tags; no tag under a selection.
        #"HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0).tag(1)"#,
        #"HomeView().tabItem { Label("Home", systemImage: "house") }"#,
        // A Tab with a role, a label closure, a modifier only Tab has, or several views.
        #"Tab("Search", systemImage: "magnifyingglass", value: 0, role: .search) { SearchView() }"#,
        #"Tab(value: 0) { HomeView() } label: { Label("Home", systemImage: "house") }"#,
        #"Tab("Home", systemImage: "house", value: 0) { HomeView() }.customizationID("home")"#,
        #"Tab("Home", systemImage: "house", value: 0) { HomeView(); Divider() }"#,
        #"Tab("Home", systemImage: "house", value: 0) { if x { HomeView() } }"#,
        #"Tab("Home", systemImage: "house", value: 0) { }"#,
    ])
    func noActionWhenAPartIsUnknown(child: String) {
        let (_, offered) = Self.rewrites(Self.file("            ⟦" + child), at: "⟦")
        #expect(offered.isEmpty, "\(offered)")
    }

    @Test func notOutsideATabViewNorInAPreviewOrWithoutSwiftUI() {
        let child = #"HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)"#
        // The cursor elsewhere in the file.
        let (_, elsewhere) = Self.rewrites(Self.file("            " + child).replacingFirst("@State", with: "⟦@State"), at: "⟦")
        #expect(elsewhere.isEmpty)
        // Without `import SwiftUI` no TabView is SwiftUI's.
        let (_, unimported) = Self.rewrites(Self.file("            ⟦" + child).replacingFirst("import SwiftUI", with: ""), at: "⟦")
        #expect(unimported.isEmpty)
        let preview = "import SwiftUI\n#Preview {\n    TabView(selection: $tab) {\n        ⟦\(child)\n    }\n}\n"
        #expect(Self.rewrites(preview, at: "⟦").rewrites.isEmpty)
        // The same child in a TabView is offered (the check can fail).
        #expect(Self.rewrites(Self.file("            ⟦" + child), at: "⟦").rewrites.count == 1)
    }

    @Test func badInputNeverCrashes() {
        let text = Self.file(#"            HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)"#)
        let bytes = Array(text.utf8)
        for cut in stride(from: 0, through: bytes.count, by: 7) {
            let prefix = Array(bytes[0..<cut])
            for offset in [0, cut / 2, cut, cut + 10, -3] {
                _ = SwiftFrontEnd().refactorings(in: prefix, at: ByteRange(offset, offset + 1))
            }
        }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
