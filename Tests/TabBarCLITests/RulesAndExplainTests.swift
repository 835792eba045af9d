import Testing
import TabBarCore
@testable import TabBarCLI
import ProjectReader

/// `tabbar rules` and `tabbar explain`.
@Suite struct RulesAndExplainTests {
    @Test func rulesTableListsEveryRuleWithFixability() {
        let run = CLIRunner.run(["rules"])
        #expect(run.exitCode == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == RuleRegistry.descriptions.count + 2)
        #expect(lines.last?.hasPrefix("TB002 is fixable with 'tabbar check --fix' when the item count is even") == true)
        #expect(lines[0].hasPrefix("CODE   NAME"))
        #expect(lines[0].contains("SEVERITY  FIXABLE     SUMMARY"))
        #expect(lines[4].hasPrefix("TB003  title-mismatch "))
        #expect(lines[4].contains(" warning   yes         viewController.title"))
        #expect(lines[7].contains(" warning   suggestion  "), "TB006's rename is unsafe: \(lines[7])")
        #expect(lines[1].contains(" error     -           "), "TB000 has no fix: \(lines[1])")
        // Columns line up: every summary starts at the same column.
        let summaryColumn = lines[0].range(of: "SUMMARY")!.lowerBound.utf16Offset(in: lines[0])
        for (line, description) in zip(lines.dropFirst().dropLast(), RuleRegistry.descriptions) {
            #expect(line.range(of: description.summary)?.lowerBound.utf16Offset(in: line) == summaryColumn)
        }
    }

    @Test func fixabilityComesFromTheExamples() {
        let safe = RuleRegistry.descriptions.filter { RuleFixability.of($0) == .safe }.map(\.code)
        #expect(safe == ["TB003", "TB004", "TB008"])
        let partly = RuleRegistry.descriptions.filter { RuleFixability.of($0) == .partly }
        #expect(partly.map(\.code) == ["TB002"])
        for description in partly {
            #expect(description.safeFixCondition != nil, "\(description.code) is partly fixable but does not say when")
        }
    }

    @Test func tb002IsFixedByFixExactlyWhenItsDocsSay() throws {
        // Odd count: suggestions only; --fix leaves the file as it is.
        let odd = CLIRunner.run(["check", "--diff", "-"], stdin: Fixtures.oddPlus)
        #expect(odd.stdout.isEmpty)
        #expect(odd.stderr.contains("No safe fixes to apply"))
        // Even count with a plusChildViewController: --fix inserts the middle index.
        let even = #"{ "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" } ], "#
            + #""plusButton": { "image": "p", "plusChildViewController": { "class": "P" } } }"#
        let fixed = CLIRunner.run(["check", "--diff", "-"], stdin: even)
        #expect(fixed.stdout.contains(#""indexOfPlusButtonInTabBar": 1"#))
        let explain = CLIRunner.run(["explain", "TB002"]).stdout
        #expect(explain.contains("Fix ('tabbar check --fix' applies it when the item count is even"))
        #expect(explain.contains("otherwise it is offered in editors and left for review)"))
        let page = RuleDocs.markdown(for: try #require(RuleRegistry.description(for: "TB002")))
        #expect(page.contains("Fixable: with `tabbar check --fix` when the item count is even"))
        #expect(page.contains("otherwise quick-fix suggestions in editors, never applied by `--fix`"))
        let json = CLIRunner.run(["rules", "--format", "json"]).stdout
        #expect(json.contains(#""fixable": "partly""#) && json.contains(#""safeFixWhen": "when the item count is even"#))
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
