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

    /// A storyboard bar of class `MainTabBarController` (which adds a button to its bar) whose middle tab is a
    /// reference to the initial scene of `Null.storyboard`; `nullItem` is that scene's item, and `withNull` whether the
    /// project holds `Null.storyboard`.
    private static func referenced(nullItem: String, withNull: Bool = true) -> SourceExample {
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tbc">
                <scenes>
                    <scene sceneID="scene-0">
                        <objects>
                            <tabBarController id="tbc" customClass="MainTabBarController" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                                <connections>
                                    <segue destination="vc-1" kind="relationship" relationship="viewControllers" id="seg-1"/>
                                    <segue destination="ref-2" kind="relationship" relationship="viewControllers" id="seg-2"/>
                                    <segue destination="vc-3" kind="relationship" relationship="viewControllers" id="seg-3"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="scene-1">
                        <objects>
                            <viewController id="vc-1" customClass="HomeViewController" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Home" image="home" id="item-1"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="scene-2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Null" id="ref-2" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Item" id="ref-item"/>
                            </viewControllerPlaceholder>
                        </objects>
                    </scene>
                    <scene sceneID="scene-3">
                        <objects>
                            <viewController id="vc-3" customClass="MeViewController" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Me" image="me" id="item-3"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let null = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="null-vc">
                <scenes>
                    <scene sceneID="null-scene">
                        <objects>
                            <viewController id="null-vc" sceneMemberID="viewController">
                                \(nullItem)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let code = """
            @interface MainTabBarController : UITabBarController
            @end

            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
            \(publishButton)
            }
            @end
            """
        return SourceExample([("Main.storyboard", main), ("MainTabBarController.m", code)] + (withNull ? [("Null.storyboard", null)] : []))
    }

    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", controller("↓[[UIViewController alloc] init]", button: true)),
                SourceExample("MainTabBarController.swift", swiftController("↓UIViewController()", button: true)),
                // An item made whole with no title and no image, on the navigation controller of the middle tab.
                SourceExample("CameraTabBarController.swift", #"""
                final class CameraTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = UINavigationController(rootViewController: HomeViewController())
                        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
                        let camera = UINavigationController(rootViewController: CameraViewController())
                        camera.tabBarItem = ↓UITabBarItem(title: "", image: nil, tag: 1)
                        let saved = UINavigationController(rootViewController: SavedViewController())
                        saved.tabBarItem = UITabBarItem(title: "Saved", image: UIImage(named: "saved"), selectedImage: nil)
                        viewControllers = [home, camera, saved]
                        let shutter = UIButton(type: .custom)
                        shutter.frame = CGRect(x: 0, y: 0, width: 64, height: 49)
                        tabBar.addSubview(shutter)
                    }
                }
                """#),
                // A storyboard reference's scene: on its item, in the storyboard that holds it.
                referenced(nullItem: #"↓<tabBarItem key="tabBarItem" enabled="NO" title="" id="null-item"/>"#),
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
                // The referenced storyboard is not in the project: nothing is known of the tab.
                referenced(nullItem: "", withNull: false),
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
