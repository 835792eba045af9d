import TabBarCore

/// The examples of TB020: the generic tests run them, `tabbar explain` and the docs print them.
extension PlusButtonRegisteredLateRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    ("MainTabBarController.m", #"""
                    @interface MainTabBarController : CYLTabBarController
                    @end
                    @implementation MainTabBarController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        ↓[PlusButton registerPlusButton];
                    }
                    @end
                    """#),
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    @implementation PlusButton
                    + (id)plusButton { return [self new]; }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("AppDelegate.swift", #"""
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            let tabBarController = CYLTabBarController(viewControllers: controllers, tabBarItemsAttributes: attributes)
                            ↓PlusButton.register()
                            window?.rootViewController = tabBarController
                            return true
                        }
                    }
                    """#),
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any { PlusButton() }
                    }
                    """#),
                ]),
            ],
            nonTriggering: [
                SourceExample([
                    ("AppDelegate.m", #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton registerPlusButton];
                        self.window.rootViewController = [[MainTabBarController alloc] init];
                        return YES;
                    }
                    @end
                    """#),
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    @implementation PlusButton
                    + (id)plusButton { return [self new]; }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("AppDelegate.swift", #"""
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            PlusButton.register()
                            let tabBarController = CYLTabBarController(viewControllers: controllers, tabBarItemsAttributes: attributes)
                            window?.rootViewController = tabBarController
                            return true
                        }
                    }
                    """#),
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any { PlusButton() }
                    }
                    """#),
                ]),
            ]))
}
