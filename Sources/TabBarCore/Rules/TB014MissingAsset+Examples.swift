/// The examples of TB014: the generic tests run them, `tabbar explain` and the docs print them.
extension MissingAssetRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": ↓"home_nomal", "selectedImage": "home_highlight" } ] }"#,
                    assets: ["home_normal", "home_highlight"]),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "home_normal", "selectedImage": "home_highlight" } ] }"#,
                    assets: ["home_normal", "home_highlight"]),
            Example(#"{ "items": [ { "title": "首页", "image": "anything" } ] }"#),
        ],
        corrections: [
            Correction(#"{ "items": [ { "title": "首页", "image": "home_nomal" } ] }"#,
                       #"{ "items": [ { "title": "首页", "image": "home_normal" } ] }"#,
                       fix: "Replace with \"home_normal\"", assets: ["home_normal", "home_highlight"]),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="↓home_nomal" selectedImage="↓home_hightlight" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="house" catalog="system" id="item-2"/>"#),
                ]), assets: ["home_normal", "home_highlight"]),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : ↓@"home_nomal",
                           CYLTabBarItemSelectedImage : [UIImage imageNamed:↓@"home_hightlight"] },
                    ]];
                }
                @end
                """#, assets: ["home_normal", "home_highlight"]),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: UIImage(named: ↓"home_nomal")!],
                ])
                """#, assets: ["home_normal", "home_highlight"]),
                // SwiftUI: `Image("…")`, `Label(_, image:)` and `Tab(_, image:)` name assets.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            HomeView().tabItem {
                                Image(↓"home_nomal")
                                Text("首页")
                            }
                            MessagesView().tabItem { Label("消息", image: ↓"home_hightlight") }
                            Tab("我的", image: ↓"home_norml") { MineView() }
                        }
                    }
                }
                """#, assets: ["home_normal", "home_highlight"]),
                // A name reached through a helper: the finding is on the literal the call passes, and says the helper.
                SourceExample("MainTabBarController.m", #"""
                #import <UIKit/UIKit.h>

                @interface MainTabBarController : UITabBarController
                @end

                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self addChildVc:[HomeViewController new] title:@"首页" image:↓@"home_nomal"];
                }
                - (void)addChildVc:(UIViewController *)vc title:(NSString *)title image:(NSString *)image {
                    vc.tabBarItem.title = title;
                    vc.tabBarItem.image = [UIImage imageNamed:image];
                    [self addChildViewController:vc];
                }
                @end
                """#, assets: ["home_normal", "home_highlight"]),
            ],
            nonTriggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home_normal" selectedImage="home_highlight" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="person" catalog="system" id="item-2"/>"#),
                ]), assets: ["home_normal", "home_highlight"]),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home_normal",
                           CYLTabBarItemSelectedImage : [UIImage imageNamed:@"home_highlight"] },
                    ]];
                }
                @end
                """#, assets: ["home_normal", "home_highlight"]),
                SourceExample("TabBar.swift", #"""
                let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                    [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "anything"],
                ])
                """#),
                // SwiftUI: an SF Symbol is never an asset, whatever its name.
                SourceExample("MainTabs.swift", #"""
                import SwiftUI

                struct MainTabs: View {
                    @State private var tab = 0

                    var body: some View {
                        TabView(selection: $tab) {
                            HomeView().tabItem { Label("首页", systemImage: "home_nomal") }.tag(0)
                            MessagesView().tabItem { Image(systemName: "message"); Text("消息") }.tag(1)
                            Tab("我的", image: "home_normal", value: 2) { MineView() }
                        }
                    }
                }
                """#, assets: ["home_normal", "home_highlight"]),
            ]))
}
