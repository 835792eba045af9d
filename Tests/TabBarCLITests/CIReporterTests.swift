import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import JSONC
import Testing

/// `--format junit`, `checkstyle` and `gitlab`: their published shapes. The XML is parsed with
/// Foundation's XMLParser (a real parser: it fails on any well-formedness error).
@Suite struct CIReporterTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// Elements and their attributes, in document order; nil when the document is not well-formed.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((name, attributes))
        }
    }

    static func parse(_ text: String) -> [(String, [String: String])]? {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    static func run(_ format: String) -> CLIRun {
        CLIRunner.run(["check", "--format", format, "."], in: examples)
    }

    @Test func junitIsWellFormedWithAFailurePerErrorOrWarning() throws {
        let run = Self.run("junit")
        #expect(run.exitCode == 1)
        let elements = try #require(Self.parse(run.stdout), "not well-formed:\n\(run.stdout)")
        #expect(elements.first?.0 == "testsuites")
        let failures = elements.filter { $0.0 == "failure" }
        #expect(!failures.isEmpty)
        #expect(elements.first?.1["failures"] == String(failures.count))
        let json = try #require(JSON.parse(Array(CLIRunner.run(["check", "--format", "json", "."], in: Self.examples).stdout.utf8)))
        let summary = json["summary"]
        let expected = Int((summary?["errors"]?.numberValue ?? 0) + (summary?["warnings"]?.numberValue ?? 0))
        #expect(failures.count == expected)
        #expect(elements.filter { $0.0 == "testsuite" }.count == Int(summary?["files"]?.numberValue ?? -1))
        #expect(failures.allSatisfy { ["error", "warning"].contains($0.1["type"] ?? "") })
    }

    @Test func checkstyleIsWellFormedWithLineColumnSeverityMessageSource() throws {
        let run = Self.run("checkstyle")
        let elements = try #require(Self.parse(run.stdout), "not well-formed:\n\(run.stdout)")
        #expect(elements.first?.0 == "checkstyle")
        let errors = elements.filter { $0.0 == "error" }
        #expect(!errors.isEmpty)
        for (_, attributes) in errors {
            #expect(Int(attributes["line"] ?? "") != nil && Int(attributes["column"] ?? "") != nil)
            #expect(["error", "warning", "info"].contains(attributes["severity"] ?? ""))
            #expect(attributes["message"]?.isEmpty == false)
            #expect(attributes["source"]?.hasPrefix("tabbar.TB") == true)
        }
        #expect(run.stdout.contains("&quot;"), "quotes in messages are escaped")
    }

    @Test func gitlabCodeQualityHasTheRequiredKeys() throws {
        let run = Self.run("gitlab")
        let issues = try #require(JSON.parse(Array(run.stdout.utf8))?.arrayValue)
        #expect(!issues.isEmpty)
        var fingerprints: Set<String> = []
        for issue in issues {
            #expect(issue["description"]?.stringValue?.isEmpty == false)
            #expect(issue["check_name"]?.stringValue?.hasPrefix("TB") == true)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"]?.stringValue ?? ""))
            #expect(issue["location"]?["path"]?.stringValue?.hasPrefix("/") == false, "relative paths")
            #expect((issue["location"]?["lines"]?["begin"]?.numberValue ?? 0) >= 1)
            let fingerprint = try #require(issue["fingerprint"]?.stringValue)
            #expect(fingerprints.insert(fingerprint).inserted, "unique fingerprints")
        }
    }

    @Test func htmlIsOneSelfContainedPageWithEveryBarDrawnAndFindingsMarked() throws {
        let run = Self.run("html")
        #expect(run.exitCode == 1)
        let page = run.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("src="), "no URL, nothing to fetch")
        #expect(!page.contains("<script"))
        #expect(page.components(separatedBy: "<svg").count - 1 >= 3)
        #expect(page.contains("class=\"tabbar-mark\""), "findings with a place are outlined")
        #expect(page.contains("TB011 above the bar"))
        // Findings about one tab are marked on it: a storyboard's default title, a placeholder under a button,
        // a view controller's title in another file, an item listed under the More tab.
        for label in ["TB033", "TB032", "TB003", "TB003 TB014", "TB001 beyond the fifth item; item 5: TB009"] {
            #expect(page.contains("class=\"tabbar-mark-label\">\(label)<"), "\(label)")
        }
        // Source projects too: the Swift example app's tab bar and its finding with the source line.
        #expect(page.contains("MainTabBarController.swift:"), "a tab bar built in Swift is drawn")
        #expect(page.contains("ComposeButton.swift:33:16"))
        #expect(page.contains("<span class=\"line\">33</span>         return 7"))
    }

    @Test func htmlShowsAWindowOfAVeryLongLine() throws {
        // A minified file: one line of about 12 KB, the finding at its end.
        let padding = (0..<400).map { "\"k\($0)\": \"value\($0)\"" }.joined(separator: ", ")
        let text = #"{ "preview": { "#+padding+#" }, "items": [ { "title": "A", "image": "a" } ], "plusButton": { "image": "p", "multiplerInCenterY": 0.5 } }"#
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "long.tabbar.json", "--select", "TB004", "--format", "html"], stdin: text)
        let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("<span class=\"line\">1</span>") })
        #expect(line.contains("<span class=\"line\">1</span> …"))
        #expect(line.contains("multiplerInCenterY"))
        #expect(line.utf8.count < 1_000)
    }
}
