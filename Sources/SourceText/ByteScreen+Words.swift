extension ByteScreen {
    /// CYLTabBarController's words as Objective-C and Swift code name them: the library's symbols
    /// (`CYL…`), its registration calls and the plus button's selectors.
    public static let cylTabBarControllerWords = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ]

    /// The words without which a file cannot build or configure a UIKit tab bar, in either language:
    /// necessary, not sufficient (a file that only reads `tabBarItem.badgeValue` is lexed for nothing).
    /// - `UITabBar`: the controller (`: UITabBarController`, `UITabBarController()`, `[[UITabBarController
    ///   alloc] init]`), a custom bar (`: UITabBar`), items built directly (`UITabBarItem`), appearance
    ///   (`UITabBarAppearance`), the private `UITabBarButton`; each contains it.
    /// - `tabBarItem`: items set on the child (`vc.tabBarItem.image = …`), in its controller or its root.
    /// - `"tabBar"`: a custom bar installed by KVC (`[self setValue:bar forKey:@"tabBar"]`, `forKey: "tabBar"`).
    /// A subclass's own file that names none of them (`@implementation MainTabBarController` beside its
    /// header) is reached by the second pass, as the class it defines. A name right after a definition
    /// keyword is a defined name, not a word: `extension UITabBarController {` alone is no hit. Not
    /// wired here: the UIKit front-ends add these words to their screens.
    public static let uikitTabBarWords = ["UITabBar", "tabBarItem", "\"tabBar\""]

    /// The keywords a defined or extended class name follows, in either language (`@implementation X`,
    /// `class X`, `extension X`; `@class X;` in a header counts too).
    public static let classDefinitionKeywords = ["@implementation", "class", "extension"]
}
