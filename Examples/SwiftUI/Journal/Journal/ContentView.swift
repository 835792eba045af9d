import SwiftUI

/// The app's tabs in the iOS 18 style: `Tab` values, a section and a search tab.
struct ContentView: View {
    @SceneStorage("section") private var section = Section.today

    var body: some View {
        TabView(selection: $section) {
            Tab("Today", systemImage: "sun.max", value: .today) {
                TodayView()
            }
            Tab("Calendar", image: "tab_calendar", value: .calendar) {
                CalendarView()
            }
            Tab("Insights", systemImage: "chart.bar", value: .insights) {
                InsightsView()
            }
            TabSection("More") {
                Tab("Settings", systemImage: "gearshape", value: .settings) {
                    SettingsView()
                }
            }
            Tab(value: .search, role: .search) {
                SearchView()
            } label: {
                Label("Search", systemImage: "magnifyingglass")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// The tabs, kept per window.
enum Section: String, Hashable {
    case today, calendar, insights, settings, search
}

/// The first launch's pages: a pager, no tab bar.
struct OnboardingView: View {
    var body: some View {
        TabView {
            Text("Write a line a day")
            Text("Your journal stays on this device")
        }
        .tabViewStyle(.page)
    }
}
