import JSONC
import ProjectReader
import TabBarCore
import Testing

/// A child held by a property of the controller (`self.feed`, `_feed`) is followed to the class's one assignment to
/// it, and its item setters count in the methods the initialiser and `viewDidLoad` call, in call order.
@Suite struct ObjCUIKitPropertyChildTests {
    static func items(_ methods: String) -> [String] {
        let text = """
            @interface TabsController : UITabBarController
            @property (nonatomic, strong) FeedViewController *feed;
            @property (nonatomic, strong) UINavigationController *feedNav;
            @end
            @implementation TabsController
            \(methods)
            @end
            """
        return ObjCEvaluatedTabsTests.items([("TabsController.m", text)], uikit: true).first ?? []
    }

    @Test func theTabsInOneMethodTheItemsInAnother() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self makeChildren];
                [self styleItems];
            }
            - (void)makeChildren {
                self.feed = [[FeedViewController alloc] init];
                _feedNav = [[UINavigationController alloc] initWithRootViewController:self.feed];
                self.viewControllers = @[self.feedNav];
            }
            - (void)styleItems {
                self.feed.tabBarItem.title = @"Feed";
                [_feed.tabBarItem setImage:[UIImage imageNamed:@"feed"]];
            }
            """
        #expect(Self.items(methods) == ["Feed|feed|-"])
    }

    @Test func aMethodNeverCalledWhenTheControllerLoadsSetsNothing() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.feed = [[FeedViewController alloc] init];
                self.viewControllers = @[self.feed];
            }
            - (void)refresh {
                self.feed.tabBarItem.title = @"Later";
            }
            """
        #expect(Self.items(methods) == ["-|-|-"])
        let called = methods.replacingOccurrences(of: "self.viewControllers = @[self.feed];",
                                                  with: "self.viewControllers = @[self.feed];\n    [self refresh];")
        #expect(Self.items(called) == ["Later|-|-"])
    }

    @Test func aPropertyAssignedTwiceIsNotFollowed() {
        let methods = """
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.feed = [[FeedViewController alloc] init];
                self.feed.tabBarItem.title = @"Feed";
                self.viewControllers = @[self.feed];
            }
            - (void)reset {
                self.feed = [[FeedViewController alloc] init];
            }
            """
        #expect(Self.items(methods) == ["Feed|-|-"])
    }
}
