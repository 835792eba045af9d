import ProjectReader
import TabBarCore
import Testing

/// A bar built on a plain `UITabBarController` instance in an app delegate or a coordinator, not by a
/// subclass (HKScrollingNavAndTabBar's and NewsApp's shapes in docs/validation-uikit.md, in our own code).
@Suite struct UIKitInstanceBarTests {
    static func tabs(_ files: [(String, String)]) -> [[String]] { UIKitRealAppShapesTests.tabs(files) }
    static func findings(_ files: [(String, String)], assets: [String]? = nil) -> [String] {
        UIKitRealAppShapesTests.findings(files, assets: assets)
    }

    @Test func swiftAppDelegateGivesALocalControllerItsTabs() {
        let file = ("AppDelegate.swift", """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let feed = FeedViewController()
                    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), selectedImage: UIImage(named: "feed_on"))
                    let inbox = InboxViewController()
                    inbox.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "inbox"), selectedImage: UIImage(named: "inbox_on"))
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: feed), UINavigationController(rootViewController: inbox)]
                    window?.rootViewController = tabs
                    return true
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Feed|feed|feed_on", "Feed|inbox|inbox_on"]])
        #expect(Self.findings([file], assets: ["feed", "feed_on", "inbox", "inbox_on"]) == ["AppDelegate.swift:9: TB009"])
    }

    @Test func swiftCoordinatorAddsChildrenOneByOne() {
        let file = ("MainCoordinator.swift", """
            import UIKit
            final class MainCoordinator {
                func start() -> UIViewController {
                    let root = UITabBarController()
                    let news = NewsViewController()
                    news.tabBarItem.title = "News"
                    news.tabBarItem.image = UIImage(named: "news")
                    root.addChild(news)
                    let saved = SavedViewController()
                    saved.tabBarItem.title = "Saved"
                    saved.tabBarItem.image = UIImage(named: "saved")
                    root.addChild(saved)
                    return root
                }
            }
            """)
        #expect(Self.tabs([file]) == [["News|news|-", "Saved|saved|-"]])
        #expect(Self.findings([file], assets: ["news"]) == ["MainCoordinator.swift:11: TB014"])
    }

    @Test func swiftInstanceGivenTabsBuiltElsewhereIsNoBar() {
        let file = ("SceneDelegate.swift", """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func makeTabs(_ controllers: [UIViewController]) -> UITabBarController {
                    let tabs = UITabBarController()
                    tabs.viewControllers = controllers
                    return tabs
                }
            }
            """)
        #expect(Self.tabs([file]) == [])
        #expect(Self.findings([file]) == [])
    }

    @Test func swiftSubclassMethodsMakingAnotherInstanceAreNotReadTwice() {
        let file = ("MainTabs.swift", """
            import UIKit
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeViewController()
                    home.title = "Home"
                    viewControllers = [home]
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Home|-|-"]])
    }

    @Test func objcAppDelegateGivesALocalControllerItsTabs() {
        let file = ("AppDelegate.m", """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                FeedViewController *feed = [[FeedViewController alloc] init];
                feed.tabBarItem.title = @"Feed";
                feed.tabBarItem.image = [UIImage imageNamed:@"feed"];
                InboxViewController *inbox = [[InboxViewController alloc] init];
                inbox.tabBarItem.title = @"Inbox";
                inbox.tabBarItem.image = [UIImage imageNamed:@"inbx"];
                UITabBarController *tabs = [[UITabBarController alloc] init];
                tabs.viewControllers = @[feed, inbox];
                self.window.rootViewController = tabs;
                return YES;
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Feed|feed|-", "Inbox|inbx|-"]])
        #expect(Self.findings([file], assets: ["feed", "inbox"]) == ["AppDelegate.m:9: TB014"])
    }

    @Test func objcCoordinatorAddsChildrenBySending() {
        let file = ("Coordinator.m", """
            @implementation Coordinator
            - (UIViewController *)root {
                UITabBarController *tabs = [UITabBarController new];
                NewsViewController *news = [[NewsViewController alloc] init];
                news.title = @"News";
                [tabs addChildViewController:news];
                SavedViewController *saved = [[SavedViewController alloc] init];
                saved.title = @"News";
                [tabs addChildViewController:saved];
                return tabs;
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["News|-|-", "News|-|-"]])
        #expect(Self.findings([file]) == ["Coordinator.m:8: TB009"])
    }
}

extension UIKitInstanceBarTests {
    @Test func objcAppDelegatePropertyGivenAControllerAndItsTabs() {
        let file = ("AppDelegate.m", """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.tabBarController = [[UITabBarController alloc] init];
                HomeViewController *home = [[HomeViewController alloc] init];
                home.title = @"Home";
                MineViewController *mine = [[MineViewController alloc] init];
                mine.title = @"Me";
                [self.tabBarController setViewControllers:@[home, mine] animated:NO];
                self.window.rootViewController = self.tabBarController;
                return YES;
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Home|-|-", "Me|-|-"]])
    }

    @Test func swiftPropertyGivenAControllerAndItsTabs() {
        let file = ("AppCoordinator.swift", """
            import UIKit
            final class AppCoordinator {
                var tabs: UITabBarController?
                func start() {
                    self.tabs = UITabBarController()
                    let home = HomeViewController()
                    home.title = "Home"
                    self.tabs?.viewControllers = [home]
                    tabs = UITabBarController()
                    let mine = MineViewController()
                    mine.title = "Me"
                    tabs.setViewControllers([mine], animated: false)
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Home|-|-"], ["Me|-|-"]])
    }

    // MARK: An instance of the app's own tab bar controller class (issue 33: only what runs)

    static let sceneDelegate = ("SceneDelegate.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let feed = FeedViewController()
                feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), selectedImage: nil)
                let tabs = RootTabBarController()
                tabs.viewControllers = [UINavigationController(rootViewController: feed)]
                window?.rootViewController = tabs
            }
        }
        """)

    @Test func anInstanceOfTheAppsOwnTabBarControllerClassIsABarOfThatClass() throws {
        let declared = ("RootTabBarController.swift", "import UIKit\nfinal class RootTabBarController: UITabBarController {}\n")
        #expect(Self.tabs([Self.sceneDelegate, declared]) == [["Feed|feed|-"]])
        let project = SourceProjectReader.project([Self.sceneDelegate, declared].map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        #expect(project.controllers.map(\.value.className) == ["RootTabBarController"])
        // A class of that name the project does not declare a tab bar controller (a navigation controller) is no bar.
        let navigation = ("RootTabBarController.swift", "import UIKit\nfinal class RootTabBarController: UINavigationController {}\n")
        #expect(Self.tabs([Self.sceneDelegate, navigation]) == [])
        #expect(Self.tabs([Self.sceneDelegate]) == [])
    }

    @Test func anObjectiveCInstanceOfTheAppsOwnClassIsABarOfThatClass() {
        let delegate = ("AppDelegate.m", """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                FeedViewController *feed = [FeedViewController new];
                feed.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Feed" image:[UIImage imageNamed:@"feed"] selectedImage:nil];
                RootTabBarController *tabs = [[RootTabBarController alloc] init];
                tabs.viewControllers = @[feed];
                self.window.rootViewController = tabs;
                return YES;
            }
            @end
            """)
        let header = ("RootTabBarController.h", "@interface RootTabBarController : UITabBarController\n@end\n")
        #expect(Self.tabs([delegate, header]) == [["Feed|feed|-"]])
        #expect(Self.tabs([delegate]) == [])
    }

    @Test func objcItemsWrittenByPositionStraightOnTheInstance() {
        let file = ("AppDelegate.m", """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UITabBarController *tabs = [[UITabBarController alloc] init];
                tabs.viewControllers = @[[FeedViewController new], [InboxViewController new]];
                tabs.tabBar.items[0].title = @"Feed";
                tabs.tabBar.items[0].image = [UIImage imageNamed:@"feed"];
                [tabs.tabBar.items objectAtIndex:1].title = @"Feed";
                tabs.tabBar.items[1].image = [UIImage imageNamed:@"inbox"];
                self.window.rootViewController = tabs;
                return YES;
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Feed|feed|-", "Feed|inbox|-"]])
        #expect(Self.findings([file], assets: ["feed", "inbox"]) == ["AppDelegate.m:7: TB009"])
    }

    /// Whatever its name (`RootViewController`, `MainViewController`): the project's declaration of the class decides.
    /// (A file is read for it when it names a tab-bar word: here the bar's appearance.)
    @Test func anInstanceOfAnAppsClassNamedWithoutTabIsABarWhenTheProjectSaysSo() {
        let swift = (Self.sceneDelegate.0, Self.sceneDelegate.1.replacingOccurrences(of: "RootTabBarController", with: "RootViewController"))
        #expect(Self.tabs([swift, ("RootViewController.swift", "import UIKit\nfinal class RootViewController: UITabBarController {}\n")])
                == [["Feed|feed|-"]])
        #expect(Self.tabs([swift, ("RootViewController.swift", "import UIKit\nfinal class RootViewController: UINavigationController {}\n")])
                == [])
        let objc = ("AppDelegate.m", """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                FeedViewController *feed = [FeedViewController new];
                feed.tabBarItem.title = @"Feed";
                RootViewController *root = [RootViewController new];
                [[UITabBar appearance] setTintColor:[UIColor orangeColor]];
                root.viewControllers = @[feed];
                self.window.rootViewController = root;
                return YES;
            }
            @end
            """)
        #expect(Self.tabs([objc, ("RootViewController.h", "@interface RootViewController : UITabBarController\n@end\n")]) == [["Feed|-|-"]])
        #expect(Self.tabs([objc, ("RootViewController.h", "@interface RootViewController : UINavigationController\n@end\n")]) == [])
        #expect(Self.tabs([objc]) == [])
    }

    /// An app delegate that makes the controller and its children in one method and gives it its tabs in another.
    @Test func objcInstanceMadeInOneMethodAndFilledInAnother() {
        let file = ("AppDelegate.m", """
            @implementation AppDelegate
            - (void)showTabs {
                [self makeControllers];
                [self.tabs setViewControllers:@[self.home, self.me]];
                self.window.rootViewController = self.tabs;
            }
            - (void)makeControllers {
                self.tabs = [[UITabBarController alloc] init];
                self.home = [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]];
                UITabBarItem *homeItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] selectedImage:nil];
                self.home.tabBarItem = homeItem;
                self.me = [[UINavigationController alloc] initWithRootViewController:[MeViewController new]];
                self.me.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"me"] selectedImage:nil];
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Home|home|-", "Home|me|-"]])
        #expect(Self.findings([file], assets: ["home", "me"]) == ["AppDelegate.m:13: TB009"])
        // Made in two methods: which one runs is not known, no bar is read.
        let twice = file.1.replacingOccurrences(of: "[self makeControllers];", with: "[self makeControllers];\n    self.tabs = [UITabBarController new];")
        #expect(Self.tabs([(file.0, twice)]).count == 1)
        let elsewhere = (file.0, file.1.replacingOccurrences(of: "@end", with: "- (void)reset {\n    self.tabs = [UITabBarController new];\n}\n@end"))
        #expect(Self.tabs([elsewhere]) == [])
    }

    /// Items set by position through a local holding the instance's bar (`UITabBar *bar = self.tabs.tabBar;`).
    @Test func objcItemsThroughALocalHoldingTheInstancesBar() {
        let file = ("AppDelegate.m", """
            @implementation AppDelegate
            - (void)makeRoot {
                self.tabs = [[UITabBarController alloc] init];
                [self.tabs setViewControllers:@[[FeedViewController new], [InboxViewController new]] animated:YES];
                UITabBar *bar = self.tabs.tabBar;
                UITabBarItem *first = [bar.items objectAtIndex:0];
                UITabBarItem *second = bar.items[1];
                first.image = [[UIImage imageNamed:@"feed"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
                second.image = [UIImage imageNamed:@"feed"];
            }
            @end
            """)
        #expect(Self.findings([file], assets: ["feed"]) == ["AppDelegate.m:9: TB022"])
        let other = (file.0, file.1.replacingOccurrences(of: "UITabBar *bar = self.tabs.tabBar;", with: "UITabBar *bar = [UITabBar new];"))
        #expect(Self.findings([other], assets: ["feed"]) == [])
        // Written straight on the item, through the property or the local bar: the same reading.
        let straight = (file.0, file.1
            .replacingOccurrences(of: "first.image = [[UIImage imageNamed:@\"feed\"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];",
                                  with: "[self.tabs.tabBar.items objectAtIndex:0].image = [UIImage imageNamed:@\"feed\"];")
            .replacingOccurrences(of: "second.image = [UIImage imageNamed:@\"feed\"];", with: "bar.items[1].image = [UIImage imageNamed:@\"feed\"];"))
        #expect(straight.1.contains("bar.items[1].image") && straight.1.contains("[self.tabs.tabBar.items objectAtIndex:0].image"))
        #expect(Self.findings([straight], assets: ["feed"]) == ["AppDelegate.m:9: TB022"])
    }
}

