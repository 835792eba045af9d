import ProjectReader
import TabBarCore
import Testing

/// Tabs made by a method of the bar's class that returns the child (`[self navWith:[Home new] title:@"首页" …]`), its
/// parameters bound to the call's arguments; the root it picks by comparing a parameter with literals; an image named
/// through a category helper of another file sent the helper's parameter; TB014 beside a catalog that holds no image;
/// a whole item made without an image (TB013, as in Swift).
@Suite struct UIKitReturningHelperTests {
    static func findings(_ files: [(String, String)], assets: [String]? = nil) -> [String] {
        UIKitRealAppShapesTests.findings(files, assets: assets)
    }

    /// `Tabs.m`: a `UITabBarController` subclass whose `viewDidLoad` runs `statements` (its line 6 on), then `methods`.
    static func bar(_ statements: String, methods: String = "") -> (String, String) {
        let body = statements.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        return ("Tabs.m", "@interface Tabs : UITabBarController\n@end\n@implementation Tabs\n- (void)viewDidLoad {\n"
                    + "    [super viewDidLoad];\n" + body + "\n}\n" + methods + (methods.isEmpty ? "" : "\n") + "@end\n")
    }

    @Test func aReturningHelperWithParametersGivesEachTabItsItem() {
        let code = Self.bar("""
            self.viewControllers = @[[self navWith:[HomeVC new] title:@"首页" image:@"home"],
                                     [self navWith:[MeVC new] title:@"我的" image:@"home"]];
            """, methods: """
            - (UINavigationController *)navWith:(UIViewController *)vc title:(NSString *)title image:(NSString *)image {
                vc.tabBarItem = [[UITabBarItem alloc] initWithTitle:title image:[UIImage imageNamed:image] selectedImage:nil];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:vc];
                return nav;
            }
            """)
        #expect(UIKitRealAppShapesTests.tabs([code]) == [["首页|home|-", "我的|home|-"]])
        #expect(Self.findings([code]) == ["Tabs.m:7: TB022"])
    }

    @Test func theRootAHelperPicksByComparingItsTitleIsTheTabs() {
        let code = Self.bar("""
            self.viewControllers = @[[self tabWithTitle:@"测量" image:[UIImage imageNamed:@"ic_a"]],
                                     [self tabWithTitle:@"分析" image:[UIImage imageNamed:@"ic_b"]]];
            """, methods: """
            - (UIViewController *)tabWithTitle:(NSString *)title image:(UIImage *)image {
                UINavigationController *nav;
                if ([title isEqualToString:@"测量"]) {
                    nav = [[UINavigationController alloc] initWithRootViewController:[[HomeVC alloc] init]];
                } else if ([title isEqualToString:@"分析"]) {
                    nav = [[UINavigationController alloc] initWithRootViewController:[[ChartVC alloc] init]];
                }
                nav.tabBarItem = [[UITabBarItem alloc] initWithTitle:title image:image tag:0];
                return nav;
            }
            """)
        let home = ("HomeVC.m", """
            @implementation HomeVC
            - (instancetype)init {
                if (self = [super init]) { self.title = @"主页"; }
                return self;
            }
            @end
            """)
        let chart = ("ChartVC.m", """
            @implementation ChartVC
            - (void)viewDidLoad { [super viewDidLoad]; self.title = @"分析"; }
            @end
            """)
        #expect(Self.findings([code, home, chart]) == ["HomeVC.m:3: TB003"])
        // Without the comparisons, the root is not known: no title is compared.
        let unpicked = (code.0, code.1.replacingOccurrences(of: "isEqualToString", with: "hasPrefix"))
        #expect(Self.findings([unpicked, home, chart]).isEmpty)
    }

    @Test func aCategoryImageHelperSentAHelpersParameterNamesTheCallersImage() {
        let code = Self.bar("""
            [self addChild:[HomeVC new] title:@"首页" imageName:@"tab_a"];
            [self addChild:[MeVC new] title:@"我的" imageName:@"tab_a"];
            """, methods: """
            - (void)addChild:(UIViewController *)vc title:(NSString *)title imageName:(NSString *)imageName {
                vc.tabBarItem.title = title;
                vc.tabBarItem.image = [UIImage imageWithOriginalName:imageName];
                [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:vc]];
            }
            """)
        let category = ("UIImage+Original.m", """
            @implementation UIImage (Original)
            + (instancetype)imageWithOriginalName:(NSString *)name {
                UIImage *image = [UIImage imageNamed:name];
                return [image imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
            }
            @end
            """)
        #expect(UIKitRealAppShapesTests.tabs([code, category]) == [["首页|tab_a|-", "我的|tab_a|-"]])
        #expect(Self.findings([code, category], assets: ["tab_a"]) == ["Tabs.m:7: TB022"])
        // Without the category, the image stays unknown.
        #expect(UIKitRealAppShapesTests.tabs([code]) == [["首页|?|-", "我的|?|-"]])
    }

    @Test func aCatalogThatHoldsNoImageStillMakesAMissingNameAFinding() {
        let code = Self.bar("""
            HomeVC *home = [HomeVC new];
            home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"首页" image:[UIImage imageNamed:@"tab_home"] selectedImage:nil];
            self.viewControllers = @[home];
            """)
        #expect(Self.findings([code], assets: []) == ["Tabs.m:7: TB014"])
        #expect(Self.findings([code]).isEmpty)
    }

    @Test func aWholeItemMadeWithoutAnImageIsATabWithNoImage() {
        let code = Self.bar("""
            HomeVC *home = [HomeVC new];
            home.title = @"首页";
            MeVC *me = [MeVC new];
            me.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"我" image:nil selectedImage:nil];
            self.viewControllers = @[[[UINavigationController alloc] initWithRootViewController:home], me];
            """)
        // The first tab's item is only its root's title: what else the root sets is not known, so no finding.
        #expect(Self.findings([code]) == ["Tabs.m:9: TB013"])
        let imaged = (code.0, code.1.replacingOccurrences(of: "image:nil", with: #"image:[UIImage imageNamed:@"me"]"#))
        #expect(Self.findings([imaged]).isEmpty)
    }
}
