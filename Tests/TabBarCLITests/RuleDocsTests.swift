import Foundation
import TabBarCore
import Testing
@testable import TabBarCLI
import ProjectReader

/// The committed `docs/rules/` must equal what the rule descriptions generate.
/// Re-record with `TABBAR_RECORD=1 swift test --filter RuleDocsTests`.
@Suite struct RuleDocsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/rules")

    @Test func committedDocsAreCurrent() throws {
        let record = ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1"
        let pages = RuleDocs.pages()
        #expect(pages.count == RuleRegistry.descriptions.count + 1)
        if record {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        }
        for page in pages {
            let url = Self.folder.appendingPathComponent(page.name)
            if record {
                try Data(page.content.utf8).write(to: url)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == page.content,
                    "docs/rules/\(page.name) is stale: run TABBAR_RECORD=1 swift test --filter RuleDocsTests")
        }
        let extra = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { name in !pages.contains { $0.name == name } }
        #expect(extra.isEmpty, "docs/rules has pages no rule generates: \(extra)")
    }

    @Test func sourceRulesShowTheirSourceExamples() throws {
        for description in RuleRegistry.descriptions where !description.source.triggering.isEmpty {
            let page = try #require(RuleDocs.pages().first { $0.name == "\(description.code).md" })
            #expect(page.content.contains("## In Objective-C and Swift"), "\(description.code)")
            for example in description.source.triggering {
                for file in example.files { #expect(page.content.contains(file.text), "\(description.code): \(file.name)") }
            }
        }
    }

    @Test func pagesHoldEveryExampleAndLinkEachOther() {
        for page in RuleDocs.pages().dropLast() {
            let code = String(page.name.prefix(5))
            #expect(RuleDocs.index().contains("[\(code)](\(code).md)"))
            #expect(page.content.hasPrefix("# \(code) `"))
            #expect(page.content.contains("## Why"))
            #expect(page.content.contains("## Examples") || page.content.contains("## In Objective-C and Swift"))
        }
    }
}
