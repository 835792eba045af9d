import TabBarCore

/// The examples of TB016: the generic tests run them, `tabbar explain` and the docs print them.
extension DeprecatedRegisterSubclassRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("AppDelegate.m", #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton ↓registerSubclass];
                        return YES;
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {}
                    """#),
                    ("AppDelegate.swift", #"""
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            PlusButton.↓registerSubclass()
                            return true
                        }
                    }
                    """#),
                ]),
            ],
            nonTriggering: [
                SourceExample([
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("AppDelegate.m", #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton registerPlusButton];
                        // [PlusButton registerSubclass]; before 1.6.0
                        return YES;
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {}
                    """#),
                    ("AppDelegate.swift", #"""
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            PlusButton.register()
                            return true
                        }
                    }
                    """#),
                ]),
            ],
            corrections: [
                SourceCorrection([
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("AppDelegate.m", #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton registerSubclass];
                        return YES;
                    }
                    @end
                    """#),
                ], changing: "AppDelegate.m", to: #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                        [PlusButton registerPlusButton];
                        return YES;
                    }
                    @end
                    """#, fix: "Rename to registerPlusButton"),
                SourceCorrection([
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {}
                    """#),
                    ("AppDelegate.swift", #"""
                    func setUp() {
                        PlusButton.registerSubclass()
                    }
                    """#),
                ], changing: "AppDelegate.swift", to: #"""
                    func setUp() {
                        PlusButton.register()
                    }
                    """#, fix: "Rename to register()"),
            ]))
}
