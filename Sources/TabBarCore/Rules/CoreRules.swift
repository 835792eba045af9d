/// The rules that mean the same for every technology, and the configuration format's, in code order. A technology's
/// own rules live in its folder; the project reader joins both into the catalog every command uses (`RuleCatalog`).
/// Adding a core rule means adding its file, its `+Examples` file and one line here.
public enum CoreRules {
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
        RegisteredRule(DuplicateImageRule.self),
        RegisteredRule(MissingScrollEdgeAppearanceRule.self),
        RegisteredRule(TabBarOverrideInExtensionRule.self),
        RegisteredRule(PlaceholderTabRule.self),
    ]

    /// The core's rules alone, as a catalog (what the core's own tests and the configuration linter see).
    public static let catalog = RuleCatalog(entries)
}
