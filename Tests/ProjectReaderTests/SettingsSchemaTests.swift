#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CYLTechnology
import JSONC
import ProjectReader
import StoryboardSource
import SwiftSource
import Testing
import TabBarCore
import UIKitTechnology
import TabBarTestSupport

/// The settings schema (`Editors/tabbarrc.schema.json`) names every rule of the catalog, the technologies' too.
/// `TABBAR_RECORD=1 swift test --filter SettingsSchemaTests` rewrites it.
@Suite struct SettingsSchemaTests {
    static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Editors/tabbarrc.schema.json")

    @Test func committedSettingsSchemaIsCurrent() throws {
        let text = SettingsSchemaGenerator.text(rules: RuleRegistry.catalog)
        if ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1" {
            try Data(text.utf8).write(to: Self.committed)
            return
        }
        let committed = String(decoding: try Data(contentsOf: Self.committed), as: UTF8.self)
        #expect(committed == text, "Editors/tabbarrc.schema.json is stale: run TABBAR_RECORD=1 swift test --filter SettingsSchemaTests")
    }

    @Test func settingsSchemaListsEveryKeyAndEveryRule() {
        let schema = SettingsSchemaGenerator.schema(rules: RuleRegistry.catalog)
        #expect(schema["properties"]?.objectValue?.keys == RuleRegistry.settingsSpec.keys.map(\.name))
        #expect(schema["additionalProperties"] == false)
        let severity = schema["properties"]?["severity"]?["properties"]?.objectValue?.keys
        #expect(severity == RuleRegistry.descriptions.map(\.code))
        #expect(schema["properties"]?["ignore"]?["items"]?["type"] == "string")
    }

    /// A technology's rule, known to the catalogs it is joined to.
    struct ToyTechnologyRule: SourceRule {
        static let description = RuleDescription(
            code: "TB990", name: "toy-technology-rule", severity: .warning, summary: "A rule a technology brings.",
            rationale: "Only the catalog it is joined to knows it.", triggeringExamples: [], nonTriggeringExamples: [])
        func check(_ context: SourceRuleContext) -> [SourceDiagnostic] { [] }
    }

    /// Settings, the settings schema and the rule lookups know a technology's rule through the catalog they are
    /// given, and only then.
    @Test func aTechnologysRuleIsKnownThroughItsCatalog() {
        let joined = RuleCatalog(CoreRules.entries + [RegisteredRule(ToyTechnologyRule.self)])
        let text = Array("{ \"ignore\": [\"toy-technology-rule\"], \"severity\": { \"TB990\": \"error\" } }".utf8)
        let (settings, diagnostics) = SettingsDecoder.decode(text, rules: joined)
        #expect(diagnostics.isEmpty)
        #expect(settings.ignore == ["TB990"])
        #expect(Set(SettingsDecoder.decode(text, rules: CoreRules.catalog).diagnostics.map(\.code)) == ["TB006", "TB007"])
        #expect(joined.description(for: "tb990")?.name == "toy-technology-rule")
        #expect(joined.sourceRules.count == CoreRules.catalog.sourceRules.count + 1)
        #expect(joined.descriptions.map(\.code) == joined.descriptions.map(\.code).sorted())
        let severity = SettingsSchemaGenerator.schema(rules: joined)["properties"]?["severity"]?["properties"]?.objectValue?.keys
        #expect(severity?.last == "TB990")
        // A source rule with no example fails the catalog audit.
        #expect(RuleCatalogAudit.problems(joined) == ["TB990: source examples and the source check go together", "TB990 has no example"])
    }

    /// The registry's whole catalog (the technologies' rules and checks of core rules too) passes the audit the core's
    /// passes: every rule checks something, code order, examples for the checks each has, in its +Examples file.
    @Test func theRegistryCatalogPassesTheAudit() {
        #expect(RuleCatalogAudit.problems(RuleRegistry.catalog) == [])
    }

    /// The core's rules and every technology's are in the registry's catalog, in code order.
    @Test func theRegistryJoinsTheCoreAndEveryTechnology() {
        let codes = RuleRegistry.descriptions.map(\.code)
        #expect(Set(CoreRules.catalog.descriptions.map(\.code)).isSubset(of: Set(codes)))
        #expect(codes == codes.sorted())
        // TB000-TB023 without a gap, whichever module holds each.
        let expected: [String] = (0...23).map { (n: Int) -> String in n < 10 ? "TB00\(n)" : "TB0\(n)" }
        #expect(Array(codes.prefix(expected.count)) == expected)
        // SwiftUI's check of TB032 (a shared rule) adds a check, not a rule.
        #expect(codes.count == CoreRules.entries.count + CYLRules.rules.count + UIKitRules.rules.count + StoryboardRules.rules.count
                + SwiftUITechnology.rules.count)
        #expect(Set(codes).count == codes.count)
        #expect(RuleRegistry.sourceRules.filter { type(of: $0).description.code == "TB032" }.count == 2)
    }
}
