import JSONC

/// TB017: the plus button registered in `+load` (source only).
public struct RegisterInLoadRule: Rule, SourceRule {
    public static let description = RuleDescription(
        code: "TB017", name: "register-in-load", severity: .warning,
        summary: "The plus button is registered in +load / class func load().",
        rationale: """
        `+load` runs while the Objective-C runtime is still loading classes, before `main`. Registering the plus \
        button there crashes on iOS 10, and depends on class load order everywhere. Register it in \
        `application:didFinishLaunchingWithOptions:`, before the tab bar controller is created.
        """,
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

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.registrations.filter(\.value.isInLoad).map { registration in
            SourceDiagnostic(file: registration.file, Self.description.diagnostic(
                "the plus button is registered in +load, which runs before the app starts: this crashes on iOS 10; "
                    + "register it in application:didFinishLaunchingWithOptions: before creating the tab bar controller",
                at: registration.value.range))
        }
    }
}
