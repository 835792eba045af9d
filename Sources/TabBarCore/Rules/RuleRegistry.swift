/// Every rule, in code order. Adding a rule means adding its file, its `+Examples` file and one
/// line here.
public enum RuleRegistry {
    /// Each rule with its capabilities, in code order.
    public static let entries: [RegisteredRule] = [
        RegisteredRule(SyntaxErrorRule.self),
        RegisteredRule(TooManyItemsRule.self),
        RegisteredRule(MissingPlusIndexRule.self),
        RegisteredRule(TitleMismatchRule.self),
        RegisteredRule(DeprecatedMultiplierRule.self),
        RegisteredRule(PlusIndexOutOfRangeRule.self),
        RegisteredRule(UnknownKeyRule.self),
        RegisteredRule(InvalidValueRule.self),
        RegisteredRule(DuplicateKeyRule.self),
        RegisteredRule(DuplicateTitleRule.self),
        RegisteredRule(ItemTooNarrowRule.self),
        RegisteredRule(PlusOverflowsBarRule.self),
        RegisteredRule(MixedIconOnlyRule.self),
        RegisteredRule(MissingImageRule.self),
        RegisteredRule(MissingAssetRule.self),
        RegisteredRule(ItemsCountMismatchRule.self),
        RegisteredRule(DeprecatedRegisterSubclassRule.self),
        RegisteredRule(RegisterInLoadRule.self),
        RegisteredRule(AttributesAfterViewControllersRule.self),
        RegisteredRule(PlusButtonNeedsInitializerRule.self),
        RegisteredRule(PlusButtonRegisteredLateRule.self),
        RegisteredRule(InitReplacesSelfRule.self),
        RegisteredRule(DuplicateImageRule.self),
        RegisteredRule(UnknownPlusButtonMethodRule.self),
        RegisteredRule(RaisedButtonUntappableRule.self),
        RegisteredRule(LayoutAssumesItemCountRule.self),
        RegisteredRule(RaisedButtonInSafeAreaRule.self),
        RegisteredRule(PrivateTabBarViewRule.self),
        RegisteredRule(TabBarReplacedByKVCRule.self),
        RegisteredRule(MissingScrollEdgeAppearanceRule.self),
        RegisteredRule(SwappedTabImagesRule.self),
        RegisteredRule(TabBarOverrideInExtensionRule.self),
        RegisteredRule(PlaceholderTabRule.self),
        RegisteredRule(DefaultItemTitleRule.self),
    ]

    /// Every rule type, in code order.
    public static var ruleTypes: [any Rule.Type] { entries.map(\.type) }

    /// The rules that check configuration files, in code order.
    public static let configurationRules: [any ConfigurationRule] = entries.compactMap(\.configuration)

    /// The rules that check Objective-C and Swift source, in code order.
    public static let sourceRules: [any SourceRule] = entries.compactMap(\.source)

    /// Every description, in code order.
    public static var descriptions: [RuleDescription] { entries.map(\.description) }

    /// The description of `code` (case-insensitive) or of the rule named `name`.
    public static func description(for codeOrName: String) -> RuleDescription? {
        descriptions.first { $0.code.lowercased() == codeOrName.lowercased() || $0.name == codeOrName.lowercased() }
    }
}
