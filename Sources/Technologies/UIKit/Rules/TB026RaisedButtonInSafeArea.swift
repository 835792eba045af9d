import JSONC
import TabBarCore

/// TB026: a raised button centred on the bar's whole height, home-indicator strip included.
public struct RaisedButtonInSafeAreaRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB026", name: "raised-button-in-safe-area", severity: .warning,
        summary: "A view added to the tab bar is centred on the bar's whole height, which includes the home-indicator strip.",
        rationale: """
        On iPhones with Face ID the tab bar is taller than its buttons: its bounds hold the 49 pt of content \
        and the 34 pt home-indicator strip below them. A centre computed as `self.bounds.size.height * 0.5`, \
        `/ 2`, `CGRectGetMidY(self.bounds)` or from `frame.size.height` is the middle of both, so the raised \
        button sits 17 pt lower than on an iPhone SE, off the tab buttons' line and into the strip. The bar's \
        content height is its height less `safeAreaInsets.bottom`.
        """,
        fixSummary: "Use the content height (the bar's height less its bottom safe-area inset): a suggestion, the button moves.",
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.barViews.compactMap { located in
            guard let center = located.view.value.centerY, center.usesWholeBarHeight else { return nil }
            let lower = PointFormat.string(34 * center.fraction)
            var fixes: [Fix] = []
            // The content height is spelled on the bar itself: a view a controller lays over its bar gets no fix.
            if located.barClass != nil, !center.isPointGetter,
               let fix = context.fix("Use the bar's content height (less the bottom safe-area inset)",
                                     .useContentHeight(center.heightRange, halved: center.heightIsHalved),
                                     in: located.view.file, applicability: .unsafe, isPreferred: true) {
                fixes.append(fix)
            }
            let name = located.view.value.name.map { "'\($0)'" } ?? "the view"
            return SourceDiagnostic(file: located.view.file, Self.description.diagnostic(
                "the centre of \(name) is computed from the bar's whole height, home-indicator strip included: on Face ID "
                    + "iPhones it sits \(lower) pt lower than on an iPhone SE; use the content height "
                    + "(the height less safeAreaInsets.bottom)",
                at: center.range, fixes: fixes))
        }
    }
}
