import Testing
import TabBarCore
@testable import TabBarCLI

/// `tabbar rules` and `tabbar explain`.
@Suite struct RulesAndExplainTests {
    @Test func rulesTableListsEveryRuleWithFixability() {
        let run = CLIRunner.run(["rules"])
        #expect(run.exitCode == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == RuleRegistry.descriptions.count + 1)
        #expect(lines[0].hasPrefix("CODE   NAME"))
        #expect(lines[0].contains("SEVERITY  FIXABLE     SUMMARY"))
        #expect(lines[4].hasPrefix("TB003  title-mismatch "))
        #expect(lines[4].contains(" warning   yes         viewController.title"))
        #expect(lines[7].contains(" warning   suggestion  "), "TB006's rename is unsafe: \(lines[7])")
        #expect(lines[1].contains(" error     -           "), "TB000 has no fix: \(lines[1])")
        // Columns line up: every summary starts at the same column.
        let summaryColumn = lines[0].range(of: "SUMMARY")!.lowerBound.utf16Offset(in: lines[0])
        for (line, description) in zip(lines.dropFirst(), RuleRegistry.descriptions) {
            #expect(line.range(of: description.summary)?.lowerBound.utf16Offset(in: line) == summaryColumn)
        }
    }

    @Test func fixabilityComesFromTheCorrections() {
        let safe = RuleRegistry.descriptions.filter { RuleFixability.of($0) == .safe }.map(\.code)
        #expect(safe == ["TB002", "TB003", "TB004", "TB008"])
    }

    @Test func rulesAsJSONAndMarkdown() {
        let json = CLIRunner.run(["rules", "--format", "json"])
        #expect(json.stdout.contains("\"code\": \"TB014\""))
        #expect(json.stdout.contains("\"fixable\": \"safe\""))
        #expect(CLIRunner.run(["rules", "--markdown"]).stdout == RuleDocs.index())
    }

    @Test(arguments: ["TB003", "tb003", "title-mismatch"])
    func explainByCodeOrName(name: String) {
        let run = CLIRunner.run(["explain", name])
        #expect(run.exitCode == 0)
        let description = RuleRegistry.description(for: "TB003")!
        #expect(run.stdout.hasPrefix("TB003 title-mismatch (warning)\n\n\(description.summary)\n\nWhy:\n"))
        #expect(run.stdout.contains("Fix ('tabbar check --fix' applies the safe fix):\n    Rename the key"))
        #expect(run.stdout.contains("Fails (↓ marks where the finding is reported):\n"))
        #expect(run.stdout.contains(#""title": ↓"Home""#))
        #expect(run.stdout.contains("Passes:\n    { \"items\": [ { \"title\": \"首页\""))
        #expect(run.stdout.contains("// tabbar-disable-next-line TB003"))
    }

    @Test func explainEveryRule() {
        for description in RuleRegistry.descriptions {
            let run = CLIRunner.run(["explain", description.code])
            #expect(run.exitCode == 0)
            if let failing = description.triggeringExamples.first, let passing = description.nonTriggeringExamples.first {
                #expect(run.stdout.contains(failing.text.split(separator: "\n")[0]))
                #expect(run.stdout.contains(passing.plainText.split(separator: "\n")[0]))
            }
            // Source rules show their first failing example in each language.
            for example in description.source.triggering.prefix(1) {
                #expect(run.stdout.contains(example.files[0].text.split(separator: "\n")[0]), "\(description.code)")
            }
            #expect(!description.triggeringExamples.isEmpty || !description.source.triggering.isEmpty)
            #expect(description.fixSummary == nil || run.stdout.contains("Fix"))
        }
    }

    @Test func explainMarkdownIsTheDocsPage() {
        let run = CLIRunner.run(["explain", "--markdown", "missing-asset"])
        #expect(run.stdout == RuleDocs.markdown(for: RuleRegistry.description(for: "TB014")!))
        #expect(run.stdout.hasPrefix("# TB014 `missing-asset`\n\nSeverity: **warning** · Fixable: suggested in editors"))
    }
}
