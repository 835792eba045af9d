import Foundation
import Testing
import TabBarWorkspace
@testable import TabBarCLI

/// File discovery, exit codes, --fail-on, --select/--ignore, I/O errors and standard input.
@Suite struct CheckCommandTests {
    @Test func cleanFileExits0() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("tabbar.json", Fixtures.clean)
        let run = CLIRunner.run(["check"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "Read 1 file, 1 with a tab bar: no problems.\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func findingsExit1() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.warningOnly)
        let run = CLIRunner.run(["check", "."], in: dir.path)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("a.tabbar.json:1:57: warning[TB009]"))
    }

    @Test(arguments: [
        ("warningOnly", "warning", Int32(1)), ("warningOnly", "error", 0), ("warningOnly", "info", 1),
        ("warningOnly", "never", 0), ("oddPlus", "error", 1), ("oddPlus", "never", 0),
        ("infoOnly", "warning", 0), ("infoOnly", "info", 1), ("clean", "info", 0),
    ])
    func failOnDecidesTheExitCode(fixture: String, failOn: String, expected: Int32) throws {
        let texts = ["warningOnly": Fixtures.warningOnly, "oddPlus": Fixtures.oddPlus, "infoOnly": Fixtures.infoOnly,
                     "clean": Fixtures.clean]
        let text = try #require(texts[fixture])
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("x.tabbar.json", text)
        let run = CLIRunner.run(["check", "--fail-on", failOn], in: dir.path)
        #expect(run.exitCode == expected, "--fail-on \(failOn): \(run.stdout)")
    }

    @Test func discoveryFindsConfigFilesAndSkipsToolFolders() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for name in ["tabbar.json", "app/main.tabbar.json", "app/b/tabbar.json", "app-extra/tabbar.json",
                     ".git/tabbar.json", ".build/x.tabbar.json", "Pods/tabbar.json", "Carthage/tabbar.json",
                     "DerivedData/tabbar.json", "node_modules/tabbar.json", "app/settings.json", "app/.tabbar.json.bak",
                     "app/notatabbar.json"] {
            try dir.write(name, Fixtures.warningOnly)
        }
        let run = CLIRunner.run(["check", "--format", "json"], in: dir.path)
        let paths = run.stdout.split(separator: "\n").filter { $0.contains("\"path\"") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(paths == ["\"path\": \"app/b/tabbar.json\",", "\"path\": \"app/main.tabbar.json\",",
                          "\"path\": \"app-extra/tabbar.json\",", "\"path\": \"tabbar.json\","])
    }

    @Test func explicitFilesAreCheckedWhateverTheirNameAndPathsStayAsGiven() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("sub/config.json", Fixtures.warningOnly)
        try dir.write("sub/z.tabbar.json", Fixtures.warningOnly)
        let run = CLIRunner.run(["check", "sub/config.json", "./sub", "sub/config.json"], in: dir.path)
        let headers = run.stdout.split(separator: "\n").filter { $0.contains("warning[") }
        #expect(headers.count == 2)
        #expect(headers[0].hasPrefix("sub/config.json:1:57:"))
        #expect(headers[1].hasPrefix("sub/z.tabbar.json:1:57:"))
        let absolute = CLIRunner.run(["check", dir.path + "/sub/config.json"])
        #expect(absolute.stdout.hasPrefix(dir.path + "/sub/config.json:1:57: warning[TB009]"))
    }

    @Test func manyFilesGiveSortedDeterministicOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for index in (0..<40).reversed() {
            try dir.write("f\(index % 4)/n\(index).tabbar.json", index % 3 == 0 ? Fixtures.clean : Fixtures.fixable)
        }
        let first = CLIRunner.run(["check", "--format", "json"], in: dir.path)
        for _ in 0..<3 {
            #expect(CLIRunner.run(["check", "--format", "json"], in: dir.path).stdout == first.stdout)
        }
        let paths = first.stdout.split(separator: "\n").filter { $0.contains("\"path\"") }.map(String.init)
        #expect(paths.count == 40)
        #expect(paths == paths.sorted { ConfigFileFinder.pathOrder($0, $1) })
    }

    @Test func missingPathExits2AndStillChecksTheOthers() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.clean)
        let run = CLIRunner.run(["check", "nope", "a.tabbar.json"], in: dir.path)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "tabbar: error: nope: no such file or folder\n")
        #expect(run.stdout == "Read 1 file, 1 with a tab bar: no problems; 1 path could not be read (see the error above).\n")
    }

    @Test func aMissingPathAloneClaimsNoSuccess() {
        let run = CLIRunner.run(["check", "nothere.json"])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "tabbar: error: nothere.json: no such file or folder\n")
        #expect(run.stdout == "No files read: 1 path could not be read (see the error above).\n")
        #expect(!run.stdout.contains("no problems"))
    }

    @Test func unreadableFileExits2() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.clean)
        let failing = FailingFileSystem(base: LocalFileSystem(currentDirectory: dir.path), failReadsOf: "a.tabbar.json")
        let run = CLIRunner.run(["check", "a.tabbar.json"], fileSystem: failing)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "tabbar: error: a.tabbar.json: permission denied\n")
    }

    @Test func aFolderWithoutConfigurationsWarnsAndExits0() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let run = CLIRunner.run(["check"], in: dir.path)
        #expect(run.exitCode == 0)
        #expect(run.stderr.contains("no tabbar.json, *.tabbar.json or source files found in ."))
    }

    @Test func selectAndIgnoreTakeCodesAndNames() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.fixable)
        func codes(_ extra: [String]) -> [String] {
            let run = CLIRunner.run(["check", "--format", "github"] + extra, in: dir.path)
            return run.stdout.split(separator: "\n").compactMap { line in
                line.range(of: "title=").map { String(line[$0.upperBound...].prefix(5)) }
            }
        }
        #expect(codes([]) == ["TB003", "TB009", "TB011", "TB004"])
        #expect(codes(["--select", "TB003,deprecated-multiplier"]) == ["TB003", "TB004"])
        #expect(codes(["--ignore", "title-mismatch", "--ignore", "TB009,plus-overflows-bar"]) == ["TB004"])
        #expect(codes(["--select", "TB003", "--ignore", "TB003"]) == [])
    }

    @Test func standardInputIsCheckedUnderItsGivenName() throws {
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "App/tabbar.json"], stdin: Fixtures.warningOnly)
        #expect(run.exitCode == 1)
        #expect(run.stdout.hasPrefix("App/tabbar.json:1:57: warning[TB009]"))
        let unnamed = CLIRunner.run(["check", "-"], stdin: Fixtures.clean)
        #expect(unnamed.exitCode == 0)
        #expect(unnamed.stdout == "Read 1 file, 1 with a tab bar: no problems.\n")
    }

    @Test func assetCatalogsNearTheFileAreUsed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.mkdir(".git")
        try dir.write("Assets.xcassets/home.imageset/Contents.json", "{}")
        try dir.write("App/tabbar.json", #"{ "items": [ { "title": "A", "image": "hme" } ] }"#)
        let run = CLIRunner.run(["check", "App"], in: dir.path)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("warning[TB014] image \"hme\" is not in Assets.xcassets: did you mean \"home\"?"))
    }
}

/// Wraps a file system and fails reads of one path, as an unreadable file would.
struct FailingFileSystem: FileSystem {
    let base: LocalFileSystem
    let failReadsOf: String
    var failWrites = false

    var currentDirectory: String { base.currentDirectory }
    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try base.contentsOfDirectory(at: path)
    }
    func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        if path == failReadsOf { throw .permissionDenied(path: path) }
        return try base.readFile(at: path)
    }
    func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        if failWrites { throw .io(path: path, reason: "No space left on device") }
        try base.writeFileAtomically(bytes, to: path)
    }
}
