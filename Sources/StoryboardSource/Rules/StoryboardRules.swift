import TabBarCore

/// The rules only storyboards have (the rules every technology shares are the core's).
public enum StoryboardRules {
    /// In code order.
    public static let rules: [RegisteredRule] = [
        RegisteredRule(DefaultItemTitleRule.self),
    ]
}
