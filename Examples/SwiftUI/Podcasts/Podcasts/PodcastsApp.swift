import SwiftUI

@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
