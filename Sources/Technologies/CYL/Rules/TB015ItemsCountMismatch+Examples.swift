import TabBarCore

/// The examples of TB015: the generic tests run them, `tabbar explain` and the docs print them.
extension ItemsCountMismatchRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    NSArray *controllers = @[ [HomeViewController new], [MeViewController new] ];
                    NSArray *attributes = @[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                        @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                    ];
                    return [super initWithViewControllers:controllers tabBarItemsAttributes:↓attributes];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                func makeTabBarController() -> CYLTabBarController {
                    let tabs = [UINavigationController(rootViewController: HomeViewController())]
                    return CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: ↓[
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                    ])
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    NSMutableArray *controllers = [NSMutableArray array];
                    for (Class cls in self.tabClasses) { [controllers addObject:[cls new]]; }
                    NSArray *attributes = @[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                        @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                    ];
                    return [super initWithViewControllers:controllers tabBarItemsAttributes:attributes];
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                func makeTabBarController() -> CYLTabBarController {
                    let tabs = [UINavigationController(rootViewController: HomeViewController()), MeViewController()]
                    return CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                    ])
                }
                """#),
            ]))
}
