import TabBarCore

/// The examples of TB019: the generic tests run them, `tabbar explain` and the docs print them.
extension PlusButtonNeedsInitializerRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    ("AppDelegate.m", #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton registerPlusButton];
                        CYLTabBarController *tabBarController = ↓[[CYLTabBarController alloc] init];
                        tabBarController.tabBarItemsAttributes = [self tabBarItemsAttributes];
                        tabBarController.viewControllers = [self viewControllers];
                        self.window.rootViewController = tabBarController;
                        return YES;
                    }
                    @end
                    """#),
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("PlusButton.m", #"""
                    @implementation PlusButton
                    + (id)plusButton { return [self new]; }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("AppDelegate.swift", #"""
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        PlusButton.register()
                        let tabBarController = ↓CYLTabBarController()
                        tabBarController.tabBarItemsAttributes = attributes
                        tabBarController.viewControllers = controllers
                        window?.rootViewController = tabBarController
                        return true
                    }
                    """#),
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any { PlusButton() }
                    }
                    """#),
                ]),
                SourceExample([
                    ("MainTabBarController.swift", #"""
                    class MainTabBarController: CYLTabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tabBarItemsAttributes = [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"]]
                            viewControllers = [HomeViewController()]
                        }
                    }

                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any {
                            let button = PlusButton()
                            // Made only as a gesture's target, never shown: not where the bar is made.
                            button.addGestureRecognizer(UITapGestureRecognizer(target: MainTabBarController(), action: nil))
                            return button
                        }
                    }
                    """#),
                    ("AppDelegate.swift", #"""
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        PlusButton.register()
                        window?.rootViewController = ↓MainTabBarController()
                        return true
                    }
                    """#),
                    ("LoginViewModel.swift", #"""
                    final class LoginViewModel {
                        func loggedIn() {
                            PlusButton.register()
                            UIApplication.shared.keyWindow?.rootViewController = ↓MainTabBarController.init()
                        }
                    }
                    """#),
                ]),
                SourceExample([
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        self.tabBarItemsAttributes = @[@{CYLTabBarItemTitle: @"首页", CYLTabBarItemImage: @"home"}];
                        self.viewControllers = @[[[HomeViewController alloc] init]];
                    }
                    @end
                    """#),
                    ("MainTabBarController.h", #"""
                    @interface MainTabBarController : CYLTabBarController
                    @end
                    """#),
                    ("AppDelegate.m", #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton registerPlusButton];
                        self.window.rootViewController = ↓[[MainTabBarController alloc] init];
                        return YES;
                    }
                    - (void)logOut {
                        [self.window setRootViewController:↓[MainTabBarController new]];
                    }
                    @end
                    """#),
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("PlusButton.m", #"""
                    @implementation PlusButton
                    + (id)plusButton { return [self new]; }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("MainTabBarController.swift", #"""
                    class MainTabBarController: CYLTabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓tabBarItemsAttributes = [[CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"]]
                            viewControllers = [HomeViewController()]
                        }
                    }
                    """#),
                    ("AppDelegate.swift", #"""
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        PlusButton.register()
                        window?.rootViewController = makeRoot() // made where no file read says: on the setter
                        return true
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
                        CYLTabBarController *tabBarController = [[CYLTabBarController alloc] initWithViewControllers:[self viewControllers]
                                                                                             tabBarItemsAttributes:[self tabBarItemsAttributes]];
                        self.window.rootViewController = tabBarController;
                        return YES;
                    }
                    @end
                    """#),
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("PlusButton.m", #"""
                    @implementation PlusButton
                    + (id)plusButton { return [self new]; }
                    @end
                    """#),
                ]),
                SourceExample("AppDelegate.swift", #"""
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let tabBarController = CYLTabBarController() // no plus button registered: the setters are fine
                    tabBarController.tabBarItemsAttributes = attributes
                    tabBarController.viewControllers = controllers
                    return true
                }
                """#),
            ]))
}
