import TabBarCore

/// The examples of TB021: the generic tests run them, `tabbar explain` and the docs print them.
extension InitReplacesSelfRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    ↓self = [CYLTabBarController tabBarControllerWithViewControllers:[self tabs]
                                                             tabBarItemsAttributes:[self attributes]];
                    return self;
                }
                @end
                """#),
                SourceExample("JSDTabBarController.m", #"""
                @implementation JSDTabBarController
                - (instancetype)init {
                    CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:self.tabs
                                                                                               tabBarItemsAttributes:self.attributes];
                    return (↓self = (JSDTabBarController *)tabBarController);
                }
                @end
                """#),
            ],
            nonTriggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    self = [super initWithViewControllers:[self tabs] tabBarItemsAttributes:[self attributes]];
                    return self;
                }
                @end
                """#),
                SourceExample("MainTabBarController.swift", #"""
                class MainTabBarController: CYLTabBarController {
                    convenience init() {
                        self.init(viewControllers: MainTabBarController.tabs, tabBarItemsAttributes: MainTabBarController.attributes)
                    }
                }
                """#),
            ]))
}
