import Testing
import TabBarCore
import TabBarTestSupport

/// The core's rules each once, with the checks they have (`RuleCatalogAudit`; the registry's whole catalog is
/// audited in ProjectReaderTests), and which checks the core's rules are.
@Suite struct RuleRegistryTests {
    static func codes(_ rules: [any Rule]) -> [String] { rules.map { type(of: $0).description.code } }

    @Test func theCoreCatalogPassesTheAudit() {
        #expect(RuleCatalogAudit.problems(CoreRules.catalog) == [])
    }

    @Test func checksAreTheRuleTypes() {
        #expect(Self.codes(CoreRules.catalog.configurationRules).contains("TB000"))
        #expect(!Self.codes(CoreRules.catalog.sourceRules).contains("TB000"))
        #expect(!Self.codes(CoreRules.catalog.configurationRules).contains("TB031"))
        #expect(Self.codes(CoreRules.catalog.sourceRules).contains("TB031"))
        let both = CoreRules.catalog.entries.filter { $0.configuration != nil && $0.source != nil }.map(\.description.code)
        #expect(both.contains("TB022") && both.contains("TB003"))
    }
}
