import JSONC
import Testing
@testable import LanguageServer

/// The server's index links a project as `tabbar check` reads it: the files that name a screen word, then
/// the files defining the classes those use, then the classes these use, until no file is added (a bar's
/// header -> its `@implementation` -> its tabs' classes), and again when a linked file changes.
@Suite struct SourceIndexFixedPointTests {
    static let root = "/work/chain"
    static let header = root + "/App/MainTabs.h"
    static let bar = root + "/App/MainTabs.m"
    static let feed = root + "/App/Feed/FeedViewController.m"
    static let news = root + "/App/News/NewsViewController.m"

    static func barText(tab: String) -> String {
        """
        #import "MainTabs.h"
        @implementation MainTabs
        - (void)viewDidLoad {
            [super viewDidLoad];
            \(tab) *root = [[\(tab) alloc] init];
            root.tabBarItem.title = @"Feed";
            self.viewControllers = @[root];
        }
        @end
        """
    }

    static func rootText(_ name: String) -> String {
        """
        @implementation \(name)
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Latest";
            self.tabBarItem.image = [UIImage imageNamed:@"feed"];
        }
        @end
        """
    }

    static var disk: [String: String] {
        [header: "@interface MainTabs : UITabBarController\n@end\n", bar: barText(tab: "FeedViewController"),
         feed: rootText("FeedViewController"), news: rootText("NewsViewController")]
    }

    @Test func aTabsRootClassIsLinkedThroughTheBarsImplementation() {
        let client = LoopbackClient(disk: Self.disk, projectMarkers: [Self.root])
        client.initialize(rootURI: ShopApp.uri(Self.root))
        client.open(ShopApp.uri(Self.feed), Self.rootText("FeedViewController"), language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.feed)) == ["TB003"])
        client.open(ShopApp.uri(Self.news), Self.rootText("NewsViewController"), language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.news)).isEmpty, "no tab shows NewsViewController")

        // The bar's implementation (linked through its header, not a library file) now shows NewsViewController.
        client.disk[Self.bar] = Self.barText(tab: "NewsViewController")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(ShopApp.uri(Self.bar)), "type": 2]]])
        #expect(client.codes(ShopApp.uri(Self.news)) == ["TB003"])
        #expect(client.codes(ShopApp.uri(Self.feed)).isEmpty)
    }
}
