import JSONC

/// A fact of UIKit tab bar code that a rule reads by itself, found by a front-end's lexical scan
/// (SPEC section 8): private view names and keys, appearance settings, overrides in extensions.
public struct SourceNote: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A string naming a private UIKit class of the tab bar (`"UITabBarButton"`) or a private key of an
        /// item (`value(forKey: "view")`, `@"_info"`): the string's value.
        case privateName(String)
        /// An opaque look set through the pre-iOS-13 API on a tab bar or its appearance proxy: the property
        /// (`barTintColor`, `backgroundImage`).
        case legacyBackground(String)
        /// An opaque `UITabBarAppearance` (`configureWithOpaqueBackground`, or a background colour or image)
        /// given to a tab bar or its appearance proxy as its `standardAppearance`: at the property.
        case opaqueStandardAppearance
        /// `scrollEdgeAppearance` set on a tab bar, its appearance proxy, or a receiver not provably another
        /// kind of bar (a local, a parameter, `self`).
        case scrollEdgeAppearance
        /// The bar view's own `backgroundColor` set to a colour on a tab bar or its appearance proxy: it keeps
        /// the bar painted at the scroll edge too.
        case barBackgroundColor
        /// `isTranslucent` set to true on a tab bar or its appearance proxy (the system's look kept on purpose).
        case translucencyKept
        /// A `UITabBarAppearance` passed to a call tabbar does not follow, which may make it the scroll-edge
        /// one: the argument.
        case appearanceHandedOff
        /// The controller's read-only `tabBar` replaced through KVC (`setValue:forKey:@"tabBar"`): the key string.
        case tabBarReplacedByKVC
        /// A method that an extension or category of `UITabBar` / `UITabBarController` overrides: the
        /// extended class and the method as written (`hitTest`, `pointInside:withEvent:`).
        case overrideInExtension(extended: String, method: String)
    }

    public var kind: Kind

    /// The string, the property name, the argument or the method name.
    public var range: ByteRange

    public init(_ kind: Kind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    /// Whether the note keeps TB029 silent in the whole project: a tab bar's scroll-edge appearance, or a
    /// look that stays painted (or translucent on purpose) at the scroll edge, or an appearance whose use
    /// tabbar cannot follow.
    public var silencesMissingScrollEdgeAppearance: Bool {
        switch kind {
        case .scrollEdgeAppearance, .barBackgroundColor, .translucencyKept, .appearanceHandedOff: return true
        default: return false
        }
    }

    /// Whether the note gives the tab bar an opaque look that turns transparent at the scroll edge (TB029).
    public var makesBarOpaque: Bool {
        switch kind {
        case .legacyBackground, .opaqueStandardAppearance: return true
        default: return false
        }
    }

    /// The private class names of the tab bar's views.
    public static let privateViewNames: Set<String> = [
        "UITabBarButton", "UITabBarSwappableImageView", "UITabBarButtonLabel", "_UIBarBackground",
    ]
    /// The private keys read from tab bar items.
    public static let privateItemKeys: Set<String> = ["view", "_view", "_info"]
    /// The legacy background properties of a tab bar that make it opaque.
    public static let legacyBackgrounds: Set<String> = ["barTintColor", "backgroundImage"]
    /// The words that make the receiver of a `scrollEdgeAppearance` assignment (or the local it is) another
    /// kind of bar than a tab bar, when its statement or the local's declaration names one.
    public static let otherBarWords: [String] = [
        "navigationBar", "UINavigationBar", "UINavigationBarAppearance", "navigationItem", "UINavigationItem",
        "toolbar", "UIToolbar", "UIToolbarAppearance",
    ]
    /// The bar classes other than the tab bar whose subclasses and extensions set `self`'s scroll-edge appearance,
    /// never the tab bar's.
    public static let otherBarClasses: Set<String> = ["UINavigationBar", "UIToolbar", "UISearchBar", "UINavigationItem"]
    /// The private background view every kind of bar has (a tab bar's only in a tab bar's code).
    public static let sharedBarBackground = "_UIBarBackground"
    /// The methods an extension must not override (Objective-C and Swift spellings).
    public static let extensionOverrides: Set<String> = [
        "hitTest", "hitTest:withEvent:", "point", "pointInside:withEvent:", "layoutSubviews", "sizeThatFits", "sizeThatFits:",
        "viewDidLoad", "viewWillAppear", "viewWillAppear:",
    ]
}

extension Array where Element == SourceNote {
    /// The notes without the opaque looks (`makesBarOpaque`) set inside `regions`: code that runs only on systems
    /// before the one that makes the bar transparent (`if (!isAfteriOS7) { … }`), where TB029's premise never holds.
    public func droppingOpaqueLooks(in regions: [ByteRange]) -> [SourceNote] {
        guard !regions.isEmpty else { return self }
        return filter { note in
            !note.makesBarOpaque || !regions.contains { $0.start <= note.range.start && note.range.end <= $0.end }
        }
    }
}
