import ProjectReader
import TabBarCore
import Testing

/// A list of tabs set whole replaces the tabs given before it; lists set in both branches of an `if` (or in two
/// methods) are alternatives, not one bar of their sum: seven tabs, TB001 and TB009 on a bar of four or three
/// were false findings (a large Objective-C app, issue 33).
@Suite struct TabListsSetTwiceTests {
    static func findings(_ files: [(String, String)]) -> [String] { UIKitRealAppShapesTests.findings(files, severities: true) }

    static func bar(_ files: [(String, String)]) -> SourceController? {
        SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) })
            .controllers.first?.value
    }

    static let objc = ("RootTabBarController.m", """
        @interface RootTabBarController : UITabBarController
        @end
        @implementation RootTabBarController
        - (void)viewDidLoad {
          [super viewDidLoad];
          UIViewController *home = [HomeViewController new];
          home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] tag:0];
          if (self.supportsHolds) {
            self.viewControllers = @[home, self.books, self.holds, self.settings];
          } else {
            self.viewControllers = @[home, self.books, self.settings];
          }
        }
        @end
        """)

    static let swift = ("RootTabBarController.swift", """
        import UIKit
        final class RootTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let home = HomeViewController()
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), tag: 0)
                if supportsHolds {
                    viewControllers = [home, books, holds, settings]
                } else {
                    viewControllers = [home, books, settings]
                }
            }
        }
        """)

    @Test(arguments: [objc, swift])
    func listsSetInBothBranchesAreAlternatives(_ file: (String, String)) throws {
        #expect(Self.findings([file]).filter { $0.contains("TB001") || $0.contains("TB009") } == [])
        let bar = try #require(Self.bar([file]))
        // The last list's tabs, and the bar says it may end with another.
        #expect(bar.items?.elements.count == 3)
        #expect(bar.items?.isComplete == false)
        // Coverage says why the bar is read in part.
        let project = SourceProjectReader.project([SourceProjectReader.Input(path: file.0, bytes: Array(file.1.utf8))])
        let gaps = project.coverage.flatMap(\.gaps).map(\.what)
        #expect(gaps.contains("tabs set as a whole list 2 times: which list the bar ends with depends on the run"))
    }

    @Test func aTabAddedAfterTheListJoinsIt() throws {
        let file = ("MainTabBarController.swift", """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    addChild(ProfileViewController())
                }
            }
            """)
        let bar = try #require(Self.bar([file]))
        #expect(bar.items?.elements.count == 3)
        #expect(bar.items?.isComplete == true)
    }

    @Test func aListSetAfterAddedTabsReplacesThem() throws {
        let file = ("MainTabBarController.m", """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
              [super viewDidLoad];
              [self addChildViewController:[FeedViewController new]];
              [self addChildViewController:[InboxViewController new]];
              [self setViewControllers:@[[FeedViewController new]] animated:NO];
            }
            @end
            """)
        let bar = try #require(Self.bar([file]))
        #expect(bar.viewControllers?.elements.map(\.className) == ["FeedViewController"])
        #expect(bar.items?.isComplete == true)
    }

    static let objcHandler = ("MainTabBarController.m", """
        @interface MainTabBarController : UITabBarController
        @end
        @implementation MainTabBarController
        - (void)viewDidLoad {
          [super viewDidLoad];
          [self setupChildren];
          [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(back) name:@"Back" object:nil];
        }
        - (void)back {
          self.viewControllers = @[[FeedViewController new], [InboxViewController new]];
        }
        - (void)setupChildren {
          self.viewControllers = @[[FeedViewController new], [InboxViewController new], [MeViewController new]];
        }
        @end
        """)

    static let swiftHandler = ("MainTabBarController.swift", """
        import UIKit
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setupChildren()
                NotificationCenter.default.addObserver(self, selector: #selector(back), name: .back, object: nil)
            }
            @objc func back() {
                viewControllers = [FeedViewController(), InboxViewController()]
            }
            func setupChildren() {
                viewControllers = [FeedViewController(), InboxViewController(), MeViewController()]
            }
        }
        """)

    @Test(arguments: [objcHandler, swiftHandler])
    func aListSetOnlyOnAnEventIsALaterChange(_ file: (String, String)) throws {
        let bar = try #require(Self.bar([file]))
        #expect(bar.viewControllers?.elements.map(\.className) == ["FeedViewController", "InboxViewController", "MeViewController"])
        #expect(bar.items?.isComplete == true)
        // Called on `self` too: it may run at set-up, and the lists stay alternatives.
        let called = file.1.replacingOccurrences(of: "[self setupChildren];", with: "[self setupChildren];\n  [self back];")
            .replacingOccurrences(of: "setupChildren()\n", with: "setupChildren()\n        self.back()\n")
        let both = try #require(Self.bar([(file.0, called)]))
        #expect(both.items?.isComplete == false)
    }

    /// A helper adding its child in one branch of an `if` and in the `else`: one tab per call, not two.
    @Test func aChildAddedInBothBranchesOfAHelperIsOneTab() throws {
        let file = ("MainTabBarController.m", """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
              [super viewDidLoad];
              [self addChild:[HomeViewController new] title:@"Home"];
              [self addChild:[MeViewController new] title:@"Me"];
              [self addChild:[MoreViewController new] title:@"More"];
            }
            - (void)addChild:(UIViewController *)child title:(NSString *)title {
              child.tabBarItem.title = title;
              UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:child];
              if ([child isKindOfClass:[HomeViewController class]]) {
                SideMenu *menu = [[SideMenu alloc] initWithContent:nav];
                [self addChildViewController:menu];
              } else if (self.plain) {
                [self addChildViewController:child];
              } else {
                [self addChildViewController:nav];
              }
            }
            @end
            """)
        let bar = try #require(Self.bar([file]))
        #expect(bar.items?.elements.count == 3)
        #expect(!Self.findings([file]).contains { $0.contains("TB001") })
        // Two branches of different `if`s both run: two tabs per call.
        let twice = file.1.replacingOccurrences(of: "} else if (self.plain) {", with: "}\n  if (self.plain) {")
        #expect(Self.bar([(file.0, twice)])?.items?.elements.count == 6)
    }

    /// A tab added in a loop over a collection nothing tells (read from a file at run time): the count is not known, so
    /// no rule counts the tabs (a false TB001 on a Swift app's six "tabs").
    @Test func aTabAddedInALoopOverAnUnknownCollectionLeavesTheCountUnknown() throws {
        let swift = ("MainViewController.swift", """
            import UIKit
            final class MainViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for dict in loadSettings() {
                        addChild(named: dict["vcName"]!, title: dict["title"]!, image: dict["imageName"]!)
                    }
                    addChild(named: "HomeViewController", title: "首页", image: "tabbar_home")
                    addChild(named: "MessageViewController", title: "消息", image: "tabbar_message")
                    addChild(named: "NullViewController", title: "", image: "")
                    addChild(named: "DiscoverViewController", title: "广场", image: "tabbar_discover")
                    addChild(named: "ProfileViewController", title: "我", image: "tabbar_profile")
                }
                private func addChild(named name: String, title: String, image: String) {
                    let vc = UIViewController()
                    vc.tabBarItem.title = title
                    vc.tabBarItem.image = UIImage(named: image)
                    addChild(vc)
                }
            }
            """)
        let objc = ("MainTabBarController.m", """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
              [super viewDidLoad];
              for (NSDictionary *dict in [self loadSettings]) {
                [self addChildViewController:[NSClassFromString(dict[@"vc"]) new]];
              }
              for (int i = 0; i < 5; i++) {
                [self addChildViewController:[[UIViewController alloc] init]];
              }
            }
            @end
            """)
        for file in [swift, objc] {
            let bar = try #require(Self.bar([file]))
            #expect(bar.items?.isComplete == false, "\(file.0)")
            #expect(!Self.findings([file]).contains { $0.contains("TB001") }, "\(file.0)")
        }
        // Without the loop over the unknown collection the count is known.
        let known = (swift.0, swift.1.replacingOccurrences(of: "for dict in loadSettings() {", with: "do {")
            .replacingOccurrences(of: "addChild(named: dict[\"vcName\"]!, title: dict[\"title\"]!, image: dict[\"imageName\"]!)", with: ""))
        #expect(Self.bar([known])?.items?.elements.count == 5)
        #expect(Self.bar([known])?.items?.isComplete == true)
        // A helper that only sets the items, called in a loop over the tabs, adds none.
        let setter = (swift.0, known.1.replacingOccurrences(of: "    private func addChild(", with: """
                @objc func restyle() {
                    for child in children { style(child, image: "night") }
                }
                private func style(_ controller: UIViewController, image: String) {
                    controller.tabBarItem.image = UIImage(named: image)
                }
                private func addChild(
            """))
        #expect(Self.bar([setter])?.items?.isComplete == true)
    }
}
