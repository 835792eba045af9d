import TabBarCore

/// The rules only UIKit bars built in code have (raised buttons over the bar, private views, KVC, swapped images);
/// the rules every technology shares are the core's.
public enum UIKitRules {
    /// In code order.
    public static let rules: [RegisteredRule] = [
        RegisteredRule(RaisedButtonUntappableRule.self),
        RegisteredRule(LayoutAssumesItemCountRule.self),
        RegisteredRule(RaisedButtonInSafeAreaRule.self),
        RegisteredRule(PrivateTabBarViewRule.self),
        RegisteredRule(TabBarReplacedByKVCRule.self),
        RegisteredRule(SwappedTabImagesRule.self),
    ]
}
