import SwiftUI

@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup {
            ProjectsView()
        }
    }
}
