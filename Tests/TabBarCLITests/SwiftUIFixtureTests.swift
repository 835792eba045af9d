import Foundation
import JSONC
import Testing

/// The SwiftUI apps under `Examples/SwiftUI/`: `tabbar check` of each folder reports exactly the findings its
/// `EXPECTED.txt` lists, names its bar's technology SwiftUI, and `tabbar preview` lays out the stock bar.
@Suite struct SwiftUIFixtureTests {
    static let root = SourceFixtureTests.root.deletingLastPathComponent().appendingPathComponent("SwiftUI")
    static let apps = SourceFixtureTests.apps(in: root)

    @Test func thereAreCleanAndFaultyApps() throws {
        #expect(Self.apps.count >= 2, "Examples/SwiftUI holds \(Self.apps)")
        let clean = try Self.apps.filter { try SourceFixtureTests.findings(of: $0, in: Self.root).isEmpty }
        #expect(!clean.isEmpty && clean.count < Self.apps.count, "clean: \(clean)")
    }

    @Test(arguments: apps)
    func checkReportsExactlyTheExpectedFindings(app: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(app + "/EXPECTED.txt"), encoding: .utf8)
        let expected = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
        #expect(try SourceFixtureTests.findings(of: app, in: Self.root) == expected, "\(app)")
    }

    @Test(arguments: apps)
    func theBarIsSwiftUIsAndFullyRead(app: String) throws {
        let run = CLIRunner.run(["check", "--format", "json", "."], in: Self.root.appendingPathComponent(app).path)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)), "\(run.stderr)")
        let bars = json["bars"]?.arrayValue ?? []
        #expect(bars.map { $0["technology"]?.stringValue } == ["SwiftUI"], "\(app)")
        #expect(bars.map { $0["coverage"]?.stringValue } == ["read"], "\(app)")
        #expect(bars.map { $0["tabs"]?.numberValue } == [5], "\(app)")
    }

    @Test(arguments: apps)
    func previewLaysOutTheStockBar(app: String) {
        let run = CLIRunner.run(["preview", "."], in: Self.root.appendingPathComponent(app).path)
        #expect(run.exitCode == 0, "\(app): \(run.stderr)")
        #expect(run.stdout.contains("5 items"), "\(app): \(run.stdout)")
    }
}
