import JSONC
import Testing
@testable import LanguageServer

/// The server's index links a subclass of the app's own base `UITabBarController` subclass whose files name no
/// tab-bar word, as `tabbar check` reads it (`SourceSelection.tabNamedSubclasses`): the bar it builds gives the
/// tab's root class its TB003.
@Suite struct SourceIndexBaseControllerTests {
    static let root = "/work/based"
    static let feed = root + "/App/Feed/FeedViewController.m"
    static let feedText = """
        @implementation FeedViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Latest";
        }
        @end
        """

    static let disk: [String: String] = [
        root + "/App/Base/BaseTabController.h": "@interface BaseTabController : UITabBarController\n@end\n",
        root + "/App/Base/BaseTabController.m": "#import \"BaseTabController.h\"\n@implementation BaseTabController\n@end\n",
        root + "/App/Main/MainTabController.h": "#import \"BaseTabController.h\"\n@interface MainTabController : BaseTabController\n@end\n",
        root + "/App/Main/MainTabController.m": """
            #import "MainTabController.h"
            @implementation MainTabController
            - (void)viewDidLoad {
                [super viewDidLoad];
                FeedViewController *feed = [[FeedViewController alloc] init];
                feed.tabBarItem.title = @"Feed";
                self.viewControllers = @[feed];
            }
            @end
            """,
        feed: feedText,
    ]

    @Test func aTabRootOfASubclassOfABaseControllerGetsItsFinding() {
        let client = LoopbackClient(disk: Self.disk, projectMarkers: [Self.root])
        client.initialize(rootURI: ShopApp.uri(Self.root))
        client.open(ShopApp.uri(Self.feed), Self.feedText, language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.feed)) == ["TB003"])
    }
}
