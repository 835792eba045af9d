import SwiftUI

@main
struct JournalApp: App {
    @AppStorage("onboarded") private var onboarded = false

    var body: some Scene {
        WindowGroup {
            if onboarded {
                ContentView()
            } else {
                OnboardingView()
            }
        }
    }
}

struct TodayView: View {
    var body: some View { NavigationStack { Text("Today").navigationTitle("Today") } }
}

struct CalendarView: View {
    var body: some View { NavigationStack { Text("June").navigationTitle("Calendar") } }
}

struct InsightsView: View {
    var body: some View { NavigationStack { Text("12 days in a row").navigationTitle("Insights") } }
}

struct SettingsView: View {
    var body: some View { NavigationStack { Form { Toggle("Reminders", isOn: .constant(true)) }.navigationTitle("Settings") } }
}

struct SearchView: View {
    @State private var query = ""

    var body: some View { NavigationStack { Text("Search your journal").searchable(text: $query) } }
}
