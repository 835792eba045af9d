/// The examples of TB005: the generic tests run them, `tabbar explain` and the docs print them.
extension PlusIndexOutOfRangeRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": ↓3 } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": ↓-1 } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": ↓1.5 } }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": 2 } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": 0 } }
            """#),
        ],
        corrections: [
            Correction(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": 7 } }
            """#, #"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": 2 } }
            """#, fix: "Set it to 2"),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    @implementation PlusButton
                    + (NSUInteger)indexOfPlusButtonInTabBar {
                        return ↓3;
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
                        static func indexOfPlusButtonInTabBar() -> UInt { ↓7 }
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
                    + (NSUInteger)indexOfPlusButtonInTabBar {
                        return 2;
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
                        static func indexOfPlusButtonInTabBar() -> UInt { return kPlusIndex }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                    ])
                    """#),
                ]),
            ],
            corrections: [
                SourceCorrection([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func indexOfPlusButtonInTabBar() -> UInt { 7 }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    let controller = CYLTabBarController(viewControllers: tabs, tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                    ])
                    """#),
                ], changing: "PlusButton.swift", to: #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func indexOfPlusButtonInTabBar() -> UInt { 2 }
                    }
                    """#, fix: "Set it to 2"),
            ]))
}
