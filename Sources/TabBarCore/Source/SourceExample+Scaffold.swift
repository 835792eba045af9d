extension SourceExample {
    /// An Objective-C app delegate registering `PlusButton` at launch: the registration the plus
    /// button examples need (only a registered plus button is the one the library adds).
    public static let objcLaunchRegistration: (name: String, text: String) = ("AppDelegate.m", """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            [PlusButton registerPlusButton];
            return YES;
        }
        @end
        """)

    /// The same in Swift.
    public static let swiftLaunchRegistration: (name: String, text: String) = ("AppDelegate.swift", """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            PlusButton.register()
            return true
        }
        """)
}
