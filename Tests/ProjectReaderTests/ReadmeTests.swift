#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import ProjectReader
import TabBarCore

/// The README's generated sections match the code. `TABBAR_RECORD=1 swift test` rewrites them.
@Suite struct ReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func generatedSectionsAreCurrent() throws {
        let data = try Data(contentsOf: Self.readme)
        let text = String(decoding: data, as: UTF8.self)
        var expected = try #require(ReferenceMarkdown.splice(ReferenceMarkdown.configuration(), named: "configuration", into: text))
        expected = try #require(ReferenceMarkdown.splice(ReferenceMarkdown.rules(RuleRegistry.catalog), named: "rules", into: expected))
        if ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1", expected != text {
            try Data(expected.utf8).write(to: Self.readme)
            return
        }
        #expect(text == expected, "README.md is stale: run TABBAR_RECORD=1 swift test --filter ReadmeTests")
    }
}
