/// The examples of TB012: the generic tests run them, `tabbar explain` and the docs print them.
extension MixedIconOnlyRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "a" }, ↓{ "image": "b" }, ↓{ "title": "", "image": "c" } ] }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "image": "a" }, { "image": "b" } ] }"#),
            Example(#"{ "items": [ { "title": "首页", "image": "a" }, { "title": "我的", "image": "b" } ] }"#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("DiscoverViewController", #"↓<tabBarItem key="tabBarItem" image="discover" id="item-2"/>"#),
                ])),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    NSDictionary *discover = @{ CYLTabBarItemImage : @"discover" };
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        ↓discover,
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                    ↓[CYLTabBarItemTitle: "", CYLTabBarItemImage: "discover"],
                ])
                """#),
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" image="home" id="item-1"/>"#),
                    ("DiscoverViewController", #"<tabBarItem key="tabBarItem" image="discover" id="item-2"/>"#),
                ])),
                // The middle tab has neither title nor image: no icon sits lower (a placeholder is TB032's).
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("UIViewController", #"<tabBarItem key="tabBarItem" id="item-2"/>"#),
                    ("MeViewController", #"<tabBarItem key="tabBarItem" title="我" image="me" id="item-3"/>"#),
                ])),
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            HomeView().tabItem { Label("首页", systemImage: "house") }
                            Text("").tabItem { Text("") }
                            Color.clear.tabItem { Label("", systemImage: "") }
                            MeView().tabItem { Label("我", systemImage: "person") }
                        }
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemImage : @"home" },
                        @{ CYLTabBarItemImage : @"discover" },
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                    [CYLTabBarItemTitle: discoverTitle, CYLTabBarItemImage: "discover"],
                ])
                """#),
            ]))
}
