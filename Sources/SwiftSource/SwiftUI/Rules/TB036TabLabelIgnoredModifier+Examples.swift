import TabBarCore

/// The examples of TB036: the generic tests run them, `tabbar explain` and the docs print them.
extension TabLabelIgnoredModifierRule {
    static let examples = RuleExamples(source: SourceExamples(
        triggering: [
            SourceExample("RootView.swift", #"""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        HomeView()
                            .tabItem {
                                Image(systemName: "house")
                                    ↓.imageScale(.large)
                                Text("Home")
                                    ↓.font(.headline)
                                    ↓.foregroundColor(.orange)
                            }
                        InboxView()
                            .tabItem { Label("Inbox", systemImage: "tray")↓.padding(4) }
                        Tab(value: 2) {
                            ComposeView()
                        } label: {
                            ↓Button("Compose") { compose() }
                        }
                    }
                }
            }
            """#),
            // Children not read as tabs (under `if`, `#if`, a `ForEach` over data known only at run time) and a
            // label that picks its views with `if`: every label they make drops the modifiers alike.
            SourceExample("MainView.swift", #"""
            import SwiftUI

            struct MainView: View {
                @State private var selection = Section.home
                let sections: [Section]

                var body: some View {
                    TabView(selection: $selection) {
                        if isPhone {
                            HomeView()
                                .tag(Section.home)
                                .tabItem {
                                    if selection == .home {
                                        Label("Home", systemImage: "house")↓.foregroundColor(.accentColor)
                                    } else {
                                        Label("Home", systemImage: "house")
                                    }
                                }
                        }
                        ForEach(sections) { section in
                            Tab(value: section) {
                                SectionView(section: section)
                            } label: {
                                Label {
                                    Text(section.title)
                                } icon: {
                                    Image(systemName: section.symbol)
                                        .resizable()
                                        ↓.frame(width: 25, height: 25)
                                }
                            }
                        }
                        #if os(iOS)
                        SettingsView()
                            .tag(Section.settings)
                            .tabItem { Label("Settings", systemImage: "gear")↓.font(.title) }
                        #endif
                    }
                }
            }
            """#),
        ],
        nonTriggering: [
            // A `Menu`'s or a `Button`'s label inside a tab's content is no tab label.
            SourceExample("FeedView.swift", #"""
            import SwiftUI

            struct FeedView: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            FeedList()
                                .toolbar {
                                    Menu {
                                        Button("Refresh") { refresh() }
                                    } label: {
                                        Label("Options", systemImage: "ellipsis")
                                            .foregroundColor(.accentColor)
                                    }
                                }
                        }
                        .tabItem { Label("Feed", systemImage: "list.bullet") }
                    }
                }
            }
            """#),
            // The image's rendering mode and symbol variant are honoured; modifiers on the tab's content are not in
            // its label.
            SourceExample("RootView.swift", #"""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        HomeView()
                            .font(.body)
                            .tabItem {
                                Image("tab_home").renderingMode(.template)
                                Text("Home")
                            }
                        InboxView()
                            .tabItem { Label("Inbox", systemImage: "tray").environment(\.symbolVariants, .none) }
                    }
                    .tint(.orange)
                }
            }
            """#),
        ]))
}
