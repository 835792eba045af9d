import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// Hover on a tab's title or image reached through something lists the chain of places it came through.
@Suite struct SourceValueChainHoverTests {
    static let root = "/work/chain"
    static let path = root + "/App/MainTabBarController.m"
    static let text = """
        #import <UIKit/UIKit.h>
        #define kTitleHome @"首页"

        @interface MainTabBarController : UITabBarController
        @end

        @implementation MainTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildVc:[HomeViewController new] title:kTitleHome image:@"home"];
            [self addChildVc:[MeViewController new] title:@"我的" image:@"me"];
        }

        - (void)addChildVc:(UIViewController *)vc title:(NSString *)title image:(NSString *)image {
            vc.tabBarItem.title = title;
            vc.tabBarItem.image = [UIImage imageNamed:image];
            [self addChildViewController:vc];
        }
        @end
        """

    static func hover(_ needle: String, plus extra: Int = 0, _ unit: LineTable.Unit = .utf16) -> (String?, JSON?) {
        let client = LoopbackClient(disk: [path: text], projectMarkers: [root])
        client.initialize(capabilities: unit == .utf8 ? Capabilities.utf8 : [:], rootURI: ShopApp.uri(root))
        client.open(ShopApp.uri(path), text, language: "objective-c")
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": .string(ShopApp.uri(path))],
                                                          "position": SourceFeaturesTests.position(of: needle, in: text, plus: extra, unit)])
        return (reply.result?["contents"]?["value"]?.stringValue, reply.result?["range"])
    }

    @Test func hoverOnTheLiteralListsEveryStepWithItsPlace() throws {
        for unit in [LineTable.Unit.utf16, .utf8] {
            let (value, range) = Self.hover("@\"首页\"", plus: 3, unit)
            let text = try #require(value)
            #expect(text.contains("""
                **Tab 1 title** "首页" is reached through:
                - addChildVc:title:image: at MainTabBarController.m:15:27
                - macro kTitleHome at MainTabBarController.m:10:53
                - written at MainTabBarController.m:2:20
                """), "\(text)")
            #expect(range?["start"] == SourceFeaturesTests.position(of: "@\"首页\"", in: Self.text, unit))
        }
    }

    @Test func hoverOnAStepOfTheChainShowsTheSameChain() throws {
        let (value, _) = Self.hover("kTitleHome image", plus: 2)
        #expect(try #require(value).contains("**Tab 1 title** \"首页\" is reached through:"))
    }

    @Test func aLiteralTheCallPassesHasTheHelperAsItsOnlyStep() throws {
        let text = try #require(Self.hover("@\"我的\"", plus: 2).0)
        #expect(text.contains("**Tab 2 title** \"我的\" is reached through:\n- addChildVc:title:image: at MainTabBarController.m:15:27\n- written at MainTabBarController.m:11:51"), "\(text)")
    }

    @Test func hoverOutsideAnyValueShowsNoChain() {
        let (value, _) = Self.hover("super viewDidLoad", plus: 2)
        #expect(value?.contains("is reached through") != true)
    }
}
