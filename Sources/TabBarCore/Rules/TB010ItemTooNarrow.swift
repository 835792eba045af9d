import JSONC

/// TB010: item slots too narrow to tap.
public struct ItemTooNarrowRule: ConfigurationRule {
    /// Apple's minimum tap target, in pt.
    public static let minimumWidth = 44.0

    public static let description = RuleDescription(
        code: "TB010", name: "item-too-narrow", severity: .warning,
        summary: "An item slot is narrower than 44 pt on some previewed device.",
        rationale: """
        Apple's Human Interface Guidelines ask for tap targets of at least 44 × 44 pt. Item slots share the \
        bar's width with the plus button, so a wide plus button or a narrow device can squeeze them below that.
        """,
        examples: examples)

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
