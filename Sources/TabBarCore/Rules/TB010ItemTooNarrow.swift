import JSONC

/// TB010: item slots too narrow to tap.
public struct ItemTooNarrowRule: Rule {
    /// Apple's minimum tap target, in pt.
    public static let minimumWidth = 44.0

    public static let description = RuleDescription(
        code: "TB010", name: "item-too-narrow", severity: .warning,
        summary: "An item slot is narrower than 44 pt on some previewed device.",
        rationale: """
        Apple's Human Interface Guidelines ask for tap targets of at least 44 × 44 pt. Item slots share the \
        bar's width with the plus button, so a wide plus button or a narrow device can squeeze them below that.
        """,
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

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let narrow = context.layouts.compactMap { $0.layout }.filter { $0.itemWidth < Self.minimumWidth }
        guard let worst = narrow.min(by: { $0.itemWidth < $1.itemWidth }) else { return [] }
        let anchor = context.config.plusButton?.keyRange ?? context.config.itemsMember?.keyRange
            ?? ByteRange(0, 0)
        let devices = narrow.map { "\($0.device.name) (\($0.device.orientation.rawValue))" }.joined(separator: ", ")
        return [Self.description.diagnostic(
            "item slots are \(PointFormat.string(worst.itemWidth)) pt wide on \(devices), below the 44 pt minimum "
                + "tap target: use fewer items or a narrower plus button",
            at: anchor)]
    }
}

extension ItemTooNarrowRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.compactMap { bar in
            guard let items = bar.controller.value.items, let layouts = bar.exactLayouts(on: context.devices) else { return nil }
            let narrow = layouts.compactMap(\.layout).filter { $0.itemWidth < Self.minimumWidth }
            guard let worst = narrow.min(by: { $0.itemWidth < $1.itemWidth }) else { return nil }
            let devices = narrow.map { "\($0.device.name) (\($0.device.orientation.rawValue))" }.joined(separator: ", ")
            return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                "item slots are \(PointFormat.string(worst.itemWidth)) pt wide on \(devices), below the 44 pt minimum "
                    + "tap target: use fewer items or a narrower plus button",
                at: items.range))
        }
    }
}
