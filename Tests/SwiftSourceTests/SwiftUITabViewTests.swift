import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// SwiftUI's `TabView` read as bars: each shape of tab and label, the values that are not literals, the children
/// that leave the tabs incomplete, and the `TabView`s that are no tab bar of SwiftUI's (previews, a type of the app's
/// own, pagers, files without SwiftUI).
@Suite struct SwiftUITabViewTests {
    /// The SwiftUI bars of `text`.
    static func bars(_ text: String) -> [SourceController] {
        SwiftExtractor.extract(Array(text.utf8)).controllers.filter { $0.technologyName == SwiftUITechnology.name }
    }

    /// Each bar's tabs as `title|image`: a literal as it is, `?` unknown, `-` absent, `sf:name` an SF Symbol
    /// (its literal as written), `unread` an item not read.
    static func tabs(_ text: String) -> [[String]] {
        let bytes = Array(text.utf8)
        func written(_ range: ByteRange) -> String { String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        func show(_ fact: SourceFact<String>?) -> String {
            guard let fact else { return "-" }
            if fact.isSystemSymbol { return "sf:" + written(fact.range) }
            return fact.literal ?? "?"
        }
        return bars(text).map { bar in
            (bar.items?.elements ?? []).map { $0.isKnown ? "\(show($0.title))|\(show($0.image))" : "unread" }
        }
    }

    /// The byte range of the first `text` in `file`.
    static func range(of text: String, in file: String) -> ByteRange {
        let bytes = Array(file.utf8), needle = Array(text.utf8)
        let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle } ?? -1
        return ByteRange(start, start + needle.count)
    }

    static func view(_ body: String, imports: String = "import SwiftUI") -> String {
        """
        \(imports)

        struct RootView: View {
            @State private var selection = 0

            var body: some View {
        \(body)
            }
        }
        """
    }

    // MARK: Shapes

    @Test func tabItemLabelsInEveryShape() {
        let text = Self.view("""
                TabView {
                    HomeView()
                        .tabItem { Label("首页", systemImage: "house") }
                    MessagesView()
                        .tabItem {
                            Label("消息", image: "tab_message")
                        }
                    DiscoverView().tabItem {
                        Image(systemName: "safari")
                        Text("发现")
                    }
                    ProfileView()
                        .tabItem {
                            Text("我的")
                            Image("tab_me")
                        }
                    SettingsView()
                        .tabItem {
                            VStack {
                                Image("tab_settings").renderingMode(.template)
                                Text("Settings").font(.caption)
                                Text("ignored")
                            }
                        }
                }
        """)
        #expect(Self.tabs(text) == [["首页|sf:\"house\"", "消息|tab_message", "发现|sf:\"safari\"", "我的|tab_me", "Settings|tab_settings"]])
        let bar = Self.bars(text)[0]
        #expect(bar.items?.isComplete == true)
        #expect(bar.range == Self.range(of: "TabView", in: text))
        #expect(bar.separateItems == nil && bar.stock == nil && bar.className == nil)
        // No view controller class behind a tab.
        #expect(bar.viewControllers?.elements.map(\.className) == [nil, nil, nil, nil, nil])
        #expect(bar.viewControllers?.elements.count == bar.items?.elements.count)
    }

    @Test func rangesAreTheLiteralsBytesAndTheTabItemCall() throws {
        let text = Self.view("""
                TabView(selection: $selection) {
                    HomeView().tabItem { Label("首页", systemImage: "house.fill") }.tag(0)
                    MineView().tabItem { Label("我的 😀", image: "tab_mine") }.tag(1)
                }
        """)
        let items = try #require(Self.bars(text).first?.items?.elements)
        #expect(items.count == 2)
        #expect(items[0].title?.range == Self.range(of: "\"首页\"", in: text))
        #expect(items[0].image?.range == Self.range(of: "\"house.fill\"", in: text))
        #expect(items[0].image?.isSystemSymbol == true)
        #expect(items[1].title?.literal == "我的 😀")
        #expect(items[1].title?.range == Self.range(of: "\"我的 😀\"", in: text))
        #expect(items[1].image?.range == Self.range(of: "\"tab_mine\"", in: text))
        #expect(items[1].image?.isSystemSymbol == false)
        #expect(items[0].range == Self.range(of: "tabItem { Label(\"首页\", systemImage: \"house.fill\") }", in: text))
        #expect(items[0].isKnown && items[0].keysComplete)
    }

    @Test func tagsAreRead() throws {
        let text = Self.view("""
                TabView(selection: $selection) {
                    HomeView().tabItem { Text("Home") }.tag(Tab.home)
                    Tab("Search", systemImage: "magnifyingglass", value: Tab.search) { SearchView() }
                    MoreView().tabItem { Text("More") }
                }
        """)
        let tokens = SwiftTokens(bytes: Array(text.utf8))
        let bars = SwiftUIBars(tokens: tokens, values: SwiftValueReader(tokens: tokens), types: [])
        let site = try #require((0..<tokens.count).lazy.compactMap { bars.site(at: $0, shadowed: false) }.first)
        var tabs = SwiftUITabReader.Tabs()
        SwiftUITabReader(tokens: tokens, values: SwiftValueReader(tokens: tokens)).read(open: site.open, close: site.close, into: &tabs)
        #expect(tabs.tabs.map(\.tag) == [Self.range(of: "Tab.home", in: text), Self.range(of: "Tab.search", in: text), nil])
    }

    @Test func iOS18TabsAndSections() {
        let text = Self.view("""
                TabView(selection: $selection) {
                    Tab("Home", systemImage: "house", value: 0) {
                        HomeView()
                    }
                    Tab("Library", image: "tab_library", value: 1) { LibraryView() }
                    TabSection("Browse") {
                        Tab("Genres", systemImage: "guitars", value: 2) { GenresView() }
                        Tab("收藏", image: "tab_fav", value: 3) { FavouritesView() }
                    }
                    Tab("Search", systemImage: "magnifyingglass", value: 4, role: .search) { SearchView() }
                    Tab(value: 5) { ProfileView() } label: { Label("Profile", systemImage: "person") }
                    Tab(value: 6, role: .search) {
                        ComposeView()
                    } label: {
                        Label("Compose", systemImage: "plus").labelStyle(.iconOnly)
                    }
                    Tab(value: 7) { MoreView() }
                    Tab("More", value: 8) { MoreView() }
                }
        """)
        #expect(Self.tabs(text) == [["Home|sf:\"house\"", "Library|tab_library", "Genres|sf:\"guitars\"", "收藏|tab_fav",
                                     "Search|sf:\"magnifyingglass\"", "Profile|sf:\"person\"", "?|sf:\"plus\"", "unread", "unread"]])
        let items = Self.bars(text)[0].items?.elements ?? []
        #expect(items.first?.range == Self.range(of: "Tab(\"Home\", systemImage: \"house\", value: 0)", in: text))
        #expect(Self.bars(text)[0].items?.isComplete == true)
    }

    @Test func valuesThatAreNoPlainLiteralAreUnknownAtTheirExpression() throws {
        let text = Self.view("""
                TabView {
                    HomeView().tabItem { Label(L10n.home, systemImage: icon) }
                    FeedView().tabItem { Label("Feed \\(count)", image: selected ? "feed_on" : "feed") }
                    MineView().tabItem {
                        Image(uiImage: UIImage(named: "mine")!)
                        Text(String(localized: "mine"))
                    }
                    Tab(title, image: "tab_x") { XView() }
                }
        """)
        #expect(Self.tabs(text) == [["?|sf:icon", "?|?", "?|?", "?|tab_x"]])
        let items = try #require(Self.bars(text).first?.items?.elements)
        #expect(items[0].title?.range == Self.range(of: "L10n.home", in: text))
        #expect(items[0].image?.isSystemSymbol == true && items[0].image?.range == Self.range(of: "icon", in: text))
        #expect(items[1].image?.range == Self.range(of: "selected ? \"feed_on\" : \"feed\"", in: text))
        #expect(items[2].image?.range == Self.range(of: "Image(uiImage: UIImage(named: \"mine\")!)", in: text))
        let title = Self.range(of: "(title,", in: text)
        #expect(items[3].title?.range == ByteRange(title.start + 1, title.end - 1))
    }

    @Test func aViewTheLabelReaderDoesNotKnowHidesWhatFollows() {
        let text = Self.view("""
                TabView {
                    HomeView().tabItem {
                        Image(systemName: "house")
                        TabTitle("Home")
                    }
                    FeedView().tabItem {
                        FeedIcon()
                        Text("Feed")
                    }
                    MineView().tabItem { Text("Mine") }
                    IconView().tabItem { Image("only_icon") }
                    StyledView().tabItem { Label("Styled", systemImage: "star").labelStyle(.iconOnly) }
                    OtherView().tabItem { Label("Other", systemImage: "circle") }.labelStyle(.iconOnly)
                }
        """)
        #expect(Self.tabs(text) == [["?|sf:\"house\"", "?|?", "Mine|-", "-|only_icon", "?|sf:\"star\"", "?|sf:\"circle\""]])
    }

    @Test func childrenWithoutALabelReadAreUnknownTabs() {
        let text = Self.view("""
                TabView(selection: $selection) {
                    homeTab
                    FeedView()
                        .feedTabItem()
                        .tag(1)
                    MineView().tabItem(MineTab.label)
                    Tab.more.view.tabItem { Label("More", systemImage: "ellipsis") }
                    let _ = Self._printChanges()
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                }
        """)
        #expect(Self.tabs(text) == [["unread", "unread", "unread", "More|sf:\"ellipsis\"", "Search|sf:\"magnifyingglass\""]])
        let bar = Self.bars(text)[0]
        #expect(bar.items?.isComplete == true)
        #expect(bar.items?.elements[0].range == Self.range(of: "homeTab", in: text))
    }

    // MARK: Conditional children

    @Test func conditionalAndRepeatedChildrenLeaveTheTabsIncomplete() throws {
        let shapes = [
            """
                    if showMarket {
                        MarketView().tabItem { Label("Market", systemImage: "chart") }
                    } else if beta {
                        BetaView().tabItem { Label("Beta", systemImage: "b.circle") }
                    } else {
                        EmptyView()
                    }
            """,
            """
                    switch mode {
                    case .simple: SimpleView().tabItem { Text("Simple") }
                    default: FullView().tabItem { Text("Full") }
                    }
            """,
            """
                    #if os(iOS)
                    MarketView().tabItem { Label("Market", systemImage: "chart") }
                    #endif
            """,
            """
                    ForEach(tabs) { tab in
                        tab.view.tabItem { Label(tab.title, systemImage: tab.icon) }
                    }
            """,
            """
                    Tab("Market", systemImage: "chart") { MarketView() }
                        .hidden(compact)
            """,
            """
                    TabSection("More") { Tab("Market", systemImage: "chart") { MarketView() } }
                        .defaultVisibility(.hidden, for: .tabBar)
            """,
        ]
        for shape in shapes {
            let text = Self.view("""
                    TabView {
                        HomeView().tabItem { Label("Home", systemImage: "house") }
                \(shape)
                        MineView().tabItem { Label("Home", systemImage: "person") }
                    }
            """)
            let bar = try #require(Self.bars(text).first, "\(shape)")
            #expect(bar.items?.isComplete == false, "\(shape)")
            #expect(bar.viewControllers?.isComplete == false, "\(shape)")
            // The tabs around the condition are read; the conditional ones never.
            #expect(Self.tabs(text) == [["Home|sf:\"house\"", "Home|sf:\"person\""]], "\(shape)")
            // The array's range is the first child not read.
            let first = String(shape.split(separator: "\n")[0].drop { $0 == " " })
            #expect(bar.items.map { Self.range(of: first, in: text).start == $0.range.start } == true, "\(shape)")
        }
    }

    // MARK: What is no bar

    @Test func previewsAreNeverRead() {
        let bar = """
                TabView {
                    HomeView().tabItem { Text("ciro") }
                }
        """
        let text = """
            import SwiftUI

            #Preview {
            \(bar)
            }

            #Preview("Dark", traits: .sizeThatFitsLayout) {
            \(bar)
            }

            struct RootView_Previews: PreviewProvider {
                static var previews: some View {
            \(bar)
                }
            }

            extension RootView: PreviewProvider {
                static var previews: some View {
            \(bar)
                }
            }
            """
        #expect(Self.bars(text).isEmpty)
        #expect(Self.bars(text + "\n" + Self.view(bar)).count == 1)
    }

    @Test func onlySwiftUIsTabViewInAFileThatImportsIt() {
        let bar = """
                TabView {
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                }
        """
        #expect(Self.bars(Self.view(bar)).count == 1)
        #expect(Self.bars(Self.view(bar, imports: "import UIKit")).isEmpty)
        #expect(Self.bars(Self.view(bar, imports: "@preconcurrency import SwiftUI")).count == 1)
        #expect(Self.bars(Self.view(bar, imports: "import struct SwiftUI.TabView")).count == 1)
        // The app's own `TabView` shadows SwiftUI's, unless the code names SwiftUI's.
        let own = "struct TabView<Content: View>: View {\n    var body: some View { EmptyView() }\n}\n"
        #expect(Self.bars(Self.view(bar) + "\n" + own).isEmpty)
        let qualified = Self.view(bar.replacing("TabView {", with: "SwiftUI.TabView {")) + "\n" + own
        #expect(Self.tabs(qualified) == [["Home|sf:\"house\""]])
        // An extension of SwiftUI's `TabView` declares no type.
        #expect(Self.bars(Self.view(bar) + "\nextension TabView {\n    func styled() -> some View { self }\n}\n").count == 1)
        // Another type's member, another argument list, no builder.
        for other in ["Theme.TabView { HomeView().tabItem { Text(\"A\") } }", "TabView(content: { HomeView().tabItem { Text(\"A\") } })",
                      "let style: TabView<EmptyView, Int>? = nil", "TabView(selection: $selection)"] {
            #expect(Self.bars(Self.view(other)).isEmpty, "\(other)")
        }
    }

    @Test func pagersAreNoTabBars() {
        let pages = """
                TabView(selection: $selection) {
                    PageOne().tag(0)
                    PageTwo().tag(1)
                }
        """
        #expect(Self.bars(Self.view(pages)).isEmpty)
        let styled = """
                TabView {
                    HomeView().tabItem { Text("A") }
                }
                .tabViewStyle(STYLE)
        """
        for style in [".page", ".page(indexDisplayMode: .never)", "PageTabViewStyle()", ".verticalPage", ".carousel", "style"] {
            #expect(Self.bars(Self.view(styled.replacing("STYLE", with: style))).isEmpty, "\(style)")
        }
        for style in [".automatic", ".sidebarAdaptable", ".tabBarOnly", "DefaultTabViewStyle()"] {
            #expect(Self.bars(Self.view(styled.replacing("STYLE", with: style))).count == 1, "\(style)")
        }
    }

    /// Tabs made by the file's own helpers (a function returning a `Tab`, a view whose body ends in `.tabItem`) make a
    /// bar; a builder of plain pages calling a helper that makes no tab stays a pager.
    @Test func tabsMadeByTheFilesHelpersMakeABar() {
        let text = """
            import SwiftUI

            struct RootView: View {
                @State private var selection = "home"

                var body: some View {
                    TabView(selection: $selection) {
                        makeTab("首页", symbol: "house", value: "home")
                        TabElement(name: "设置 ⚙️", image: "gear", value: "settings")
                    }
                }

                private func makeTab(_ title: String, symbol: String, value: String) -> some TabContent<String> {
                    Tab(title, systemImage: symbol, value: value) { Text(title) }
                }
            }

            struct TabElement: View {
                let name: String
                let image: String
                let value: String

                var body: some View {
                    Text(name).tabItem { Label(name, systemImage: image) }.tag(value)
                }
            }
            """
        // The file's own function returning the tab is read with its arguments bound (`SwiftUITabHelperTests`); a
        // view type of the file is not.
        #expect(Self.tabs(text) == [["首页|sf:\"house\"", "unread"]])
        let pages = """
            import SwiftUI

            struct Pager: View {
                var body: some View {
                    TabView {
                        page(1)
                        page(2)
                    }
                }

                func page(_ number: Int) -> some View { Text("\\(number)") }
            }
            """
        #expect(Self.bars(pages).isEmpty)
    }

    @Test func aTabViewInsideAnotherViewAndFunction() {
        let text = """
            import SwiftUI

            struct MainView: View {
                var body: some View {
                    NavigationStack {
                        ZStack {
                            content
                        }
                    }
                }

                @ViewBuilder private var content: some View {
                    TabView {
                        HomeView().tabItem { Label("Home", systemImage: "house") }
                    }
                    .tint(.red)
                }

                func tabs() -> some View {
                    return TabView { FeedView().tabItem { Label("Feed", image: "feed") } }
                }
            }
            """
        #expect(Self.tabs(text) == [["Home|sf:\"house\""], ["Feed|feed"]])
    }

    @Test func theScreenFindsTabViewsNotTheirNamesakes() {
        for text in ["TabView {", "TabView(selection: $tab) {", "SwiftUI.TabView{"] {
            #expect(SwiftFrontEnd().screen(Array(text.utf8)).mentionsLibrary, "\(text)")
        }
        for text in ["let tabs = MainTabViewController()", "final class TokenTabViewModel {}"] {
            #expect(!SwiftFrontEnd().screen(Array(text.utf8)).mentionsLibrary, "\(text)")
        }
    }

    // MARK: Open buffers

    @Test func aRevisionOfAnEditedFileEqualsAFreshExtraction() throws {
        let frontEnd = SwiftFrontEnd()
        var text = Self.view("""
                TabView(selection: $selection) {
                    HomeView().tabItem { Label("首页", systemImage: "house") }.tag(0)
                    FeedView().tabItem { Label("消息", image: "tab_message") }.tag(1)
                }
        """)
        var revision = frontEnd.revise(Array(text.utf8), previous: nil, extracting: .whenNamed)
        let edits: [(String, String)] = [
            ("\"首页\"", "\"首页 2\""),
            ("tab_message", "tab_msg"),
            ("        }\n    }\n}", "            MineView().tabItem { Label(\"我的\", image: \"tab_mine\") }.tag(2)\n        }\n    }\n}"),
            ("FeedView()", "if beta { FeedView() }\n            OtherView()"),
            ("TabView(selection:", "TabView(selection :"),
            ("import SwiftUI", "import UIKit"),
            ("import UIKit", "import SwiftUI"),
            // Tokens added before the `TabView` move it; a second `TabView` comes and goes (the tokens naming
            // `TabView` are found again only around each change).
            ("import SwiftUI", "import SwiftUI\nlet spacing: CGFloat = 8\nlet margin: CGFloat = 16"),
            ("FeedView().tabItem", "TabView { NewsView().tabItem { Label(\"新闻\", image: \"tab_news\") } }.tabItem"),
            ("TabView { NewsView()", "VStack { NewsView()"),
            ("let margin: CGFloat = 16", ""),
        ]
        for (old, new) in edits {
            text = text.replacing(old, with: new)
            let next = frontEnd.revise(Array(text.utf8), previous: revision, extracting: .whenNamed)
            #expect(next.facts == frontEnd.extract(Array(text.utf8)), "after \(old) -> \(new)")
            revision = next
        }
        #expect(Self.tabs(text).count == 1)
    }
}
