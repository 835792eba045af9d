import ProjectReader
import TabBarCore
import Testing

/// A tab's root class that sets its own item in `init…` / `viewDidLoad` (SPEC section 8): the tab takes the
/// fields its construction site leaves unset; a field set in both places with different values is unknown.
@Suite struct UIKitOwnItemTests {
    static func tabs(_ files: [(String, String)]) -> [[String]] { UIKitRealAppShapesTests.tabs(files) }
    static func findings(_ files: [(String, String)]) -> [String] { UIKitRealAppShapesTests.findings(files) }

    static let objcBar = ("MainTabs.m", """
        @interface MainTabs : UITabBarController
        @end
        @implementation MainTabs
        - (void)viewDidLoad {
            [super viewDidLoad];
            UINavigationController *home = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
            FeedViewController *feed = [[FeedViewController alloc] init];
            feed.tabBarItem.image = [UIImage imageNamed:@"feed"];
            self.viewControllers = @[home, feed];
        }
        @end
        """)

    @Test func objcRootInTheSameFileGivesItsItem() {
        let root = """

            @implementation HomeViewController
            - (instancetype)init {
                if (self = [super init]) {
                    self.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] selectedImage:[UIImage imageNamed:@"home_on"]];
                }
                return self;
            }
            @end
            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.title = @"Feed";
                [self.tabBarItem setImage:[UIImage imageNamed:@"feed"]];
                self.tabBarItem.selectedImage = [UIImage imageNamed:@"feed_on"];
            }
            @end
            """
        #expect(Self.tabs([(Self.objcBar.0, Self.objcBar.1 + root)]) == [["Home|home|home_on", "Feed|feed|feed_on"]])
    }

    @Test func objcRootInAnotherFileOrDifferingIsUnknown() {
        let home = ("HomeViewController.m", """
            @implementation HomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.image = [UIImage imageNamed:@"home"];
            }
            - (void)refresh {
                self.tabBarItem.title = @"Later";
            }
            @end
            """)
        let feed = ("FeedViewController.m", """
            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.image = [UIImage imageNamed:@"feed_other"];
            }
            @end
            """)
        // Another file's value is unknown where the bar shows it; `refresh` sets the title whenever it runs,
        // so the title is unknown too (code wins over what the bar was built with).
        #expect(Self.tabs([Self.objcBar, home, feed]) == [["?|?|-", "-|?|-"]])
        // Without the roots' code, the construction site alone.
        #expect(Self.tabs([Self.objcBar]) == [["-|-|-", "-|feed|-"]])
    }

    /// A root of another file that sets its item where it is made or loaded (`viewDidLoad`, or a method `init…` /
    /// `viewDidLoad` calls) gives its tab that item; a finding on it is reported on the root's literal.
    @Test func aRootInAnotherFileSettingItsItemAtSetUpGivesIt() {
        let home = ("HomeViewController.m", """
            @implementation HomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setUpTab];
            }
            - (void)setUpTab {
                self.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"]
                                                        selectedImage:[UIImage imageNamed:@"home"]];
            }
            @end
            """)
        #expect(Self.tabs([Self.objcBar, home]) == [["Home|home|home", "-|feed|-"]])
        #expect(Self.findings([Self.objcBar, home]) == ["HomeViewController.m:8: TB022"])
        let swiftRoot = ("Roots.swift", """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: UIImage(named: "home"))
                }
            }
            """)
        #expect(Self.tabs([Self.swiftBar, swiftRoot]) == [["Home|home|home", "-|feed|-"]])
        #expect(Self.findings([Self.swiftBar, swiftRoot]) == ["Roots.swift:4: TB022"])
    }

    static let swiftBar = ("MainTabs.swift", """
        final class MainTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let feed = FeedViewController()
                feed.tabBarItem.image = UIImage(named: "feed")
                viewControllers = [UINavigationController(rootViewController: HomeViewController()), feed]
            }
        }
        """)

    @Test func swiftRootInTheSameFileGivesItsItem() {
        let roots = """

            final class HomeViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: UIImage(named: "home_on"))
                }
            }
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.tabBarItem.title = "Feed"
                    tabBarItem.image = UIImage(named: "feed")
                    self.tabBarItem.selectedImage = UIImage(named: "feed_on")
                }
            }
            """
        #expect(Self.tabs([(Self.swiftBar.0, Self.swiftBar.1 + roots)]) == [["Home|home|home_on", "Feed|feed|feed_on"]])
    }

    @Test func swiftRootInAnotherFileOrDifferingIsUnknown() {
        let roots = ("Roots.swift", """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.image = UIImage(named: "home")
                }
                func refresh() { tabBarItem.title = "Later" }
            }
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.image = UIImage(named: "feed_other")
                }
            }
            """)
        // `refresh` sets the title whenever it runs: unknown too.
        #expect(Self.tabs([Self.swiftBar, roots]) == [["?|?|-", "-|?|-"]])
        #expect(Self.tabs([Self.swiftBar]) == [["-|-|-", "-|feed|-"]])
    }

    @Test func objcSameFileValuesAgreeOrAreUnknown() {
        func root(_ image: String) -> String {
            """

            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.image = [UIImage imageNamed:@"\(image)"];
            }
            @end
            """
        }
        #expect(Self.tabs([(Self.objcBar.0, Self.objcBar.1 + root("feed"))]) == [["-|-|-", "-|feed|-"]])
        #expect(Self.tabs([(Self.objcBar.0, Self.objcBar.1 + root("feed_new"))]) == [["-|-|-", "-|?|-"]])
    }

    @Test func swiftSameFileValuesAgreeOrAreUnknown() {
        func root(_ image: String) -> String {
            """

            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.image = UIImage(named: "\(image)")
                }
            }
            """
        }
        #expect(Self.tabs([(Self.swiftBar.0, Self.swiftBar.1 + root("feed"))]) == [["-|-|-", "-|feed|-"]])
        #expect(Self.tabs([(Self.swiftBar.0, Self.swiftBar.1 + root("feed_new"))]) == [["-|-|-", "-|?|-"]])
    }

    // MARK: TB013 on a storyboard tab whose root sets its own image

    static let storyboard = ("Main.storyboard", SourceExample.storyboard([
        ("HomeViewController", #"<tabBarItem key="tabBarItem" title="Home" image="home" id="item-1"/>"#),
        ("MineViewController", #"<tabBarItem key="tabBarItem" title="Me" id="item-2"/>"#),
    ]))

    @Test func storyboardTabWithoutImageIsStillFound() {
        #expect(Self.findings([Self.storyboard]).contains { $0.hasSuffix("TB013") })
    }

    @Test func objcRootSettingItsImageSilencesTB013() {
        let mine = ("MineViewController.m", """
            @implementation MineViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.image = [UIImage imageNamed:@"me"];
            }
            @end
            """)
        #expect(!Self.findings([Self.storyboard, mine]).contains { $0.hasSuffix("TB013") })
    }

    @Test func swiftRootSettingItsImageSilencesTB013() {
        let mine = ("MineViewController.swift", """
            final class MineViewController: UIViewController {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    tabBarItem.image = UIImage(systemName: "person")
                }
            }
            """)
        #expect(!Self.findings([Self.storyboard, mine]).contains { $0.hasSuffix("TB013") })
    }
}
