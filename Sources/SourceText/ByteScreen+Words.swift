extension ByteScreen {
    /// CYLTabBarController's words as Objective-C and Swift code name them: the library's symbols
    /// (`CYL…`), its registration calls and the plus button's selectors.
    public static let cylTabBarControllerWords = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ]

    /// The words a file that builds a UIKit tab bar, or styles every bar, names in either language.
    /// `UITabBar` is in the controller (`: UITabBarController`, `UITabBarController()`), a custom bar
    /// (`: UITabBar`), items built directly (`UITabBarItem`), appearance (`UITabBarAppearance`,
    /// `[UITabBar appearance]`) and the private `UITabBarButton`; `"tabBar"` is the key a custom bar is
    /// installed by (`forKey:@"tabBar"`); TB029 must see every file that sets `scrollEdgeAppearance`, and
    /// every file that sets a tab bar's look through a `tabBar` without naming `UITabBar` (an appearance
    /// object is a `UITabBarAppearance`): its background colour or translucency silences TB029, its
    /// `barTintColor` or background image is one of TB029's causes, in the dot and setter spellings;
    /// `tabBarItem valueForKey` and `tabBarItem.value(forKey` read an item's private keys (TB027:
    /// `[self.tabBarItem valueForKey:@"_view"]`), and Swift's `value(forKey: "_view")` / `"_info"` in an extension of
    /// `UITabBarItem` (whose file may name the class only).
    /// `tabBarItem` is not a word: files that only badge a tab or hide the bar name it too (issue 20,
    /// item 5). A controller subclass's `@implementation` that names nothing else is reached from its
    /// header (`: UITabBarController`), and the tabs' classes that set their own item from the bar, by
    /// `SourceSelection`'s passes repeated until no file is added.
    /// A name right after a definition keyword is a defined name, not a word: `extension
    /// UITabBarController {` alone is no hit (its name is).
    public static let uikitTabBarWords = ["UITabBar", "\"tabBar\"", "scrollEdgeAppearance",
                                           "tabBar.backgroundColor", "tabBar setBackgroundColor", "tabBar.isTranslucent",
                                           "tabBar.translucent", "tabBar setTranslucent", "tabBar.barTintColor",
                                           "tabBar setBarTintColor", "tabBar.backgroundImage", "tabBar setBackgroundImage",
                                           "tabBarItem valueForKey", "tabBarItem.value(forKey",
                                           "forKey: \"_view\"", "forKey: \"_info\""]

    /// The keywords a defined or extended class name follows, in either language (`@implementation X`,
    /// `class X`, `extension X`; `@class X;` in a header counts too).
    public static let classDefinitionKeywords = ["@implementation", "class", "extension"]

    /// The keywords a name declared for other files follows in Objective-C (`#define kTitleHome @"首页"`,
    /// `NSString *const kTitleMine = @"我的";`): a file whose values name one is read for it (`DeclaredStrings`).
    public static let declaredNameKeywords = ["#define", "const"]
}
