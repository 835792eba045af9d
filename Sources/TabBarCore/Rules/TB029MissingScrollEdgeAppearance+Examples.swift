/// The examples of TB029: the generic tests run them, `tabbar explain` and the docs print them.
extension MissingScrollEdgeAppearanceRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [UITabBar appearance].↓barTintColor = [UIColor whiteColor];
                    self.tabBar.tintColor = [UIColor orangeColor];
                }
                @end
                """#),
                SourceExample("AppDelegate.swift", #"""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func styleTabBar() {
                        UITabBar.appearance().↓backgroundImage = UIImage(named: "tabbar_background")
                        UITabBar.appearance().backgroundColor = .white
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [UITabBar appearance].barTintColor = [UIColor whiteColor];
                    if (@available(iOS 15.0, *)) {
                        UITabBarAppearance *appearance = [[UITabBarAppearance alloc] init];
                        [appearance configureWithOpaqueBackground];
                        self.tabBar.standardAppearance = appearance;
                        self.tabBar.scrollEdgeAppearance = appearance;
                    }
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.backgroundImage = UIImage()
                        tabBar.shadowImage = UIImage()
                        navigationController?.navigationBar.barTintColor = .white
                    }
                }
                """#),
            ]))
}
