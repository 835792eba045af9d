import Foundation
import JSONC
import Testing

/// `check`, `preview` and `import` on Objective-C and Swift source, in-process.
@Suite struct SourceCommandsTests {
    static let apps = SourceFixtureTests.root

    /// A copy of example app `app` in a fresh folder; removed by the caller.
    static func copy(_ app: String) throws -> (TemporaryDirectory, String) {
        let dir = try TemporaryDirectory()
        let folder = dir.path + "/" + app
        try FileManager.default.copyItem(atPath: apps.appendingPathComponent(app).path, toPath: folder)
        return (dir, folder)
    }

    @Test func previewOfASourceFolderNamesTheControllerAndDrawsItsBar() {
        let run = CLIRunner.run(["preview", "."], in: Self.apps.appendingPathComponent("SwiftNavWrapped").path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Moments/Main/MainTabBarController.swift:15: 4 items, plus button PublishButton\n"))
        for title in ["首页", "消息", "发现", "我的", "(+)"] { #expect(run.stdout.contains(title), "\(title)") }
    }

    @Test func previewJSONOfSourceIsTheSpecShape() throws {
        let run = CLIRunner.run(["preview", "--format", "json", "."], in: Self.apps.appendingPathComponent("SwiftNavWrapped").path)
        #expect(run.exitCode == 0)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)))
        #expect(json["items"]?.arrayValue?.count == 4)
        #expect(json["plusButton"]?["index"]?.numberValue == 2)
        #expect(run.stderr.contains("MainTabBarController.swift:15"), "the place goes to standard error with JSON")
    }

    @Test func previewAndImportOfCodeWithoutATabBarExit1() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try "final class A: UIViewController {}\n".write(toFile: dir.path + "/A.swift", atomically: true, encoding: .utf8)
        for command in ["preview", "import"] {
            let run = CLIRunner.run([command, "."], in: dir.path)
            #expect(run.exitCode == 1, "\(command)")
            #expect(run.stderr.contains("no tab bar found in .: tabbar reads CYLTabBarController"), "\(command): \(run.stderr)")
            for style in ["UIKit tab bars built in Objective-C or Swift", "storyboard", "SwiftUI", "README"] {
                #expect(run.stderr.contains(style), "\(command): \(style)")
            }
        }
    }

    @Test func importWritesSourceLinesAndValidJSONC() throws {
        let run = CLIRunner.run(["import", "."], in: Self.apps.appendingPathComponent("ObjCSubclassModern").path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("// Imported by tabbar from the tab bar built at MainTabBarController.m:"))
        #expect(run.stdout.contains("\"title\": \"发现\", // MainTabBarController.m:"))
        #expect(run.stdout.contains("NSLocalizedString key"))
        #expect(JSONCDocument(bytes: Array(run.stdout.utf8)).errors.isEmpty)
    }

    @Test func aNamedSourceFileIsCheckedWithinItsProjectAndAloneReported() throws {
        let (dir, folder) = try Self.copy("MixedObjCSwift")
        defer { dir.remove() }
        // The view controller's TB003 needs the configuration in another file, which is read but not reported.
        let run = CLIRunner.run(["check", "--format", "json", "Yuedu/Messages/MessagesViewController.swift"], in: folder)
        #expect(run.exitCode == 1)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)))
        let files = json["files"]?.arrayValue ?? []
        #expect(files.map { $0["path"]?.stringValue } == ["Yuedu/Messages/MessagesViewController.swift"])
        #expect(files.first?["diagnostics"]?.arrayValue?.first?["code"] == "TB003")
    }

    /// The summary counts what a user expects: every source file found or named, scanned or parsed, and
    /// among them those that build a tab bar (a storyboard scene too), whether tabbar's rules had to parse
    /// the others or not.
    @Test func theSummaryCountsTheFilesReadAndThoseWithATabBar() throws {
        let examples = SourceFixtureTests.root.deletingLastPathComponent()
        let cases: [(String, String)] = [
            ("Sources/ObjCOddNoIndex", "Read 14 files, 1 with a tab bar: 3 problems in 1 file (1 error, 2 warnings).\n"),
            ("UIKit/ObjCCleanTabs", "Read 5 files, 1 with a tab bar: no problems.\n"),
            ("Storyboards/Bookshelf", "Read 4 files, 1 with a tab bar: 3 problems in 2 files (2 warnings, 1 info); "
                + "1 fixable with 'tabbar check --fix'.\n"),
            ("UIKit/ObjCWeiboHelper/Weibo/Main/WBTabBar.m", "Read 1 file, none with a tab bar: 4 problems in 1 file "
                + "(3 warnings, 1 info).\n"),
        ]
        for (path, summary) in cases {
            let run = CLIRunner.run(["check", "-q", "Examples/" + path], in: examples.deletingLastPathComponent().path)
            #expect(run.stdout == summary, "\(path)")
        }
    }

    @Test func fixOnSourceIsSafeIdempotentAndKeepsTheMode() throws {
        let (dir, folder) = try Self.copy("SwiftDeprecated")
        defer { dir.remove() }
        let button = folder + "/Biji/Main/ComposeButton.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: button)
        let before = try String(contentsOfFile: button, encoding: .utf8)
        let first = CLIRunner.run(["check", "--fix", "."], in: folder)
        #expect(first.exitCode == 1, "TB005 has no safe fix and stays: \(first.stdout)")
        let after = try String(contentsOfFile: button, encoding: .utf8)
        #expect(after.contains("static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {"))
        #expect(!after.contains("multiplerInCenterY"))
        // Only the renamed signature changed.
        #expect(after.replacingOccurrences(of: "multiplier(ofTabBarHeight tabBarHeight: CGFloat)", with: "multiplerInCenterY()") == before)
        let delegate = try String(contentsOfFile: folder + "/Biji/AppDelegate.swift", encoding: .utf8)
        #expect(delegate.contains("ComposeButton.register()") && !delegate.contains("registerSubclass"))
        let mode = try FileManager.default.attributesOfItem(atPath: button)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        let second = CLIRunner.run(["check", "--fix", "."], in: folder)
        #expect(try String(contentsOfFile: button, encoding: .utf8) == after, "a second --fix changes nothing")
        #expect(second.stdout.contains("TB005") && !second.stdout.contains("TB004") && !second.stdout.contains("TB016"))
    }
}

/// An empty image name in source (`CYLTabBarItemImage : @""`) is a missing image, as `"image": ""` is in a
/// configuration: TB013 on the source and on its import.
@Suite struct EmptyImageNameTests {
    static let controller = """
        @implementation MainTabBarController
        - (instancetype)init {
            return [super initWithViewControllers:@[ [HomeViewController new], [MineViewController new] ] tabBarItemsAttributes:@[
                @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"" },
            ]];
        }
        @end
        """

    static func codes(_ run: CLIRun) throws -> [String] {
        let json = try #require(JSON.parse(Array(run.stdout.utf8)), "\(run.stderr)")
        return (json["files"]?.arrayValue ?? []).flatMap { file in
            (file["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        }
    }

    @Test func checkAndImportTreatItAsMissing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try dir.write("Podfile", "pod 'CYLTabBarController'\n")
        _ = try dir.write("MainTabBarController.m", Self.controller)
        let check = CLIRunner.run(["check", "--format", "json", "."], in: dir.path)
        #expect(try Self.codes(check) == ["TB013"], "\(check.stdout)")

        let imported = CLIRunner.run(["import", "-o", "imported.tabbar.json", "."], in: dir.path)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let text = try String(contentsOfFile: dir.path + "/imported.tabbar.json", encoding: .utf8)
        #expect(text.contains(#"// "image": "" is no image, MainTabBarController.m:5"#), "\(text)")
        let importCheck = CLIRunner.run(["check", "--format", "json", "imported.tabbar.json"], in: dir.path)
        #expect(try Self.codes(importCheck) == ["TB013"], "\(importCheck.stdout)")
    }
}
