import Foundation
import JSONC
import Testing

/// The example apps under `Examples/Sources/`: `tabbar check` of each folder reports exactly the
/// findings its `EXPECTED.txt` lists (`path:line: CODE`, paths relative to the app's folder), and
/// nothing on the apps that are right. Then the same codes through `tabbar import`.
@Suite struct SourceFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Sources")

    static let apps = apps(in: root)

    /// The folders of `root` holding an `EXPECTED.txt`, sorted.
    static func apps(in root: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/EXPECTED.txt").path) }.sorted()
    }

    /// `path:line: CODE` of every finding of `tabbar check --format json` on `app`.
    static func findings(of app: String, in root: URL = root) throws -> [String] {
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

    @Test func everyAppHasAnExpectation() {
        #expect(Self.apps.count >= 8, "Examples/Sources holds \(Self.apps)")
    }

    @Test(arguments: apps)
    func checkReportsExactlyTheExpectedFindings(app: String) throws {
        let expectedText = try String(contentsOf: Self.root.appendingPathComponent(app + "/EXPECTED.txt"), encoding: .utf8)
        let expected = expectedText.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
        let found = try Self.findings(of: app)
        #expect(found == expected, "\(app)")
    }

    /// The rules that check both configuration files and source.
    static let sharedRules: Set<String> = ["TB001", "TB002", "TB003", "TB004", "TB005", "TB009", "TB010", "TB011",
                                           "TB012", "TB013", "TB014", "TB022"]

    @Test(arguments: apps)
    func importedConfigurationReportsTheSameSharedCodes(app: String) throws {
        try Self.expectImportParity(app: app, in: Self.root, sharedRules: Self.sharedRules)
    }

    /// `tabbar import` of the app at `root/app`, checked, reports the codes of `sharedRules` that
    /// `tabbar check` of its source reports (UIKit apps too, with their own list).
    static func expectImportParity(app: String, in root: URL, sharedRules: Set<String>) throws {
        let source = Set(try findings(of: app, in: root).compactMap { $0.split(separator: " ").last.map(String.init) })
            .intersection(sharedRules)
        // A copy of the app, so the import sits beside the same asset catalogs without other tests seeing it.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let folder = dir.path + "/" + app
        try FileManager.default.copyItem(atPath: root.appendingPathComponent(app).path, toPath: folder)
        let output = folder + "/imported.tabbar.json"
        let imported = CLIRunner.run(["import", "-o", output, "."], in: folder)
        #expect(imported.exitCode == 0, "\(app): \(imported.stderr)")
        let run = CLIRunner.run(["check", "--format", "json", output], in: folder)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)), "\(run.stderr)")
        let codes = Set((json["files"]?.arrayValue ?? []).flatMap { file in
            (file["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        }).intersection(sharedRules)
        #expect(codes == source, "\(app): import gives \(codes.sorted()), source gives \(source.sorted())")
    }
}
