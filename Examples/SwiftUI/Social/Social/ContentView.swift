import SwiftUI

enum SocialTab: Hashable {
    case feed, explore, post, inbox, profile
}

struct ContentView: View {
    @State private var selection = SocialTab.feed
    @State private var isComposing = false

    var body: some View {
        // "Post" never becomes the selection: choosing it opens the composer.
        TabView(selection: Binding(get: { selection }, set: { newTab in
            guard newTab != .post else {
                isComposing = true
                return
            }
            selection = newTab
        })) {
            Tab("Feed", systemImage: "house", value: SocialTab.feed) { FeedView() }
            Tab("Explore", systemImage: "safari", value: SocialTab.explore) { ExploreView() }
            Tab("Post", systemImage: "plus.app", value: SocialTab.post) { ComposerHintView() }
            Tab("Inbox", systemImage: "tray", value: SocialTab.inbox) { InboxView() }
            Tab("Profile", systemImage: "person", value: SocialTab.profile) { ProfileView() }
        }
        .sheet(isPresented: $isComposing) { ComposerView() }
    }
}

struct FeedView: View {
    var body: some View { List(0..<20) { Text("Post \($0)") } }
}

struct ExploreView: View {
    var body: some View { Text("Trending 🔥") }
}

struct ComposerHintView: View {
    var body: some View { Text("Share something") }
}

struct InboxView: View {
    var body: some View { Text("No messages") }
}

struct ProfileView: View {
    var body: some View { Text("Me") }
}

struct ComposerView: View {
    var body: some View { TextEditor(text: .constant("")) }
}
