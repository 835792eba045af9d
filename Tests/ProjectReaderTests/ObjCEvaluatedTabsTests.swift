import JSONC
import ProjectReader
import TabBarCore
import Testing

/// The Objective-C readers ask the evaluator: a UIKit helper called with macros and constants, and CYL's
/// `tabBarItemsAttributes` built by a getter from arrays in other getters looped over. Unknown stays unknown.
@Suite struct ObjCEvaluatedTabsTests {
    static func items(_ files: [(String, String)], uikit: Bool) -> [[String]] {
        let project = SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) })
        func text(_ fact: SourceFact<String>?) -> String { fact.map { $0.literal ?? "?" } ?? "-" }
        return project.controllers.filter { $0.value.isStock == uikit }.map { controller in
            (controller.value.items?.elements ?? []).map { "\(text($0.title))|\(text($0.image))|\(text($0.selectedImage))" }
        }
    }

    @Test func uikitHelperCalledWithMacrosAndConstants() {
        let text = """
            #define kHomeTitle @"首页"
            #define TabImage(name) @"tab_" name
            static NSString *const kMineTitle = @"我的";
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildVc:[[HomeViewController alloc] init] title:kHomeTitle image:TabImage(@"home") selectedImage:[self selected:@"home"]];
                [self addChildVc:[[MineViewController alloc] init] title:kMineTitle image:TabImage(@"mine") selectedImage:nil];
            }
            - (NSString *)selected:(NSString *)name {
                return [NSString stringWithFormat:@"tab_%@_sel", name];
            }
            - (void)addChildVc:(UIViewController *)vc title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
                vc.tabBarItem.title = title;
                vc.tabBarItem.image = [UIImage imageNamed:image];
                vc.tabBarItem.selectedImage = [UIImage imageNamed:selectedImage];
                [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:vc]];
            }
            @end
            """
        #expect(Self.items([("MainTabBarController.m", text)], uikit: true) == [["首页|tab_home|tab_home_sel", "我的|tab_mine|?"]])
    }

    @Test func uikitTabsAddedInALoopOverArraysInGetters() {
        let text = """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (NSArray *)titles { return @[@"首页", @"消息", @"我的"]; }
            - (NSArray *)images { return @[@"home", @"chat", @"me"]; }
            - (void)viewDidLoad {
                [super viewDidLoad];
                for (NSInteger i = 0; i < self.titles.count; i++) {
                    UIViewController *vc = [[UIViewController alloc] init];
                    vc.tabBarItem.title = self.titles[i];
                    vc.tabBarItem.image = [UIImage imageNamed:self.images[i]];
                    [self addChildViewController:vc];
                }
            }
            @end
            """
        #expect(Self.items([("MainTabBarController.m", text)], uikit: true) == [["首页|home|-", "消息|chat|-", "我的|me|-"]])
        let forIn = """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSArray *titles = @[@"A", @"B"];
                for (NSString *title in titles) {
                    UIViewController *vc = [[UIViewController alloc] init];
                    vc.title = title;
                    [self addChildViewController:vc];
                }
                for (NSString *title in [Server titles]) {
                    UIViewController *vc = [[UIViewController alloc] init];
                    vc.title = title;
                    [self addChildViewController:vc];
                }
            }
            @end
            """
        // The second loop walks what is not known: one tab, as before, its title unknown.
        #expect(Self.items([("MainTabBarController.m", forIn)], uikit: true) == [["A|-|-", "B|-|-", "?|-|-"]])
        // Fields set in branches of the loop's body: not expanded (every tab would get the last branch's image).
        let branches = forIn.replacingOccurrences(of: "vc.title = title;\n        [self addChildViewController:vc];\n    }\n    for",
                                                  with: "if (YES) { vc.title = title; }\n        [self addChildViewController:vc];\n    }\n    for")
        #expect(branches != forIn)
        #expect(Self.items([("MainTabBarController.m", branches)], uikit: true).map(\.count) == [2])
    }

    @Test func uikitRootClassesNamedByStringsInALoop() {
        let text = """
            #define kClasses @[@"HomeViewController", @"App.MineViewController"]
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSArray *titles = @[@"首页", @"我的"];
                for (int i = 0; i < titles.count; i++) {
                    Class cls = NSClassFromString(kClasses[i]);
                    UIViewController *vc = [[cls alloc] init];
                    vc.tabBarItem.title = titles[i];
                    [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:vc]];
                }
                [self addChildViewController:[[NSClassFromString(@"SettingsViewController") alloc] init]];
            }
            @end
            """
        let project = SourceProjectReader.project([SourceProjectReader.Input(path: "MainTabBarController.m", bytes: Array(text.utf8))])
        let classes = project.controllers.filter { $0.value.isStock }.map { ($0.value.viewControllers?.elements ?? []).map(\.className) }
        #expect(classes == [["HomeViewController", "MineViewController", "SettingsViewController"]])
        #expect(Self.items([("MainTabBarController.m", text)], uikit: true) == [["首页|-|-", "我的|-|-", "-|-|-"]])
    }

    @Test func cylItemsFilledInALoopOfTheSameMethod() {
        let text = """
            @implementation AppDelegate
            - (void)setUpTabBar {
                NSArray *titles = @[@"首页", @"消息"];
                NSArray *images = @[@"home", @"chat"];
                NSMutableArray *attributes = [NSMutableArray array];
                for (NSString *title in titles) {
                    NSUInteger index = [titles indexOfObject:title];
                    [attributes addObject:@{CYLTabBarItemTitle: title, CYLTabBarItemImage: images[index]}];
                }
                for (int i = 0; i < images.count; i++) {
                    NSLog(@"%@", images[i]);
                }
                CYLTabBarController *tabBarController = [[CYLTabBarController alloc] initWithViewControllers:@[[HomeViewController new], [ChatViewController new]]
                                                                                       tabBarItemsAttributes:attributes];
                self.window.rootViewController = tabBarController;
            }
            @end
            """
        // `indexOfObject:` is not read: the images stay unknown, the titles are known.
        #expect(Self.items([("AppDelegate.m", text)], uikit: false) == [["首页|?|-", "消息|?|-"]])
        let counted = text.replacingOccurrences(of: "for (NSString *title in titles) {\n        NSUInteger index = [titles indexOfObject:title];\n        [attributes addObject:@{CYLTabBarItemTitle: title, CYLTabBarItemImage: images[index]}];",
                                                with: "for (int k = 0; k < titles.count; k++) {\n        [attributes addObject:@{CYLTabBarItemTitle: titles[k], CYLTabBarItemImage: images[k]}];")
        #expect(counted != text)
        #expect(Self.items([("AppDelegate.m", counted)], uikit: false) == [["首页|home|-", "消息|chat|-"]])
    }

    @Test func cylItemsBuiltByAGetterFromArraysLoopedOver() {
        let text = """
            #define kTitles @[@"首页", @"消息"]
            @interface MainTabBarController : CYLTabBarController
            @end
            @implementation MainTabBarController
            - (NSArray *)images {
                return @[@"home", @"chat"];
            }
            - (NSArray *)tabBarItemsAttributesForController {
                NSMutableArray *attributes = [NSMutableArray array];
                NSArray *titles = kTitles;
                for (NSInteger i = 0; i < titles.count; i++) {
                    NSDictionary *item = @{CYLTabBarItemTitle: titles[i],
                                           CYLTabBarItemImage: self.images[i],
                                           CYLTabBarItemSelectedImage: [self.images[i] stringByAppendingString:@"_sel"]};
                    [attributes addObject:item];
                }
                return attributes;
            }
            - (void)setUp {
                self.tabBarItemsAttributes = [self tabBarItemsAttributesForController];
                self.viewControllers = @[[HomeViewController new], [ChatViewController new]];
            }
            @end
            """
        #expect(Self.items([("MainTabBarController.m", text)], uikit: false) == [["首页|home|home_sel", "消息|chat|chat_sel"]])
        // A getter that reads what the evaluator cannot (a server's list): no items are made up.
        let unknown = text.replacingOccurrences(of: "NSArray *titles = kTitles;", with: "NSArray *titles = [Server titles];")
        let read = Self.items([("MainTabBarController.m", unknown)], uikit: false)
        #expect(read.allSatisfy { $0.allSatisfy { !$0.hasPrefix("首页") } })
    }
}
