/// TB011: a plus button that rises above the bar.
public struct PlusOverflowsBarRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB011", name: "plus-overflows-bar", severity: .info,
        summary: "The plus button rises above the bar: only its frame is tappable, and the bar's top shadow usually needs hiding.",
        rationale: """
        A raised plus button (Weibo, Xianyu) sticks out above the tab bar. CYLTabBar forwards taps above the \
        bar to the button's frame only, not to its image's overflow, and the bar's top hairline crosses the \
        button unless its shadow image is hidden. Informational: check both on a device.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let plus = context.config.plusButton else { return [] }
        let raised = context.layouts.compactMap { layout -> (TabBarLayout, PlusButtonLayout)? in
            guard let bar = layout.layout, let button = bar.plusButton, button.overflowsBar else { return nil }
            return (bar, button)
        }
        guard let (bar, button) = raised.min(by: { $0.1.frame.y < $1.1.frame.y }) else { return [] }
        return [Self.description.diagnostic(
            "the plus button rises \(PointFormat.string(-button.frame.y)) pt above the bar on \(bar.device.name): only its "
                + "\(PointFormat.string(button.frame.width)) × \(PointFormat.string(button.frame.height)) pt frame is "
                + "tappable, and the bar's top shadow usually needs hiding",
            at: plus.keyRange)]
    }
}

extension PlusOverflowsBarRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        for bar in context.tabBars {
            guard let plus = bar.plusButton, let layouts = bar.exactLayouts(on: context.devices) else { continue }
            let raised = layouts.compactMap { layout -> (TabBarLayout, PlusButtonLayout)? in
                guard let bar = layout.layout, let button = bar.plusButton, button.overflowsBar else { return nil }
                return (bar, button)
            }
            guard let (layout, button) = raised.min(by: { $0.1.frame.y < $1.1.frame.y }) else { continue }
            return [SourceDiagnostic(file: plus.declaration.file, Self.description.diagnostic(
                "the plus button rises \(PointFormat.string(-button.frame.y)) pt above the bar on \(layout.device.name): "
                    + "only its \(PointFormat.string(button.frame.width)) × \(PointFormat.string(button.frame.height)) pt "
                    + "frame is tappable, and the bar's top shadow usually needs hiding",
                at: plus.declaration.value.nameRange))]
        }
        return []
    }
}
