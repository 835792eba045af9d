import TabBarCore

/// The examples of TB038: the generic tests run them, `tabbar explain` and the docs print them.
extension SearchRoleMisusedRule {
    /// An iOS 18 `TabView` whose last tab, given the search role, is `last`.
    static func tabs(_ last: String, modifiers: String = "", extra: String = "") -> String {
        """
        import SwiftUI

        struct MainTabsView: View {
            @State private var selection = Tabs.today

            var body: some View {
                TabView(selection: $selection) {
                    Tab("Today", systemImage: "sun.max", value: .today) {
                        TodayView()
                    }
                    Tab("Projects", systemImage: "folder", value: .projects) {
                        ProjectsView()
                    }
        \(last)
                }\(modifiers)
            }
        }
        \(extra)
        """
    }

    static let examples = RuleExamples(source: SourceExamples(
        triggering: [
            // An action borrowing the search tab's place.
            SourceExample("MainTabsView.swift", tabs(#"""
                    Tab(value: .inbox, role: ↓.search) {
                        EmptyView()
                    } label: {
                        Label("Add to Inbox", systemImage: "tray.and.arrow.down")
                    }
            """#)),
            // An action tab: `.onChange(of:)` turns its selection away to present the composer.
            SourceExample("MainTabsView.swift", tabs(#"""
                    Tab("Compose", systemImage: "square.and.pencil", value: .compose, role: ↓.search) {
                        ComposeView()
                    }
            """#, modifiers: """

                    .onChange(of: selection) { old, new in
                        if new == .compose {
                            isComposing = true
                            selection = old
                        }
                    }
            """)),
            // A screen of the file with no .searchable.
            SourceExample("MainTabsView.swift", tabs(#"""
                    Tab("Review", systemImage: "checklist", value: .review, role: ↓.search) {
                        ReviewView()
                    }
            """#, extra: #"""
            struct ReviewView: View {
                var body: some View {
                    NavigationStack { List(tasks) { Text($0.title) }.navigationTitle("Review") }
                }
            }
            """#)),
        ],
        nonTriggering: [
            SourceExample("MainTabsView.swift", tabs(#"""
                    Tab(value: .search, role: .search) {
                        SearchView()
                    }
            """#, extra: #"""
            struct SearchView: View {
                @State private var query = ""

                var body: some View {
                    NavigationStack { List(results) { Text($0.title) }.searchable(text: $query) }
                }
            }
            """#)),
            // The search field is the TabView's: the search tab shows it over any content.
            SourceExample("MainTabsView.swift", tabs(#"""
                    Tab(value: .search, role: .search) {
                        NavigationStack { ResultsView() }
                    }
            """#, modifiers: "\n        .searchable(text: $query)", extra: #"""
            struct ResultsView: View {
                var body: some View { List { Text("Results") } }
            }
            """#)),
            // A screen of another file: its body is not known here.
            SourceExample("MainTabsView.swift", tabs(#"""
                    Tab(value: .search, role: .search) {
                        SearchView()
                    }
            """#)),
        ]))
}
