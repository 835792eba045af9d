/// The examples of TB022: the generic tests run them, `tabbar explain` and the docs print them.
extension DuplicateImageRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ { "title": "首页", "image": "home", "selectedImage": "home_selected" },
                         { "title": "发现", "image": ↓"home", "selectedImage": "discover_selected" },
                         { "title": "我的", "image": "me", "selectedImage": ↓"me" } ] }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ { "title": "首页", "image": "home", "selectedImage": "home_selected" },
                         { "title": "发现", "image": "discover", "selectedImage": "discover_selected" } ] }
            """#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" selectedImage="home_hl" id="item-1"/>"#),
                    ("DiscoverViewController", #"<tabBarItem key="tabBarItem" title="发现" image="↓home" selectedImage="discover_hl" id="item-2"/>"#),
                ])),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home", CYLTabBarItemSelectedImage : @"home_hl" },
                        @{ CYLTabBarItemTitle : @"发现", CYLTabBarItemImage : ↓@"home", CYLTabBarItemSelectedImage : @"discover_hl" },
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home", CYLTabBarItemSelectedImage: ↓"home"],
                ])
                """#),
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="house" catalog="system" id="item-1"/>"#),
                    ("DiscoverViewController", #"<tabBarItem key="tabBarItem" title="发现" image="house" catalog="system" id="item-2"/>"#),
                ])),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home", CYLTabBarItemSelectedImage : @"home_hl" },
                        @{ CYLTabBarItemTitle : @"发现", CYLTabBarItemImage : kDiscoverImage },
                    ]];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home", CYLTabBarItemSelectedImage: "home_selected"],
                    [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me", CYLTabBarItemSelectedImage: "me_selected"],
                ])
                """#),
            ]))
}
