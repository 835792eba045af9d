extension ByteScreen {
    /// CYLTabBarController's words as Objective-C and Swift code name them: the library's symbols
    /// (`CYL…`), its registration calls and the plus button's selectors.
    public static let cylTabBarControllerWords = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ]

    /// UIKit's tab bar words (SPEC section 8): its classes (`UITabBarController`, `UITabBarItem`, `UITabBar`
    /// appearance), a child's `tabBarItem`, and the tab-bar appearance key of iOS 15.
    public static let uikitTabBarWords = ["UITabBar", "tabBarItem", "scrollEdgeAppearance"]

    /// The keywords a defined or extended class name follows, in either language (`@implementation X`,
    /// `class X`, `extension X`; `@class X;` in a header counts too).
    public static let classDefinitionKeywords = ["@implementation", "class", "extension"]
}
