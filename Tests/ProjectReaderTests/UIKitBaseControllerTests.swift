import ProjectReader
import TabBarCore
import Testing

/// A tab bar controller that subclasses the app's own base `UITabBarController` subclass, in a file that
/// names no tab-bar word (docs/validation-uikit.md, Townsend93/Project's shape, in our own code): the
/// selection reads its file and the project keeps its bar through the base class.
@Suite struct UIKitBaseControllerTests {
    static func tabs(_ files: [(String, String)]) -> [[String]] { UIKitRealAppShapesTests.tabs(files) }

    /// The tabs read by the batch reader's two passes, over files given by path.
    static func readTabs(_ files: [(String, String)]) -> [[String]] {
        let project = SourceProjectReader.project(paths: files.map(\.0)) { Array(files[$0].1.utf8) }
        return project.controllers.filter { $0.value.isStock }.map { controller in
            (controller.value.items?.elements ?? []).map { $0.title.map { $0.literal ?? "?" } ?? "-" }
        }
    }

    static let objcBase = ("BaseTabController.h", """
        @interface BaseTabController : UITabBarController
        @end
        """)
    static let objcSubclass = ("MainTabController.m", """
        #import "BaseTabController.h"
        @interface MainTabController : BaseTabController
        @end
        @implementation MainTabController
        - (void)viewDidLoad {
            [super viewDidLoad];
            HomeViewController *home = [[HomeViewController alloc] init];
            home.title = @"Home";
            MineViewController *mine = [[MineViewController alloc] init];
            mine.title = @"Me";
            self.viewControllers = @[home, mine];
        }
        @end
        """)

    @Test func objcSubclassOfABaseControllerIsRead() {
        #expect(Self.readTabs([Self.objcBase, Self.objcSubclass]) == [["Home", "Me"]])
        // Without the base's declaration nothing says the class is a tab bar controller.
        #expect(Self.readTabs([Self.objcSubclass]) == [])
    }

    @Test func objcSubclassOfAnotherBaseIsNotABar() {
        let base = ("BaseTabController.h", """
            @interface BaseTabController : UIViewController
            @end
            @interface OtherTabController : UITabBarController
            @end
            """)
        #expect(Self.readTabs([base, Self.objcSubclass]) == [])
    }

    static let swiftBase = ("BaseTabController.swift", """
        class BaseTabController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
            }
        }
        """)
    static let swiftSubclass = ("MainTabController.swift", """
        final class MainTabController: BaseTabController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let home = HomeViewController()
                home.title = "Home"
                let mine = MineViewController()
                mine.title = "Me"
                viewControllers = [home, mine]
            }
        }
        """)

    @Test func swiftSubclassOfABaseControllerIsRead() {
        #expect(Self.readTabs([Self.swiftBase, Self.swiftSubclass]) == [["Home", "Me"]])
        #expect(Self.readTabs([Self.swiftSubclass]) == [])
    }

    @Test func swiftSubclassTwoLevelsDownIsKept() {
        let middle = ("AppTabController.swift", "class AppTabController: BaseTabController {}\n")
        let leaf = ("MainTabController.swift", """
            final class MainTabController: AppTabController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeViewController()
                    home.title = "Home"
                    let mine = MineViewController()
                    mine.title = "Me"
                    viewControllers = [home, mine]
                }
            }
            """)
        #expect(Self.tabs([Self.swiftBase, middle, leaf]) == [["Home|-|-", "Me|-|-"]])
    }

    /// The base class defines the helper each tab goes through; its subclass, in files that name no tab-bar
    /// word, calls it once per tab.
    @Test func objcSubclassCallingItsBasesHelperIsRead() {
        let baseHeader = ("BaseTabsController.h", """
            @interface BaseTabsController : UITabBarController
            - (void)addChild:(UIViewController *)child title:(NSString *)title icon:(NSString *)icon active:(NSString *)active;
            @end
            """)
        let base = ("BaseTabsController.m", """
            #import "BaseTabsController.h"
            @interface BaseTabsController ()
            @end
            @implementation BaseTabsController
            - (void)addChild:(UIViewController *)child title:(NSString *)title icon:(NSString *)icon active:(NSString *)active {
                child.tabBarItem.title = title;
                child.tabBarItem.image = [UIImage imageNamed:icon];
                child.tabBarItem.selectedImage = [UIImage imageNamed:active];
                AppNavigationController *nav = [[AppNavigationController alloc] initWithRootViewController:child];
                [self addChildViewController:nav];
            }
            @end
            """)
        let header = ("ShopTabsController.h", """
            #import "BaseTabsController.h"
            @interface ShopTabsController : BaseTabsController
            @end
            """)
        let subclass = ("ShopTabsController.m", """
            #import "ShopTabsController.h"
            @interface ShopTabsController ()
            @end
            @implementation ShopTabsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setUpTabs];
            }
            - (void)setUpTabs {
                [self addChild:[AisleViewController new] title:@"Aisles" icon:@"aisle" active:@"aisle_on"];
                [self addChild:[BasketViewController new] title:@"Basket" icon:@"basket" active:@"basket_on"];
            }
            @end
            """)
        #expect(Self.tabs([baseHeader, base, header, subclass]) == [["Aisles|aisle|aisle_on", "Basket|basket|basket_on"]])
    }
}
