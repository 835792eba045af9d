import SwiftUI

/// The app's tabs in the iOS 13-17 style, inside a NavigationView as the first version had them.
struct MainTabView: View {
    @State private var selection = 0

    var body: some View {
        NavigationView {
            TabView(selection: $selection) {
                TodayView()
                    .tabItem { Label("Today", systemImage: "checkmark.circle") }
                    .tag(0)
                HabitsListView()
                    .tabItem { Label("Habits", systemImage: "list.bullet") }
                    .tag(1)
                StatsView()
                    .tabItem {
                        Image(systemName: "chart.bar")
                        Text("Stats")
                            .font(.caption2)
                    }
                    .tag("stats")
                RemindersView()
                    .tabItem { Label("Reminders", systemImage: "bell") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gearshape") }
                    .tag(4)
            }
        }
    }
}

struct TodayView: View {
    var body: some View {
        NavigationView { List { Text("Drink water") }.navigationTitle("Today") }
    }
}

struct HabitsListView: View {
    var body: some View {
        NavigationView { List { Text("Read 10 pages") }.navigationTitle("Habits") }
    }
}

struct StatsView: View {
    var body: some View {
        NavigationView { Text("12 days in a row").navigationTitle("Habits") }
    }
}

struct RemindersView: View {
    var body: some View {
        NavigationView { List { Text("8:00") }.navigationTitle("Reminders") }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationView { Form { Toggle("Sounds", isOn: .constant(true)) }.navigationTitle("Settings") }
    }
}
