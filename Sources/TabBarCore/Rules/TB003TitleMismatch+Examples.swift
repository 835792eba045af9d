/// The examples of TB003: the generic tests run them, `tabbar explain` and the docs print them.
extension TitleMismatchRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "HomeViewController", "title": ↓"Home" } } ] }
            """#),
            Example(#"""
            { "items": [ { "image": "home", "viewController": { "class": "H", "title": ↓"😀 Home" } } ] }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "HomeViewController", "title": "首页", "navigationItemTitle": "Home" } } ] }
            """#),
            Example(#"""
            { "items": [ { "title": "首页", "image": "home", "viewController": { "class": "H", "navigationItemTitle": "Home" } } ] }
            """#),
        ],
        corrections: [
            Correction(#"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "H", "title": "Home" } } ] }
            """#, #"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "H", "navigationItemTitle": "Home" } } ] }
            """#),
            Correction(#"""
            { "items": [ { "title": "首页", "image": "home", "viewController": { "title": "Home" } } ] }
            """#, #"""
            { "items": [ { "title": "首页", "image": "home", "viewController": { "title": "首页" } } ] }
            """#, fix: "Set it to the tab title \"首页\""),
        ],
        source: SourceExamples(
            triggering: [
                // UIKit: the tab is titled where it is added, then renamed by the root's own title.
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let search = SearchViewController()
                        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
                        viewControllers = [UINavigationController(rootViewController: search)]
                    }
                }

                final class SearchViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓title = "Find"
                    }
                }
                """#),
                SourceExample([
                    ("MainTabBarController.h", #"""
                    @interface MainTabBarController : UITabBarController
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        ProfileViewController *profile = [[ProfileViewController alloc] init];
                        profile.tabBarItem.title = @"我";
                        [self addChildViewController:profile];
                    }
                    @end
                    """#),
                    ("ProfileViewController.m", #"""
                    @implementation ProfileViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        ↓self.title = @"个人中心";
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        HomeViewController *home = [[HomeViewController alloc] init];
                        UINavigationController *homeNav = [[UINavigationController alloc] initWithRootViewController:home];
                        MessageViewController *message = [MessageViewController new];
                        ↓message.title = @"Messages";
                        return [super initWithViewControllers:@[ homeNav, message ] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                        ]];
                    }
                    @end
                    """#),
                    ("HomeViewController.m", #"""
                    @implementation HomeViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        ↓self.title = @"Home";
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("TabBar.swift", #"""
                    func makeTabBarController() -> CYLTabBarController {
                        let profile = UINavigationController(rootViewController: ProfileViewController())
                        return CYLTabBarController(viewControllers: [profile], tabBarItemsAttributes: [
                            [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                        ])
                    }
                    """#),
                    ("ProfileViewController.swift", #"""
                    final class ProfileViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓title = "Profile 😀"
                        }
                    }
                    """#),
                ]),
                SourceExample([
                    ("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="mine" id="item-2"/>"#),
                ])),
                    ("HomeViewController.swift", #"""
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓self.title = "Home"
                        }
                    }
                    """#),
                ]),
                // The navigation controller's own item shows, and the root's title still renames it (UIKit passes a root's
                // title change to the navigation controller's item).
                SourceExample([
                    ("MainTabBarController.h", #"""
                    @interface MainTabBarController : UITabBarController
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        ProfileViewController *profile = [[ProfileViewController alloc] init];
                        UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:profile];
                        nav.tabBarItem.title = @"我";
                        [self addChildViewController:nav];
                    }
                    @end
                    """#),
                    ("ProfileViewController.m", #"""
                    @implementation ProfileViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        ↓self.title = @"个人中心";
                    }
                    @end
                    """#),
                ]),
            ],
            nonTriggering: [
                // The root sets the tab's own title in one branch, another elsewhere (a controller shown in two places).
                SourceExample([
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        GroupViewController *group = [[GroupViewController alloc] init];
                        group.tabBarItem.title = @"圈子";
                        [self addChildViewController:group];
                    }
                    @end
                    """#),
                    ("GroupViewController.m", #"""
                    @implementation GroupViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        if (self.fromSettings) {
                            self.title = @"我的圈子";
                        } else {
                            self.title = @"圈子";
                        }
                    }
                    @end
                    """#),
                ]),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let search = SearchViewController()
                        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
                        viewControllers = [UINavigationController(rootViewController: search)]
                    }
                }

                final class SearchViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.title = "Find"
                    }
                }
                """#),
                SourceExample([
                    ("Main.storyboard", SourceExample.storyboard([
                    ("HomeViewController", #"<tabBarItem key="tabBarItem" title="首页" image="home" id="item-1"/>"#),
                    ("MineViewController", #"<tabBarItem key="tabBarItem" title="我的" image="mine" id="item-2"/>"#),
                ])),
                    ("HomeViewController.swift", #"""
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.title = "Home"
                        }
                    }
                    """#),
                ]),
                SourceExample([
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        UINavigationController *homeNav = [[UINavigationController alloc]
                            initWithRootViewController:[[HomeViewController alloc] init]];
                        return [super initWithViewControllers:@[ homeNav, [MessageViewController new] ] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : NSLocalizedString(@"messages", nil), CYLTabBarItemImage : @"message" },
                        ]];
                    }
                    @end
                    """#),
                    ("HomeViewController.m", #"""
                    @implementation HomeViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        self.navigationItem.title = @"Home";
                    }
                    @end
                    """#),
                    ("MessageViewController.m", #"""
                    @implementation MessageViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        self.title = @"Messages"; // the tab title is localized: not compared
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    ("TabBar.swift", #"""
                    func makeTabBarController() -> CYLTabBarController {
                        CYLTabBarController(viewControllers: [ProfileViewController(), FeedViewController()], tabBarItemsAttributes: [
                            [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                            [CYLTabBarItemTitle: "动态", CYLTabBarItemImage: "feed"],
                        ])
                    }
                    """#),
                    ("ProfileViewController.swift", #"""
                    final class ProfileViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            self.title = "我的"
                        }
                    }
                    final class FeedViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = tabBarItem.title
                            navigationItem.title = "Feed"
                        }
                    }
                    """#),
                ]),
            ],
            corrections: [
                SourceCorrection([
                    ("Config.m", #"""
                    @implementation Config
                    - (CYLTabBarController *)tabBarController {
                        return [CYLTabBarController tabBarControllerWithViewControllers:@[ [HomeViewController new] ]
                                                                  tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"首页" } ]];
                    }
                    @end
                    """#),
                    ("HomeViewController.m", #"""
                    @implementation HomeViewController
                    - (void)viewDidLoad {
                        self.title = @"Home";
                    }
                    @end
                    """#),
                ], changing: "HomeViewController.m", to: #"""
                    @implementation HomeViewController
                    - (void)viewDidLoad {
                        self.navigationItem.title = @"Home";
                    }
                    @end
                    """#),
                SourceCorrection([
                    ("TabBar.swift", #"""
                    let controller = CYLTabBarController(viewControllers: [HomeViewController()],
                                                         tabBarItemsAttributes: [[CYLTabBarItemTitle: "首页"]])
                    """#),
                    ("HomeViewController.swift", #"""
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            title = "Home"
                        }
                    }
                    """#),
                ], changing: "HomeViewController.swift", to: #"""
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            title = "首页"
                        }
                    }
                    """#, fix: "Set it to the tab title \"首页\""),
            ]))
}
