import SourceText
import TabBarCore

extension SwiftFrontEnd {
    /// CYLTabBarController's words as Swift code names them: its symbols, its registration calls
    /// (`PlusButton.register()`) and the plus button's selectors. The Objective-C keyword
    /// `@implementation` is kept too: the screen chose the files read before each front-end had its
    /// own, and a narrower one would read fewer of them.
    static let byteScreen = ByteScreen(
        words: ["CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
                "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()"],
        definitions: ["@implementation", "class", "extension"])

    public func screen(_ bytes: [UInt8]) -> SourceScreening {
        let found = Self.byteScreen.search(bytes)
        return SourceScreening(mentionsLibrary: found.foundWord, classNames: found.names)
    }
}
