import JSONC
import Testing
@testable import LanguageServer

/// The server's index reads the header that declares the macro a bar's title is spelled as (`DeclaredStrings`),
/// though that header names no tab-bar word, and sees it change: a macro that stops repeating the other tab's
/// title takes TB009 away, one that repeats it again brings it back.
@Suite struct SourceIndexDeclaredStringTests {
    static let root = "/work/macros"
    static let controller = root + "/App/Main/TabBarController.m"
    static let header = root + "/App/Common/Const.h"
    static let controllerText = """
        #import "Const.h"

        @interface TabBarController : UITabBarController
        @end

        @implementation TabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIViewController *home = [UIViewController new];
            home.tabBarItem.title = @"首页";
            home.tabBarItem.image = [UIImage imageNamed:@"home"];
            home.tabBarItem.selectedImage = [UIImage imageNamed:@"home_sel"];
            UIViewController *mine = [UIViewController new];
            mine.tabBarItem.title = kTitleMine;
            mine.tabBarItem.image = [UIImage imageNamed:@"mine"];
            mine.tabBarItem.selectedImage = [UIImage imageNamed:@"mine_sel"];
            self.viewControllers = @[home, mine];
        }
        @end
        """

    static func headerText(_ title: String) -> String { "#define kTitleMine @\"\(title)\"\n" }

    static let disk: [String: String] = [header: headerText("首页"), controller: controllerText]

    @Test func theBarReadsTheMacroOfAnotherFile() {
        let client = LoopbackClient(disk: Self.disk, projectMarkers: [Self.root])
        client.initialize(rootURI: ShopApp.uri(Self.root))
        client.open(ShopApp.uri(Self.controller), Self.controllerText, language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.controller)) == ["TB009"])
    }

    @Test func aChangedMacroChangesTheBarsFindings() {
        let client = LoopbackClient(disk: Self.disk, projectMarkers: [Self.root])
        client.initialize(rootURI: ShopApp.uri(Self.root))
        client.open(ShopApp.uri(Self.controller), Self.controllerText, language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.controller)) == ["TB009"])
        let uri = ShopApp.uri(Self.header)
        client.open(uri, Self.headerText("首页"), language: "objective-c")
        client.change(uri, Self.headerText("我的"), version: 2)
        #expect(client.codes(ShopApp.uri(Self.controller)) == [])
        client.change(uri, Self.headerText("首页"), version: 3)
        #expect(client.codes(ShopApp.uri(Self.controller)) == ["TB009"])
    }
}
