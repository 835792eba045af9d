/// A set of rules in code order, with the lookups every command needs: the core's rules and each technology's own,
/// joined once by the project reader (`RuleRegistry.catalog`), or the core's alone (`CoreRules.catalog`). Settings,
/// the settings schema, `explain`, rule pages and the source linter read the catalog they are given, so a
/// technology's rule is known everywhere without the core naming it.
public struct RuleCatalog: Sendable {
    /// Each rule with its capabilities, sorted by code.
    public let entries: [RegisteredRule]
    /// The rules that check configuration files, in code order.
    public let configurationRules: [any ConfigurationRule]
    /// The rules that check Objective-C, Swift and storyboard source, in code order.
    public let sourceRules: [any SourceRule]

    /// The catalog of `entries`, sorted by code. A code given again is a technology's own check of a shared rule
    /// (SwiftUI's placeholder tabs for TB032): the first entry describes the rule, and every entry's source check runs.
    public init(_ entries: [RegisteredRule]) {
        let sorted = entries.enumerated().sorted { ($0.element.description.code, $0.offset) < ($1.element.description.code, $1.offset) }
            .map(\.element)
        var seen: Set<String> = []
        self.entries = sorted.filter { seen.insert($0.description.code).inserted }
        configurationRules = self.entries.compactMap(\.configuration)
        sourceRules = sorted.compactMap(\.source)
    }

    /// Every rule type, in code order.
    public var ruleTypes: [any Rule.Type] { entries.map(\.type) }

    /// Every description, in code order.
    public var descriptions: [RuleDescription] { entries.map(\.description) }

    /// The description of `code` (case-insensitive) or of the rule named `name`.
    public func description(for codeOrName: String) -> RuleDescription? {
        let wanted = codeOrName.lowercased()
        return entries.first { $0.description.code.lowercased() == wanted || $0.description.name == wanted }?.description
    }
}
