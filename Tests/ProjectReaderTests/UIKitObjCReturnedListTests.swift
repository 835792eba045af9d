import ProjectReader
import TabBarCore
import Testing

/// An Objective-C controller whose tabs are a list built elsewhere: returned by a method of the class, or a mutable
/// array filled with `addObject:`; each tab read in the method that makes it, and nothing when the list is not all known.
@Suite struct UIKitObjCReturnedListTests {
    static func controller(_ viewDidLoad: String, _ others: String = "") -> [(String, String)] {
        [("Main.m", """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
            \(viewDidLoad)
            }
            \(others)
            @end
            """)]
    }

    static let maker = """
        - (NSArray *)makeControllers {
            HomeViewController *home = [[HomeViewController alloc] init];
            home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"首页" image:[UIImage imageNamed:@"home"] selectedImage:nil];
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:home];
            MeViewController *me = [[MeViewController alloc] init];
            me.tabBarItem.title = @"我 😀";
            return @[nav, me];
        }
        """

    @Test func aListAMethodOfTheClassReturns() {
        let files = Self.controller("    self.viewControllers = [self makeControllers];", Self.maker)
        #expect(UIKitRealAppShapesTests.tabs(files) == [["首页|home|-", "我 😀|-|-"]])
    }

    @Test func aListAMethodReturnsThroughALocal() {
        let files = Self.controller("""
                NSArray *controllers = [self makeControllers];
                [self setViewControllers:controllers animated:NO];
            """, Self.maker)
        #expect(UIKitRealAppShapesTests.tabs(files) == [["首页|home|-", "我 😀|-|-"]])
    }

    @Test func aMutableArrayFilledWithAddObject() {
        let files = Self.controller("""
                NSMutableArray *controllers = [NSMutableArray array];
                HomeViewController *home = [[HomeViewController alloc] init];
                home.tabBarItem.title = @"首页";
                [controllers addObject:home];
                MeViewController *me = [[MeViewController alloc] init];
                me.tabBarItem.title = @"我";
                [controllers addObject:me];
                self.viewControllers = controllers;
            """)
        #expect(UIKitRealAppShapesTests.tabs(files).map { $0.map { $0.split(separator: "|").first.map(String.init) ?? "" } }
                == [["首页", "我"]])
    }

    @Test func aListFilledOnlySometimesIsNotRead() {
        let files = Self.controller("""
                NSMutableArray *controllers = [NSMutableArray array];
                [controllers addObject:[[HomeViewController alloc] init]];
                if (self.showsShop) {
                    [controllers addObject:[[ShopViewController alloc] init]];
                }
                self.viewControllers = controllers;
            """)
        #expect(UIKitRealAppShapesTests.tabs(files).allSatisfy { $0.isEmpty })
    }
}

/// The Swift twin: `viewControllers = makeControllers()`, a function of the class returning the list.
@Suite struct UIKitSwiftReturnedListTests {
    @Test func aListAFunctionOfTheClassReturns() {
        let file = ("Tabs.swift", """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = makeControllers()
                }
                private func makeControllers() -> [UIViewController] {
                    let home = HomeViewController()
                    let nav = UINavigationController(rootViewController: home)
                    nav.tabBarItem = UITabBarItem(title: "首页", image: UIImage(named: "home"), selectedImage: nil)
                    let me = MeViewController()
                    me.tabBarItem.title = "我 😀"
                    return [nav, me]
                }
            }
            """)
        #expect(UIKitRealAppShapesTests.tabs([file]).map { $0.map { $0.split(separator: "|").first.map(String.init) ?? "" } }
                == [["首页", "我 😀"]])
    }

    @Test func aFunctionReturningItselfEnds() {
        let file = ("Tabs.swift", """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = makeControllers()
                }
                func makeControllers() -> [UIViewController] { return makeControllers() }
            }
            """)
        #expect(UIKitRealAppShapesTests.tabs([file]).allSatisfy { $0.isEmpty })
    }
}

/// A bar made in a stored property's closure called at once (`lazy var tabs: UITabBarController = { … }()`).
@Suite struct UIKitSwiftClosurePropertyBarTests {
    @Test func aLazyPropertysClosureMakesTheBar() {
        let file = ("Config.swift", """
            import UIKit
            final class AppConfig: NSObject {
                lazy var tabs: UITabBarController = {
                    let tabs = UITabBarController()
                    let home = HomeViewController()
                    home.tabBarItem = UITabBarItem(title: "首页", image: UIImage(named: "home"), selectedImage: nil)
                    tabs.viewControllers = [home]
                    return tabs
                }()
                let name: String = "shop"
            }
            """)
        #expect(UIKitRealAppShapesTests.tabs([file]) == [["首页|home|-"]])
    }

    @Test func closureInteriorIsOnlyForAClosureCalledAtOnce() {
        #expect(UIKitRealAppShapesTests.tabs([("A.swift", """
            final class AppConfig {
                var makeTabs: () -> UITabBarController = {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [HomeViewController()]
                    return tabs
                }
            }
            """)]).isEmpty)
    }
}

/// Items set by position on a tab bar controller made in a method, through a local holding one of its items.
@Suite struct UIKitObjCInstanceItemsByPositionTests {
    static func file(_ settings: String) -> [(String, String)] {
        [("Demo.m", """
            @implementation DemoViewController
            - (void)showTabs {
                UITabBarController *tabs = [[UITabBarController alloc] init];
                tabs.viewControllers = @[[[HomeViewController alloc] init], [[MeViewController alloc] init]];
            \(settings)
                [self presentViewController:tabs animated:YES completion:nil];
            }
            @end
            """)]
    }

    @Test func aLocalHoldingAnItemSetsItsFields() {
        let files = Self.file("""
                UITabBarItem *first = tabs.tabBar.items[0];
                first.title = @"首页";
                first.image = [UIImage imageNamed:@"home"];
                UITabBarItem *second = [tabs.tabBar.items objectAtIndex:1];
                second.selectedImage = [UIImage imageNamed:@"me_on"];
            """)
        #expect(UIKitRealAppShapesTests.tabs(files) == [["首页|home|-", "-|-|me_on"]],
                "\(UIKitRealAppShapesTests.tabs(files))")
    }

    @Test func aLocalAssignedAgainNoLongerHoldsTheItem() {
        let files = Self.file("""
                UITabBarItem *item = tabs.tabBar.items[0];
                item = [[UITabBarItem alloc] init];
                item.image = [UIImage imageNamed:@"other"];
            """)
        #expect(!UIKitRealAppShapesTests.tabs(files).joined().contains { $0.contains("other") })
    }
}
