import JSONC
import ProjectReader
import SwiftSource
import TabBarCore
import Testing

/// SwiftUI's own rules (TB034-TB038, `SwiftUIRules.rules`) run on their examples as the generic example tests run
/// the registry's: findings exactly at the markers (behind a multi-byte prefix too), none on passing examples, each
/// correction's exact output and no fix offered again, and no finding once the text is commented out, compiled out
/// or held in a string.
@Suite struct SwiftUIOwnRulesTests {
    static let codes = SwiftUIRules.rules.map(\.description.code)

    static func rule(_ code: String) throws -> any SourceRule {
        try #require(SwiftUIRules.rules.first { $0.description.code == code }?.source)
    }

    /// The project of `files` and the findings of `rule` in each of its files.
    static func lint(_ files: [(name: String, text: String)], rule: any SourceRule, prefix: String = "")
        -> (SourceProject, [[Diagnostic]]) {
        let inputs = files.map { SourceProjectReader.Input(path: $0.name, bytes: Array((prefix + $0.text).utf8)) }
        let project = SourceProjectReader.project(inputs)
        var perFile: [[Diagnostic]] = Array(repeating: [], count: project.files.count)
        for finding in rule.check(SourceRuleContext(project: project, assets: nil)) where finding.file < perFile.count {
            perFile[finding.file].append(finding.diagnostic)
        }
        return (project, perFile.map { $0.sorted { $0.range.start < $1.range.start } })
    }

    @Test func theRulesAreSwiftUIsFiveInCodeOrder() {
        #expect(Self.codes == ["TB034", "TB035", "TB036", "TB037", "TB038"])
        #expect(SwiftUITechnology.rules.map(\.description.code) == Self.codes)
        #expect(SwiftUIRules.rules.allSatisfy { $0.source != nil && $0.configuration == nil })
        // No code is taken twice, with the registry's rules either.
        #expect(Set(Self.codes).isDisjoint(with: RuleRegistry.descriptions.map(\.code)))
        let severities = SwiftUIRules.rules.map(\.description.severity)
        #expect(severities == [.error, .warning, .info, .warning, .warning])
    }

    @Test(arguments: codes)
    func triggeringExamplesReportAtEachMarker(code: String) throws {
        let rule = try Self.rule(code)
        let description = type(of: rule).description
        #expect(!description.source.triggering.isEmpty)
        for example in description.source.triggering {
            for prefix in ["", SourceRuleExamplesTests.prefix] {
                let (project, findings) = Self.lint(SourceRuleExamplesTests.plain(example), rule: rule, prefix: prefix)
                for (name, text) in example.files {
                    let index = project.files.firstIndex { $0.path == name }
                    let starts = index.map { findings[$0].map(\.range.start) } ?? []
                    let expected = Example(text).markerOffsets.map { $0 + prefix.utf8.count }
                    #expect(!expected.isEmpty)
                    let all = index.map { findings[$0].map { "\($0.range.start) \($0.message)" } } ?? []
                    #expect(starts == expected, "\(code) example at line \(example.line), prefix=\(!prefix.isEmpty): \(all)")
                    #expect(index.map { findings[$0].allSatisfy { $0.code == code && $0.severity == description.severity } } ?? false)
                }
            }
        }
    }

    @Test(arguments: codes)
    func nonTriggeringExamplesAreClean(code: String) throws {
        let rule = try Self.rule(code)
        let examples = type(of: rule).description.source.nonTriggering
        #expect(!examples.isEmpty)
        for example in examples {
            let (_, findings) = Self.lint(SourceRuleExamplesTests.plain(example), rule: rule, prefix: SourceRuleExamplesTests.prefix)
            #expect(findings.flatMap { $0 }.isEmpty, "\(code) example at line \(example.line): \(findings.flatMap { $0 }.map(\.message))")
        }
    }

    @Test func correctionsProduceTheExactOutput() throws {
        let rule = try Self.rule("TB034")
        let corrections = TabSelectionUnreachableRule.description.source.corrections
        #expect(corrections.count >= 2)
        for correction in corrections {
            for prefix in ["", SourceRuleExamplesTests.prefix] {
                let (project, findings) = Self.lint(correction.files, rule: rule, prefix: prefix)
                let index = try #require(project.files.firstIndex { $0.path == correction.changedFile })
                let fixes = findings[index].compactMap { diagnostic in diagnostic.fixes.first { $0.title == correction.fixTitle } }
                let titles = findings[index].flatMap(\.fixes).map(\.title)
                #expect(fixes.count == 1, "no fix titled \(correction.fixTitle ?? "-") at line \(correction.line): \(titles)")
                #expect(fixes.allSatisfy { $0.applicability == .unsafe })
                let after = String(decoding: FixApplier.apply(fixes.flatMap(\.edits), to: project.files[index].bytes), as: UTF8.self)
                #expect(after == prefix + correction.after, "correction at line \(correction.line)")
                let (_, again) = Self.lint([(correction.changedFile, String(after.dropFirst(prefix.count)))], rule: rule, prefix: prefix)
                #expect(again.flatMap { $0 }.isEmpty, "correction at line \(correction.line) leaves \(again.flatMap { $0 }.map(\.message))")
            }
        }
    }

    /// The triggering examples commented out, compiled out or in strings give no finding (the suppression comment is
    /// the linter's, tried once the rules are registered).
    @Test(arguments: codes)
    func inertTextGivesNoFinding(code: String) throws {
        let rule = try Self.rule(code)
        var run = 0
        for example in type(of: rule).description.source.triggering {
            for variant in SourceExampleVariantsTests.variants where !variant.silencesOnlyTheRule {
                guard let files = SourceExampleVariantsTests.files(example, variant, code: code, varied: Set(example.files.indices))
                else { continue }
                run += 1
                let (_, findings) = Self.lint(files, rule: rule)
                #expect(findings.flatMap { $0 }.isEmpty, "\(code) example at line \(example.line), \(variant.name)")
            }
        }
        #expect(run >= 4)
    }

    /// Every prefix of every example (cut anywhere, mid-token and mid-bracket) reads without a crash.
    @Test func cutExamplesNeverCrash() throws {
        var runs = 0
        for registered in SwiftUIRules.rules {
            guard let rule = registered.source else { continue }
            for example in registered.description.source.triggering {
                let text = Array(SourceRuleExamplesTests.plain(example)[0].text.utf8)
                for cut in stride(from: 0, through: text.count, by: 3) {
                    let slice = String(decoding: text[0..<cut], as: UTF8.self)
                    _ = Self.lint([("RootView.swift", slice)], rule: rule)
                    runs += 1
                }
            }
        }
        #expect(runs > 500)
    }
}
