extension ByteScreen {
    /// CYLTabBarController's words as Objective-C and Swift code name them: the library's symbols
    /// (`CYL…`), its registration calls and the plus button's selectors.
    public static let cylTabBarControllerWords = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ]

    /// The keywords a defined or extended class name follows, in either language (`@implementation X`,
    /// `class X`, `extension X`; `@class X;` in a header counts too).
    public static let classDefinitionKeywords = ["@implementation", "class", "extension"]
}
