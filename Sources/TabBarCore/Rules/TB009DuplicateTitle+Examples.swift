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
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("DiscoverViewController", #"<tabBarItem key="tabBarItem" title="发现" image="discover" id="item-2"/>"#),
                ])),
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
            ]))
}
