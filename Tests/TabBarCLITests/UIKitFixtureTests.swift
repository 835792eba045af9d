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

    static func findings(of app: String) throws -> [String] {
        let run = CLIRunner.run(["check", "--format", "json", "."], in: root.appendingPathComponent(app).path)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)), "\(run.stderr)")
        var lines: [String] = []
        for file in json["files"]?.arrayValue ?? [] {
            let path = file["path"]?.stringValue ?? "?"
            for diagnostic in file["diagnostics"]?.arrayValue ?? [] {
                let line = diagnostic["range"]?["start"]?["line"]?.numberValue.map { Int($0) } ?? 0
                lines.append("\(path):\(line): \(diagnostic["code"]?.stringValue ?? "?")")
            }
        }
        return lines.sorted()
    }

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
        let source = Set(try Self.findings(of: app).compactMap { $0.split(separator: " ").last.map(String.init) })
            .intersection(Self.sharedRules)
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let folder = dir.path + "/" + app
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent(app).path, toPath: folder)
        let output = folder + "/imported.tabbar.json"
        let imported = CLIRunner.run(["import", "-o", output, "."], in: folder)
        #expect(imported.exitCode == 0, "\(app): \(imported.stderr)")
        let run = CLIRunner.run(["check", "--format", "json", output], in: folder)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)), "\(run.stderr)")
        let codes = Set((json["files"]?.arrayValue ?? []).flatMap { file in
            (file["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        }).intersection(Self.sharedRules)
        #expect(codes == source, "\(app): import gives \(codes.sorted()), source gives \(source.sorted())")
    }
}
