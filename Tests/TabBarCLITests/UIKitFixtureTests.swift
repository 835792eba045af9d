import Foundation
import JSONC
import Testing

/// The UIKit apps under `Examples/UIKit/` (SPEC section 8): `tabbar check` of each folder reports exactly
/// the findings its `EXPECTED.txt` lists, `tabbar preview` lays out its bar, and `tabbar import` gives a
/// configuration with the same codes for the rules both share.
@Suite struct UIKitFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/UIKit")

    static let apps: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/EXPECTED.txt").path) }.sorted()
    }()

    static func findings(of app: String) throws -> [String] { try SourceFixtureTests.findings(of: app, in: root) }

    @Test func thereAreCleanAndFaultyApps() throws {
        #expect(Self.apps.count >= 4, "Examples/UIKit holds \(Self.apps)")
        let clean = try Self.apps.filter { try Self.findings(of: $0).isEmpty }
        #expect(clean.count >= 2 && clean.count < Self.apps.count, "clean: \(clean)")
    }

    @Test(arguments: apps)
    func checkReportsExactlyTheExpectedFindings(app: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(app + "/EXPECTED.txt"), encoding: .utf8)
        let expected = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
        #expect(try Self.findings(of: app) == expected, "\(app)")
    }

    @Test(arguments: apps)
    func previewLaysOutTheStockBar(app: String) {
        let run = CLIRunner.run(["preview", "."], in: Self.root.appendingPathComponent(app).path)
        #expect(run.exitCode == 0, "\(app): \(run.stderr)")
        #expect(run.stdout.contains(" items"), "\(app): \(run.stdout)")
    }

    static let sharedRules: Set<String> = ["TB001", "TB003", "TB009", "TB012", "TB013", "TB014", "TB022"]

    @Test(arguments: apps)
    func importedConfigurationReportsTheSameSharedCodes(app: String) throws {
        try SourceFixtureTests.expectImportParity(app: app, in: Self.root, sharedRules: Self.sharedRules)
    }
}
