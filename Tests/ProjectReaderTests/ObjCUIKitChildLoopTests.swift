import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Loops over a controller's own tabs (`self.viewControllers`, `self.childViewControllers`, `self.tabBar.items`) set
/// each tab's item from the element's position once the tabs are given: `for … in`, a counted `for`,
/// `enumerateObjectsUsingBlock:`, in the method giving the tabs or one it calls later. A loop that may skip an
/// element, or that runs before the tabs are given, is left alone.
@Suite struct ObjCUIKitChildLoopTests {
    static func items(_ methods: String) -> [String] {
        let text = """
            #define kTabTitles @[@"Feed", @"Me"]
            @interface TabsController : UITabBarController
            @end
            @implementation TabsController
            - (NSArray *)icons { return @[@"feed", @"me"]; }
            \(methods)
            @end
            """
        return ObjCEvaluatedTabsTests.items([("TabsController.m", text)], uikit: true).first ?? []
    }

    static let given = """
        UINavigationController *feed = [[UINavigationController alloc] initWithRootViewController:[FeedViewController new]];
            UINavigationController *me = [[UINavigationController alloc] initWithRootViewController:[MeViewController new]];
            self.viewControllers = @[feed, me];
        """

    @Test func aCountedLoopOverTheViewControllersInACalledMethod() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(Self.given)
                [self styleTabs];
            }
            - (void)styleTabs {
                NSArray *titles = @[@"Feed", @"Me"];
                for (NSInteger i = 0; i < self.viewControllers.count; i++) {
                    UIViewController *vc = self.viewControllers[i];
                    vc.tabBarItem.title = titles[i];
                    vc.tabBarItem.image = [UIImage imageNamed:self.icons[i]];
                }
            }
            """
        #expect(Self.items(methods) == ["Feed|feed|-", "Me|me|-"])
        // Called before the tabs are given, the loop walks no tab.
        let before = methods.replacingOccurrences(of: "[self styleTabs];", with: "")
            .replacingOccurrences(of: "[super viewDidLoad];", with: "[super viewDidLoad];\n    [self styleTabs];")
        #expect(Self.items(before) == ["-|-|-", "-|-|-"])
    }

    @Test func enumeratingTheBarsItemsWithABlock() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(Self.given)
                [self.tabBar.items enumerateObjectsUsingBlock:^(UITabBarItem *item, NSUInteger idx, BOOL *stop) {
                    item.title = kTabTitles[idx];
                    item.selectedImage = [UIImage imageNamed:[NSString stringWithFormat:@"%@_on", self.icons[idx]]];
                }];
            }
            """
        #expect(Self.items(methods) == ["Feed|-|feed_on", "Me|-|me_on"])
    }

    @Test func aForInLoopSetsEveryTab() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(Self.given)
                for (UIViewController *vc in self.childViewControllers) {
                    UITabBarItem *item = vc.tabBarItem;
                    item.image = [UIImage imageNamed:@"dot"];
                    vc.tabBarItem.title = vc.title;
                }
            }
            """
        #expect(Self.items(methods) == ["?|dot|-", "?|dot|-"])
    }

    @Test func aLoopThatMaySkipAnElementIsLeftAlone() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(Self.given)
                for (NSInteger i = 0; i < self.viewControllers.count; i++) {
                    UIViewController *vc = self.viewControllers[i];
                    if (i == 0) { continue; }
                    vc.tabBarItem.title = kTabTitles[i];
                }
                for (NSInteger i = 0; i < 3; i++) {
                    UIViewController *vc = self.viewControllers[i];
                    vc.tabBarItem.title = @"Three";
                }
            }
            """
        #expect(Self.items(methods) == ["-|-|-", "-|-|-"])
    }

    @Test func anImageGivenItsOwnRenderingModeKeepsItsName() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                FeedViewController *feed = [FeedViewController new];
                feed.tabBarItem.image = [UIImage imageNamed:@"feed"];
                feed.tabBarItem.selectedImage = [UIImage imageNamed:@"feed_on"];
                self.viewControllers = @[feed];
                for (UITabBarItem *item in self.tabBar.items) {
                    item.image = [item.image imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
                    item.selectedImage = [item.selectedImage imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
                }
            }
            """
        #expect(Self.items(methods) == ["-|feed|feed_on"])
    }

    @Test func aForInLoopWithItsOwnCounter() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(Self.given)
                NSArray *titles = @[@"Feed", @"Me"];
                NSInteger index = 0;
                for (UIViewController *vc in self.viewControllers) {
                    vc.tabBarItem.title = titles[index];
                    index++;
                }
            }
            """
        #expect(Self.items(methods) == ["Feed|-|-", "Me|-|-"])
        // Stepped anywhere but at the end, the loop is left alone.
        let early = methods.replacingOccurrences(of: "vc.tabBarItem.title = titles[index];\n        index++;",
                                                 with: "index++;\n        vc.tabBarItem.title = titles[index];")
        #expect(early != methods)
        #expect(Self.items(early) == ["-|-|-", "-|-|-"])
    }
}
