import Foundation
import JSONC
import Testing

/// A file that builds more tab bars than a person reads: `preview` shows `PreviewOptions.defaultBars` of them in
/// ASCII and SVG and says how many it leaves out, JSON lists them all, `--bars` decides; the HTML report draws
/// `HTMLReporter.maxBars` and lists each finding once; `import` names 20 others. The same on the file written on one line.
@Suite struct ManyBarsTests {
    /// `count` UIKit bars (a `UITabBarController` subclass each, four tabs added by a helper), in lines or on one.
    static func source(bars count: Int, oneLine: Bool = false) -> String {
        let text = (0..<count).map { index in
            """
            @interface ShopTabBarController\(index) : UITabBarController
            @end

            @implementation ShopTabBarController\(index)

            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChild:[[HomeViewController alloc] init] title:@"首页" image:@"home"];
                [self addChild:[[CartViewController alloc] init] title:@"购物车 😀" image:@"cart"];
                [self addChild:[[MeViewController alloc] init] title:@"我" image:@"me"];
                [self setValue:[[UITabBar alloc] init] forKeyPath:@"tabBar"];
            }

            - (void)addChild:(UIViewController *)child title:(NSString *)title image:(NSString *)image {
                child.tabBarItem.title = title;
                child.tabBarItem.image = [UIImage imageNamed:image];
                [self addChildViewController:child];
            }

            @end

            """
        }.joined()
        return oneLine ? text.replacingOccurrences(of: "\n", with: " ") : text
    }

    /// A folder holding `Bars.m` with `count` bars; removed by the caller.
    static func folder(bars count: Int, oneLine: Bool = false) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try source(bars: count, oneLine: oneLine).write(toFile: dir.path + "/Bars.m", atomically: true, encoding: .utf8)
        return dir
    }

    /// The places of the bars a preview shows (`Bars.m:4: 3 items`).
    static func headers(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("Bars.m:") && $0.hasSuffix(" items") }
    }

    @Test(arguments: [false, true]) func asciiShowsTwentyBarsAndSaysHowManyItLeavesOut(oneLine: Bool) throws {
        let dir = try Self.folder(bars: 25, oneLine: oneLine)
        defer { dir.remove() }
        let run = CLIRunner.run(["preview", "Bars.m"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let headers = Self.headers(run.stdout)
        #expect(headers.count == 20)
        #expect(headers.first == (oneLine ? "Bars.m:1: 3 items" : "Bars.m:4: 3 items"))
        #expect(run.stdout.components(separatedBy: "购物车 😀").count - 1 == 20)
        #expect(run.stdout.hasSuffix("\n… and 5 more tab bars not shown (--bars all shows them)\n"))
    }

    @Test func svgSaysHowManyItLeavesOutInAComment() throws {
        let dir = try Self.folder(bars: 21)
        defer { dir.remove() }
        let run = CLIRunner.run(["preview", "--format", "svg", "Bars.m"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "<svg ").count - 1 == 20)
        #expect(run.stdout.hasSuffix("</svg>\n\n<!-- … and 1 more tab bar not shown (--bars all shows them) -->\n"))
        #expect(Self.headers(run.stderr).count == 20)
        #expect(run.stderr.hasSuffix("… and 1 more tab bar not shown (--bars all shows them)\n"))
    }

    @Test func jsonListsEveryBarUnlessBarsSaysOtherwise() throws {
        let dir = try Self.folder(bars: 25)
        defer { dir.remove() }
        let all = CLIRunner.run(["preview", "--format", "json", "Bars.m"], in: dir.path)
        #expect(all.exitCode == 0, "\(all.stderr)")
        #expect(try #require(JSON.parse(Array(all.stdout.utf8))?.arrayValue).count == 25)
        #expect(!all.stderr.contains("not shown"))
        let three = CLIRunner.run(["preview", "--format", "json", "--bars", "3", "Bars.m"], in: dir.path)
        #expect(try #require(JSON.parse(Array(three.stdout.utf8))?.arrayValue).count == 3)
        #expect(three.stderr.hasSuffix("… and 22 more tab bars not shown (--bars all shows them)\n"))
    }

    @Test func barsAllShowsEveryBarAndBarsMustBePositive() throws {
        let dir = try Self.folder(bars: 22)
        defer { dir.remove() }
        let run = CLIRunner.run(["preview", "--bars", "all", "Bars.m"], in: dir.path)
        #expect(Self.headers(run.stdout).count == 22)
        #expect(!run.stdout.contains("not shown"))
        for value in ["0", "-1", "many"] {
            let refused = CLIRunner.run(["preview", "--bars", value, "Bars.m"], in: dir.path)
            #expect(refused.exitCode == 2, "\(value)")
            #expect(refused.stderr.contains("--bars"), "\(value): \(refused.stderr)")
        }
    }

    @Test(arguments: [false, true]) func htmlDrawsAHundredBarsAndListsEachFindingOnce(oneLine: Bool) throws {
        let dir = try Self.folder(bars: 103, oneLine: oneLine)
        defer { dir.remove() }
        let run = CLIRunner.run(["check", "--format", "html", "--select", "TB028", "Bars.m"], in: dir.path)
        let page = run.stdout
        #expect(page.components(separatedBy: "<section class=\"bar\">").count - 1 == 100)
        #expect(page.contains("… and 3 more tab bars not drawn"))
        // TB028 on each bar's KVC replacement, each listed once.
        #expect(page.components(separatedBy: "<b>TB028</b>").count - 1 == 103)
    }

    @Test func importNamesTwentyOtherBars() throws {
        let dir = try Self.folder(bars: 25)
        defer { dir.remove() }
        let run = CLIRunner.run(["import", "Bars.m"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "another tab bar is built at").count - 1 == 20)
        #expect(run.stderr.hasSuffix("tabbar: note: … and 4 more tab bars not listed\n"))
    }
}
