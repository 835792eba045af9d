/// The examples of TB009: the generic tests run them, `tabbar explain` and the docs print them.
extension DuplicateTitleRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "a" }, { "title": ↓"首页", "image": "b" } ] }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "title": "", "image": "a" }, { "title": "", "image": "b" } ] }"#),
            Example(#"{ "items": [ { "title": "首页", "image": "a" }, { "title": "我的", "image": "b" } ] }"#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("DiscoverViewController", #"<tabBarItem key="tabBarItem" title="↓首页" image="discover" id="item-2"/>"#),
                ])),
                // UIKit: a helper called once per tab, its title parameter bound to each call's argument.
                SourceExample("MainTabBarController.m", #"""
                @interface MainTabBarController : UITabBarController
                @end

                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self addChildVc:[[HomeViewController alloc] init] title:@"首页" image:@"home"];
                    [self addChildVc:[[MessageViewController alloc] init] title:@"消息" image:@"message"];
                    [self addChildVc:[[DiscoverViewController alloc] init] title:↓@"消息" image:@"discover"];
                }

                - (void)addChildVc:(UIViewController *)childVc title:(NSString *)title image:(NSString *)image {
                    childVc.tabBarItem.title = title;
                    childVc.tabBarItem.image = [UIImage imageNamed:image];
                    [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:childVc]];
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addTab(HomeViewController(), title: "Home", image: "home")
                        addTab(SearchViewController(), title: ↓"Home", image: "search")
                    }

                    private func addTab(_ root: UIViewController, title: String, image: String) {
                        root.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: nil)
                        addChild(UINavigationController(rootViewController: root))
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        @{ CYLTabBarItemTitle : ↓@"首页", CYLTabBarItemImage : @"discover" },
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: NSLocalizedString("home", comment: ""), CYLTabBarItemImage: "home"],
                    [CYLTabBarItemTitle: ↓NSLocalizedString("home", comment: ""), CYLTabBarItemImage: "discover"],
                ])
                """#),
                // SwiftUI: a `.tabItem` label and an iOS 18 `Tab` with one title.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            HomeView()
                                .tabItem { Label("首页", systemImage: "house") }
                            Tab(↓"首页", systemImage: "sparkles") {
                                DiscoverView()
                            }
                        }
                    }
                }
                """#),
                // Titles reached through an enumeration's property: the finding is on the second literal there.
                SourceExample("Tabs.swift", #"""
                import UIKit

                enum Tab: CaseIterable {
                    case home, discover
                    var title: String {
                        switch self {
                        case .home: return "首页"
                        case .discover: return ↓"首页"
                        }
                    }
                }

                final class RootTabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        for tab in Tab.allCases {
                            let root = UIViewController()
                            root.tabBarItem = UITabBarItem(title: tab.title, image: nil, selectedImage: nil)
                            addChild(root)
                        }
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("DiscoverViewController", #"<tabBarItem key="tabBarItem" title="发现" image="discover" id="item-2"/>"#),
                ])),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addTab(HomeViewController(), title: "Home", image: "home")
                        addTab(SearchViewController(), title: "Search", image: "search")
                        addTab(SettingsViewController(), title: tabTitle, image: "settings")
                        addTab(MoreViewController(), title: tabTitle, image: "more")
                    }

                    private func addTab(_ root: UIViewController, title: String, image: String) {
                        root.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: nil)
                        addChild(UINavigationController(rootViewController: root))
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        @{ CYLTabBarItemTitle : NSLocalizedString(@"首页", nil), CYLTabBarItemImage : @"discover" },
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                    [CYLTabBarItemTitle: "发现", CYLTabBarItemImage: "discover"],
                ])
                """#),
                // SwiftUI: the same title in two branches of a condition, which never show together.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            if compact {
                                HomeView().tabItem { Label("首页", systemImage: "house") }
                            } else {
                                HomeView().tabItem { Label("首页", systemImage: "house.fill") }
                            }
                            DiscoverView().tabItem { Label("发现", systemImage: "sparkles") }
                        }
                    }
                }
                """#),
            ]))
}
