import TabBarCore

/// The examples of TB028: the generic tests run them, `tabbar explain` and the docs print them.
extension TabBarReplacedByKVCRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("WBTabBarController.m", #"""
                @implementation WBTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    WBTabBar *tabBar = [[WBTabBar alloc] init];
                    [self setValue:tabBar forKeyPath:↓@"tabBar"];
                    self.tabBarItem.badgeValue = nil;
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        setValue(RaisedTabBar(), forKey: ↓"tabBar")
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("WBTabBarController.m", #"""
                @implementation WBTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    NSLog(@"%@", [self valueForKey:@"tabBar"]);
                    self.tabBarItem.badgeValue = nil;
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.tintColor = .systemOrange
                        let key = "tabBar"
                        print(key)
                    }
                }
                """#),
            ]))
}
