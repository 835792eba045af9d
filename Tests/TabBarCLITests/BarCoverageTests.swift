import Foundation
import JSONC
import Testing

/// Coverage (issue 32): every bar a check finds is listed with how much of it was read, in text and JSON;
/// coverage is information, never a finding.
@Suite struct BarCoverageTests {
    /// A bar read whole, and one whose tabs come from a loop over a property.
    static let files = [
        ("Clean/CleanTabs.m", """
        @implementation CleanTabs
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIViewController *home = [[UIViewController alloc] init];
            home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"首页" image:[UIImage imageNamed:@"home"] selectedImage:[UIImage imageNamed:@"home_on"]];
            UIViewController *me = [[UIViewController alloc] init];
            me.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"我" image:[UIImage imageNamed:@"me"] selectedImage:[UIImage imageNamed:@"me_on"]];
            self.viewControllers = @[home, me];
        }
        @end
        """),
        ("Clean/CleanTabs.h", "@interface CleanTabs : UITabBarController\n@end\n"),
        ("Loop/LoopTabs.h", "@interface LoopTabs : UITabBarController\n@end\n"),
        ("Loop/LoopTabs.m", """
        @implementation LoopTabs
        - (void)viewDidLoad {
            [super viewDidLoad];
            NSMutableArray *controllers = [NSMutableArray array];
            for (NSDictionary *entry in self.entries) {
                [controllers addObject:[self controllerFor:entry]];
            }
            self.viewControllers = controllers;
        }
        @end
        """),
    ]

    static func folder() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.mkdir(".git")
        for (name, text) in files { try dir.write(name, text) }
        return dir
    }

    @Test func textListsEveryBarWithWhatWasNotRead() throws {
        let dir = try Self.folder()
        defer { dir.remove() }
        let run = CLIRunner.run(["check", "."], in: dir.path)
        #expect(run.exitCode == 0, "coverage is no finding: \(run.stdout)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("2 tab bars: 1 read, 1 not read (LoopTabs.m:8: tabs built at run time (self.viewControllers = controllers))"), "\(run.stdout)")
    }

    @Test func jsonGivesEachBarsPlaceTechnologyTabsAndUnreadParts() throws {
        let dir = try Self.folder()
        defer { dir.remove() }
        let run = CLIRunner.run(["check", ".", "--format", "json"], in: dir.path)
        let root = try #require(JSON.parse(Array(run.stdout.utf8)))
        let bars = try #require(root["bars"]?.arrayValue)
        #expect(bars.count == 2)
        let clean = try #require(bars.first { $0["path"] == "Clean/CleanTabs.m" })
        #expect(clean["technology"] == "UIKit")
        #expect(clean["class"] == "CleanTabs")
        #expect(clean["tabs"] == 2)
        #expect(clean["coverage"] == "read")
        #expect(clean["unread"] == [])
        let loop = try #require(bars.first { $0["path"] == "Loop/LoopTabs.m" })
        #expect(loop["tabs"] == .null)
        #expect(loop["coverage"] == "unread")
        #expect(loop["class"] == "LoopTabs")
        #expect(loop["unread"] == [["path": "Loop/LoopTabs.m", "what": "tabs built at run time (self.viewControllers = controllers)", "line": 8]])
    }

    @Test func previewAndImportOfABarFoundButNotReadSayWhy() throws {
        let dir = try Self.folder()
        defer { dir.remove() }
        for command in ["preview", "import"] {
            let run = CLIRunner.run([command, "Loop"], in: dir.path)
            #expect(run.exitCode == 1, "\(command)")
            #expect(run.stderr.contains("tab bar controllers found in Loop, but tabbar could not read their tabs: LoopTabs at Loop/LoopTabs.m:1: "
                                        + "tabs built at run time (self.viewControllers = controllers)"), "\(command): \(run.stderr)")
        }
    }

    @Test func theHTMLReportListsTheBarItCouldNotDrawWithTheReason() throws {
        let dir = try Self.folder()
        defer { dir.remove() }
        let run = CLIRunner.run(["check", ".", "--format", "html"], in: dir.path)
        #expect(run.stdout.contains("<h2>Tab bars found but not read</h2>"), "\(run.stdout)")
        #expect(run.stdout.contains("<li><span class=\"where\">Loop/LoopTabs.m:1</span> <b>LoopTabs</b> (UIKit)<ul>\n"
                                    + "<li>tabs built at run time (self.viewControllers = controllers) <span class=\"where\">Loop/LoopTabs.m:8</span></li>"))
        #expect(!run.stdout.contains("Tab bars read in part"), "the clean bar is drawn, not listed")
    }
}
