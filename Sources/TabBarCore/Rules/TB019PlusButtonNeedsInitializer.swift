import JSONC

/// TB019: a registered plus button with a controller made by plain `init` and the setters (source only).
public struct PlusButtonNeedsInitializerRule: Rule, SourceRule {
    /// The first version in which only the initializer family adds the plus button.
    public static let since = "1.17.4"

    public static let description = RuleDescription(
        code: "TB019", name: "plus-button-needs-initializer", severity: .warning,
        summary: "A plus button is registered, but the controller is made with plain init / new and the setters.",
        rationale: """
        From CYLTabBarController 1.17.4 the plus button is added only by the \
        `initWithViewControllers:tabBarItemsAttributes:` family (and `tabBarControllerWithViewControllers:…`). \
        A controller made with `init` / `new` / `CYLTabBarController()` and given its items through the \
        setters shows every tab but no plus button, with no warning (library issues #248, #334, #365).
        """,
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

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        guard let plus = context.project.plusButton else { return [] }
        return context.project.controllers.filter { $0.value.construction == .plain }.map { controller in
            var message = "\(plus.name) is registered as the plus button, but this controller is made with a plain "
                + "initializer and the setters: from CYLTabBarController \(Self.since) only "
                + "initWithViewControllers:tabBarItemsAttributes: adds the plus button; use it instead"
            if let version = context.libraryVersion, version.isBefore(Self.since) {
                message += " (\(version) from \(version.source) still adds it: the next upgrade will lose it)"
            }
            return SourceDiagnostic(file: controller.file, Self.description.diagnostic(message, at: controller.value.range))
        }
    }
}
