import JSONC

/// TB018: `viewControllers` set before `tabBarItemsAttributes` (source only).
public struct AttributesAfterViewControllersRule: Rule, SourceRule {
    public static let description = RuleDescription(
        code: "TB018", name: "attributes-after-view-controllers", severity: .error,
        summary: "On one controller, viewControllers is set before tabBarItemsAttributes.",
        rationale: """
        CYLTabBarController builds the tab bar items when its view controllers are set, reading \
        `tabBarItemsAttributes` at that moment. Set the attributes first: set afterwards they are never read, \
        and the tabs show no titles or images (or the library asserts).
        """,
        fixSummary: "Swap the two statements when they are next to each other.",
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

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.controllers.compactMap { controller in
            guard let attributes = controller.value.attributesSetter,
                  let controllers = controller.value.viewControllersSetter,
                  controllers.end <= attributes.start else { return nil }
            let fixes = [context.fix("Set tabBarItemsAttributes first", .swapStatements(controllers, attributes),
                                     in: controller.file, applicability: .safe, isPreferred: true)].compactMap { $0 }
            return SourceDiagnostic(file: controller.file, Self.description.diagnostic(
                "tabBarItemsAttributes is set after viewControllers: the library reads the attributes when the view "
                    + "controllers are set, so these are never used; set tabBarItemsAttributes first",
                at: attributes, fixes: fixes))
        }
    }
}
