import SourceText
import TabBarCore

extension ObjCFrontEnd {
    /// CYLTabBarController's words: its symbols, its registration calls and the plus button's
    /// selectors. The Swift spellings (`.register()`) and keywords (`class`, `extension`) are kept too:
    /// the screen chose the files read before each front-end had its own, and a narrower one would
    /// read fewer of them (`@class X;` in a header counts as a definition of X today).
    static let byteScreen = ByteScreen(
        words: ["CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
                "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()"],
        definitions: ["@implementation", "class", "extension"])

    public func screen(_ bytes: [UInt8]) -> SourceScreening {
        let found = Self.byteScreen.search(bytes)
        return SourceScreening(mentionsLibrary: found.foundWord, classNames: found.names)
    }
}
