import JSONC
import TabBarCore

/// The plain constructions of a Swift file that hand on an app's class whose name holds `Tab`
/// (`window?.rootViewController = MainTabBarController()`, `return MainTabBarController.init()`,
/// `UINavigationController(rootViewController: MainTabBarController())`): where a CYLTabBarController subclass that
/// sets its own items is made (TB019). A construction passed as another argument (a gesture's `target:`) is left out.
enum CYLSwiftPlainConstructions {
    /// The tokens of `range` naming an app's class whose name holds `Tab` (the candidates `sites` looks at): kept from
    /// one version of the file to the next, so that a keystroke looks at the changed tokens only.
    static func names(in range: Range<Int>, _ tokens: SwiftTokens) -> [Int] {
        // Told first by kind and first byte (an upper-case letter or a backtick), as `isOwnControllerClass` tells
        // them: most tokens are not type names, and this looks at every token of a file.
        var found: [Int] = []
        let all = tokens.tokens, bytes = tokens.bytes
        var index = max(0, range.lowerBound)
        let end = min(range.upperBound, all.count)
        while index < end {
            defer { index += 1 }
            guard all[index].kind == .identifier else { continue }
            let first = bytes[all[index].range.start]
            guard first &- UInt8(ascii: "A") < 26 || first == UInt8(ascii: "`"),
                  UIKitSwiftBars.isOwnControllerClass(index, tokens) else { continue }
            found.append(index)
        }
        return found
    }

    /// The plain constructions handed on among the candidates `names`.
    static func sites(at names: [Int], in tokens: SwiftTokens) -> [PlainConstructions.Site] {
        var sites: [PlainConstructions.Site] = []
        for index in names where index >= 1 && index + 2 < tokens.count {
            var close = index + 2
            if tokens.isPunctuation(index + 1, ".") {
                guard tokens.spells(index + 2, "init"), tokens.isPunctuation(index + 3, "(") else { continue }
                close = index + 4
            } else if !tokens.isPunctuation(index + 1, "(") {
                continue
            }
            guard tokens.isPunctuation(close, ")"), handsOn(index - 1, tokens) else { continue }
            sites.append(PlainConstructions.Site(className: tokens.name(index), range: tokens.range(of: index..<(close + 1))))
        }
        return sites
    }

    /// Whether the token before a construction hands its value on: `=`, `return`, `rootViewController:`.
    private static func handsOn(_ previous: Int, _ tokens: SwiftTokens) -> Bool {
        if tokens.isOperator(previous, "=") || tokens.keyword(previous) == .return { return true }
        return tokens.isPunctuation(previous, ":") && tokens.spells(previous - 1, "rootViewController")
    }
}
