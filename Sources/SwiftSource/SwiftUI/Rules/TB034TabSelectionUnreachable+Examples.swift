import TabBarCore

/// The examples of TB034: the generic tests run them, `tabbar explain` and the docs print them.
extension TabSelectionUnreachableRule {
    /// A view with `selection` as its selection property's declaration and `tabs` as its `TabView`'s builder.
    static func root(_ selection: String, _ tabs: String, binding: String = "$selection") -> String {
        let tabs = tabs.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        return """
        import SwiftUI

        struct RootView: View {
            enum Section: Hashable {
                case home, search, profile
            }

            \(selection)

            var body: some View {
                TabView(selection: \(binding)) {
        \(tabs)
                }
            }
        }
        """
    }

    static let examples = RuleExamples(source: SourceExamples(
        triggering: [
            // A child without a tag: never selected in code.
            SourceExample("RootView.swift", root("@State private var selection = 0", #"""
                    HomeView()
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(0)
                    SearchView()
                        .↓tabItem { Label("Search", systemImage: "magnifyingglass") }
            """#)),
            // An Int tag for an enum selection.
            SourceExample("RootView.swift", root("@State private var selection: Section = .home", #"""
                    HomeView()
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(Section.home)
                    SearchView()
                        .tabItem { Label("Search", systemImage: "magnifyingglass") }
                        .tag(↓1)
            """#)),
            // Plain tags for an optional selection.
            SourceExample("RootView.swift", root("@State private var selection: Section? = nil", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Optional(Section.home))
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(↓Section.search)
            """#)),
            // Two tabs with one tag, in either API.
            SourceExample("RootView.swift", root("@AppStorage(\"tab\") private var selection = \"home\"", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag("home")
                    ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(↓"home")
            """#)),
            SourceExample("RootView.swift", root("@State private var selection: Section = .home", #"""
                    Tab("Home", systemImage: "house", value: .home) { HomeView() }
                    Tab("Search", systemImage: "magnifyingglass", value: ↓.home) { SearchView() }
            """#)),
        ],
        nonTriggering: [
            SourceExample("RootView.swift", root("@State private var selection: Section = .home", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Section.search)
                    Tab("Profile", systemImage: "person", value: .profile) { ProfileView() }
            """#)),
            SourceExample("RootView.swift", root("@State private var selection: Int? = 0", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0 as Int?)
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Optional(1))
            """#)),
            // No selection: tags do not matter.
            SourceExample("RootView.swift", #"""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        HomeView().tabItem { Label("Home", systemImage: "house") }
                        SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
                    }
                }
            }
            """#),
            // The selection's type is not known here (a model's property, a custom binding): only missing and
            // repeated tags could be told, and there are none.
            SourceExample("RootView.swift", root("@Environment(Router.self) private var router", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
            """#, binding: "Binding(get: { router.tab }, set: { router.select($0) })")),
            // Values that are not literals are never compared.
            SourceExample("RootView.swift", root("@State private var selection = 0", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tabs.home.rawValue)
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Tabs.home.rawValue)
            """#)),
        ],
        corrections: [
            SourceCorrection("RootView.swift", root("@State private var selection = 0", #"""
                    HomeView()
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(0)
                    SearchView()
                        .tabItem { Label("Search", systemImage: "magnifyingglass") }
            """#), root("@State private var selection = 0", #"""
                    HomeView()
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(0)
                    SearchView()
                        .tabItem { Label("Search", systemImage: "magnifyingglass") }
                        .tag(1)
            """#), fix: "Add .tag(1)"),
            SourceCorrection("RootView.swift", root("@State private var selection = Section.home", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                    ProfileView().tabItem { Label("Profile", systemImage: "person") }
            """#), root("@State private var selection = Section.home", #"""
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                    ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(Section.search)
            """#), fix: "Add .tag(Section.search)"),
        ]))
}
