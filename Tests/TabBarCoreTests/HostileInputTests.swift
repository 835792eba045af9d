import JSONC
import Testing
@testable import TabBarCore
import TabBarTestSupport

/// Linting inputs built to hurt. Nothing may trap, every range stays inside the text, and
/// the output is bounded by the input's structure (no timing is asserted: a quadratic
/// path shows as a test that does not finish).
@Suite struct HostileCoreInputTests {
    func lintAndCheck(_ bytes: [UInt8], _ what: String) -> LintResult {
        let result = ConfigurationLinter.lint(bytes)
        let boundaries = UTF8Boundaries(bytes)
        for diagnostic in result.diagnostics {
            #expect(boundaries.isValid(diagnostic.range), "\(what): \(diagnostic.code) \(diagnostic.range)")
            for fix in diagnostic.fixes {
                for edit in fix.edits { #expect(boundaries.isValid(edit.range), "\(what): \(diagnostic.code) edit \(edit.range)") }
            }
        }
        #expect(result.document.errors.count <= 400, "\(what)")
        return result
    }

    @Test func deepNesting() {
        _ = lintAndCheck([UInt8](repeating: UInt8(ascii: "["), count: 200_000), "200k [")
        _ = lintAndCheck(Array(String(repeating: #"{"a":"#, count: 100_000).utf8), "100k {\"a\":")
        _ = lintAndCheck(Array((#"{"items": ["# + String(repeating: "[", count: 100_000)).utf8), "deep items")
        _ = lintAndCheck(Array((#"{"items": [{"viewController": "# + String(repeating: #"{"title":"#, count: 50_000)).utf8), "deep controller")
    }

    @Test func hugeStringsAndNumbers() {
        let title = String(repeating: "标签😀", count: 400_000)  // 4 MB each
        let text = #"{ "items": [ { "title": ""# + title + #"", "image": "a", "viewController": { "title": "x" } }, { "title": ""# + title + #"", "image": "b" } ], "plusButton": { "width": 1e400, "height": -0, "indexOfPlusButtonInTabBar": 1e300, "multiplerInCenterY": -1e400 } }"#
        let result = lintAndCheck(Array(text.utf8), "8 MB of titles")
        #expect(result.diagnostics.contains { $0.code == "TB009" })
        #expect(result.diagnostics.contains { $0.code == "TB003" })
        #expect(result.diagnostics.contains { $0.code == "TB005" })
        let key = String(repeating: "k", count: 1_000_000)
        _ = lintAndCheck(Array(#"{ "items": [], "\#(key)": 1, "\#(key)": 2 }"#.utf8), "1 MB keys")
    }

    @Test func oneMegabyteOfRandomBytes() {
        var generator = SeededGenerator(seed: 2024)
        let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        _ = lintAndCheck(bytes, "random")
        let alphabet = Array(#"{}[]:,"' 1tfn/*\"#.utf8) + Array("\"items\"\"plusButton\"\"title\"".utf8)
        let structural = (0..<1_000_000).map { _ in alphabet.randomElement(using: &generator)! }
        _ = lintAndCheck(structural, "random structural")
    }

    @Test func manyItemsOnOneLine() {
        // Minified: every item beyond the fifth is reported with a removal fix; the
        // removal must look at the item's neighbourhood only, not the whole line.
        let count = 100_000
        let items = Array(repeating: #"{"title":"t","image":"a"}"#, count: count).joined(separator: ",")
        let result = lintAndCheck(Array((#"{"items":["# + items + #"],"plusButton":{"image":"p"}}"#).utf8), "100k items")
        #expect(result.diagnostics.filter { $0.code == "TB001" }.count == count - 5)
        // TB002 (even count, no child) is silent; one title finding per duplicate.
        #expect(result.diagnostics.filter { $0.code == "TB009" }.count == count - 1)
    }

    @Test func oddItemCountBoundsTheIndexSuggestions() throws {
        let count = 100_001
        let items = Array(repeating: #"{"image":"a"}"#, count: count).joined(separator: ",")
        let result = lintAndCheck(Array((#"{"items":["# + items + #"],"plusButton":{"image":"p"}}"#).utf8), "odd items")
        let tb002 = try #require(result.diagnostics.first { $0.code == "TB002" })
        #expect(tb002.fixes.count <= MissingPlusIndexRule.maxSuggestions)
        #expect(tb002.fixes.first?.title == "Insert \"indexOfPlusButtonInTabBar\": \(count / 2)")
    }

    @Test func manyUnknownAndDuplicateKeys() {
        let members = (0..<50_000).map { _ in #""itmes": 1"# }.joined(separator: ", ")
        let result = lintAndCheck(Array(("{ \"items\": [], " + members + " }").utf8), "50k unknown duplicates")
        #expect(result.diagnostics.filter { $0.code == "TB006" }.count == 50_000)
        #expect(result.diagnostics.filter { $0.code == "TB008" }.count == 49_999)
    }

    @Test func manyTrailingCommentsAfterTheLastMember() {
        // Inserting after the last member scans the comments that follow it on its line once.
        let comments = String(repeating: "/**/ ", count: 100_000)
        let text = "{\n  \"items\": [ {\"image\": \"a\"}, {\"image\": \"b\"} ],\n  \"plusButton\": {\n    \"image\": \"p\", \"plusChildViewController\": { \"class\": \"P\" } " + comments + "\n  }\n}"
        let result = lintAndCheck(Array(text.utf8), "comments")
        let fixed = FixSafety.fixAll(Array(text.utf8), options: LintOptions())
        #expect(fixed.remaining.isEmpty)
        #expect(String(decoding: fixed.bytes, as: UTF8.self).contains("\"indexOfPlusButtonInTabBar\": 1"))
        #expect(result.diagnostics.contains { $0.code == "TB002" })
    }

    @Test func manyDevices() {
        let devices = Array(repeating: #"{"name":"x","width":1e-300,"height":1e300,"safeAreaBottom":1e308}"#, count: 10_000).joined(separator: ",")
        let text = #"{"items":[{"title":"a","image":"a"},{"title":"b","image":"b"}],"plusButton":{"image":"p","width":1e308,"height":1e308,"constantOfPlusButtonCenterYOffset":-1e308},"preview":{"devices":["# + devices + #"],"orientation":"landscape"}}"#
        let result = lintAndCheck(Array(text.utf8), "devices")
        #expect(result.layouts.count == 10_000)
    }
}
