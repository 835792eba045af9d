/// The examples of TB010: the generic tests run them, `tabbar explain` and the docs print them.
extension ItemTooNarrowRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"}, {"title": "D", "image": "d"} ],
              ↓"plusButton": { "image": "plus", "width": 200, "height": 49 },
              "preview": { "devices": ["iphone-se"] } }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"}, {"title": "D", "image": "d"} ],
              "plusButton": { "image": "plus", "width": 55, "height": 49 } }
            """#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    @implementation PlusButton
                    + (id)plusButton {
                        PlusButton *button = [[PlusButton alloc] init];
                        button.frame = CGRectMake(0, 0, 200, 49);
                        return button;
                    }
                    + (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:↓@[
                            @{ CYLTabBarItemTitle : @"一", CYLTabBarItemImage : @"a" },
                            @{ CYLTabBarItemTitle : @"二", CYLTabBarItemImage : @"b" },
                            @{ CYLTabBarItemTitle : @"三", CYLTabBarItemImage : @"c" },
                            @{ CYLTabBarItemTitle : @"四", CYLTabBarItemImage : @"d" },
                            @{ CYLTabBarItemTitle : @"五", CYLTabBarItemImage : @"e" },
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
                            button.frame = CGRect(x: 0, y: 0, width: 180, height: 49)
                            return button
                        }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: ↓[
                        [CYLTabBarItemTitle: "1", CYLTabBarItemImage: "a"], [CYLTabBarItemTitle: "2", CYLTabBarItemImage: "b"],
                        [CYLTabBarItemTitle: "3", CYLTabBarItemImage: "c"], [CYLTabBarItemTitle: "4", CYLTabBarItemImage: "d"],
                        [CYLTabBarItemTitle: "5", CYLTabBarItemImage: "e"], [CYLTabBarItemTitle: "6", CYLTabBarItemImage: "f"],
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
                        PlusButton *button = [[PlusButton alloc] init];
                        [button sizeToFit];
                        return button;
                    }
                    + (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"一", CYLTabBarItemImage : @"a" },
                            @{ CYLTabBarItemTitle : @"二", CYLTabBarItemImage : @"b" },
                            @{ CYLTabBarItemTitle : @"三", CYLTabBarItemImage : @"c" },
                            @{ CYLTabBarItemTitle : @"四", CYLTabBarItemImage : @"d" },
                            @{ CYLTabBarItemTitle : @"五", CYLTabBarItemImage : @"e" },
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
                        [CYLTabBarItemTitle: "1", CYLTabBarItemImage: "a"], [CYLTabBarItemTitle: "2", CYLTabBarItemImage: "b"],
                        [CYLTabBarItemTitle: "3", CYLTabBarItemImage: "c"], [CYLTabBarItemTitle: "4", CYLTabBarItemImage: "d"],
                    ])
                    """#),
                ]),
            ]))
}
