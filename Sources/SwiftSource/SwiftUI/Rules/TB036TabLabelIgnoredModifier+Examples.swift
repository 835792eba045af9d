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
        ],
        nonTriggering: [
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
