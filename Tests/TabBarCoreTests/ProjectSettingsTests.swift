import Foundation
import JSONC
import Testing
@testable import TabBarCore

/// `.tabbarrc.json`: decoding, its findings, globs, and the generated schema.
@Suite struct ProjectSettingsTests {
    static func decode(_ text: String) -> (ProjectSettings, [Diagnostic]) {
        SettingsDecoder.decode(Array(text.utf8), rules: CoreRules.catalog)
    }

    @Test func decodesEveryKey() throws {
        let (settings, findings) = Self.decode("""
        // comments and trailing commas are fine
        {
          "select": ["TB001", "title-mismatch"],
          "ignore": ["missing-asset"],
          "severity": { "TB011": "off", "TB005": "warning", },
          "exclude": ["Vendor", "**/Generated/*.swift"],
          "devices": ["iphone-se", { "name": "fold", "width": 300, "height": 700, "safeAreaBottom": 20 }],
          "libraryVersion": "1.29.0",
          "failOn": "error",
          "baseline": "baseline.json",
        }
        """)
        #expect(findings.isEmpty, "\(findings)")
        #expect(settings.select == ["TB001", "TB003"])
        #expect(settings.ignore == ["TB014", "TB011"])
        #expect(settings.severity == ["TB005": .warning])
        #expect(settings.exclude == ["Vendor", "**/Generated/*.swift"])
        #expect(settings.devices?.map(\.name) == ["iphone-se", "fold"])
        #expect(settings.libraryVersion?.description == "1.29.0")
        #expect(settings.failOn == "error")
        #expect(settings.baseline == "baseline.json")
    }

    @Test func badKeysAndValuesGetFindingsInTheFileNeverACrash() {
        let text = """
        { "ignor": [], "select": ["TB0044", 3], "severity": { "TB005": "fatal", "TB099": "off" },
          "libraryVersion": "latest", "devices": ["iphone-5"], "failOn": "always", "exclude": "Pods",
          "failOn": "never" }
        """
        let (settings, findings) = Self.decode(text)
        let codes = findings.map(\.code)
        #expect(codes.filter { $0 == "TB006" }.count == 2, "ignor, TB099: \(findings.map(\.message))")
        #expect(codes.contains("TB008"), "failOn twice")
        #expect(codes.filter { $0 == "TB007" }.count == 7, "\(findings.map(\.message))")
        #expect(findings.contains { $0.message.contains("did you mean \"TB004\"") })
        #expect(findings.contains { $0.message.contains("did you mean \"ignore\"") })
        #expect(settings.severity.isEmpty)
        #expect(settings.failOn == "never")
        for finding in findings {
            #expect(finding.range.start >= 0 && finding.range.end <= text.utf8.count)
        }
        // Anything at all: never a crash.
        for broken in ["", "[", "{\"select\": {", "42", "{\"severity\": []}", "{\"devices\": [{}]}"] {
            _ = Self.decode(broken)
        }
        #expect(Self.decode("42").1.first?.code == "TB007")
        #expect(Self.decode("{").1.first?.code == "TB000")
    }

    @Test func commandLineFlagsWin() {
        var settings = ProjectSettings()
        settings.select = ["TB001", "TB002"]
        settings.ignore = ["TB003"]
        #expect(settings.lintOptions(under: LintOptions()).select == ["TB001", "TB002"])
        #expect(settings.lintOptions(under: LintOptions()).ignore == ["TB003"])
        let chosen = settings.lintOptions(under: LintOptions(select: ["TB003"]))
        #expect(chosen.select == ["TB003"])
        #expect(chosen.isEnabled("TB003"), "a rule the command line selects is not ignored by the settings")
        #expect(settings.lintOptions(under: LintOptions(ignore: ["TB001"])).isEnabled("TB001") == false)
    }

    @Test func severitiesAreApplied() {
        var settings = ProjectSettings()
        settings.severity = ["TB003": .error]
        settings.ignore = ["TB009"]
        let diagnostics = [TitleMismatchRule.description.diagnostic("a", at: ByteRange(0, 1)),
                           DuplicateTitleRule.description.diagnostic("b", at: ByteRange(2, 3)),
                           DuplicateKeyRule.description.diagnostic("c", at: ByteRange(4, 5))]
        let applied = settings.apply(to: diagnostics, options: settings.lintOptions(under: LintOptions()))
        #expect(applied.map(\.code) == ["TB003", "TB008"])
        #expect(applied.map(\.severity) == [.error, .warning])
    }

    @Test(arguments: [
        ("Vendor", "Vendor/A.m", true), ("Vendor", "App/Vendor/A.m", true), ("Vendor", "App/VendorX/A.m", false),
        ("*.swift", "App/A.swift", true), ("*.swift", "App/A.m", false), ("/App/*.m", "App/A.m", true),
        ("/App/*.m", "Lib/App/A.m", false), ("App/*.m", "App/Sub/A.m", false), ("App/**/*.m", "App/Sub/Deep/A.m", true),
        ("App/**/*.m", "App/A.m", true), ("**/Generated/*.swift", "X/Generated/G.swift", true),
        ("A?.m", "A1.m", true), ("A?.m", "A12.m", false), ("首页/*.swift", "首页/主.swift", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(PathGlob(pattern).matches(path) == matches, "\(pattern) ~ \(path)")
    }
}
