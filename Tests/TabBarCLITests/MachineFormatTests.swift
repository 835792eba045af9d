import Foundation
import JSONC
import TabBarCore
import Testing
@testable import TabBarCLI
import ProjectReader

/// `--format json|sarif|github|xcode`: shapes, positions and escaping.
@Suite struct MachineFormatTests {
    /// The TB004 key sits after CJK text and an emoji (a UTF-16 surrogate pair) on its line.
    static let text = """
    {
      "items": [ { "title": "首页", "image": "home" }, { "title": "我", "image": "me" } ],
      "plusButton": { "title": "发布😀", "image": "p", "multiplerInCenterY": 0.5 }
    }

    """

    static func json(_ arguments: [String], stdin: String = text, variables: [String: String] = [:]) throws -> JSON {
        let run = CLIRunner.run(arguments, stdin: stdin, variables: variables)
        return try #require(JSON.parse(Array(run.stdout.utf8)), "not JSON: \(run.stdout)")
    }

    @Test func jsonHasTheSpecShapeWithScalarColumnsAndByteOffsets() throws {
        let root = try Self.json(["check", "-", "--stdin-filename", "Examples/x.tabbar.json", "--format", "json"])
        #expect(root.objectValue?.keys == ["version", "files", "summary", "bars"])
        #expect(root["bars"] == [], "a configuration file is no bar read from source")
        #expect(root["version"] == 1)
        let file = try #require(root["files"]?.arrayValue?.first)
        #expect(file["path"] == "Examples/x.tabbar.json")
        let diagnostic = try #require(file["diagnostics"]?.arrayValue?.first)
        #expect(Array(diagnostic.objectValue?.keys.prefix(6) ?? []) == ["code", "name", "severity", "message", "range", "fixes"])
        #expect(diagnostic["code"] == "TB004")
        #expect(diagnostic["name"] == "deprecated-multiplier")
        #expect(diagnostic["severity"] == "warning")
        #expect(diagnostic["tags"] == ["deprecated"])
        let start = try #require(diagnostic["range"]?["start"])
        let end = try #require(diagnostic["range"]?["end"])
        // Line 3: `  "plusButton": { "title": "发布😀", "image": "p", ` is 46 scalars before the key.
        let line3 = "  \"plusButton\": { \"title\": \"发布😀\", \"image\": \"p\", "
        let offset = Self.text.components(separatedBy: "\n").prefix(2).map { $0.utf8.count + 1 }.reduce(0, +)
            + line3.utf8.count
        #expect(start["line"] == 3)
        #expect(start["column"] == .number(Double(line3.unicodeScalars.count + 1)))
        #expect(start["offset"] == .number(Double(offset)))
        #expect(end["line"] == 3)
        #expect(end["column"] == .number(Double(line3.unicodeScalars.count + 1 + "\"multiplerInCenterY\"".count)))
        #expect(end["offset"] == .number(Double(offset + "\"multiplerInCenterY\"".utf8.count)))
        let fix = try #require(diagnostic["fixes"]?.arrayValue?.first)
        #expect(fix["title"] == "Rename to \"multiplierOfTabBarHeight\"")
        #expect(fix["applicability"] == "safe")
        let edit = try #require(fix["edits"]?.arrayValue?.first)
        #expect(edit["newText"] == "\"multiplierOfTabBarHeight\"")
        #expect(edit["range"]?["start"] == start)
        #expect(root["summary"] == ["files": 1, "errors": 0, "warnings": 1, "infos": 0, "fixable": 1])
    }

    @Test func jsonOfACleanRunListsTheFileWithNoDiagnostics() throws {
        let root = try Self.json(["check", "-", "--format", "json"], stdin: Fixtures.clean)
        #expect(root["files"] == [["path": "<stdin>", "diagnostics": []]])
        #expect(root["summary"]?["files"] == 1)
    }

    @Test func sarifHasOneRunWithEveryRuleAndLocatedResults() throws {
        let root = try Self.json(["check", "-", "--stdin-filename", "My App/标签.tabbar.json", "--format", "sarif"],
                                 variables: ["TABBAR_DOCS_URL": "https://example.org/tabbar/docs/rules"])
        #expect(root["version"] == "2.1.0")
        #expect(root["$schema"]?.stringValue?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(root["runs"]?.arrayValue)
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] == "unicodeCodePoints")
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"] == "tabbar")
        #expect(driver["version"] == .string(TabBarVersion.current))
        #expect(driver["informationUri"] == "https://example.org/tabbar/docs/rules/README.md")
        let rules = try #require(driver["rules"]?.arrayValue)
        #expect(rules.map { $0["id"]?.stringValue ?? "" } == RuleRegistry.descriptions.map(\.code))
        for rule in rules {
            for key in ["id", "name", "shortDescription", "fullDescription", "help", "helpUri", "defaultConfiguration"] {
                #expect(rule[key] != nil, "rule \(rule["id"] ?? nil) lacks \(key)")
            }
            #expect(rule["shortDescription"]?["text"]?.stringValue?.isEmpty == false)
            #expect(rule["helpUri"]?.stringValue == "https://example.org/tabbar/docs/rules/\(rule["id"]?.stringValue ?? "").md")
        }
        #expect(rules[4]["defaultConfiguration"]?["level"] == "warning")
        #expect(rules[11]["defaultConfiguration"]?["level"] == "note")
        let result = try #require(run["results"]?.arrayValue?.first)
        #expect(result["ruleId"] == "TB004")
        #expect(result["ruleIndex"] == 4)
        #expect(result["level"] == "warning")
        #expect(result["message"]?["text"]?.stringValue?.contains("multiplerInCenterY") == true)
        let location = try #require(result["locations"]?.arrayValue?.first?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"] == "My%20App/%E6%A0%87%E7%AD%BE.tabbar.json")
        let region = try #require(location["region"])
        #expect(region["startLine"] == 3)
        #expect(region["startColumn"] == 49)
        #expect(region["endLine"] == 3)
        #expect(region["endColumn"] == 69)
        let fingerprint = result["partialFingerprints"]?.objectValue?.members.first?.value.stringValue
        #expect(fingerprint?.count == 16)
    }

    @Test func sarifFingerprintsSurviveMovedLines() throws {
        func fingerprint(_ text: String) throws -> JSON? {
            try Self.json(["check", "-", "--format", "sarif"], stdin: text)["runs"]?.arrayValue?.first?["results"]?
                .arrayValue?.first?["partialFingerprints"]
        }
        let moved = "\n\n// a comment\n" + Self.text
        #expect(try fingerprint(Self.text) == fingerprint(moved))
        #expect(try fingerprint(Self.text) != fingerprint(Self.text.replacingOccurrences(of: "0.5", with: "0.6")))
    }

    @Test func sarifFingerprintsOnAVeryLongLineTakeTheTextAroundTheFinding() throws {
        // A minified file: one line of about 12 KB, the finding at its end.
        func text(_ value: String, _ plus: String = "0.5") -> String {
            let padding = (0..<400).map { "\"k\($0)\": \"\($0 < 300 ? value : "x")\"" }.joined(separator: ", ")
            return #"{ "preview": { "#+padding+#" }, "items": [ { "title": "A", "image": "a" } ], "plusButton": { "image": "p", "multiplerInCenterY": "#
                + plus + " } }"
        }
        func fingerprint(_ text: String) throws -> JSON? {
            try Self.json(["check", "-", "--format", "sarif", "--select", "TB004"], stdin: text)["runs"]?.arrayValue?.first?["results"]?
                .arrayValue?.first?["partialFingerprints"]
        }
        #expect(text("v").utf8.count > LineWindow.longLineBytes)
        let base = try #require(try fingerprint(text("v")))
        // The whole line would change with the values far before the finding; the text around it does not.
        #expect(try fingerprint(text("w")) == base)
        #expect(try fingerprint(text("v", "0.6")) != base)
    }

    @Test func githubAnnotationsEscapePropertiesAndData() {
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "a,b:c%.tabbar.json", "--format", "github"],
                                stdin: Self.text)
        #expect(run.stdout == "::warning file=a%2Cb%3Ac%25.tabbar.json,line=3,col=49,endLine=3,endColumn=68,"
                + "title=TB004 deprecated-multiplier::\"multiplerInCenterY\" is deprecated since CYLTabBarController "
                + "1.6.0: rename it to \"multiplierOfTabBarHeight\"\n")
        #expect(GitHubReporter.escapeData("50%\r\nnext") == "50%25%0D%0Anext")
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let info = CLIRunner.run(["check", "-", "--format", "github"], stdin: Fixtures.infoOnly)
        #expect(info.stdout.hasPrefix("::notice file=<stdin>,line=2,"))
        let error = CLIRunner.run(["check", "-", "--format", "github"], stdin: Fixtures.oddPlus)
        #expect(error.stdout.hasPrefix("::error "))
    }

    @Test func xcodeFormatUsesAbsolutePathsAndXcodeKinds() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Self.text)
        try dir.write("b.tabbar.json", Fixtures.infoOnly)
        try dir.write("c.tabbar.json", Fixtures.oddPlus)
        let run = CLIRunner.run(["check", "--format", "xcode"], in: dir.path)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "\(dir.path)/a.tabbar.json:3:49: warning: \"multiplerInCenterY\" is deprecated since "
                + "CYLTabBarController 1.6.0: rename it to \"multiplierOfTabBarHeight\" [TB004]")
        #expect(lines[1].hasPrefix("\(dir.path)/b.tabbar.json:2:3: note: "))
        #expect(lines[1].hasSuffix(" [TB011]"))
        #expect(lines[2].hasPrefix("\(dir.path)/c.tabbar.json:2:3: error: "))
    }
}
