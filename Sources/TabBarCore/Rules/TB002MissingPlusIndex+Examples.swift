/// The examples of TB002: the generic tests run them, `tabbar explain` and the docs print them.
extension MissingPlusIndexRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"} ],
              ↓"plusButton": { "image": "plus" } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              ↓"plusButton": { "image": "plus", "plusChildViewController": { "class": "PublishViewController" } } }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ], "plusButton": { "image": "plus" } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"} ],
              "plusButton": { "image": "plus", "indexOfPlusButtonInTabBar": 1 } }
            """#),
        ],
        corrections: [
            Correction(#"""
            {
              "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"} ],
              "plusButton": {
                "image": "plus" // the raised button
              }
            }
            """#, #"""
            {
              "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"}, {"title": "C", "image": "c"} ],
              "plusButton": {
                "image": "plus", // the raised button
                "indexOfPlusButtonInTabBar": 1
              }
            }
            """#, fix: "Insert \"indexOfPlusButtonInTabBar\": 1"),
            Correction(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "plusChildViewController": { "class": "P" } } }
            """#, #"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "plusChildViewController": { "class": "P" }, "indexOfPlusButtonInTabBar": 1 } }
            """#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.h", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end
                    """#),
                    ("PlusButton.m", #"""
                    #import "PlusButton.h"

                    @implementation ↓PlusButton

                    + (id)plusButton {
                        PlusButton *button = [[PlusButton alloc] initWithFrame:CGRectMake(0, 0, 55, 55)];
                        return button;
                    }

                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    final class ↓PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any {
                            PlusButton(frame: CGRect(x: 0, y: 0, width: 55, height: 55))
                        }

                        static func plusChildViewController() -> UIViewController {
                            PublishViewController()
                        }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    func makeTabBarController() -> CYLTabBarController {
                        CYLTabBarController(viewControllers: tabs(), tabBarItemsAttributes: [
                            [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                            [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                        ])
                    }
                    """#),
                ]),
                // A registered class implementing +plusButton is the plus button even when its header
                // (`: CYLPlusButton <CYLPlusButtonSubclassing>`) is not in the project.
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    #import "PlusButton.h"

                    @implementation ↓PlusButton

                    + (id)plusButton {
                        PlusButton *button = [[PlusButton alloc] initWithFrame:CGRectMake(0, 0, 55, 55)];
                        return button;
                    }

                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    final class ↓PlusButton: RaisedButton {
                        static func plusButton() -> Any {
                            PlusButton(frame: CGRect(x: 0, y: 0, width: 55, height: 55))
                        }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    func makeTabBarController() -> CYLTabBarController {
                        CYLTabBarController(viewControllers: tabs(), tabBarItemsAttributes: [
                            [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                            [CYLTabBarItemTitle: "消息", CYLTabBarItemImage: "message"],
                            [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                        ])
                    }
                    """#),
                ]),
            ],
            nonTriggering: [
                // +plusButton alone, never registered: not the plus button (nor is an unregistered subclass).
                SourceExample([
                    ("PlusButton.m", #"""
                    @implementation PlusButton
                    + (id)plusButton {
                        return [[PlusButton alloc] initWithFrame:CGRectMake(0, 0, 55, 55)];
                    }
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end

                    @implementation PlusButton
                    + (NSUInteger)indexOfPlusButtonInTabBar {
                        return 1;
                    }
                    @end
                    """#),
                    ("MainTabBarController.m", #"""
                    @implementation MainTabBarController
                    - (instancetype)init {
                        return [super initWithViewControllers:[self tabs] tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ]),
                SourceExample([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    final class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusButton() -> Any { PlusButton() }
                    }
                    """#),
                    ("TabBar.swift", #"""
                    func makeTabBarController() -> CYLTabBarController {
                        CYLTabBarController(viewControllers: tabs(), tabBarItemsAttributes: [
                            [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                            [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                        ])
                    }
                    """#),
                ]),
            ],
            corrections: [
                SourceCorrection([
                    SourceExample.objcLaunchRegistration,
                    ("PlusButton.m", #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end

                    @implementation PlusButton

                    + (id)plusButton {
                        return [[PlusButton alloc] init];
                    }

                    @end
                    """#),
                    ("Config.m", #"""
                    @implementation Config
                    - (CYLTabBarController *)tabBarController {
                        return [CYLTabBarController tabBarControllerWithViewControllers:self.tabs tabBarItemsAttributes:@[
                            @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" },
                            @{ CYLTabBarItemTitle : @"消息", CYLTabBarItemImage : @"message" },
                            @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"me" },
                        ]];
                    }
                    @end
                    """#),
                ], changing: "PlusButton.m", to: #"""
                    @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                    @end

                    @implementation PlusButton

                    + (id)plusButton {
                        return [[PlusButton alloc] init];
                    }

                    + (NSUInteger)indexOfPlusButtonInTabBar {
                        return 1;
                    }

                    @end
                    """#, fix: "Insert +indexOfPlusButtonInTabBar returning 1"),
                SourceCorrection([
                    SourceExample.swiftLaunchRegistration,
                    ("PlusButton.swift", #"""
                    class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                        static func plusChildViewController() -> UIViewController {
                            PublishViewController()
                        }
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
                        static func plusChildViewController() -> UIViewController {
                            PublishViewController()
                        }

                        static func indexOfPlusButtonInTabBar() -> UInt {
                            return 1
                        }
                    }
                    """#),
            ]))
}
