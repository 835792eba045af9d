import Foundation
import JSONC
import Testing
@testable import TabBarCLI
@testable import TabBarCore

/// What a team adopting tabbar on an existing app does: `init`, settings, a baseline.
@Suite struct AdoptionTests {
    /// A copy of example app SwiftDeprecated (TB004, TB005, TB016) in a fresh git folder.
    static func app() throws -> (TemporaryDirectory, String) {
        let (dir, folder) = try SourceCommandsTests.copy("SwiftDeprecated")
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        return (dir, folder)
    }

    static func codes(_ run: CLIRun) -> [String] {
        run.stdout.split(separator: "\n").compactMap { line in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test func initWritesDecodableSettingsAndNeverOverwrites() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        let first = CLIRunner.run(["init"], in: folder)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Wrote ./.tabbarrc.json") || first.stdout.contains("Wrote .tabbarrc.json"), "\(first.stdout)")
        for line in ["pre-commit", "--format xcode", "TabBarBuildToolPlugin", "swift package tabbar check"] {
            #expect(first.stdout.contains(line), "\(line)")
        }
        let written = try String(contentsOfFile: folder + "/.tabbarrc.json", encoding: .utf8)
        #expect(written == SettingsTemplate.text)
        #expect(SettingsDecoder.decode(Array(written.utf8)).diagnostics.isEmpty)
        try "{}\n".write(toFile: folder + "/.tabbarrc.json", atomically: true, encoding: .utf8)
        let second = CLIRunner.run(["init"], in: folder)
        #expect(second.exitCode == 0)
        #expect(second.stderr.contains("exists"))
        #expect(try String(contentsOfFile: folder + "/.tabbarrc.json", encoding: .utf8) == "{}\n")
    }

    /// The pre-commit lines `init` prints work as printed: a local hook on the tabbar on PATH (no `rev`
    /// to name, as no release is tagged), passing the files the repository's hook definition passes.
    /// `Editors/tests/precommit.sh` runs them through the real pre-commit.
    @Test func initPrintsAPreCommitHookThatWorksAsPrinted() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        let run = CLIRunner.run(["init"], in: folder)
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for line in ["- repo: local", "- id: tabbar", "entry: tabbar check", "language: system"] {
            #expect(lines.contains(line), "\(line) in \(run.stdout)")
        }
        #expect(!lines.contains { $0.hasPrefix("rev:") || $0.contains("REPO") }, "\(run.stdout)")
        let hooks = try FirstMinutesDocsTests.read(".pre-commit-hooks.yaml")
        let files = try #require(hooks.split(separator: "\n").first { $0.hasPrefix("  files: ") }).dropFirst("  files: ".count)
        #expect(String(files) == InitCommand.preCommitFiles)
        #expect(lines.contains("files: '\(InitCommand.preCommitFiles)'"), "\(run.stdout)")
    }

    @Test func ignoreSeverityAndFailOnChangeWhatCheckReports() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        let before = CLIRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(Self.codes(before).sorted() == ["TB004", "TB005", "TB016"], "\(before.stdout)")
        #expect(before.stdout.contains("error: +indexOfPlusButtonInTabBar"))
        try #"{ "ignore": ["deprecated-register-subclass"], "severity": { "TB005": "info" }, "failOn": "error" }"#
            .write(toFile: folder + "/.tabbarrc.json", atomically: true, encoding: .utf8)
        let after = CLIRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(Self.codes(after).sorted() == ["TB004", "TB005"], "\(after.stdout)")
        #expect(after.stdout.contains("note: +indexOfPlusButtonInTabBar"), "\(after.stdout)")
        #expect(after.exitCode == 0, "failOn error: warnings and infos pass")
        // Command-line flags win over the settings.
        let flags = CLIRunner.run(["check", "--format", "xcode", "--select", "TB016", "--fail-on", "warning"], in: folder)
        #expect(Self.codes(flags) == ["TB016"], "\(flags.stdout)")
        #expect(flags.exitCode == 1)
        // A named file (a pre-commit hook) is checked with the settings above it too.
        let named = CLIRunner.run(["check", "--format", "xcode", "Biji/AppDelegate.swift"], in: folder)
        #expect(Self.codes(named).isEmpty, "\(named.stdout)")
    }

    @Test func excludeLeavesFilesOutAndNearestSettingsWin() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        try #"{ "exclude": ["Biji/AppDelegate.swift"] }"#.write(toFile: folder + "/.tabbarrc.json", atomically: true, encoding: .utf8)
        try #"{ "ignore": ["TB005"] }"#.write(toFile: folder + "/Biji/Main/.tabbarrc.json", atomically: true, encoding: .utf8)
        let run = CLIRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(Self.codes(run) == ["TB004"], "\(run.stdout)\(run.stderr)")
    }

    /// Settings only in a subfolder, or only above the folder searched, still exclude (the search skips the
    /// per-file look-ups only when no folder it listed and no folder above it holds a settings file).
    @Test func settingsBelowOrAboveTheSearchedFolderStillExclude() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        // Without the app delegate (TB016), its plus button's findings go too but TB004.
        try #"{ "exclude": ["AppDelegate.swift"] }"#.write(toFile: folder + "/Biji/.tabbarrc.json", atomically: true, encoding: .utf8)
        let below = CLIRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(Self.codes(below) == ["TB004"], "\(below.stdout)\(below.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/Biji/.tabbarrc.json")
        try #"{ "exclude": ["Biji/AppDelegate.swift"] }"#.write(toFile: folder + "/.tabbarrc.json", atomically: true, encoding: .utf8)
        for searched in ["Biji", "Biji/Main"] {
            let above = CLIRunner.run(["check", "--format", "xcode", searched], in: folder)
            #expect(Self.codes(above) == ["TB004"], "\(searched): \(above.stdout)\(above.stderr)")
        }
        try FileManager.default.removeItem(atPath: folder + "/.tabbarrc.json")
        let all = CLIRunner.run(["check", "--format", "xcode", "Biji"], in: folder)
        #expect(Self.codes(all).sorted() == ["TB004", "TB005", "TB016"], "\(all.stdout)\(all.stderr)")
    }

    @Test func badSettingsAreReportedInTheSettingsFile() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        try "{ \"ignor\": [] }".write(toFile: folder + "/.tabbarrc.json", atomically: true, encoding: .utf8)
        let run = CLIRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(run.stdout.contains(folder + "/.tabbarrc.json:1:3: warning: unknown key \"ignor\" in settings"), "\(run.stdout)")
        #expect(run.exitCode == 1)
    }

    @Test func baselineHidesOldFindingsAfterLinesMoveAndShowsNewOnes() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        let write = CLIRunner.run(["check", "--write-baseline", "tabbar-baseline.json"], in: folder)
        #expect(write.exitCode == 0, "\(write.stderr)")
        #expect(write.stderr.contains("Wrote 3 findings to the baseline tabbar-baseline.json"), "\(write.stderr)")
        let quiet = CLIRunner.run(["check", "--format", "xcode", "--baseline", "tabbar-baseline.json"], in: folder)
        #expect(quiet.stdout.isEmpty && quiet.exitCode == 0, "\(quiet.stdout)")
        // The summary says what the baseline held back.
        let summary = CLIRunner.run(["check", "-q", "--baseline", "tabbar-baseline.json"], in: folder)
        #expect(summary.stdout == "Read 7 files, 1 with a tab bar: no problems; 3 held back by the baseline.\n", "\(summary.stdout)")
        // Lines inserted above the old findings, and a new mistake further down.
        let path = folder + "/Biji/Main/ComposeButton.swift"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = "// one\n// two\n// three\n" + text
        text = text.replacingOccurrences(of: "    @objc func composeTapped", with: """
                static func multiplierOfTabBarHeigth(_ tabBarHeight: CGFloat) -> CGFloat {
                    return 0.3
                }

                @objc func composeTapped
            """)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let after = CLIRunner.run(["check", "--format", "xcode", "--baseline", "tabbar-baseline.json"], in: folder)
        #expect(Self.codes(after) == ["TB023"], "\(after.stdout)")
        #expect(after.exitCode == 1)
        let afterSummary = CLIRunner.run(["check", "-q", "--baseline", "tabbar-baseline.json"], in: folder)
        #expect(afterSummary.stdout.hasSuffix("; 3 more held back by the baseline.\n"), "\(afterSummary.stdout)")
        // The same through the settings' "baseline".
        try #"{ "baseline": "tabbar-baseline.json" }"#.write(toFile: folder + "/.tabbarrc.json", atomically: true, encoding: .utf8)
        let viaSettings = CLIRunner.run(["check", "--format", "xcode"], in: folder)
        #expect(Self.codes(viaSettings) == ["TB023"], "\(viaSettings.stdout)")
    }

    @Test func aMissingOrBrokenBaselineIsAnError() throws {
        let (dir, folder) = try Self.app()
        defer { dir.remove() }
        #expect(CLIRunner.run(["check", "--baseline", "nope.json"], in: folder).exitCode == 2)
        try "[]".write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        let bad = CLIRunner.run(["check", "--baseline", "bad.json"], in: folder)
        #expect(bad.exitCode == 2 && bad.stderr.contains("--write-baseline"), "\(bad.stderr)")
    }

    @Test func helpSaysWhatTabbarReads() {
        let main = CLIRunner.run(["--help"])
        #expect(main.stdout.contains("Objective-C and Swift source") && main.stdout.contains(".tabbarrc.json"))
        let check = CLIRunner.run(["help", "check"])
        for text in [".swift", "tabbar.json", ".tabbarrc.json", "--baseline", "--write-baseline", "junit", "gitlab"] {
            #expect(check.stdout.contains(text), "\(text)")
        }
        #expect(CLIRunner.run(["help", "init"]).stdout.contains("never overwritten"))
    }
}
