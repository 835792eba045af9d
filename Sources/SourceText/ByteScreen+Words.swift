extension ByteScreen {
    /// CYLTabBarController's words as Objective-C and Swift code name them: the library's symbols
    /// (`CYL…`), its registration calls and the plus button's selectors.
    public static let cylTabBarControllerWords = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ]

    /// The words without which a file cannot build a UIKit tab bar controller or style every bar, in either
    /// language: necessary, not sufficient. `UITabBar` is in the controller (`: UITabBarController`,
    /// `UITabBarController()`, `[[UITabBarController alloc] init]`), a custom bar (`: UITabBar`), items
    /// built directly (`UITabBarItem`), appearance (`UITabBarAppearance`, `[UITabBar appearance]`) and the
    /// private `UITabBarButton`; `"tabBar"` is the key a custom bar is installed by (`forKey:@"tabBar"`).
    /// What a bar points at is reached by the second pass, as the classes it names: the tabs' view
    /// controllers that set their own `tabBarItem`, the custom bar, a subclass's `@implementation` beside
    /// its header. So `tabBarItem` and `tabBarController` are left out: real apps read and write them in
    /// many files that build no bar (`tabBarItem.badgeValue`, `self.tabBarController.tabBar.hidden`).
    /// A name right after a definition keyword is a defined name, not a word: `extension
    /// UITabBarController {` alone is no hit (its name is). Not wired here: the UIKit front-ends add
    /// these words to their screens.
    public static let uikitTabBarWords = ["UITabBar", "\"tabBar\""]

    /// The keywords a defined or extended class name follows, in either language (`@implementation X`,
    /// `class X`, `extension X`; `@class X;` in a header counts too).
    public static let classDefinitionKeywords = ["@implementation", "class", "extension"]
}
