/// The examples of TB011: the generic tests run them, `tabbar explain` and the docs print them.
extension PlusOverflowsBarRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              ↓"plusButton": { "image": "plus", "width": 60, "height": 70, "constantOfPlusButtonCenterYOffset": -20 } }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "width": 60, "height": 49 } }
            """#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    @implementation ↓PlusButton
                    + (id)plusButton {
                        PlusButton *button = [[PlusButton alloc] initWithFrame:CGRectMake(0, 0, 64, 64)];
                        return button;
                    }
                    + (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {
                        return -20;
                    }
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    class ↓PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any {
                            let button = PlusButton()
                            button.frame = CGRect(x: 0, y: 0, width: 70, height: 90)
                            return button
                        }
                        static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                    ])
                    """#),
                ]),
            ],
            nonTriggering: [
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    @implementation PlusButton
                    + (id)plusButton {
                        PlusButton *button = [[PlusButton alloc] initWithFrame:CGRectMake(0, 0, 64, 49)];
                        return button;
                    }
                    + (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {
                        return kRaise; // unknown: no finding
                    }
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any {
                            let button = PlusButton()
                            button.frame = CGRect(x: 0, y: 0, width: 60, height: 49)
                            return button
                        }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                    ])
                    """#),
                ]),
            ]))
}
