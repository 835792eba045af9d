import JSONC
import Testing
@testable import TabBarCore

/// Runs every rule's own examples: findings exactly at the markers, none on passing
/// examples, each correction's exact output, and the same behind a multi-byte prefix.
@Suite struct RuleExamplesTests {
    /// The rules that check configuration files (source rules have their own suite).
    static let descriptions = CoreRules.catalog.configurationRules.map { type(of: $0).description }
    /// A comment of CJK text and an emoji (a UTF-16 surrogate pair) shifts every offset.
    static let prefix = "// 标签栏 😀 prefix\n"

    static func options(_ assets: [String]?) -> LintOptions {
        LintOptions(assets: assets.map { AssetIndex(names: Set($0), catalogs: ["Assets.xcassets"]) })
    }

    @Test(arguments: descriptions.map(\.code))
    func triggeringExamplesReportAtEachMarker(code: String) throws {
        let description = try #require(CoreRules.catalog.description(for: code))
        #expect(!description.triggeringExamples.isEmpty, "\(code) has no triggering example")
        for example in description.triggeringExamples {
            for prefix in ["", Self.prefix] {
                let text = prefix + example.plainText
                let result = ConfigurationLinter.lint(text: text, options: Self.options(example.assets))
                let starts = result.diagnostics.filter { $0.code == code }.map(\.range.start)
                let expected = example.markerOffsets.map { $0 + prefix.utf8.count }
                #expect(starts == expected, "\(code) example at \(example.file):\(example.line) prefix=\(!prefix.isEmpty): \(result.diagnostics.map { "\($0.code)@\($0.range.start) \($0.message)" })",
                        sourceLocation: SourceLocation(fileID: "TabBarCore/\(code)", filePath: example.file, line: example.line, column: 1))
            }
        }
    }

    @Test(arguments: descriptions.map(\.code))
    func nonTriggeringExamplesAreClean(code: String) throws {
        let description = try #require(CoreRules.catalog.description(for: code))
        #expect(!description.nonTriggeringExamples.isEmpty, "\(code) has no passing example")
        for example in description.nonTriggeringExamples {
            let result = ConfigurationLinter.lint(text: Self.prefix + example.plainText, options: Self.options(example.assets))
            let own = result.diagnostics.filter { $0.code == code }
            #expect(own.isEmpty, "\(code) fired on its passing example at \(example.file):\(example.line): \(own.map(\.message))")
        }
    }

    @Test(arguments: descriptions.map(\.code))
    func correctionsProduceTheExactOutput(code: String) throws {
        let description = try #require(CoreRules.catalog.description(for: code))
        for correction in description.corrections {
            for prefix in ["", Self.prefix] {
                let before = prefix + correction.before
                let result = ConfigurationLinter.lint(text: before, options: Self.options(correction.assets))
                let own = result.diagnostics.filter { $0.code == code }
                #expect(!own.isEmpty, "\(code) correction at \(correction.file):\(correction.line) found nothing to fix")
                let fixes: [Fix]
                if let title = correction.fixTitle {
                    fixes = own.compactMap { diagnostic in diagnostic.fixes.first { $0.title == title } }
                    #expect(!fixes.isEmpty, "\(code): no fix titled \(title); have \(own.flatMap(\.fixes).map(\.title))")
                } else {
                    fixes = own.compactMap { diagnostic in diagnostic.fixes.first { $0.applicability == .safe } }
                }
                let edits = FixApplier.nonOverlapping(fixes).flatMap(\.edits)
                let after = String(decoding: FixApplier.apply(edits, to: Array(before.utf8)), as: UTF8.self)
                #expect(after == prefix + correction.after, "\(code) correction at \(correction.file):\(correction.line)")
                // The fixed text no longer triggers the rule for the fixed finding, and parses.
                let again = ConfigurationLinter.lint(text: after, options: Self.options(correction.assets))
                #expect(again.document.errors.isEmpty, "\(code) correction produced a syntax error")
            }
        }
    }

    @Test func everyRuleHasADistinctCodeAndName() {
        // The core's codes in order, none twice; the technologies' fill the gaps (ProjectReaderTests: the registry).
        let codes = CoreRules.catalog.descriptions.map(\.code)
        #expect(codes == codes.sorted() && Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.hasPrefix("TB") && Int($0.dropFirst(2)).map { (0...33).contains($0) } ?? false })
        #expect(Set(CoreRules.catalog.descriptions.map(\.name)).count == codes.count)
        for description in CoreRules.catalog.descriptions {
            #expect(description.name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(description.name) is not kebab-case")
        }
    }
}
