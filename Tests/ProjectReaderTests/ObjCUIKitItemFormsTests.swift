import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Forms of an Objective-C UIKit tab's item a reader of the code sees at once: a navigation controller of the app's
/// own whatever its name, an image local reassigned with its rendering mode, a method of the controller handed the
/// child to set its item. What a branch may change stays unknown.
@Suite struct ObjCUIKitItemFormsTests {
    static func items(_ text: String) -> [String] {
        ObjCEvaluatedTabsTests.items([("TabsController.m", text)], uikit: true).first ?? []
    }

    static func controller(_ methods: String) -> String {
        """
        @interface TabsController : UITabBarController
        @end
        @implementation TabsController
        \(methods)
        @end
        """
    }

    @Test func aNavigationControllerIsKnownByItsInitialiser() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                FeedViewController *feed = [[FeedViewController alloc] init];
                feed.tabBarItem.title = @"Feed";
                feed.tabBarItem.image = [UIImage imageNamed:@"feed"];
                BaseNav *nav = [[BaseNav alloc] initWithRootViewController:feed];
                [self addChildViewController:nav];
            }
            """)
        #expect(Self.items(text) == ["Feed|feed|-"])
    }

    @Test func aReassignedImageLocalKeepsItsName() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self add:[[FeedViewController alloc] init] title:@"Feed" icon:@"feed" selected:@"feed_on"];
            }
            - (void)add:(UIViewController *)child title:(NSString *)title icon:(NSString *)icon selected:(NSString *)selected {
                child.title = title;
                child.tabBarItem.image = [UIImage imageNamed:icon];
                UIImage *picked = [UIImage imageNamed:selected];
                picked = [picked imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
                child.tabBarItem.selectedImage = picked;
                [self addChildViewController:[[AppNav alloc] initWithRootViewController:child]];
            }
            """)
        #expect(Self.items(text) == ["Feed|feed|feed_on"])
    }

    @Test func anImageAssignedInABranchIsUnknown() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController *feed = [[UIViewController alloc] init];
                UIImage *icon = [UIImage imageNamed:@"feed"];
                if (self.dark) {
                    icon = [UIImage imageNamed:@"feed_dark"];
                }
                feed.tabBarItem.title = @"Feed";
                feed.tabBarItem.image = icon;
                [self addChildViewController:feed];
            }
            """)
        #expect(Self.items(text) == ["Feed|?|-"])
        // The same assignment in straight-line code reaches the use.
        let straight = text.replacingOccurrences(of: "if (self.dark) {", with: "").replacingOccurrences(of: "    }\n    feed.tabBarItem.title", with: "    feed.tabBarItem.title")
        #expect(straight != text)
        #expect(Self.items(straight) == ["Feed|feed_dark|-"])
    }

    @Test func aMethodHandedTheChildSetsItsItem() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                FeedViewController *feed = [FeedViewController new];
                [self style:feed title:@"Feed" image:@"feed" selectedImage:@"feed_on"];
                AppNav *feedNav = [[AppNav alloc] initWithRootViewController:feed];
                MeViewController *me = [MeViewController new];
                [self style:me title:@"Me" image:@"me" selectedImage:@"me_on"];
                AppNav *meNav = [[AppNav alloc] initWithRootViewController:me];
                self.viewControllers = @[feedNav, meNav];
            }
            - (void)style:(UIViewController *)vc title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
                vc.tabBarItem.title = title;
                vc.tabBarItem.image = [UIImage imageNamed:image];
                vc.tabBarItem.selectedImage = [[UIImage imageNamed:selectedImage] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
            }
            """)
        #expect(Self.items(text) == ["Feed|feed|feed_on", "Me|me|me_on"])
        // A later setter in the calling method wins over the method's.
        let later = text.replacingOccurrences(of: "AppNav *meNav", with: "me.tabBarItem.title = @\"Profile\";\n    AppNav *meNav")
        #expect(Self.items(later) == ["Feed|feed|feed_on", "Profile|me|me_on"])
    }

    @Test func aStoryboardTabGivenAnImageThroughALocalLeavesTheOthersRead() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "FirstViewController", item: #"<tabBarItem key="tabBarItem" title="First" id="i1"/>"#),
            (className: "SecondViewController", item: #"<tabBarItem key="tabBarItem" title="Second" id="i2"/>"#),
        ], controllerClass: "PortTabs"))
        let code = ("PortTabs.m", """
            @interface PortTabs : UITabBarController
            @end
            @implementation PortTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController *second = self.viewControllers[1];
                second.tabBarItem.image = [UIImage imageNamed:@"second"];
            }
            @end
            """)
        // The first tab still has no image; the second's is set in code.
        #expect(UIKitRealAppShapesTests.findings([storyboard, code]).filter { $0.hasSuffix("TB013") }.count == 1)
        #expect(UIKitRealAppShapesTests.findings([storyboard]).filter { $0.hasSuffix("TB013") }.count == 2)
    }

    @Test func aWrapperDeclaredNilThenMade() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self add:[FeedViewController new] title:@"Feed"];
            }
            - (void)add:(UIViewController *)child title:(NSString *)title {
                child.title = title;
                AppNav *nav = nil;
                nav = [[AppNav alloc] initWithRootViewController:child];
                [self addChildViewController:nav];
            }
            """)
        #expect(Self.items(text) == ["Feed|-|-"])
    }

    @Test func anItemHeldByALocalUntilItIsGiven() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                UINavigationController *feed = [[UINavigationController alloc] initWithRootViewController:[FeedViewController new]];
                UITabBarItem *feedItem = [[UITabBarItem alloc] initWithTitle:@"Feed" image:[UIImage imageNamed:@"feed"] selectedImage:nil];
                feedItem.tag = 1;
                feed.tabBarItem = feedItem;
                UINavigationController *me = [[UINavigationController alloc] initWithRootViewController:[MeViewController new]];
                UITabBarItem *meItem = [[UITabBarItem alloc] initWithTitle:@"Me" image:[UIImage imageNamed:@"me"] selectedImage:nil];
                meItem.title = @"Profile";
                me.tabBarItem = meItem;
                self.viewControllers = [NSArray arrayWithObjects:feed, me, nil];
            }
            """)
        // The second item's title changes before it is given: that item is not read from its construction.
        #expect(Self.items(text) == ["Feed|feed|-", "-|-|-"])
    }

    @Test func aChildAddedAgainInANavigationControllerLeavesItsFirstPlace() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                _feed = [[FeedViewController alloc] init];
                [self addChildViewController:_feed];
                [self add:_feed title:@"Feed"];
                [self add:[MeViewController new] title:@"Me"];
            }
            - (void)add:(UIViewController *)child title:(NSString *)title {
                child.title = title;
                [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:child]];
            }
            """)
        #expect(Self.items(text) == ["Feed|-|-", "Me|-|-"])
        // Two controllers made by one statement of a helper are two tabs.
        let made = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self add:@"Feed"];
                [self add:@"Me"];
            }
            - (void)add:(NSString *)title {
                UIViewController *child = [[UIViewController alloc] init];
                child.title = title;
                [self addChildViewController:child];
            }
            """)
        #expect(Self.items(made) == ["Feed|-|-", "Me|-|-"])
    }

    @Test func aFieldSetInABranchIsUnknown() {
        let text = Self.controller("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                UINavigationController *feed = [[UINavigationController alloc] initWithRootViewController:[FeedViewController new]];
                UIImage *icon = [UIImage imageNamed:@"feed"];
                if (kOriginalIcons) {
                    feed.tabBarItem = [[UITabBarItem alloc] initWithTitle:nil image:[icon imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal] selectedImage:icon];
                } else {
                    feed.tabBarItem.image = icon;
                }
                feed.tabBarItem.title = @"Feed";
                if (self.compact) {
                    UINavigationController *me = [[UINavigationController alloc] initWithRootViewController:[MeViewController new]];
                    me.tabBarItem.title = @"Me";
                    self.viewControllers = @[feed, me];
                }
            }
            """)
        // The second tab is made and named in the same branch: its title is read.
        #expect(Self.items(text) == ["Feed|?|?", "Me|-|-"])
    }
}
