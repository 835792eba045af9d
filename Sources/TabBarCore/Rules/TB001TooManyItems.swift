import JSONC

/// TB001: more than five items.
public struct TooManyItemsRule: ConfigurationRule {
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
        examples: examples)

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
            // A bar with no CYLTabBarController part is UIKit's own (a stock controller in code or a
            // storyboard's): a More tab, not an error, said on each tab beyond the fifth.
            guard bar.controller.value.separateItems != nil else {
                // A custom bar whose layout assumes a tab count: TB025 says what more tabs break.
                if bar.controller.value.stock?.installedBar?.layout?.assumedItemCount != nil { return [] }
                return items[Self.limit...].enumerated().map { offset, item in
                    let name = item.title?.literal.map { " (\(JSON.quote($0))\(context.through(item.title, in: bar.controller.file)))" } ?? ""
                    return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                        "tab \(Self.limit + offset + 1)\(name) of \(items.count) is beyond the fifth: on an iPhone UIKit shows the "
                            + "first four tabs and a More tab that lists the rest; keep to five tabs if every one should stay one tap away",
                        at: item.reference, severity: .info))
                }
            }
            return items[Self.limit...].enumerated().map { offset, item in
                let number = Self.limit + offset + 1
                let name = item.title?.literal.map { " (\(JSON.quote($0))\(context.through(item.title, in: bar.controller.file)))" } ?? ""
                return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                    "item \(number)\(name) is beyond the fifth: UIKit shows at most 5 tab items and App Review "
                        + "rejects more; remove it or reach it from another screen",
                    at: item.reference))
            }
        }
    }
}
