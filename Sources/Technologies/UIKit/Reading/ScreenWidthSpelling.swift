import TabBarCore

/// The screen's width as code spells it in either language, told from the names of a chain alone (its brackets,
/// dots and empty calls left out): `UIScreen.main.bounds.width`, `UIScreen.main.bounds.size.width`, Swift 2's
/// `UIScreen.mainScreen().bounds.size.width`, Objective-C's `[UIScreen mainScreen].bounds.size.width` and
/// `[[UIScreen mainScreen] bounds].size.width`, `CGRectGetWidth([UIScreen mainScreen].bounds)`. A tab bar is as wide as
/// the screen, so a constant or macro holding it is the bar's width in a custom bar's slot arithmetic (TB025).
public enum ScreenWidthSpelling {
    /// Whether `names` (the identifiers of the chain, in order) spell the screen's width.
    public static func isScreenWidth(_ names: [String]) -> Bool {
        var rest = names[...]
        let measured = rest.first == "CGRectGetWidth"
        if measured { rest = rest.dropFirst() }
        guard rest.count >= 3, rest[rest.startIndex] == "UIScreen",
              rest[rest.startIndex + 1] == "main" || rest[rest.startIndex + 1] == "mainScreen",
              rest[rest.startIndex + 2] == "bounds" else { return false }
        let tail = Array(rest.dropFirst(3))
        return measured ? tail.isEmpty : tail == ["width"] || tail == ["size", "width"]
    }
}
