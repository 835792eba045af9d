import TabBarCore

/// What every rule catalog must satisfy, checked on the core's alone (`CoreRules.catalog`) and on the registry's,
/// which adds the technologies' rules and checks: every rule checks something, the checks keep code order, a rule's
/// examples are for the checks it has, and each example is written in its rule's `TBxxxName+Examples.swift`.
public enum RuleCatalogAudit {
    /// What is wrong with `catalog`, one sentence each; empty when nothing is.
    public static func problems(_ catalog: RuleCatalog) -> [String] {
        var problems: [String] = []
        let order = catalog.descriptions.map(\.code)
        let configuration = codes(catalog.configurationRules), source = codes(catalog.sourceRules)
        for entry in catalog.entries where entry.configuration == nil && entry.source == nil {
            problems.append("\(entry.description.code) is registered as neither a configuration rule nor a source rule")
        }
        for code in order where !configuration.contains(code) && !source.contains(code) {
            problems.append("\(code) checks nothing")
        }
        if order != catalog.ruleTypes.map({ $0.description.code }) { problems.append("the rule types are not in code order") }
        for codes in [configuration, source] where unique(codes) != order.filter(codes.contains) {
            problems.append("a capability list is not in code order: \(codes)")
        }
        for entry in catalog.entries {
            let description = entry.description
            if (entry.configuration != nil) != description.checksConfigurationFiles {
                problems.append("\(description.code): configuration examples and the configuration check go together")
            }
            if (entry.source != nil) != !description.source.triggering.isEmpty {
                problems.append("\(description.code): source examples and the source check go together")
            }
            problems += misplacedExamples(description)
        }
        return problems
    }

    /// Each example written elsewhere than its rule's `+Examples` file, and a rule with none.
    static func misplacedExamples(_ description: RuleDescription) -> [String] {
        let places = description.triggeringExamples.map { ($0.file, $0.line) }
            + description.nonTriggeringExamples.map { ($0.file, $0.line) }
            + description.corrections.map { ($0.file, $0.line) }
            + description.source.triggering.map { ($0.file, $0.line) }
            + description.source.nonTriggering.map { ($0.file, $0.line) }
            + description.source.corrections.map { ($0.file, $0.line) }
        if places.isEmpty { return ["\(description.code) has no example"] }
        return places.compactMap { file, line in
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return name.hasPrefix(description.code) && name.hasSuffix("+Examples.swift") && line > 1 ? nil
                : "\(description.code) example at \(file):\(line) is not in its +Examples file"
        }
    }

    static func codes(_ rules: [any Rule]) -> [String] { rules.map { type(of: $0).description.code } }

    /// `codes` with each code once, in order (a technology's check of a core rule repeats its code).
    static func unique(_ codes: [String]) -> [String] {
        var seen: Set<String> = []
        return codes.filter { seen.insert($0).inserted }
    }
}
