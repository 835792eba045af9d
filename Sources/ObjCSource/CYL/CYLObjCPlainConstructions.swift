import JSONC
import SourceText
import TabBarCore

/// The plain constructions of an Objective-C file that hand on an app's class whose name holds `Tab`
/// (`self.window.rootViewController = [[MainTabBarController alloc] init];`, `return [MainTabBarController new];`,
/// `[[UINavigationController alloc] initWithRootViewController:[MainTabBarController new]]`): where a
/// CYLTabBarController subclass that sets its own items is made (TB019). One passed as another argument is left out.
enum CYLObjCPlainConstructions {
    static func sites(in view: TokenView) -> [PlainConstructions.Site] {
        var sites: [PlainConstructions.Site] = []
        var index = 1
        while index + 3 < view.count {
            defer { index += 1 }
            guard view.isPunctuation(index, "[") else { continue }
            let name: Int
            let close: Int
            if view.isPunctuation(index + 1, "["), view.isWord(index + 3, "alloc"), view.isPunctuation(index + 4, "]"),
               view.isWord(index + 5, "init"), view.isPunctuation(index + 6, "]") {
                (name, close) = (index + 2, index + 6)
            } else if view.isWord(index + 2, "new"), view.isPunctuation(index + 3, "]") {
                (name, close) = (index + 1, index + 3)
            } else {
                continue
            }
            guard view.isIdentifier(name), handsOn(index - 1, view) else { continue }
            let className = view.text(name)
            guard isOwnControllerClass(className) else { continue }
            sites.append(PlainConstructions.Site(className: className, range: view.range(index, through: close)))
        }
        return sites
    }

    /// Whether the token before a construction hands its value on: `=`, `return`, a `…RootViewController:` part.
    private static func handsOn(_ previous: Int, _ view: TokenView) -> Bool {
        if view.isOperator(previous, "=") || view.isWord(previous, "return") { return true }
        return view.isPunctuation(previous, ":") && view.isIdentifier(previous - 1) && view.text(previous - 1).hasSuffix("ootViewController")
    }

    /// An app's class that may be a tab bar controller: its name holds `Tab`, and is neither UIKit's nor the library's.
    static func isOwnControllerClass(_ name: String) -> Bool {
        guard !name.hasPrefix("UI"), !name.hasPrefix("CYL"), let first = name.unicodeScalars.first,
              first.properties.isUppercase else { return false }
        return name.utf8.count >= 3 && name.contains("Tab")
    }
}
