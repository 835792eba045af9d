import Foundation
import JSONC
import Testing
@testable import TabBarCore

/// Baselines match findings by rule, file and text, never by line, and count duplicates.
@Suite struct BaselineTests {
    static func entries(_ text: String, path: String = "a.json") -> [BaselineEntry] {
        ConfigurationLinter.lint(text: text).diagnostics.map { BaselineEntry($0, path: path, bytes: Array(text.utf8)) }
    }

    static let broken = """
    { "items": [ { "title": "A", "image": "a", "viewController": { "title": "Other" } },
                 { "title": "B", "image": "b" } ] }
    """

    @Test func linesInsertedAboveDoNotBringFindingsBack() {
        let baseline = Baseline(Self.entries(Self.broken))
        #expect(!baseline.entries.isEmpty)
        var filter = baseline.filter()
        let moved = Self.entries("// one\n// two\n\n" + Self.broken)
        let answers = moved.map { filter.isNew($0) }
        #expect(answers.allSatisfy { $0 == false })
    }

    @Test func aNewFindingIsNew() {
        var filter = Baseline(Self.entries(Self.broken)).filter()
        let changed = Self.broken.replacingOccurrences(of: "\"B\"", with: "\"A\"")
        let new = Self.entries(changed).filter { filter.isNew($0) }
        #expect(!new.isEmpty && new.allSatisfy { $0.code == "TB009" }, "\(new)")
    }

    @Test func twoIdenticalFindingsAreTwoEntries() {
        let one = BaselineEntry(code: "TB003", path: "a.m", message: "m", text: "t")
        var filter = Baseline([one]).filter()
        let first = filter.isNew(one), second = filter.isNew(one)
        #expect(first == false)
        #expect(second, "the second identical finding is beyond the baseline's count")
        var two = Baseline([one, one]).filter()
        let answers = [two.isNew(one), two.isNew(one), two.isNew(one)]
        #expect(answers == [false, false, true])
    }

    @Test func fileReadsBackTheSameAndOtherFilesDoNotMatch() throws {
        let baseline = Baseline(Self.entries(Self.broken))
        let read = try Baseline(bytes: Array(baseline.text().utf8))
        #expect(read == baseline)
        var filter = read.filter()
        let other = Self.entries(Self.broken, path: "b.json").map { filter.isNew($0) }
        #expect(other.allSatisfy { $0 })
        #expect(throws: Baseline.ReadError.self) { try Baseline(bytes: Array("[1]".utf8)) }
        #expect(throws: Baseline.ReadError.self) { try Baseline(bytes: Array("nope".utf8)) }
    }
}
