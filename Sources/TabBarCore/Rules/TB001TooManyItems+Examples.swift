/// The examples of TB001: the generic tests run them, `tabbar explain` and the docs print them.
extension TooManyItemsRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [
                { "title": "1", "image": "a" }, { "title": "2", "image": "b" }, { "title": "3", "image": "c" },
                { "title": "4", "image": "d" }, { "title": "5", "image": "e" }, ↓{ "title": "6", "image": "f" }
            ] }
            """#),
            Example(#"""
            { "items": [ {"title": "一", "image": "a"}, {"title": "二", "image": "b"}, {"title": "三", "image": "c"},
                         {"title": "四", "image": "d"}, {"title": "五", "image": "e"},
                         ↓{"title": "六", "image": "f"}, ↓{"title": "七", "image": "g"} ] }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ { "title": "1", "image": "a" }, { "title": "2", "image": "b" }, { "title": "3", "image": "c" },
                         { "title": "4", "image": "d" }, { "title": "5", "image": "e" } ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": 2 } }
            """#),
        ],
        corrections: [
            Correction(#"""
            { "items": [
                { "title": "1", "image": "a" },
                { "title": "2", "image": "b" },
                { "title": "3", "image": "c" },
                { "title": "4", "image": "d" },
                { "title": "5", "image": "e" },
                { "title": "6", "image": "f" }
            ] }
            """#, #"""
            { "items": [
                { "title": "1", "image": "a" },
                { "title": "2", "image": "b" },
                { "title": "3", "image": "c" },
                { "title": "4", "image": "d" },
                { "title": "5", "image": "e" }
            ] }
            """#, fix: "Remove item 6"),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("FeedViewController", #"<tabBarItem key="tabBarItem" title="动态" image="feed" id="item-2"/>"#),
                    ("VideoViewController", #"<tabBarItem key="tabBarItem" title="视频" image="video" id="item-3"/>"#),
                    ("MessageViewController", #"<tabBarItem key="tabBarItem" title="消息" image="message" id="item-4"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="mine" id="item-5"/>"#),
                    ("SettingsViewController", #"↓<tabBarItem key="tabBarItem" title="设置" image="settings" id="item-6"/>"#),
                ])),
                // A stock UITabBarController: an info, the sixth tab goes behind a More tab.
                SourceExample("MoreTabBarController.m", #"""
                @interface MoreTabBarController : UITabBarController
                @end

                @implementation MoreTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.viewControllers = @[[[AViewController alloc] init], [[BViewController alloc] init],
                                             [[CViewController alloc] init], [[DViewController alloc] init],
                                             [[EViewController alloc] init], ↓[[FViewController alloc] init]];
                }
                @end
                """#),
                SourceExample("MoreTabBarController.swift", #"""
                final class MoreTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [AViewController(), BViewController(), CViewController(),
                                           DViewController(), EViewController(), ↓FViewController()]
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    NSDictionary *six = @{ CYLTabBarItemTitle : @"六", CYLTabBarItemImage : @"f" };
                    NSArray *attributes = @[
                        @{ CYLTabBarItemTitle : @"一", CYLTabBarItemImage : @"a" },
                        @{ CYLTabBarItemTitle : @"二", CYLTabBarItemImage : @"b" },
                        @{ CYLTabBarItemTitle : @"三", CYLTabBarItemImage : @"c" },
                        @{ CYLTabBarItemTitle : @"四", CYLTabBarItemImage : @"d" },
                        @{ CYLTabBarItemTitle : @"五", CYLTabBarItemImage : @"e" },
                        ↓six,
                    ];
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:attributes];
                }
                @end
                """#),
                SourceExample("AppDelegate.swift", #"""
                func makeTabBarController() -> CYLTabBarController {
                    CYLTabBarController(viewControllers: tabs(), tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "1", CYLTabBarItemImage: "a"],
                        [CYLTabBarItemTitle: "2", CYLTabBarItemImage: "b"],
                        [CYLTabBarItemTitle: "3", CYLTabBarItemImage: "c"],
                        [CYLTabBarItemTitle: "4", CYLTabBarItemImage: "d"],
                        [CYLTabBarItemTitle: "5", CYLTabBarItemImage: "e"],
                        ↓[CYLTabBarItemTitle: "6", CYLTabBarItemImage: "f"],
                    ])
                }
                """#),
                // SwiftUI: a sixth tab only on a regular width (an info naming the condition, on the sixth tab).
                SourceExample("ContentView.swift", #"""
                import SwiftUI

                struct ContentView: View {
                    @Environment(\.horizontalSizeClass) private var sizeClass

                    var body: some View {
                        TabView {
                            Tab("Movies", systemImage: "film") { MoviesView() }
                            Tab("Series", systemImage: "tv") { SeriesView() }
                            Tab("Calendar", systemImage: "calendar") { CalendarView() }
                            Tab("Activity", systemImage: "waveform") { ActivityView() }
                            Tab("History 🕘", systemImage: "clock") { HistoryView() }
                            if sizeClass == .regular {
                                ↓Tab("Settings", systemImage: "gear") { SettingsView() }
                            }
                        }
                    }
                }
                """#),
                // SwiftUI: five tabs on an iPad, and a sixth the user may show (hidden from the bar by default).
                SourceExample("ContentView.swift", #"""
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        TabView {
                            Tab("Movies", systemImage: "film") { MoviesView() }
                            Tab("Series", systemImage: "tv") { SeriesView() }
                            Tab("Calendar", systemImage: "calendar") { CalendarView() }
                            FeedView().tabItem { Label("Activity", systemImage: "waveform") }
                            if deviceType == .pad {
                                Tab("History", systemImage: "clock") { HistoryView() }
                            }
                            ↓Tab("Settings", systemImage: "gear") { SettingsView() }
                                .defaultVisibility(.hidden, for: .tabBar)
                        }
                        .tabViewStyle(.sidebarAdaptable)
                    }
                }
                """#),
            ],
            nonTriggering: [
                // SwiftUI: five tabs in either branch, and a tab set of data not known (no count is taken).
                SourceExample("ContentView.swift", #"""
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        TabView {
                            Tab("Movies", systemImage: "film") { MoviesView() }
                            Tab("Series", systemImage: "tv") { SeriesView() }
                            Tab("Calendar", systemImage: "calendar") { CalendarView() }
                            Tab("Activity", systemImage: "waveform") { ActivityView() }
                            if isSignedIn {
                                Tab("Profile", systemImage: "person") { ProfileView() }
                            } else {
                                Tab("Sign In", systemImage: "person.badge.key") { SignInView() }
                            }
                        }
                        TabView {
                            Tab("Movies", systemImage: "film") { MoviesView() }
                            Tab("Series", systemImage: "tv") { SeriesView() }
                            Tab("Calendar", systemImage: "calendar") { CalendarView() }
                            Tab("Activity", systemImage: "waveform") { ActivityView() }
                            ForEach(store.lists) { list in
                                Tab(list.name, systemImage: "list.bullet") { ListView(list: list) }
                            }
                            if isPad {
                                Tab("Settings", systemImage: "gear") { SettingsView() }
                            }
                        }
                    }
                }
                """#),
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="mine" id="item-2"/>"#),
                ])),
                SourceExample("FiveTabBarController.swift", #"""
                final class FiveTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [AViewController(), BViewController(), CViewController(),
                                           DViewController(), EViewController()]
                    }
                }
                """#),
                SourceExample("PageViewController.swift", #"""
                final class PageViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        for page in [AViewController(), BViewController(), CViewController(),
                                     DViewController(), EViewController(), FViewController()] {
                            addChild(page)
                        }
                        addChild(AViewController())
                        addChild(BViewController())
                        addChild(CViewController())
                        addChild(DViewController())
                        addChild(EViewController())
                        addChild(FViewController())
                        tabBarItem.title = "Pages"
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    NSArray *attributes = @[
                        @{ CYLTabBarItemTitle : @"一", CYLTabBarItemImage : @"a" },
                        @{ CYLTabBarItemTitle : @"二", CYLTabBarItemImage : @"b" },
                        @{ CYLTabBarItemTitle : @"三", CYLTabBarItemImage : @"c" },
                        @{ CYLTabBarItemTitle : @"四", CYLTabBarItemImage : @"d" },
                    ];
                    // @{ CYLTabBarItemTitle : @"五" }, @{ CYLTabBarItemTitle : @"六" } were dropped in 2.0
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:attributes];
                }
                @end
                """#),
                SourceExample("AppDelegate.swift", #"""
                func makeTabBarController() -> CYLTabBarController {
                    CYLTabBarController(viewControllers: tabs(), tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "1", CYLTabBarItemImage: "a"],
                        [CYLTabBarItemTitle: "2", CYLTabBarItemImage: "b"],
                        [CYLTabBarItemTitle: "3", CYLTabBarItemImage: "c"],
                        [CYLTabBarItemTitle: "4", CYLTabBarItemImage: "d"],
                        [CYLTabBarItemTitle: "5", CYLTabBarItemImage: "e"],
                    ])
                }
                """#),
            ]))
}
