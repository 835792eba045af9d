import JSONC

/// A fact of UIKit tab bar code that a rule reads by itself, found by a front-end's lexical scan
/// (SPEC section 8): private view names and keys, appearance settings, overrides in extensions.
public struct UIKitNote: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A string naming a private UIKit class of the tab bar (`"UITabBarButton"`) or a private key of an
        /// item (`value(forKey: "view")`, `@"_info"`): the string's value.
        case privateName(String)
        /// An opaque look set through the pre-iOS-13 API on a tab bar or its appearance proxy: the property
        /// (`barTintColor`, `backgroundImage`, `backgroundColor`).
        case legacyBackground(String)
        /// `scrollEdgeAppearance` set on a tab bar or its appearance proxy.
        case scrollEdgeAppearance
        /// The controller's read-only `tabBar` replaced through KVC (`setValue:forKey:@"tabBar"`): the key string.
        case tabBarReplacedByKVC
        /// A method that an extension or category of `UITabBar` / `UITabBarController` overrides: the
        /// extended class and the method as written (`hitTest`, `pointInside:withEvent:`).
        case overrideInExtension(extended: String, method: String)
    }

    public var kind: Kind
    /// The string, the property name or the method name.
    public var range: ByteRange

    public init(_ kind: Kind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    /// The private class names of the tab bar's views.
    public static let privateViewNames: Set<String> = [
        "UITabBarButton", "UITabBarSwappableImageView", "UITabBarButtonLabel", "_UIBarBackground",
    ]
    /// The private keys read from tab bar items.
    public static let privateItemKeys: Set<String> = ["view", "_view", "_info"]
    /// The legacy background properties of a tab bar.
    public static let legacyBackgrounds: Set<String> = ["barTintColor", "backgroundImage", "backgroundColor"]
    /// The methods an extension must not override (Objective-C and Swift spellings).
    public static let extensionOverrides: Set<String> = [
        "hitTest", "hitTest:withEvent:", "point", "pointInside:withEvent:", "layoutSubviews", "sizeThatFits", "sizeThatFits:",
        "viewDidLoad", "viewWillAppear", "viewWillAppear:",
    ]
}
