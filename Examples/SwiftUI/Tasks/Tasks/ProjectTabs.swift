import SwiftUI

/// The list of projects; each opens its own tabs.
struct ProjectsView: View {
    var body: some View {
        NavigationStack {
            List(["Home", "Work"], id: \.self) { name in
                NavigationLink(name) { ProjectTabs(project: name) }
            }
            .navigationTitle("Projects")
        }
    }
}

/// A project's tabs in the iOS 18 style, pushed from the list of projects.
struct ProjectTabs: View {
    enum Section: Hashable {
        case inbox, today, upcoming, add, done
    }

    let project: String
    @State private var section = Section.inbox

    var body: some View {
        TabView(selection: $section) {
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                InboxView()
            }
            Tab("Today", systemImage: "star", value: .today) {
                TodayList()
            }
            Tab("Upcoming", systemImage: "calendar", value: .today) {
                UpcomingView()
            }
            Tab(value: .add, role: .search) {
                EmptyView()
            } label: {
                Label("Add", systemImage: "plus")
            }
            Tab("Done", systemImage: "checkmark", value: .done) {
                DoneView()
            }
        }
    }
}

struct InboxView: View {
    var body: some View { List { Text("Call the plumber") }.navigationTitle("Inbox") }
}

struct TodayList: View {
    var body: some View { List { Text("Buy bread") }.navigationTitle("Todya") }
}

struct UpcomingView: View {
    var body: some View { List { Text("Dentist") }.navigationTitle("Upcoming") }
}

struct DoneView: View {
    var body: some View { List { Text("Taxes") }.navigationTitle("Done") }
}
