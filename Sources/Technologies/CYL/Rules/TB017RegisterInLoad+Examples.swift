import TabBarCore

/// The examples of TB017: the generic tests run them, `tabbar explain` and the docs print them.
extension RegisterInLoadRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end
                @implementation PlusButton
                + (void)load {
                    ↓[super registerPlusButton];
                }
                @end
                """#),
                SourceExample("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    override class func load() {
                        ↓PlusButton.register()
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("AppDelegate.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [PlusButton registerPlusButton];
                    self.window.rootViewController = [[MainTabBarController alloc] init];
                    return YES;
                }
                @end
                """#),
                SourceExample("AppDelegate.swift", #"""
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        PlusButton.register()
                        return true
                    }
                    func load() { PlusButton.register() } // an instance method named load is not +load
                }
                """#),
            ]))
}
