import CYLTechnology
import StoryboardSource
import SwiftSource
import TabBarCore
import UIKitTechnology

/// Every rule tabbar has: the core's (`CoreRules`) and each technology's own, joined once. Commands, the server,
/// settings and rule pages read this catalog; adding a technology's rule means listing it in the technology's
/// `rules`, never here.
public enum RuleRegistry {
    /// The core's rules and every technology's, in code order.
    public static let catalog = RuleCatalog(CoreRules.entries + CYLRules.rules + UIKitRules.rules + StoryboardRules.rules + SwiftUITechnology.rules
                                                + SwiftUITechnology.sharedRuleChecks)

    /// Each rule with its capabilities, in code order.
    public static var entries: [RegisteredRule] { catalog.entries }

    /// Every rule type, in code order.
    public static var ruleTypes: [any Rule.Type] { catalog.ruleTypes }

    /// The rules that check configuration files, in code order.
    public static var configurationRules: [any ConfigurationRule] { catalog.configurationRules }

    /// The rules that check source, in code order.
    public static var sourceRules: [any SourceRule] { catalog.sourceRules }

    /// Every description, in code order.
    public static var descriptions: [RuleDescription] { catalog.descriptions }

    /// The description of `code` (case-insensitive) or of the rule named `name`.
    public static func description(for codeOrName: String) -> RuleDescription? {
        catalog.description(for: codeOrName)
    }

    /// The settings object (`.tabbarrc.json`) whose severities name every rule.
    public static let settingsSpec = ObjectSpec.settings(rules: catalog.descriptions)
}

extension SourceLinter {
    /// The findings of each file of `project` by every source rule (the core's and every technology's).
    public static func lint(_ project: SourceProject, options: LintOptions = LintOptions()) -> [[Diagnostic]] {
        lint(project, rules: RuleRegistry.catalog, options: options)
    }
}

extension SettingsDecoder {
    /// Decodes `bytes`, whose rule codes and names may be any rule's.
    public static func decode(_ bytes: [UInt8]) -> (settings: ProjectSettings, diagnostics: [Diagnostic]) {
        decode(bytes, rules: RuleRegistry.catalog)
    }
}
