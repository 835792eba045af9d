import JSONC
import ProjectReader
import Testing
import TabBarCore

/// Runs every rule's source examples (SPEC section 7) as `RuleExamplesTests` runs the JSON ones:
/// findings exactly at the markers of each file, none on passing examples, each correction's exact
/// output, and the same again behind a multi-byte prefix.
@Suite struct SourceRuleExamplesTests {
    /// The rules SPEC section 7 runs on source, which must carry examples in both languages.
    static let sourceCodes = ["TB001", "TB002", "TB003", "TB004", "TB005", "TB009", "TB010", "TB011", "TB012",
                              "TB013", "TB014", "TB015", "TB016", "TB017", "TB018", "TB019", "TB020", "TB021",
                              "TB022", "TB023", "TB033"]
    /// Mistakes one language cannot make: a Swift class initializer cannot assign `self` (TB021); a storyboard
    /// has no CYLTabBarController (plus button, setters, registrations) and no more than the More tab's slots.
    /// TB033 is about Interface Builder's default titles, which only a storyboard has.
    static let impossible: [String: Set<String>] = ["TB021": ["swift", "storyboard"], "TB033": ["objective-c", "swift"]].merging(
        ["TB002", "TB004", "TB005", "TB010", "TB011", "TB015", "TB016", "TB017", "TB018", "TB019", "TB020", "TB023"]
            .map { ($0, ["storyboard"]) }, uniquingKeysWith: { $0.union($1) })
    static let prefix = "// 标签栏 😀 prefix\n"

    static func lint(_ files: [(name: String, text: String)], assets: [String]?, prefix: String = "")
        -> (SourceProject, [[Diagnostic]]) {
        let inputs = files.map { SourceProjectReader.Input(path: $0.name, bytes: Array((prefix + $0.text).utf8)) }
        let project = SourceProjectReader.project(inputs)
        let options = LintOptions(assets: assets.map { AssetIndex(names: Set($0), catalogs: ["Assets.xcassets"]) })
        return (project, SourceLinter.lint(project, options: options))
    }

    static func plain(_ example: SourceExample) -> [(name: String, text: String)] {
        example.files.map { ($0.name, $0.text.filter { $0 != Example.marker }) }
    }

    @Test(arguments: sourceCodes)
    func everySourceRuleHasExamplesInBothLanguages(code: String) throws {
        let description = try #require(RuleRegistry.description(for: code))
        #expect(RuleRegistry.sourceRules.contains { type(of: $0).description.code == code }, "\(code) does not check source")
        let frontEnds = SourceProjectReader.frontEnds
        for frontEnd in frontEnds where Self.impossible[code]?.contains(frontEnd.id) != true {
            #expect(description.source.triggering.contains { $0.frontEndIDs(among: frontEnds).contains(frontEnd.id) },
                    "\(code) has no triggering \(frontEnd.id) example")
            #expect(description.source.nonTriggering.contains { $0.frontEndIDs(among: frontEnds).contains(frontEnd.id) },
                    "\(code) has no passing \(frontEnd.id) example")
        }
    }

    @Test(arguments: RuleRegistry.descriptions.filter { !$0.source.triggering.isEmpty }.map(\.code))
    func triggeringExamplesReportAtEachMarker(code: String) throws {
        let description = try #require(RuleRegistry.description(for: code))
        for example in description.source.triggering {
            for prefix in ["", Self.prefix] {
                let (project, findings) = Self.lint(Self.plain(example), assets: example.assets, prefix: prefix)
                for (name, text) in example.files {
                    let fileIndex = project.files.firstIndex { $0.path == name }
                    let starts = fileIndex.map { findings[$0].filter { $0.code == code }.map(\.range.start) } ?? []
                    let expected = Example(text).markerOffsets.map { $0 + prefix.utf8.count }
                    let all = fileIndex.map { findings[$0].map { "\($0.code)@\($0.range.start) \($0.message)" } } ?? ["(file not read)"]
                    #expect(starts == expected, "\(code) example at \(example.file):\(example.line), \(name), prefix=\(!prefix.isEmpty): \(all)",
                            sourceLocation: SourceLocation(fileID: "TabBarCore/\(code)", filePath: example.file, line: example.line, column: 1))
                }
            }
        }
    }

    @Test(arguments: RuleRegistry.descriptions.filter { !$0.source.nonTriggering.isEmpty }.map(\.code))
    func nonTriggeringExamplesAreClean(code: String) throws {
        let description = try #require(RuleRegistry.description(for: code))
        for example in description.source.nonTriggering {
            let (_, findings) = Self.lint(Self.plain(example), assets: example.assets, prefix: Self.prefix)
            let own = findings.flatMap { $0 }.filter { $0.code == code }
            #expect(own.isEmpty, "\(code) fired on its passing example at \(example.file):\(example.line): \(own.map(\.message))",
                    sourceLocation: SourceLocation(fileID: "TabBarCore/\(code)", filePath: example.file, line: example.line, column: 1))
        }
    }

    @Test(arguments: RuleRegistry.descriptions.filter { !$0.source.corrections.isEmpty }.map(\.code))
    func correctionsProduceTheExactOutput(code: String) throws {
        let description = try #require(RuleRegistry.description(for: code))
        for correction in description.source.corrections {
            for prefix in ["", Self.prefix] {
                let (project, findings) = Self.lint(correction.files, assets: nil, prefix: prefix)
                let index = try #require(project.files.firstIndex { $0.path == correction.changedFile },
                                         "\(code) correction at \(correction.file):\(correction.line): \(correction.changedFile) not read")
                let own = findings[index].filter { $0.code == code }
                #expect(!own.isEmpty, "\(code) correction at \(correction.file):\(correction.line) found nothing to fix")
                let fixes: [Fix]
                if let title = correction.fixTitle {
                    fixes = own.compactMap { diagnostic in diagnostic.fixes.first { $0.title == title } }
                    #expect(!fixes.isEmpty, "\(code): no fix titled \(title); have \(own.flatMap(\.fixes).map(\.title))")
                } else {
                    fixes = own.compactMap { diagnostic in diagnostic.fixes.first { $0.applicability == .safe } }
                }
                let edits = FixApplier.nonOverlapping(fixes).flatMap(\.edits)
                let after = String(decoding: FixApplier.apply(edits, to: project.files[index].bytes), as: UTF8.self)
                #expect(after == prefix + correction.after, "\(code) correction at \(correction.file):\(correction.line)",
                        sourceLocation: SourceLocation(fileID: "TabBarCore/\(code)", filePath: correction.file, line: correction.line, column: 1))
                // Fixing is idempotent: the fixed files no longer offer the same fix.
                var files = correction.files
                for position in files.indices where files[position].name == correction.changedFile {
                    files[position].text = String(after.dropFirst(prefix.count))
                }
                let (_, again) = Self.lint(files, assets: nil, prefix: prefix)
                let repeated = again.flatMap { $0 }.filter { $0.code == code }.flatMap(\.fixes)
                    .filter { fix in fixes.contains { $0.title == fix.title && $0.applicability == .safe } }
                #expect(repeated.isEmpty, "\(code) correction at \(correction.file):\(correction.line) is not idempotent")
            }
        }
    }
}
