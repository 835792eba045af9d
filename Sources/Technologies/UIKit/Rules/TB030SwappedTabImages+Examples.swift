import TabBarCore

/// The examples of TB030: the generic tests run them, `tabbar explain` and the docs print them.
extension SwappedTabImagesRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", #"""
                @interface MainTabBarController : UITabBarController
                @end

                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self addChildVc:[[HomeViewController alloc] init] title:@"首页" image:@"tab_home" selectedImage:@"tab_home_selected"];
                    [self addChildVc:[[MessageViewController alloc] init] title:@"消息" image:@"tab_message" selectedImage:@"tab_message_selected"];
                    [self addChildVc:[[MeViewController alloc] init] title:@"我" image:↓@"tab_me_selected" selectedImage:@"tab_me"];
                }

                - (void)addChildVc:(UIViewController *)childVc title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
                    childVc.tabBarItem.title = title;
                    childVc.tabBarItem.image = [UIImage imageNamed:image];
                    childVc.tabBarItem.selectedImage = [UIImage imageNamed:selectedImage];
                    [self addChildViewController:childVc];
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        add(HomeViewController(), "Home", "home_off", "home_on")
                        add(FeedViewController(), "Feed", "feed_off", "feed_on")
                        add(MeViewController(), "Me", ↓"me_on", "me_off")
                    }

                    private func add(_ root: UIViewController, _ title: String, _ image: String, _ selected: String) {
                        root.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: UIImage(named: selected))
                        addChild(root)
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        add(HomeViewController(), "Home", "home_off", "home_on")
                        add(MeViewController(), "Me", "me_on", "me_off")
                    }

                    private func add(_ root: UIViewController, _ title: String, _ image: String, _ selected: String) {
                        root.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: UIImage(named: selected))
                        addChild(root)
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (instancetype)init {
                    return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                        @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home", CYLTabBarItemSelectedImage : @"home_sel" },
                        @{ CYLTabBarItemTitle : @"发现", CYLTabBarItemImage : @"discover", CYLTabBarItemSelectedImage : @"discover_sel" },
                        @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me", CYLTabBarItemSelectedImage : @"me_sel" },
                    ]];
                }
                @end
                """#),
            ]))
}
