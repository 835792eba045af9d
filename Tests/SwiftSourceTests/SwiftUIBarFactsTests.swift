import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// The facts SwiftUI's own rules read (`SwiftUIBarFacts`, the bar's part): the selection's type from its property's
/// declaration, each tag's literal, where a missing tag goes, the label's ignored modifiers, each tab's content, and
/// the navigation around the `TabView`; what is not a literal stays unknown.
@Suite struct SwiftUIBarFactsTests {
    /// The facts of each SwiftUI bar of `text`.
    static func facts(_ text: String) -> [SwiftUIBarFacts] {
        SwiftUITabViewTests.bars(text).map { $0.parts[SwiftUIBarFacts.self] }.compactMap { $0 }
    }

    /// A file with `declaration` in `RootView` and `tabs` in its `TabView(selection: $selection)`.
    static func root(_ declaration: String, _ tabs: String, around: String = "", extra: String = "") -> String {
        """
        import SwiftUI

        struct RootView: View {
            \(declaration)

            var body: some View {
                \(around.isEmpty ? "" : around + " {")
                TabView(selection: $selection) {
        \(tabs)
                }
                \(around.isEmpty ? "" : "}")
            }
        }
        \(extra)
        """
    }

    static let twoTabs = """
                HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)
                FeedView().tabItem { Label("Feed", systemImage: "star") }.tag(1)
    """

    @Test func everyBarCarriesItsFacts() throws {
        let facts = try #require(Self.facts(Self.root("@State private var selection = 0", Self.twoTabs)).first)
        #expect(facts.tabs.count == 2)
        #expect(facts.isComplete)
        #expect(facts.tabs.map(\.title?.literal) == ["Home", "Feed"])
        #expect(facts.tabs.allSatisfy { $0.isTabItem })
        #expect(facts.enclosingNavigation == nil)
    }

    @Test func theSelectionTypeComesFromItsDeclaration() {
        func type(_ declaration: String) -> SwiftUIValueType? {
            Self.facts(Self.root(declaration, Self.twoTabs)).first?.selection?.type
        }
        #expect(type("@State private var selection = 0") == SwiftUIValueType(.int))
        #expect(type("@State private var selection = \"home\"") == SwiftUIValueType(.string))
        #expect(type("@Binding var selection: Section") == SwiftUIValueType(.named("Section")))
        #expect(type("@State private var selection = Section.home") == SwiftUIValueType(.named("Section")))
        #expect(type("@AppStorage(\"tab\") private var selection: Section?") == SwiftUIValueType(.named("Section"), isOptional: true))
        #expect(type("@State private var selection: Optional<Int> = nil") == SwiftUIValueType(.int, isOptional: true))
        #expect(type("@SceneStorage(\"tab\") var selection: RootView.Section = .home") == SwiftUIValueType(.named("RootView.Section")))
        // Unknown: no wrapper, an implied member, a generic type, a value of another kind.
        #expect(type("var selection = 0") == nil)
        #expect(type("@State private var selection = .home") == nil)
        #expect(type("@State private var selection: Set<Int> = []") == nil)
        #expect(type("@State private var selection: Double = 0") == nil)
        #expect(type("@State private var selection = makeTab()") == nil)
        // Not a property binding: a model's, a custom binding.
        let model = Self.root("@State private var model = Model()", Self.twoTabs).replacingFirst("$selection", with: "$model.tab")
        #expect(Self.facts(model).first?.selection != nil)
        #expect(Self.facts(model).first?.selection?.type == nil)
    }

    @Test func theEnumsCasesAreKeptForTheFix() {
        let extra = "enum Section: String, Hashable {\n    case home = \"h\", feed\n    case profile\n    var title: String { switch self { case .home: \"Home\"; default: \"\" } }\n}"
        let facts = Self.facts(Self.root("@State private var selection = Section.home", Self.twoTabs, extra: extra)).first
        #expect(facts?.selection?.cases == ["home", "feed", "profile"])
        let associated = "enum Section: Hashable {\n    case home, user(String)\n}"
        #expect(Self.facts(Self.root("@State private var selection = Section.home", Self.twoTabs, extra: associated)).first?.selection?.cases == nil)
    }

    @Test func tagsAreLiteralsOrUnknown() {
        let tabs = [".tag(0)", ".tag(-2)", ".tag(\"home\")", ".tag(Section.home)", ".tag(RootView.Section.feed)", ".tag(Optional(3))",
                    ".tag(Section.home as Section?)", ".tag(index)", ".tag(Section.home.rawValue)", ".tag(1.5)", ""]
            .enumerated().map { "            V\($0.offset)().tabItem { Label(\"T\($0.offset)\", systemImage: \"s\") }\($0.element)" }
        let facts = Self.facts(Self.root("@State private var selection = 0", tabs.joined(separator: "\n"))).first
        let values = facts?.tabs.map { $0.tag.map { $0.value?.spelling ?? "?" } ?? "-" }
        #expect(values == ["0", "-2", "\"home\"", "Section.home", "RootView.Section.feed", "Optional(3)", "Optional(Section.home)",
                           "?", "?", "?", "-"])
    }

    @Test func aMissingTagGoesAfterTheLastModifier() throws {
        let text = Self.root("@State private var selection = 0", """
                    HomeView()
                        .tabItem { Label("Home", systemImage: "house") }
                    FeedView().tabItem { Label("Feed", systemImage: "star") }
        """)
        let tabs = try #require(Self.facts(text).first?.tabs)
        let first = try #require(tabs[0].tagInsertion)
        #expect(first.lead == "\n                ")
        #expect(first.at.start == SwiftUITabViewTests.range(of: "\"house\") }", in: text).end)
        let second = try #require(tabs[1].tagInsertion)
        #expect(second.lead == "")
        #expect(second.at.start == SwiftUITabViewTests.range(of: "\"star\") }", in: text).end)
    }

    @Test func labelModifiersTheBarIgnores() throws {
        let text = Self.root("@State private var selection = 0", """
                    HomeView()
                        .font(.title)
                        .tabItem {
                            VStack {
                                Image(systemName: "house").renderingMode(.template).imageScale(.small)
                                Text("Home").bold().foregroundStyle(.red)
                            }
                        }
                        .tag(0)
                    FeedView().tabItem { Label("Feed", systemImage: "star").onTapGesture { refresh() } }.tag(1)
        """)
        let tabs = try #require(Self.facts(text).first?.tabs)
        #expect(tabs[0].ignoredModifiers.map(\.name) == ["imageScale", "foregroundStyle"])
        #expect(tabs[0].ignoredModifiers.first?.range == SwiftUITabViewTests.range(of: ".imageScale(.small)", in: text))
        #expect(tabs[1].ignoredModifiers.map(\.name) == ["onTapGesture"])
    }

    @Test func contentRootTitleNavigationAndSearch() throws {
        let extra = """
        struct HomeView: View {
            var body: some View { NavigationStack { List { Text("a") }.navigationTitle("首页") } }
        }
        struct SearchView: View {
            @State private var query = ""
            var body: some View { ResultsList().searchable(text: $query) }
        }
        struct TwoTitles: View {
            var body: some View { if wide { Text("a").navigationTitle("A") } else { Text("b").navigationTitle("B") } }
        }
        struct Plain: View {
            var body: some View {
                // The only title is the pushed screen's.
                NavigationStack { VStack { Text("plain") }.navigationDestination(for: Int.self) { _ in Text("x").navigationTitle("Detail") } }
            }
        }
        """
        let text = Self.root("@State private var selection = 0", """
                    HomeView().tabItem { Label("首页", systemImage: "house") }.tag(0)
                    Tab("Search", systemImage: "magnifyingglass", value: 1, role: .search) { SearchView() }
                    Tab("Two", systemImage: "2.circle", value: 2) { NavigationStack { TwoTitles() } }
                    Tab("Plain", systemImage: "p.circle", value: 3, role: .search) { Plain() }
                    Tab("Empty", systemImage: "plus", value: 4) { Color.clear }
                    Tab("Other", systemImage: "o.circle", value: 5) { OtherFileView().navigationTitle("Other") }
        """, extra: extra)
        let tabs = try #require(Self.facts(text).first?.tabs)
        #expect(tabs.map(\.content.rootType) == ["HomeView", "SearchView", "TwoTitles", "Plain", nil, "OtherFileView"])
        #expect(tabs.map { $0.content.navigationTitle?.literal } == ["首页", nil, nil, nil, nil, "Other"])
        #expect(tabs[0].content.navigationTitle?.range == SwiftUITabViewTests.range(of: "navigationTitle(\"首页\")", in: text))
        #expect(tabs.map(\.content.holdsNavigation) == [true, false, true, true, false, nil])
        #expect(tabs.map(\.content.search) == [.notSearchable, .searchable, .notSearchable, .notSearchable, .placeholder, nil])
        #expect(tabs.map { $0.content.searchRole != nil } == [false, true, false, true, false, false])
        #expect(tabs[1].content.searchRole == SwiftUITabViewTests.range(of: ".search", in: text))
    }

    @Test func searchableOnTheTabViewItself() {
        let text = Self.root("@State private var selection = 0", Self.twoTabs)
        #expect(Self.facts(text).first?.isSearchable == false)
        let searchable = text.replacingFirst("        }\n        \n    }", with: "        }.searchable(text: $query)\n        \n    }")
        #expect(searchable != text)
        #expect(Self.facts(searchable).first?.isSearchable == true)
    }

    @Test func navigationAroundTheTabView() throws {
        func navigation(_ around: String, extra: String = "") -> SwiftUINavigation? {
            Self.facts(Self.root("@State private var selection = 0", Self.twoTabs, around: around, extra: extra)).first?.enclosingNavigation
        }
        #expect(navigation("NavigationStack")?.name == "NavigationStack")
        #expect(navigation("NavigationView")?.isPushed == false)
        #expect(navigation("NavigationStack(path: $path)")?.name == "NavigationStack")
        #expect(navigation("NavigationSplitView { Sidebar() } detail:")?.name == "NavigationSplitView")
        #expect(navigation("VStack") == nil)
        #expect(navigation("") == nil)
        // Presented: a new context.
        #expect(navigation("NavigationStack { Text(\"x\").sheet(isPresented: $shows)") == nil)
        // Pushed, or written inside a container, by another view of the file; never from a preview.
        let pushing = "struct ListView: View {\n    var body: some View { NavigationStack { NavigationLink(\"Go\") { RootView() } } }\n}"
        #expect(navigation("", extra: pushing) == SwiftUINavigation(name: "NavigationLink", range: SwiftUITabViewTests.range(
            of: "NavigationLink", in: Self.root("@State private var selection = 0", Self.twoTabs, extra: pushing)), isPushed: true))
        let destination = "struct ListView: View {\n    var body: some View { List {}.navigationDestination(for: Int.self) { _ in RootView() } }\n}"
        #expect(navigation("", extra: destination)?.name == "navigationDestination")
        #expect(navigation("", extra: "struct Shell: View {\n    var body: some View { NavigationView { RootView() } }\n}")?.isPushed == false)
        #expect(navigation("", extra: "#Preview { NavigationStack { RootView() } }") == nil)
        #expect(navigation("", extra: "struct App: View {\n    var body: some View { WindowGroup { RootView() } }\n}") == nil)
    }

    @Test func noFactsWhereSwiftUIHasNoBar() {
        // A project type named TabView, a preview, a pager: no bar, so no facts.
        #expect(Self.facts("import SwiftUI\nstruct TabView: View { var body: some View { Text(\"x\") } }\nstruct A: View { var body: some View { TabView { X().tabItem { Text(\"a\") } } } }").isEmpty)
        #expect(Self.facts("import SwiftUI\n#Preview { TabView { X().tabItem { Text(\"a\") } } }").isEmpty)
        #expect(Self.facts("import SwiftUI\nstruct A: View { var body: some View { TabView { Text(\"a\") }.tabViewStyle(.page) } }").isEmpty)
    }

    /// Every prefix of a file holding every shape reads without a crash, and the whole file gives its facts.
    @Test func cutFilesNeverCrash() {
        let text = Self.root("@AppStorage(\"t\") private var selection: Section? = nil", """
                    HomeView().tabItem { VStack { Image("a").font(.body); Button("b") {} } }.tag(Optional(Section.home))
                    Tab("S", systemImage: "s", value: .search, role: .search) { NavigationStack { SearchView().searchable(text: $q) } }
                    Tab(value: .more) { EmptyView() } label: { Label("More", systemImage: "ellipsis").padding() }
        """, around: "NavigationStack", extra: "enum Section { case home, search, more }\nstruct SearchView: View { var body: some View { Text(\"\").navigationTitle(\"S\") } }")
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            _ = SwiftExtractor.extract(Array(bytes[0..<cut]))
        }
        #expect(Self.facts(text).first?.tabs.count == 3)
    }
}
