import TabBarCore

/// The rules only CYLTabBarController's code has (registration, item attributes, plus button methods). Its rules
/// that also check `tabbar.json` (TB002, TB004, TB005) stay in the core with the configuration format, which
/// describes CYL's plus button: the configuration linter reads the core's catalog, whoever calls it.
public enum CYLRules {
    /// In code order.
    public static let rules: [RegisteredRule] = [
        RegisteredRule(ItemsCountMismatchRule.self),
        RegisteredRule(DeprecatedRegisterSubclassRule.self),
        RegisteredRule(RegisterInLoadRule.self),
        RegisteredRule(AttributesAfterViewControllersRule.self),
        RegisteredRule(PlusButtonNeedsInitializerRule.self),
        RegisteredRule(PlusButtonRegisteredLateRule.self),
        RegisteredRule(InitReplacesSelfRule.self),
        RegisteredRule(UnknownPlusButtonMethodRule.self),
    ]
}
