import JSONC

/// TB001: more than five items.
public struct TooManyItemsRule: Rule {
    /// The most items a UITabBar shows.
    public static let limit = 5

    public static let description = RuleDescription(
        code: "TB001", name: "too-many-items", severity: .error,
        summary: "More than 5 items: UIKit shows at most 5 tab items; the plus button is not counted.",
        rationale: """
        A UITabBar shows at most five items. With more, UIKit replaces the fifth by a "More" tab and hides \
        the rest behind it, which CYLTabBarController's custom layout does not expect, and App Review rejects \
        bars that crowd more tabs in. The plus button is not an item and is not counted.
        """,
        fixSummary: "Remove the item (a suggestion: decide yourself which tab goes).",
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
            ],
            nonTriggering: [
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

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let items = context.config.items
        guard items.count > Self.limit else { return [] }
        let builder = context.edits
        return items[Self.limit...].map { item in
            let name = item.isIconOnly ? "" : " (\"\(item.displayTitle)\")"
            return Self.description.diagnostic(
                "item \(item.index + 1)\(name) is beyond the fifth: UIKit shows at most 5 tab items and App Review "
                    + "rejects more; remove it or reach it from another screen",
                at: item.range,
                fixes: [Fix(title: "Remove item \(item.index + 1)", edits: builder.removeEntry(item.range),
                            applicability: .unsafe)])
        }
    }
}

extension TooManyItemsRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            guard let items = bar.knownItems, items.count > Self.limit else { return [] }
            return items[Self.limit...].enumerated().map { offset, item in
                let number = Self.limit + offset + 1
                let name = item.title?.literal.map { " (\(JSON.quote($0)))" } ?? ""
                return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                    "item \(number)\(name) is beyond the fifth: UIKit shows at most 5 tab items and App Review "
                        + "rejects more; remove it or reach it from another screen",
                    at: item.reference))
            }
        }
    }
}
