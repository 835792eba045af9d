import Testing
import TabBarCore

/// The registry lists each rule once, with the checks it has; every rule has at least one, and
/// its examples are for the checks it has (examples of a check it lacks would never run).
@Suite struct RuleRegistryTests {
    static func codes(_ rules: [any Rule]) -> [String] { rules.map { type(of: $0).description.code } }

    @Test func everyRegisteredRuleChecksSomething() {
        for entry in CoreRules.catalog.entries {
            #expect(entry.configuration != nil || entry.source != nil,
                    "\(entry.description.code) is registered as neither a configuration rule nor a source rule")
        }
        let checked = Set(Self.codes(CoreRules.catalog.configurationRules) + Self.codes(CoreRules.catalog.sourceRules))
        #expect(CoreRules.catalog.descriptions.map(\.code).filter { !checked.contains($0) } == [])
    }

    @Test func capabilityListsKeepCodeOrder() {
        let order = CoreRules.catalog.descriptions.map(\.code)
        #expect(order == CoreRules.catalog.ruleTypes.map { $0.description.code })
        for codes in [Self.codes(CoreRules.catalog.configurationRules), Self.codes(CoreRules.catalog.sourceRules)] {
            #expect(codes == order.filter(codes.contains))
        }
    }

    @Test func examplesMatchTheRuleChecks() {
        for entry in CoreRules.catalog.entries {
            let description = entry.description
            #expect((entry.configuration != nil) == description.checksConfigurationFiles,
                    "\(description.code): configuration examples and the configuration check go together")
            #expect((entry.source != nil) == !description.source.triggering.isEmpty,
                    "\(description.code): source examples and the source check go together")
        }
    }

    @Test func checksAreTheRuleTypes() {
        #expect(Self.codes(CoreRules.catalog.configurationRules).contains("TB000"))
        #expect(!Self.codes(CoreRules.catalog.sourceRules).contains("TB000"))
        #expect(!Self.codes(CoreRules.catalog.configurationRules).contains("TB015"))
        #expect(Self.codes(CoreRules.catalog.sourceRules).contains("TB015"))
        let both = CoreRules.catalog.entries.filter { $0.configuration != nil && $0.source != nil }.map(\.description.code)
        #expect(both.contains("TB022") && both.contains("TB003"))
    }

    /// Each example is written in its rule's `TBxxxName+Examples.swift`, where a failure points.
    @Test func examplesLiveBesideTheirRule() {
        for description in CoreRules.catalog.descriptions {
            let places = description.triggeringExamples.map { ($0.file, $0.line) }
                + description.nonTriggeringExamples.map { ($0.file, $0.line) }
                + description.corrections.map { ($0.file, $0.line) }
                + description.source.triggering.map { ($0.file, $0.line) }
                + description.source.nonTriggering.map { ($0.file, $0.line) }
                + description.source.corrections.map { ($0.file, $0.line) }
            #expect(!places.isEmpty, "\(description.code) has no example")
            for (file, line) in places {
                let name = file.split(separator: "/").last.map(String.init) ?? file
                #expect(name.hasPrefix(description.code) && name.hasSuffix("+Examples.swift") && line > 1,
                        "\(description.code) example at \(file):\(line) is not in its +Examples file")
            }
        }
    }
}
