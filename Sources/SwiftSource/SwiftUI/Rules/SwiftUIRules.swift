import TabBarCore

/// SwiftUI's own rules (TB034-TB038), which read only the `SwiftUIBarFacts` part of the bars.
public enum SwiftUIRules {
    /// The rules, in code order, for the rule catalog.
    public static let rules: [RegisteredRule] = [
        RegisteredRule(TabSelectionUnreachableRule.self),
        RegisteredRule(TabViewInNavigationRule.self),
        RegisteredRule(TabLabelIgnoredModifierRule.self),
        RegisteredRule(TabTitleOfAnotherTabRule.self),
        RegisteredRule(SearchRoleMisusedRule.self),
    ]
}
