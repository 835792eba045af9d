/// Every rule, in code order. Adding a rule means adding its file and one line here.
public enum RuleRegistry {
    public static let ruleTypes: [any Rule.Type] = [
        SyntaxErrorRule.self,
        TooManyItemsRule.self,
        MissingPlusIndexRule.self,
        TitleMismatchRule.self,
        DeprecatedMultiplierRule.self,
        PlusIndexOutOfRangeRule.self,
        UnknownKeyRule.self,
        InvalidValueRule.self,
        DuplicateKeyRule.self,
        DuplicateTitleRule.self,
        ItemTooNarrowRule.self,
        PlusOverflowsBarRule.self,
        MixedIconOnlyRule.self,
        MissingImageRule.self,
        MissingAssetRule.self,
        ItemsCountMismatchRule.self,
        DeprecatedRegisterSubclassRule.self,
        RegisterInLoadRule.self,
        AttributesAfterViewControllersRule.self,
        PlusButtonNeedsInitializerRule.self,
        PlusButtonRegisteredLateRule.self,
        InitReplacesSelfRule.self,
        DuplicateImageRule.self,
        UnknownPlusButtonMethodRule.self,
    ]

    /// One instance of each rule.
    public static let rules: [any Rule] = ruleTypes.map { $0.init() }

    /// The rules that also check Objective-C and Swift source.
    public static let sourceRules: [any SourceRule] = rules.compactMap { $0 as? any SourceRule }

    /// Every description, in code order.
    public static var descriptions: [RuleDescription] { ruleTypes.map { $0.description } }

    /// The description of `code` (case-insensitive) or of the rule named `name`.
    public static func description(for codeOrName: String) -> RuleDescription? {
        descriptions.first { $0.code.lowercased() == codeOrName.lowercased() || $0.name == codeOrName.lowercased() }
    }
}
