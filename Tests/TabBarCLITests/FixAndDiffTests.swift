import JSONC
import Foundation
import Testing
import TabBarCore
import TabBarWorkspace
@testable import TabBarCLI

/// `--fix` writes atomically, keeps the mode, refuses read-only files, is idempotent and
/// never rewrites an unchanged file; `--diff` prints the same change and writes nothing.
@Suite struct FixAndDiffTests {
    static let fixed = """
    {
      // 😀 标签栏
      "items": [
        { "title": "首页", "image": "home", "viewController": { "class": "H", "navigationItemTitle": "Home" } },
        { "title": "首页", "image": "me" }
      ],
      "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.3 }
    }

    """

    @Test func fixAppliesSafeFixesAndReportsWhatRemains() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.fixable)
        let run = CLIRunner.run(["check", "--fix"], in: dir.path)
        #expect(try dir.read("a.tabbar.json") == Self.fixed)
        #expect(run.exitCode == 1, "TB009 remains")
        #expect(run.stdout.contains("a.tabbar.json:5:16: warning[TB009]"))
        #expect(!run.stdout.contains("TB003"))
        #expect(run.stdout.hasSuffix("Fixed 2 problems in 1 file.\nRead 1 file, 1 with a tab bar: 2 problems in 1 file (1 warning, 1 info).\n"))
        #expect(try dir.entries() == ["a.tabbar.json"], "no temporary file is left behind")
    }

    @Test func fixReplacesTheFileByRenameAndKeepsItsMode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("a.tabbar.json", Fixtures.fixable)
        chmod(path, 0o640)
        let inode = FileStatus.inode(path)
        #expect(CLIRunner.run(["check", "--fix"], in: dir.path).exitCode == 1)
        #expect(FileStatus.mode(path) == 0o640)
        #expect(FileStatus.inode(path) != inode, "written to a new file and renamed over the old one")
    }

    @Test func secondFixChangesNothingAndDoesNotWrite() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("a.tabbar.json", Fixtures.fixable)
        _ = CLIRunner.run(["check", "--fix"], in: dir.path)
        let inode = FileStatus.inode(path), time = FileStatus.modificationTime(path)
        let second = CLIRunner.run(["check", "--fix"], in: dir.path)
        #expect(try dir.read("a.tabbar.json") == Self.fixed)
        #expect(FileStatus.inode(path) == inode)
        #expect(FileStatus.modificationTime(path) == time)
        #expect(!second.stdout.contains("Fixed"))
    }

    @Test func aCleanFileIsNeverWritten() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("a.tabbar.json", Fixtures.clean)
        chmod(path, 0o444)
        let inode = FileStatus.inode(path)
        let run = CLIRunner.run(["check", "--fix"], in: dir.path)
        #expect(run.exitCode == 0, "a read-only file without fixes is fine: \(run.stderr)")
        #expect(FileStatus.inode(path) == inode)
    }

    @Test func readOnlyFileIsRefusedWithExit2AndLeftAlone() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("a.tabbar.json", Fixtures.fixable)
        chmod(path, 0o444)
        let run = CLIRunner.run(["check", "--fix"], in: dir.path)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "tabbar: error: a.tabbar.json: the file is read-only; make it writable to fix it in place\n")
        // Its findings are still reported, as the file stands.
        #expect(run.stdout.contains("Read 1 file, 1 with a tab bar: "), "\(run.stdout)")
        #expect(!run.stdout.contains("Fixed "))
        #expect(try dir.read("a.tabbar.json") == Fixtures.fixable)
        #expect(FileStatus.mode(path) == 0o444)
        #expect(try dir.entries() == ["a.tabbar.json"])
    }

    @Test func failedWriteLeavesTheFileAndExits2() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.fixable)
        var failing = FailingFileSystem(base: LocalFileSystem(currentDirectory: dir.path), failReadsOf: "")
        failing.failWrites = true
        let run = CLIRunner.run(["check", "--fix"], fileSystem: failing)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("a.tabbar.json: No space left on device"))
        #expect(try dir.read("a.tabbar.json") == Fixtures.fixable)
    }

    @Test func fixFollowsSymbolicLinks() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("real/a.json", Fixtures.fixable)
        symlink(dir.path + "/real/a.json", dir.path + "/link.tabbar.json")
        _ = CLIRunner.run(["check", "--fix", "link.tabbar.json"], in: dir.path)
        #expect(try dir.read("real/a.json") == Self.fixed)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: dir.path + "/link.tabbar.json")
        #expect(destination == dir.path + "/real/a.json")
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("app/a.tabbar.json", Fixtures.fixable)
        try dir.write("app/b.tabbar.json", Fixtures.clean)
        let inode = FileStatus.inode(path)
        let run = CLIRunner.run(["check", "--diff", "app"], in: dir.path)
        #expect(run.exitCode == 1)
        #expect(run.stdout == """
        --- a/app/a.tabbar.json
        +++ b/app/a.tabbar.json
        @@ -1,8 +1,8 @@
         {
           // 😀 标签栏
           "items": [
        -    { "title": "首页", "image": "home", "viewController": { "class": "H", "title": "Home" } },
        +    { "title": "首页", "image": "home", "viewController": { "class": "H", "navigationItemTitle": "Home" } },
             { "title": "首页", "image": "me" }
           ],
        -  "plusButton": { "image": "plus", "multiplerInCenterY": 0.3 }
        +  "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.3 }
         }

        """)
        #expect(run.stderr == "Would fix 2 problems in 1 file (run 'tabbar check --fix' to apply).\n")
        #expect(try dir.read("app/a.tabbar.json") == Fixtures.fixable)
        #expect(FileStatus.inode(path) == inode)
    }

    @Test func diffWithNothingToFixExits0() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.warningOnly)
        let run = CLIRunner.run(["check", "--diff"], in: dir.path)
        #expect(run.exitCode == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "No safe fixes to apply.\n")
    }

    @Test func diffOfStandardInput() {
        let run = CLIRunner.run(["check", "--diff", "-", "--stdin-filename", "x.tabbar.json"], stdin: Fixtures.fixable)
        #expect(run.exitCode == 1)
        #expect(run.stdout.hasPrefix("--- a/x.tabbar.json\n+++ b/x.tabbar.json\n@@ -1,8 +1,8 @@\n"))
    }

    @Test func fixWithJSONFormatReportsTheFixOnStandardError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.fixable)
        let run = CLIRunner.run(["check", "--fix", "--format", "json"], in: dir.path)
        #expect(run.stderr == "Fixed 2 problems in 1 file.\n")
        #expect(run.stdout.contains("\"code\": \"TB009\""))
    }

    @Test func fixesOfIgnoredRulesAreNotApplied() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Fixtures.fixable)
        _ = CLIRunner.run(["check", "--fix", "--ignore", "TB004"], in: dir.path)
        let text = try dir.read("a.tabbar.json")
        #expect(text.contains("navigationItemTitle"))
        #expect(text.contains("multiplerInCenterY"))
    }

    @Test func filesWithSyntaxErrorsAreNotFixed() {
        let broken = Fixtures.fixable.replacingOccurrences(of: "\"me\" }", with: "\"me\" ")
        let outcome = FixAll.apply(to: Array(broken.utf8))
        #expect(outcome.bytes == Array(broken.utf8))
        #expect(outcome.appliedFixes == 0)
    }
}

/// Fix-all over edits that insert twice at one offset (TB002 after a last member without a comma).
@Suite struct FixAllTests {
    @Test func twoInsertionsAtOneOffsetKeepTheirOrder() {
        let text = """
        {
          "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" } ],
          "plusButton": {
            "image": "p",
            "plusChildViewController": { "class": "P" }
          }
        }

        """
        let outcome = FixAll.apply(to: Array(text.utf8))
        let fixed = String(decoding: outcome.bytes, as: UTF8.self)
        #expect(fixed.contains("""
            "plusChildViewController": { "class": "P" },
            "indexOfPlusButtonInTabBar": 1
          }
        """), "\(fixed)")
        #expect(outcome.appliedFixes == 1)
        #expect(outcome.isStable)
        #expect(FixAll.apply(to: outcome.bytes).appliedFixes == 0)
    }

    @Test func coalescingJoinsOnlyInsertionsAtTheSameOffset() {
        let edits = [TextEdit(range: .empty(at: 5), newText: ","), TextEdit(range: .empty(at: 9), newText: "x"),
                     TextEdit(range: .empty(at: 5), newText: "\n  \"k\": 1"), TextEdit(range: ByteRange(5, 6), newText: "y")]
        #expect(FixAll.coalescingInsertions(edits) == [TextEdit(range: .empty(at: 5), newText: ",\n  \"k\": 1"),
                                                       TextEdit(range: .empty(at: 9), newText: "x"),
                                                       TextEdit(range: ByteRange(5, 6), newText: "y")])
    }
}
