/// The examples of TB013: the generic tests run them, `tabbar explain` and the docs print them.
extension MissingImageRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"{ "items": [ ↓{ "title": "首页" } ] }"#),
            Example(#"{ "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" } ], ↓"plusButton": { "width": 55 } }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "home" } ] }"#),
            // An SF Symbol is an image too (a SwiftUI tab's systemImage).
            Example(#"{ "items": [ { "title": "首页", "systemImage": "house" } ] }"#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("MineViewController", #"↓<tabBarItem key="tabBarItem" title="我的" id="item-2"/>"#),
                ])),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    NSDictionary *me = ↓@{ CYLTabBarItemTitle : @"我的", CYLTabBarItemSelectedImage : @"me_selected" };
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        me,
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                    ↓[CYLTabBarItemTitle: "我的"],
                ])
                """#),
                // An empty name is no image, as `"image": ""` is none in a configuration.
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : ↓@"", CYLTabBarItemSelectedImage : @"me_selected" },
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: ↓""],
                    [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                ])
                """#),
                // SwiftUI: a tab item with a text and no image.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeaturedView()
                                .↓tabItem { Text("精选") }
                            SearchView()
                                .tabItem { Label("搜索", systemImage: "magnifyingglass") }
                        }
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="house" catalog="system" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="mine" id="item-2"/>"#),
                ])),
                // A launch screen never runs as a tab bar.
                SourceExample("LaunchScreen.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" id="item-1"/>"#),
                ], launchScreen: true)),
                // The app makes `MainTabBarController` and fills it in code: the storyboard's scene of that class never shows.
                SourceExample([
                    ("Main.storyboard", SourceExample.storyboard([
                        ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" id="item-1"/>"#),
                    ], controllerClass: "MainTabBarController")),
                    ("SceneDelegate.swift", """
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        let home = HomeViewController()
                        home.tabBarItem = UITabBarItem(title: "首页", image: UIImage(named: "home"), selectedImage: nil)
                        let tabs = MainTabBarController()
                        tabs.viewControllers = [home]
                        window?.rootViewController = tabs
                    }
                    """),
                    ("MainTabBarController.swift", "final class MainTabBarController: UITabBarController {}"),
                ]),
                SourceExample("TTabBarController.m", #"""
                @implementation TTabBarController
                - (instancetype)init {
                    UINavigationController *mine = [[UINavigationController alloc] initWithRootViewController:[MineViewController new]];
                    mine.tabBarItem.image = [UIImage imageNamed:@"tab_mine"]; // kept by the library before 1.23
                    return [super initWithViewControllers:@[ mine ] tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"我的" } ]];
                }
                @end
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : [UIImage imageNamed:@"home"] },
                        @{ CYLTabBarItemTitle : @"我的", kMeImageKey : @"me" },
                        [self discoverAttributes],
                    ]];
                }
                @end
                """#),
                SourceExample("MainTabBarController.swift", #"""
                final class MainTabBarController: CYLTabBarController {
                    static func make() -> CYLTabBarController {
                        let mine = UINavigationController(rootViewController: MineViewController())
                        mine.tabBarItem.image = UIImage(named: "tab_mine") // kept by the library before 1.23
                        return CYLTabBarController(viewControllers: [mine], tabBarItemsAttributes: [[CYLTabBarItemTitle: "我的"]])
                    }
                }
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: UIImage(named: "home")!],
                    [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: Theme.meImage],
                ])
                """#),
                // SwiftUI: an SF Symbol, an asset, and a label built elsewhere (unknown, so silent).
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeaturedView().tabItem { Label("精选", systemImage: "star") }
                            SearchView().tabItem {
                                Image("tab_search")
                                Text("搜索")
                            }
                            MoreView().tabItem(MoreTab.label)
                        }
                    }
                }
                """#),
                // SwiftUI: a tab with neither title nor image is a placeholder (TB032's), not a missing image.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeaturedView().tabItem { Label("精选", systemImage: "star") }
                            Text("").tabItem { Text("") }
                            Color.clear.tabItem { Label("", systemImage: "") }
                        }
                    }
                }
                """#),
            ]))
}
