/// The examples of TB032: the generic tests run them, `tabbar explain` and the docs print them.
extension PlaceholderTabRule {
    /// A controller adding `middle` as its second tab, and a button to its bar when `button`.
    private static func controller(_ middle: String, button: Bool) -> String {
        """
        @interface MainTabBarController : UITabBarController
        @end

        @implementation MainTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            HomeViewController *home = [[HomeViewController alloc] init];
            home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] selectedImage:nil];
            [self addChildViewController:home];
            [self addChildViewController:\(middle)];
            ProfileViewController *profile = [[ProfileViewController alloc] init];
            profile.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Me" image:[UIImage imageNamed:@"me"] selectedImage:nil];
            [self addChildViewController:profile];
        \(button ? publishButton : "")
        }
        @end
        """
    }

    private static let publishButton = """
            UIButton *publish = [UIButton buttonWithType:UIButtonTypeCustom];
            publish.frame = CGRectMake(0, 0, 64, 49);
            [self.tabBar addSubview:publish];
        """

    /// A Swift controller whose second tab is `middle`, with a button over its bar when `button`.
    private static func swiftController(_ middle: String, button: Bool) -> String {
        """
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let home = HomeViewController()
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
                let profile = ProfileViewController()
                profile.tabBarItem = UITabBarItem(title: "Me", image: UIImage(named: "me"), selectedImage: nil)
                viewControllers = [home, \(middle), profile]
        \(button ? swiftPublishButton : "")
            }
        }
        """
    }

    private static let swiftPublishButton = """
            let publish = UIButton(type: .custom)
            publish.frame = CGRect(x: 0, y: 0, width: 64, height: 49)
            tabBar.addSubview(publish)
        """

    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", controller("↓[[UIViewController alloc] init]", button: true)),
                SourceExample("MainTabBarController.swift", swiftController("↓UIViewController()", button: true)),
                // SwiftUI: an empty tab kept as a slot for an action (a warning there: it is a selectable tab).
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    @State private var selection = 0

                    var body: some View {
                        TabView(selection: $selection) {
                            FeedView()
                                .tabItem { Label("动态", systemImage: "list.bullet") }
                                .tag(0)
                            Color.clear
                                .↓tabItem { Label("发布", systemImage: "plus.circle") }
                                .tag(1)
                            Tab("Me 🙂", systemImage: "person", value: 2) { ProfileView() }
                            ↓Tab("New", systemImage: "square.and.pencil", value: 3) { EmptyView() }
                        }
                    }
                }
                """#),
                // SwiftUI: an action tab, whose selection a custom binding refuses to present a sheet instead.
                SourceExample("AppView.swift", #"""
                import SwiftUI

                struct AppView: View {
                    @State private var selection = AppTab.timeline
                    @State private var isComposing = false

                    var body: some View {
                        TabView(selection: Binding(get: { selection }, set: { newTab in
                            if newTab == .post {
                                isComposing = true
                            } else {
                                selection = newTab
                            }
                        })) {
                            TimelineView()
                                .tabItem { Label("Timeline", systemImage: "rectangle.stack") }
                                .tag(AppTab.timeline)
                            ComposeView()
                                .↓tabItem { Label("Post", systemImage: "square.and.pencil") }
                                .tag(AppTab.post)
                        }
                        .sheet(isPresented: $isComposing) { ComposerView() }
                    }
                }
                """#),
                // SwiftUI: an action tab whose `.onChange(of:)` sets the selection back and shows the composer.
                SourceExample("AppTabView.swift", #"""
                import SwiftUI

                struct AppTabView: View {
                    @State private var selectedTab: AppTab = .timeline
                    @State private var showComposer = false

                    var body: some View {
                        TabView(selection: $selectedTab) {
                            Tab("Timeline", systemImage: "house", value: AppTab.timeline) { TimelineView() }
                            ↓Tab("Compose", systemImage: "plus.circle", value: AppTab.compose) { ComposeView() }
                        }
                        .onChange(of: selectedTab) { oldTab, newTab in
                            if newTab == .compose {
                                showComposer = true
                                selectedTab = oldTab
                            }
                        }
                        .sheet(isPresented: $showComposer) { ComposerView() }
                    }
                }
                """#),
            ],
            nonTriggering: [
                // No button over the bar: an ordinary (if odd) tab.
                SourceExample("MainTabBarController.m", controller("[[UIViewController alloc] init]", button: false)),
                // The middle tab is a real screen.
                SourceExample("MainTabBarController.m", controller("[[PublishViewController alloc] init]", button: true)),
                SourceExample("MainTabBarController.swift", swiftController("UIViewController()", button: false)),
                SourceExample("MainTabBarController.swift", swiftController("PublishViewController()", button: true)),
                // SwiftUI: every tab shows a screen.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
                            Tab("Me", systemImage: "person") { ProfileView() }
                        }
                    }
                }
                """#),
                // SwiftUI: a setter that does more for one tab but selects every tab, and an `.onChange(of:)` that
                // only notes the choice: no tab is turned away.
                SourceExample("AppView.swift", #"""
                import SwiftUI

                struct AppView: View {
                    @State private var selection = AppTab.timeline

                    var body: some View {
                        TabView(selection: Binding(get: { selection }, set: { newTab in
                            if newTab == .timeline {
                                reloadTimeline()
                            }
                            selection = newTab
                        })) {
                            TimelineView()
                                .tabItem { Label("Timeline", systemImage: "rectangle.stack") }
                                .tag(AppTab.timeline)
                            ComposeView()
                                .tabItem { Label("Post", systemImage: "square.and.pencil") }
                                .tag(AppTab.post)
                        }
                        .onChange(of: selection) { _, newTab in
                            if newTab == .post {
                                analytics.log("post")
                            }
                        }
                    }
                }
                """#),
            ]))
}
