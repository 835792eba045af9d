import TabBarCore

/// The examples of TB035: the generic tests run them, `tabbar explain` and the docs print them.
extension TabViewInNavigationRule {
    static let examples = RuleExamples(source: SourceExamples(
        triggering: [
            // Inside a NavigationView in the same body, while every tab has its own: two navigation bars.
            SourceExample("MainTabView.swift", #"""
            import SwiftUI

            struct MainTabView: View {
                var body: some View {
                    NavigationView {
                        ↓TabView {
                            HomeView().tabItem { Label("Home", systemImage: "house") }
                            StatsView().tabItem { Label("Stats", systemImage: "chart.bar") }
                        }
                    }
                }
            }

            struct HomeView: View {
                var body: some View { NavigationView { Text("Home").navigationTitle("Home") } }
            }
            """#),
            // Pushed by a link of the same file.
            SourceExample("StationsView.swift", #"""
            import SwiftUI

            struct StationsView: View {
                var body: some View {
                    NavigationStack {
                        List(stations) { station in
                            NavigationLink(station.name) { StationTabs(station: station) }
                        }
                    }
                }
            }

            struct StationTabs: View {
                let station: Station

                var body: some View {
                    ↓TabView {
                        BikesView(station: station).tabItem { Label("Bikes", systemImage: "bicycle") }
                        DocksView(station: station).tabItem { Label("Docks", systemImage: "parkingsign") }
                    }
                }
            }
            """#),
        ],
        nonTriggering: [
            // The TabView is the root; each tab holds its own stack.
            SourceExample("MainTabView.swift", #"""
            import SwiftUI

            struct MainTabView: View {
                var body: some View {
                    TabView {
                        NavigationStack { HomeView() }
                            .tabItem { Label("Home", systemImage: "house") }
                        NavigationStack { StatsView() }
                            .tabItem { Label("Stats", systemImage: "chart.bar") }
                    }
                }
            }
            """#),
            // Presented in a sheet from a navigation stack: a new presentation, with no navigation bar of its own.
            SourceExample("SettingsView.swift", #"""
            import SwiftUI

            struct SettingsView: View {
                @State private var showsPresets = false

                var body: some View {
                    NavigationStack {
                        Button("Presets") { showsPresets = true }
                            .sheet(isPresented: $showsPresets) {
                                TabView {
                                    WarmView().tabItem { Label("Warm", systemImage: "sun.max") }
                                    CoolView().tabItem { Label("Cool", systemImage: "snowflake") }
                                }
                            }
                    }
                }
            }
            """#),
            // A pager in a navigation stack shows no tab bar.
            SourceExample("OnboardingView.swift", #"""
            import SwiftUI

            struct OnboardingView: View {
                var body: some View {
                    NavigationStack {
                        TabView {
                            Text("Welcome")
                            Text("Your data stays here")
                        }
                        .tabViewStyle(.page)
                    }
                }
            }
            """#),
        ]))
}
