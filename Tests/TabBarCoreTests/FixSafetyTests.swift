#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONC
import Testing
@testable import TabBarCore
import TabBarTestSupport

/// Fix safety as properties, over every rule example, every file in `Examples/`, every
/// fuzzing regression and a few hundred seeded mutations of them:
/// - fix-all (lint, apply the non-overlapping safe fixes, repeat; at most 10 passes)
///   adds no syntax error, leaves no safe-fixable finding, keeps every comment and is
///   idempotent;
/// - each fix alone (safe or unsafe) adds no syntax error;
/// - linting never traps and every range lies inside the text on scalar boundaries.
@Suite struct FixSafetyTests {
    /// One input with the asset catalog it is checked against.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let assets: [String]?
        var testDescription: String { name }
        var options: LintOptions {
            LintOptions(assets: assets.map { AssetIndex(names: Set($0), catalogs: ["Assets.xcassets"]) })
        }
    }

    /// The repository root, found from this file's path.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TabBarCoreTests/FixSafetyTests.swift
        return parts.joined(separator: "/")
    }()

    static let baseCases: [Case] = {
        var cases: [Case] = []
        for description in CoreRules.catalog.descriptions {
            for (index, example) in description.triggeringExamples.enumerated() {
                cases.append(Case(name: "\(description.code) triggering \(index)", bytes: Array(example.plainText.utf8), assets: example.assets))
            }
            for (index, correction) in description.corrections.enumerated() {
                cases.append(Case(name: "\(description.code) correction \(index)", bytes: Array(correction.before.utf8), assets: correction.assets))
            }
        }
        for path in Files.list(root + "/Examples", suffix: ".json") {
            if let bytes = Files.read(path) { cases.append(Case(name: path, bytes: bytes, assets: nil)) }
        }
        for path in Files.list(root + "/fuzz/regressions", suffix: "") where path.contains("parse-lint-fix") {
            if let bytes = Files.read(path) { cases.append(Case(name: path, bytes: bytes, assets: nil)) }
        }
        cases += handWritten
        return cases
    }()

    /// Layouts the examples do not cover: comments everywhere, CRLF, a BOM, tabs.
    static let handWritten: [Case] = [
        Case(name: "comments around every member", bytes: Array("""
        \u{FEFF}// head
        {\r
        \t"items": [ /* a */ {"title": "A", "image": "a"}, // b
        \t\t{"title": "B", "image": "b"} /* c */, ],\r
        \t"plusButton": { /* only */ },\r
        \t"plusButton": { "image": "p", "multiplerInCenterY": 0.3, /* d */ "multiplierOfTabBarHeight": 0.2, "multiplerInCenterY": 0.1 }, // e
        }
        """.utf8), assets: nil),
        Case(name: "duplicates on one line", bytes: Array(#"{"items":[{"title":"A","title":"B","title":"C","image":"a"}],"items":[]}"#.utf8), assets: nil),
        Case(name: "title mismatch with a comment inside", bytes: Array("""
        { "items": [ { "title": "首页", "image": "home", "viewController": { "title" /* why */ : "Home" } } ] }
        """.utf8), assets: nil),
        Case(name: "plus child on one line with trailing comma", bytes: Array(#"{ "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ], "plusButton": { "image": "p", "plusChildViewController": { "class": "P" }, } }"#.utf8), assets: nil),
        Case(name: "plus child in an empty-looking object", bytes: Array("{ \"items\": [ {\"title\": \"A\", \"image\": \"a\"} ],\n  \"plusButton\": {\n    // note\n  }\n}".utf8), assets: nil),
    ]

    /// Deterministic mutations of every base case.
    static let mutatedCases: [Case] = {
        var generator = SeededGenerator(seed: 0x7AB_BA12)
        var cases: [Case] = []
        for base in baseCases {
            for round in 0..<6 {
                let mutated = Mutator.mutate(base.bytes, using: &generator)
                cases.append(Case(name: "\(base.name) mutation \(round)", bytes: mutated, assets: base.assets))
            }
        }
        return cases
    }()

    @Test func thereAreEnoughCases() {
        #expect(Self.baseCases.count >= 40)
        #expect(Self.mutatedCases.count >= 240)
    }

    @Test(arguments: baseCases)
    func baseCasesAreFixedSafely(_ input: Case) {
        FixSafety.check(input.bytes, options: input.options, name: input.name)
    }

    @Test(arguments: mutatedCases)
    func mutationsAreFixedSafely(_ input: Case) {
        FixSafety.check(input.bytes, options: input.options, name: input.name)
    }

    /// Formatting every case that parses cleanly keeps its value and its comments, adds no
    /// syntax error, and formatting again changes nothing.
    @Test func formattingKeepsValueAndCommentsOfEveryCleanCase() throws {
        var formatted = 0
        for input in Self.baseCases + Self.mutatedCases {
            let document = JSONCDocument(bytes: input.bytes)
            guard document.errors.isEmpty, let root = document.root else { continue }
            let once = try JSONCFormatter.format(document, options: FormattingOptions(tabSize: 2))
            let reparsed = JSONCDocument(text: once)
            #expect(reparsed.errors.isEmpty, "\(input.name): formatting added a syntax error:\n\(once)")
            #expect(reparsed.root.map(JSON.init) == JSON(root), "\(input.name): formatting changed the value")
            #expect(FixSafety.comments(reparsed) == FixSafety.comments(document), "\(input.name): a comment was lost")
            #expect(try JSONCFormatter.format(reparsed, options: FormattingOptions(tabSize: 2)) == once,
                    "\(input.name): formatting is not idempotent")
            formatted += 1
        }
        #expect(formatted >= 40)
    }

    @Test func fixAllRepairsTheExamplesCompletely() {
        // Sanity: the loop does real work, so the properties are not vacuous.
        let text = Array(#"{ "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ], "plusButton": { "image": "p", "multiplerInCenterY": 0.3 } }"#.utf8)
        let fixed = FixSafety.fixAll(text, options: LintOptions())
        #expect(fixed.bytes != text)
        #expect(String(decoding: fixed.bytes, as: UTF8.self).contains("\"multiplierOfTabBarHeight\": 0.3"))
    }

    @Test func brokenContainersOfferNoFixes() {
        // Found by fuzzing: TB002's insertion into a plusButton object whose members are
        // garbled turned 14 syntax errors into 17. Fixes inside containers with structural
        // errors are withheld; the finding stays.
        let text = #"{ "items": [ {"title": "A", "image":], "plusButton": { "image": "plus", "inde"indexOfPlusButtonInTabBar": 1 } }"#
        let result = ConfigurationLinter.lint(text: text)
        #expect(result.diagnostics.contains { $0.code == "TB000" })
        for diagnostic in result.diagnostics where diagnostic.code != "TB000" {
            for fix in diagnostic.fixes {
                let fixed = JSONCDocument(bytes: FixApplier.apply(fix.edits, to: Array(text.utf8)))
                #expect(fixed.errors.count <= result.document.errors.count, "\(diagnostic.code) \(fix.title)")
            }
        }
        // A syntax error elsewhere does not withhold the fixes of a clean container.
        let elsewhere = #"{ "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ], "plusButton": { "image": "p", "multiplerInCenterY": 0.3 }, "preview": { "devices": [ "iphone-se" "ipad-10" ] } }"#
        let tb004 = ConfigurationLinter.lint(text: elsewhere).diagnostics.filter { $0.code == "TB004" }
        #expect(tb004.count == 1)
        #expect(tb004.first?.hasSafeFix == true)
        // A local error (a bad escape) inside the container does not withhold them either.
        let local = #"{ "items": [ {"title": "A\q", "image": "a"}, {"title": "B", "image": "b"} ], "plusButton": { "image": "p", "multiplerInCenterY": 0.3 } }"#
        #expect(ConfigurationLinter.lint(text: local).diagnostics.first { $0.code == "TB004" }?.hasSafeFix == true)
    }
}

/// The properties, shared with the hostile-input tests.
enum FixSafety {
    /// Applies the non-overlapping safe fixes until none is left (at most `maxPasses`).
    static func fixAll(_ bytes: [UInt8], options: LintOptions, maxPasses: Int = 10) -> (bytes: [UInt8], passes: Int, remaining: [Diagnostic]) {
        var current = bytes
        for pass in 0..<maxPasses {
            let result = ConfigurationLinter.lint(current, options: options)
            let safe = result.diagnostics.compactMap { diagnostic in diagnostic.fixes.first { $0.applicability == .safe } }
            let picked = FixApplier.nonOverlapping(safe)
            let next = FixApplier.apply(picked.flatMap(\.edits), to: current)
            if picked.isEmpty || next == current {
                return (current, pass, result.diagnostics.filter(\.hasSafeFix))
            }
            current = next
        }
        return (current, maxPasses, ConfigurationLinter.lint(current, options: options).diagnostics.filter(\.hasSafeFix))
    }

    static func check(_ bytes: [UInt8], options: LintOptions, name: String) {
        let result = ConfigurationLinter.lint(bytes, options: options)
        let document = result.document
        let baseline = document.errors.count
        let boundaries = UTF8Boundaries(bytes)

        // Ranges in bounds and on scalar boundaries.
        for diagnostic in result.diagnostics {
            #expect(boundaries.isValid(diagnostic.range), "\(name): \(diagnostic.code) range \(diagnostic.range)")
            for related in diagnostic.related {
                #expect(boundaries.isValid(related.range), "\(name): \(diagnostic.code) related \(related.range)")
            }
            for fix in diagnostic.fixes {
                for edit in fix.edits {
                    #expect(boundaries.isValid(edit.range), "\(name): \(diagnostic.code) edit \(edit.range)")
                }
                // Each fix alone adds no syntax error.
                let fixed = JSONCDocument(bytes: FixApplier.apply(fix.edits, to: bytes))
                #expect(fixed.errors.count <= baseline,
                        "\(name): \(diagnostic.code) \"\(fix.title)\" adds syntax errors: \(fixed.errors.prefix(3))\n\(String(decoding: FixApplier.apply(fix.edits, to: bytes), as: UTF8.self))")
            }
        }

        // Fix-all.
        let first = fixAll(bytes, options: options)
        let fixedDocument = JSONCDocument(bytes: first.bytes)
        #expect(fixedDocument.errors.count <= baseline, "\(name): fix-all adds syntax errors: \(fixedDocument.errors.prefix(3))")
        #expect(first.remaining.isEmpty, "\(name): safe fixes left after \(first.passes) passes: \(first.remaining.map { "\($0.code) \($0.fixes.map(\.title))" })")
        let before = comments(document), after = comments(fixedDocument)
        for (text, count) in before {
            #expect(after[text, default: 0] >= count, "\(name): fix-all lost the comment \(text.debugDescription)")
        }
        let second = fixAll(first.bytes, options: options)
        #expect(second.bytes == first.bytes, "\(name): fix-all is not idempotent")
    }

    static func comments(_ document: JSONCDocument) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in document.comments { counts[document.text(in: token.range), default: 0] += 1 }
        return counts
    }
}

/// Which offsets are scalar boundaries: every offset except those strictly inside a
/// valid UTF-8 sequence, decoded with the standard library (independent of the parser).
struct UTF8Boundaries {
    /// `isBoundary[i]` for every offset `0...count`.
    private var isBoundary: [Bool]
    var count: Int { isBoundary.count - 1 }

    init(_ bytes: [UInt8]) {
        isBoundary = [Bool](repeating: true, count: bytes.count + 1)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                for inner in 1..<max(1, encoded.count) { isBoundary[offset + inner] = false }
                offset += encoded.count
            case .error(let length):
                offset += length
            case .emptyInput:
                break loop
            }
        }
    }

    func isValid(_ range: ByteRange) -> Bool {
        range.start >= 0 && range.end <= count && range.start <= range.end
            && isBoundary[range.start] && isBoundary[range.end]
    }
}

/// Seeded byte- and token-level mutations.
enum Mutator {
    static let alphabet: [[UInt8]] = ["{", "}", "[", "]", ":", ",", "\"", "'", "/", "*", "\n", "\r\n", " ", "\\", "1", "-", "e",
                                      "//c\n", "/*c*/", "\"items\"", "\"plusButton\"", "\"title\"", "标", "😀", "\u{FEFF}"].map { Array($0.utf8) }
        + [[0xFF], [0xE6], [0x80]]

    static func mutate<G: RandomNumberGenerator>(_ input: [UInt8], using generator: inout G) -> [UInt8] {
        var bytes = input
        let steps = Int.random(in: 1...3, using: &generator)
        for _ in 0..<steps {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !bytes.isEmpty:  // delete 1-8 bytes
                let end = min(bytes.count, position + Int.random(in: 1...8, using: &generator))
                bytes.removeSubrange(min(position, end)..<end)
            case 1:  // insert a fragment
                bytes.insert(contentsOf: alphabet.randomElement(using: &generator)!, at: position)
            case 2 where !bytes.isEmpty:  // duplicate a range
                let start = Int.random(in: 0..<bytes.count, using: &generator)
                let end = min(bytes.count, start + Int.random(in: 1...24, using: &generator))
                bytes.insert(contentsOf: bytes[start..<end], at: position)
            case 3:  // swap two significant tokens
                let document = JSONCDocument(bytes: bytes)
                let significant = document.tokens.filter { !$0.kind.isTrivia && $0.kind != .endOfFile }
                guard significant.count >= 2 else { continue }
                var pair = [significant.randomElement(using: &generator)!, significant.randomElement(using: &generator)!]
                pair.sort { $0.range.start < $1.range.start }
                let (a, b) = (pair[0].range, pair[1].range)
                guard a.end <= b.start else { continue }
                bytes = Array(bytes[..<a.start]) + Array(bytes[b.start..<b.end]) + Array(bytes[a.end..<b.start])
                    + Array(bytes[a.start..<a.end]) + Array(bytes[b.end...])
            default:  // flip one byte
                guard !bytes.isEmpty else { continue }
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
            }
        }
        return bytes
    }
}
/// Reading the example and regression folders at test time.
enum Files {
    /// The files below `folder` whose names end with `suffix`, sorted; empty when it does not exist.
    static func list(_ folder: String, suffix: String) -> [String] {
        guard let relatives = try? FileManager.default.subpathsOfDirectory(atPath: folder) else { return [] }
        // Folders have no contents to read; `read` skips them.
        return relatives.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.map { folder + "/" + $0 }.sorted()
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
