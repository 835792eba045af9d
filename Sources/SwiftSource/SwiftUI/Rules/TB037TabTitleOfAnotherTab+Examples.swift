import TabBarCore

/// The examples of TB037: the generic tests run them, `tabbar explain` and the docs print them.
extension TabTitleOfAnotherTabRule {
    /// An app whose third tab's screen is titled `locations` and whose fourth tab is labelled `search`.
    static func app(locations: String, search: String, searchScreen: String = #"navigationTitle("Search")"#) -> String {
        """
        import SwiftUI

        struct TabbarView: View {
            var body: some View {
                TabView {
                    CharactersListView()
                        .tabItem { Label("Characters", systemImage: "person.3") }
                    EpisodesListView()
                        .tabItem { Label("Episodes", systemImage: "tv") }
                    LocationsListView()
                        .tabItem { Label("Locations", systemImage: "map") }
                    Tab(\(search), systemImage: "magnifyingglass") {
                        NavigationStack {
                            SearchView()
                                .\(searchScreen)
                        }
                    }
                }
            }
        }

        struct LocationsListView: View {
            var body: some View {
                NavigationStack {
                    List(locations) { LocationRow(location: $0) }
                        .\(locations)
                }
            }
        }
        """
    }

    /// A `TabView` whose first tab's root view, `MainView`, is declared in `MainView.swift`, titled `title` there.
    static func splitApp(title: String) -> SourceExample {
        SourceExample([
            ("ContainerView.swift", """
            import SwiftUI

            struct ContainerView: View {
                var body: some View {
                    TabView {
                        Tab("Tricounts", systemImage: "house") { MainView() }
                        Tab("Requests", systemImage: "dollarsign") { Text("Requests") }
                    }
                }
            }
            """),
            ("MainView.swift", """
            import SwiftUI

            struct MainView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Trip") }
                            .\(title)
                    }
                }
            }
            """),
        ])
    }

    static let examples = RuleExamples(source: SourceExamples(
        triggering: [
            // A screen copied from the first tab, and a typo in a tab's label.
            SourceExample("TabbarView.swift", app(locations: #"↓navigationTitle("Characters")"#, search: #""Search""#)),
            SourceExample("TabbarView.swift", app(locations: #"navigationTitle("Locations")"#, search: #""Seach""#,
                                                  searchScreen: #"↓navigationTitle("Search")"#)),
            // The title as a Text view: the same key.
            SourceExample("TabbarView.swift", app(locations: #"↓navigationTitle(Text("Characters"))"#, search: #""Search""#)),
            // The root view declared in another file: the finding is on its title there.
            splitApp(title: #"↓navigationTitle(Text("Tricount"))"#),
            splitApp(title: #"↓navigationTitle("Requests")"#),
        ],
        nonTriggering: [
            SourceExample("TabbarView.swift", app(locations: #"navigationTitle("Locations")"#, search: #""Search""#)),
            // Titled on purpose: the app's name on its first screen, far from the tab's label.
            SourceExample("TabbarView.swift", app(locations: #"navigationTitle("Rick and Morty")"#, search: #""Search""#)),
            // Not a literal: nothing is compared.
            SourceExample("TabbarView.swift", app(locations: #"navigationTitle(title)"#, search: #""Search""#)),
            SourceExample("TabbarView.swift", app(locations: #"navigationTitle(Text("Locations"))"#, search: #""Search""#)),
            SourceExample("TabbarView.swift", app(locations: #"navigationTitle(Text(title))"#, search: #""Search""#)),
            splitApp(title: #"navigationTitle("Tricounts")"#),
            splitApp(title: #"navigationTitle(Text("My trips"))"#),
        ]))
}
