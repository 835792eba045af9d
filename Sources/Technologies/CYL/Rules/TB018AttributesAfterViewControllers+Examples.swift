import TabBarCore

/// The examples of TB018: the generic tests run them, `tabbar explain` and the docs print them.
extension AttributesAfterViewControllersRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("CYLTabBarControllerConfig.m", #"""
                @implementation CYLTabBarControllerConfig
                - (CYLTabBarController *)tabBarController {
                    if (!_tabBarController) {
                        CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
                        [tabBarController setViewControllers:[self viewControllers]];
                        ↓[tabBarController setTabBarItemsAttributes:[self tabBarItemsAttributes]];
                        _tabBarController = tabBarController;
                    }
                    return _tabBarController;
                }
                @end
                """#),
                SourceExample("MainTabBarController.swift", #"""
                class MainTabBarController: CYLTabBarController {
                    func setUp() {
                        viewControllers = [HomeViewController()]
                        ↓tabBarItemsAttributes = [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"]]
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("CYLTabBarControllerConfig.m", #"""
                @implementation CYLTabBarControllerConfig
                - (CYLTabBarController *)tabBarController {
                    CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
                    tabBarController.tabBarItemsAttributes = [self tabBarItemsAttributes];
                    tabBarController.viewControllers = [self viewControllers];
                    return tabBarController;
                }
                @end
                """#),
                SourceExample("MainTabBarController.swift", #"""
                class MainTabBarController: CYLTabBarController {
                    func setUp() {
                        tabBarItemsAttributes = [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"]]
                        viewControllers = [HomeViewController()]
                    }
                }
                """#),
            ],
            corrections: [
                SourceCorrection("Config.m", #"""
                @implementation Config
                - (CYLTabBarController *)tabBarController {
                    CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
                    tabBarController.viewControllers = [self viewControllers];
                    tabBarController.tabBarItemsAttributes = [self tabBarItemsAttributes];
                    return tabBarController;
                }
                @end
                """#, #"""
                @implementation Config
                - (CYLTabBarController *)tabBarController {
                    CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
                    tabBarController.tabBarItemsAttributes = [self tabBarItemsAttributes];
                    tabBarController.viewControllers = [self viewControllers];
                    return tabBarController;
                }
                @end
                """#),
                SourceCorrection("MainTabBarController.swift", #"""
                class MainTabBarController: CYLTabBarController {
                    func setUp() {
                        self.viewControllers = [HomeViewController()]
                        self.tabBarItemsAttributes = [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"]]
                    }
                }
                """#, #"""
                class MainTabBarController: CYLTabBarController {
                    func setUp() {
                        self.tabBarItemsAttributes = [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"]]
                        self.viewControllers = [HomeViewController()]
                    }
                }
                """#),
            ]))
}
