import ProjectReader
import TabBarCore
import Testing

/// The passes after the first repeat until no file is added (`SourceSelection.laterPasses`): `tabBarItem`
/// is no screen word, so a bar's `@implementation` that names nothing else is reached from its header, and
/// the tabs' classes from that implementation, one pass later.
@Suite struct SelectionFixedPointTests {
    /// The header names `UITabBarController` (first pass); the implementation names no screen word (second
    /// pass, as the class the header declares); the tab's root class sets its own item and title, in a file
    /// that only names `tabBarItem` (third pass, as a class of the bar's tabs).
    static let chain = [
        ("App/MainTabs.h", """
            @interface MainTabs : UITabBarController
            @end
            """),
        ("App/MainTabs.m", """
            #import "MainTabs.h"
            @implementation MainTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                FeedViewController *feed = [[FeedViewController alloc] init];
                feed.tabBarItem.title = @"Feed";
                self.viewControllers = @[feed];
            }
            @end
            """),
        ("App/Feed/FeedViewController.m", """
            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.title = @"News";
                self.tabBarItem.image = [UIImage imageNamed:@"feed"];
            }
            @end
            """),
        ("App/Other/BadgeViewController.m", """
            @implementation BadgeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.badgeValue = @"3";
            }
            @end
            """),
    ]

    static func read(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(paths: files.map(\.0)) { Array(files[$0].1.utf8) }
    }

    /// An implementation that builds its tabs on `self` but says nothing of what it inherits (`@interface X ()`):
    /// the header named for the class (`X.h`, `@interface X : BaseTabs`), which names no screen word, is read in a
    /// later pass, and the chain `X : BaseTabs : UITabBarController` keeps the bar; without it no bar is read.
    @Test func theHeaderOfAClassBuildingABarOnSelfIsRead() throws {
        let files = [
            ("App/Base/BaseTabs.h", "@interface BaseTabs : UITabBarController\n@end\n"),
            ("App/Sports/SportsController.h", "#import \"BaseTabs.h\"\n@interface SportsController : BaseTabs\n@end\n"),
            ("App/Sports/SportsController.m", """
                #import "SportsController.h"
                @interface SportsController () <UITabBarControllerDelegate>
                @end
                @implementation SportsController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self addChild:[[UIViewController alloc] init] title:@"Scores" image:@"score"];
                    [self addChild:[[UIViewController alloc] init] title:@"News" image:@"news"];
                }
                - (void)addChild:(UIViewController *)vc title:(NSString *)title image:(NSString *)image {
                    vc.tabBarItem.image = [UIImage imageNamed:image];
                    vc.title = title;
                    [self addChildViewController:vc];
                }
                @end
                """),
        ]
        let project = Self.read(files)
        #expect(project.files.map(\.path).contains("App/Sports/SportsController.h"))
        let bar = try #require(project.controllers.first)
        #expect(bar.value.className == "SportsController" && bar.value.items?.elements.count == 2)
        // Named otherwise than its class, the header is not found: the bar is left out, as before.
        let renamed = Self.read(files.map { ($0.0 == "App/Sports/SportsController.h" ? "App/Sports/Sports.h" : $0.0, $0.1) })
        #expect(renamed.controllers.isEmpty)
    }

    @Test func theTabsRootClassIsReachedThroughTheImplementation() {
        let project = Self.read(Self.chain)
        #expect(project.files.map(\.path) == ["App/MainTabs.h", "App/MainTabs.m", "App/Feed/FeedViewController.m"],
                "a file that only badges its tab is not read")
        let items = project.controllers.filter { $0.value.isStock }.map { controller in
            (controller.value.items?.elements ?? []).map { item in
                [item.title, item.image].map { $0.map { $0.literal ?? "?" } ?? "-" }.joined(separator: "|")
            }
        }
        #expect(items == [["Feed|feed"]], "the root's own image, set in its viewDidLoad in another file, is the tab's")
    }

    @Test func theTabsRootClassTitleIsChecked() {
        let findings = UIKitRealAppShapesTests.findings(Self.chain.map { ($0.0, $0.1) })
        #expect(findings.contains { $0.hasPrefix("App/Feed/FeedViewController.m:4: TB003") }, "\(findings)")
    }

    @Test func laterPassesStopWhenNothingIsAdded() {
        let files = Self.chain.map { SourceSelection.firstPass(path: $0.0, bytes: Array($0.1.utf8)) }
        #expect(files.map { $0.facts != nil } == [true, false, false, false])
        var asked: [[Int]] = []
        let read = SourceSelection.laterPasses(files) { selected in
            asked.append(selected)
            return selected.map { SourceSelection.extracted(files[$0], bytes: Array(Self.chain[$0].1.utf8)) }
        }
        #expect(asked == [[1], [2]])
        #expect(read.map { $0?.facts != nil } == [true, true, true, false])
    }

    /// Files read in the first pass that use no class: no later pass asks for anything (the definers are not built),
    /// unless a file naming the library was left unread, which is then read whatever its classes.
    @Test func noClassUsedAsksForNothingButAnUnreadLibraryFile() {
        let screen = SourceSelection.firstPass(path: "Screen.swift", bytes: Array("""
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); UITabBar.appearance().tintColor = .systemRed }
        }
        """.utf8))
        let model = SourceSelection.firstPass(path: "Model.swift", bytes: Array("struct Profile { let name: String }".utf8))
        #expect(screen.facts != nil && model.facts == nil)
        #expect(SourceSelection.referencedClassNames([screen.facts!]).isEmpty)
        var asked: [[Int]] = []
        let read = SourceSelection.laterPasses([screen, model, nil]) { selected in
            asked.append(selected)
            return selected.map { _ in nil }
        }
        #expect(asked.isEmpty && read.map { $0?.facts != nil } == [true, false, false])
        // A file naming the library, screened but not read: the later pass reads it.
        let unread = ScreenedSourceFile(path: "Tabs.swift", screening: SourceScreening(mentionsLibrary: true, classNames: []),
                                        bytes: nil, facts: nil)
        #expect(unread.namesLibraryUnread && !screen.namesLibraryUnread && !model.namesLibraryUnread)
        _ = SourceSelection.laterPasses([screen, model, unread]) { selected in
            asked.append(selected)
            return selected.map { _ in nil }
        }
        #expect(asked == [[2]])
    }
}

