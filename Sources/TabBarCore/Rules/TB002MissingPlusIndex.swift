/// TB002: a plus button whose index the library cannot choose.
public struct MissingPlusIndexRule: Rule {
    public static let description = RuleDescription(
        code: "TB002", name: "missing-plus-index", severity: .error,
        summary: "A plus button without indexOfPlusButtonInTabBar while the item count is odd, or while it has a plusChildViewController.",
        rationale: """
        Without `+indexOfPlusButtonInTabBar` CYLTabBar puts the plus button at N/2. With an odd number of \
        items there is no middle: the library asserts in debug builds and leaves the button off-screen in \
        release. A `plusChildViewController` gets a tab of its own, and the library needs the index to know \
        which one, so it must be given explicitly.
        """,
        fixSummary: "Insert \"indexOfPlusButtonInTabBar\" with each sensible index, the middle first.",
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
            ],
            nonTriggering: [
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

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let plus = context.config.plusButton, plus.index == nil else { return [] }
        // A present but ill-typed index is TB007's finding, not a missing one.
        if context.document.root?.member("plusButton")?.value?.member("indexOfPlusButtonInTabBar") != nil { return [] }
        let count = context.config.items.count
        let odd = count % 2 == 1
        guard odd || plus.plusChildViewController != nil else { return [] }
        let middle = count / 2
        let message: String
        if odd {
            message = "plusButton has no \"indexOfPlusButtonInTabBar\" and there are \(count) items: with an odd count "
                + "the library asserts in debug builds and leaves the button off-screen in release; "
                + "set \"indexOfPlusButtonInTabBar\": \(middle) to put it in the middle"
        } else {
            message = "plusButton has a plusChildViewController but no \"indexOfPlusButtonInTabBar\": the library needs "
                + "the index to place the child's tab; set \"indexOfPlusButtonInTabBar\": \(middle)"
        }
        guard let node = context.document.root?.member("plusButton")?.value else { return [] }
        let builder = context.edits
        let fixes = Self.candidates(count: count).map { k in
            Fix(title: "Insert \"indexOfPlusButtonInTabBar\": \(k)",
                edits: builder.insertMember(into: node, key: "indexOfPlusButtonInTabBar", valueText: String(k)),
                applicability: !odd && k == middle ? .safe : .unsafe, isPreferred: k == middle)
        }
        return [Self.description.diagnostic(message, at: plus.keyRange, fixes: fixes)]
    }

    /// The most indexes suggested: every index of a bar that UIKit can show, and a bounded
    /// list (not one fix per item) for a hostile file with thousands of items.
    public static let maxSuggestions = 11

    /// Indexes in 0...count, the middle (rounded down) first, then by distance from it
    /// (the one after the middle before the one before it); at most `maxSuggestions`.
    static func candidates(count: Int) -> [Int] {
        let middle = count / 2
        let limit = min(count + 1, maxSuggestions)
        var result = [middle]
        var distance = 1
        while result.count < limit {
            if middle + distance <= count { result.append(middle + distance) }
            if result.count < limit, middle - distance >= 0 { result.append(middle - distance) }
            distance += 1
        }
        return result
    }
}

extension MissingPlusIndexRule {
    /// When `--fix` applies the fix: only then is the index the one the library would
    /// choose anyway; with an odd count every index is a guess, offered as a suggestion.
    public static let safeFixCondition = "when the item count is even (a plus button with a plusChildViewController "
        + "but no index: the middle index is inserted)"
}

extension MissingPlusIndexRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        guard let plus = context.project.plusButton, plus.method(PlusButtonSelector.index) == nil else { return [] }
        let hasChild = plus.method(PlusButtonSelector.plusChildViewController) != nil
        // One finding for the plus button, from the first controller whose item count needs the index.
        for bar in context.tabBars {
            guard let count = bar.knownItems?.count, count % 2 == 1 || hasChild else { continue }
            let odd = count % 2 == 1
            let middle = count / 2
            let file = plus.declaration.file
            let method = context.spell(.classMethod(selector: PlusButtonSelector.index), in: file)
            let message = odd
                ? "plus button \(plus.name) has no \(method) and there are \(count) items: with an odd count the library "
                    + "asserts in debug builds and leaves the button off-screen in release; return \(middle) to put it in the middle"
                : "plus button \(plus.name) has a plusChildViewController but no \(method): the library needs the index "
                    + "to place the child's tab; return \(middle)"
            let declaration = plus.declaration.value
            let fixes = Self.candidates(count: count).compactMap { k in
                context.fix("Insert \(method) returning \(k)", .insertIndexMethod(returning: k, into: declaration), in: file,
                            applicability: !odd && k == middle ? .safe : .unsafe, isPreferred: k == middle)
            }
            return [SourceDiagnostic(file: file, Self.description.diagnostic(message, at: declaration.nameRange, fixes: fixes))]
        }
        return []
    }
}
