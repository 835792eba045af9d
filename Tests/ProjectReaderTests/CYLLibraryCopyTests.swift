import ProjectReader
import TabBarCore
import Testing

/// A renamed copy of CYLTabBarController in the app's own folders (its header declares the library's protocol and
/// keys): the library's rules do not apply to the copy; the real library, used the same way, keeps them.
@Suite struct CYLLibraryCopyTests {
    static let app = [
        ("PlusButton.m", """
            #import "PlusButton.h"
            @implementation PlusButton
            + (void)load {
                [super registerSubclass];
            }
            + (id)plusButton {
                return [[self alloc] init];
            }
            @end
            """),
        ("TabBarConfig.m", """
            @implementation TabBarConfig
            - (UITabBarController *)tabBarController {
                HomeViewController *home = [[HomeViewController alloc] init];
                home.title = @"首页";
                MeViewController *me = [[MeViewController alloc] init];
                me.title = @"我";
                ZZTabBarController *tabs = [[ZZTabBarController alloc] init];
                tabs.tabBarItemsAttributes = @[@{CYLTabBarItemTitle: @"", CYLTabBarItemImage: @"home"},
                                               @{CYLTabBarItemTitle: @"", CYLTabBarItemImage: @"me"}];
                tabs.viewControllers = @[home, me];
                return tabs;
            }
            @end
            """),
    ]

    static let copyHeader = ("Vendor/ZZKit/ZZPlusButton.h", """
        @protocol CYLPlusButtonSubclassing
        @required
        + (id)plusButton;
        @end
        static NSString *const CYLTabBarItemTitle = @"tabBarItemTitle";
        @interface ZZPlusButton : UIButton
        + (void)registerSubclass;
        @end
        """)

    static let plusHeader = ("PlusButton.h", """
        @interface PlusButton : ZZPlusButton <CYLPlusButtonSubclassing>
        @end
        """)

    static func codes(_ files: [(String, String)]) -> Set<String> {
        Set(UIKitRealAppShapesTests.findings(files).compactMap { $0.split(separator: " ").last.map(String.init) })
    }

    @Test func theLibrarysRulesStayOffARenamedCopy() {
        let codes = Self.codes(Self.app + [Self.copyHeader, Self.plusHeader])
        #expect(codes.isDisjoint(with: ["TB003", "TB016", "TB017", "TB019"]), "\(codes)")
    }

    @Test func theLibraryItselfKeepsThem() {
        let header = ("PlusButton.h", """
            @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
            @end
            """)
        let codes = Self.codes(Self.app + [header])
        #expect(codes.contains("TB016"), "\(codes)")
    }

    @Test func aForwardDeclarationOfTheProtocolIsNoCopy() {
        let bytes = Array("@protocol CYLPlusButtonSubclassing;\n@interface A : NSObject\n@end\n".utf8)
        let project = SourceProjectReader.project([SourceProjectReader.Input(path: "A.h", bytes: bytes)])
        #expect(project.files.allSatisfy { !$0.facts.tabBar.declaresLibraryNames })
    }
}
