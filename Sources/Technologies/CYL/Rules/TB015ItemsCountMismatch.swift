import JSONC
import TabBarCore

/// TB015: item attributes and view controllers of different counts (source only).
public struct ItemsCountMismatchRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB015", name: "items-count-mismatch", severity: .error,
        summary: "The item dictionaries and the view controllers (the plus child excluded) differ in number.",
        rationale: """
        CYLTabBarController pairs the i-th attributes dictionary with the i-th view controller. When the two \
        arrays differ in length the library asserts, and versions up to 1.29 crash with an index out of \
        range when the tab bar is set up. The plus button's child view controller is not part of either array.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.compactMap { bar in
            guard let items = bar.controller.value.items, let itemCount = items.knownCount,
                  let controllerCount = bar.controller.value.viewControllers?.knownCount,
                  itemCount != controllerCount else { return nil }
            return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                "\(itemCount) item \(itemCount == 1 ? "dictionary" : "dictionaries") for \(controllerCount) view "
                    + "controller\(controllerCount == 1 ? "" : "s"): the library pairs them one to one, asserts when the "
                    + "counts differ and crashes in versions up to 1.29; give every view controller its attributes",
                at: items.range))
        }
    }
}
