/// The Objective-C selector Swift gives a method, from its base name and parameter labels.
enum SwiftSelector {
    /// The selector of `base(…)` whose parameter list lies between `open` and `close`:
    /// `multiplier(ofTabBarHeight tabBarHeight:)` → `multiplierOfTabBarHeight:`, `foo(tabBarHeight:)` →
    /// `fooWithTabBarHeight:`, `foo(_ x:)` → `foo:`, later labels `label:` (`_` → `:`); initializers always take `With`.
    static func selector(_ tokens: SwiftTokens, base: String, open: Int, close: Int, isInitializer: Bool = false) -> String {
        var selector = base
        var isFirst = true
        var partStart = open + 1
        var index = open + 1
        while index <= close {
            if index == close || tokens.isPunctuation(index, ",") {
                if let (label, hasSeparateLabel) = label(tokens, from: partStart, before: index) {
                    if !isFirst {
                        selector += (label == "_" ? "" : label) + ":"
                    } else if label == "_" {
                        selector += ":"
                    } else if hasSeparateLabel && !isInitializer {
                        selector += capitalized(label) + ":"
                    } else {
                        selector += "With" + capitalized(label) + ":"
                    }
                    isFirst = false
                }
                partStart = index + 1
                index += 1
                continue
            }
            if let partner = tokens.partner(index), partner > index, partner < close { index = partner + 1 } else { index += 1 }
        }
        return selector
    }

    /// The argument label of the parameter written in `start..<end` (`of height: CGFloat` → `of`, written
    /// apart; `height: CGFloat` → `height`), nil when it is not a parameter.
    private static func label(_ tokens: SwiftTokens, from start: Int, before end: Int) -> (String, Bool)? {
        var names = 0
        var index = start
        while index < end, names < 2, tokens.isIdentifier(index) || tokens.spells(index, "_") {
            names += 1
            index += 1
        }
        guard names > 0, tokens.isPunctuation(index, ":") else { return nil }
        return (tokens.name(start), names == 2)
    }

    /// Whether `name` is the internal name of a parameter in the list between `open` and `close`
    /// (the name just before a top-level `:`).
    static func isParameter(_ tokens: SwiftTokens, _ name: Int, open: Int, close: Int) -> Bool {
        var index = open + 1
        while index < close {
            if tokens.isPunctuation(index, ":"), tokens.isIdentifier(index - 1), index - 1 > open,
               tokens.sameName(index - 1, name) {
                return true
            }
            if let partner = tokens.partner(index), partner > index, partner < close { index = partner + 1 } else { index += 1 }
        }
        return false
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
