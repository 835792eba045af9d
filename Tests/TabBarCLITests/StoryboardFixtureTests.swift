import Foundation
import JSONC
import Testing

/// The storyboard apps under `Examples/Storyboards/`: `tabbar check` of each folder reports exactly the
/// findings its `EXPECTED.txt` lists, as for `Examples/Sources/`; `preview` and `import` read a storyboard
/// or the folder holding one.
@Suite struct StoryboardFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Storyboards")

    static let apps: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/EXPECTED.txt").path) }.sorted()
    }()

    @Test func everyAppHasAnExpectation() {
        #expect(Self.apps == ["Bookshelf", "Clean", "ComposeBar", "Newsstand", "RaisedBar"])
    }

    @Test(arguments: apps)
    func checkReportsExactlyTheExpectedFindings(app: String) throws {
        let expectedText = try String(contentsOf: Self.root.appendingPathComponent(app + "/EXPECTED.txt"), encoding: .utf8)
        let expected = expectedText.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
        let found = try SourceFixtureTests.findings(of: app, in: Self.root)
        #expect(found == expected, "\(app)")
    }

    @Test func checkOnOneStoryboardReportsItsFindingsAtTheirLines() {
        let run = CLIRunner.run(["check", "Bookshelf/Base.lproj/Main.storyboard"], in: Self.root.appendingPathComponent("Bookshelf").path)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stdout.contains("Main.storyboard:98:"), "\(run.stdout)")
        #expect(run.stdout.contains("TB033"), "\(run.stdout)")
        #expect(!run.stdout.contains("ReadingViewController"), "only the named file is reported")
    }

    @Test func previewDrawsTheStoryboardBar() {
        let run = CLIRunner.run(["preview", "."], in: Self.root.appendingPathComponent("Clean").path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Main.storyboard:14: 4 items"), "\(run.stdout)")
        for title in ["Library", "Profile", "Reading", "Favorites"] { #expect(run.stdout.contains(title), "\(title)") }
    }

    @Test func previewDrawsAStoryboardsCustomBarWithItsOwnArithmetic() {
        let run = CLIRunner.run(["preview", "."], in: Self.root.appendingPathComponent("ComposeBar").path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        // The Shop scene's ShopTabBar: five slots with the third left to the scan button, centred on the whole bar.
        #expect(run.stdout.contains("Main.storyboard:70: 4 items"), "\(run.stdout)")
        #expect(run.stdout.contains("(+) in slot 3 (index 2): x 164.5"), "\(run.stdout)")
        #expect(run.stdout.contains("(wholeBarHeight)"), "\(run.stdout)")
    }

    @Test func importWritesTheStoryboardItems() {
        let run = CLIRunner.run(["import", "Bookshelf/Base.lproj/Main.storyboard"], in: Self.root.appendingPathComponent("Bookshelf").path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"title\": \"Reading\", // Main.storyboard:"), "\(run.stdout)")
        #expect(JSONCDocument(bytes: Array(run.stdout.utf8)).errors.isEmpty)
    }
}
