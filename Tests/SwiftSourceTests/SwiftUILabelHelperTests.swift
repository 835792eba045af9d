import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// A tab's label written through a helper of the file (SPEC section 9: helpers returning the label, one level, read
/// through the evaluator of section 10): a function called with arguments, a computed property, an enumeration
/// case's property in a `ForEach`; and the iOS 18 `Tab { … } label: { … }` without arguments.
@Suite struct SwiftUILabelHelperTests {
    static func tabs(_ text: String) -> [[String]] { SwiftUITabViewTests.tabs(text) }

    @Test func aFunctionReturningTheLabelIsReadWithItsArgumentsBound() {
        let text = """
            import SwiftUI

            enum Section { case feed, inbox }

            struct Shell: View {
                var body: some View {
                    TabView {
                        FeedView().tabItem { label(for: .feed, title: "Feed") }
                        InboxView().tabItem { label(for: .inbox, title: "Inbox") }
                        OtherView().tabItem { label(for: .inbox, title: name) }
                    }
                }

                private func label(for section: Section, title: String) -> some View {
                    VStack {
                        Image(section == .feed ? "feed_icon" : "inbox_icon")
                        Text(title)
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|feed_icon", "Inbox|inbox_icon", "?|inbox_icon"]])
    }

    @Test func aCaseComputedPropertyReturningTheLabelIsReadForEachElement() {
        let text = """
            import SwiftUI

            struct Shell: View {
                @State private var current = Pane.start
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(Pane.allCases, id: \\.self) { pane in
                            Text("x").tabItem { pane.label }.tag(pane)
                        }
                    }
                }
            }

            enum Pane: CaseIterable {
                case start, end
                var title: String {
                    switch self {
                    case .start: "Start"
                    case .end: "End"
                    }
                }
                var label: some View {
                    Label(title, systemImage: self == .start ? "play" : "stop")
                }
            }
            """
        let tabs = Self.tabs(text)
        #expect(tabs.first?.map { $0.split(separator: "|").first.map(String.init) ?? "" } == ["Start", "End"], "\(tabs)")
    }

    @Test func aPropertyOfTheViewAndAReturnedLabelAreRead() {
        let text = """
            import SwiftUI

            struct Shell: View {
                var body: some View {
                    TabView {
                        HomeView().tabItem { homeLabel }
                        MoreView().tabItem { Self.moreLabel() }
                    }
                }
                private var homeLabel: some View { Label("Home", image: "home") }
                static func moreLabel() -> some View {
                    return Label("More", image: "more")
                }
            }
            """
        #expect(Self.tabs(text) == [["Home|home", "More|more"]])
    }

    @Test func aSwitchOverTheCaseChoosesTheLabel() {
        let text = """
            import SwiftUI

            struct Shell: View {
                var body: some View {
                    TabView {
                        ForEach(Pane.allCases, id: \\.self) { pane in
                            Text("x").tabItem { pane.label }
                        }
                        Text("y").tabItem { Pane.start.label }
                    }
                }
            }

            enum Pane: CaseIterable {
                case start, middle, end
                @ViewBuilder var label: some View {
                    switch self {
                    case .start:
                        Label("Start", systemImage: "play")
                    case .middle, .end:
                        Image("later")
                        Text("Later")
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Start|sf:\"play\"", "Later|later", "Later|later", "Start|sf:\"play\""]])
        let bound = text.replacingOccurrences(of: "switch self {", with: "switch Pane.current {")
        #expect(Self.tabs(bound).first?.allSatisfy { $0 == "?|?" } == true, "\(Self.tabs(bound))")
    }

    @Test func whatIsNoHelperOfTheFileStaysUnknown() {
        let text = """
            import SwiftUI

            struct Shell: View {
                let tabLabel: AnyView
                var body: some View {
                    TabView {
                        HomeView().tabItem { tabLabel }
                        MoreView().tabItem { makeLabel("More") }
                        LastView().tabItem { branching }
                    }
                }
                private var branching: some View {
                    if Bool.random() { Label("A", image: "a") } else { Label("B", image: "b") }
                }
            }
            """
        #expect(Self.tabs(text) == [["?|?", "?|?", "?|?"]])
    }

    @Test func aTabWithOnlyItsContentAndLabelClosures() {
        let text = """
            import SwiftUI

            struct Shell: View {
                var body: some View {
                    TabView {
                        Tab {
                            HomeView()
                        } label: {
                            Label("Home", systemImage: "house")
                        }
                        Tab(role: .search) { SearchView() }
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Home|sf:\"house\"", "unread"]])
    }
}

/// A child of the `TabView` written through a helper of the file that returns the whole tab (SPEC section 9).
@Suite struct SwiftUITabHelperTests {
    @Test func aPropertyOrFunctionReturningTheTabGivesItsItem() {
        let text = """
            import SwiftUI

            struct Shell: View {
                var body: some View {
                    TabView {
                        homeTab
                        settingsTab(title: "Settings")
                        wrapped
                    }
                }
                private var homeTab: some View {
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                }
                private func settingsTab(title: String) -> some View {
                    return SettingsView().tabItem { Label(title, image: "gear") }.tag(1)
                }
                private var wrapped: some View { AnyView(OtherView()) }
            }
            """
        #expect(SwiftUITabViewTests.tabs(text) == [["Home|sf:\"house\"", "Settings|gear", "unread"]])
    }

    @Test func aHelperNotOfTheFileStaysAnUnreadTab() {
        let text = """
            import SwiftUI

            struct Shell: View {
                let homeTab: AnyView
                var body: some View {
                    TabView {
                        homeTab
                        Text("x").tabItem { Text("X") }
                    }
                }
            }
            """
        #expect(SwiftUITabViewTests.tabs(text) == [["unread", "X|-"]])
    }
}
