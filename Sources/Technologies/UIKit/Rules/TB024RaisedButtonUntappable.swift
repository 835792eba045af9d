import JSONC
import TabBarCore

/// TB024: a view added to a tab bar rises above it, and nothing makes its part above the bar tappable.
public struct RaisedButtonUntappableRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB024", name: "raised-button-untappable", severity: .warning,
        summary: "A view added to the tab bar provably rises above the bar, and no hit-test override makes that part tappable.",
        rationale: """
        UIKit delivers a touch to the deepest view whose bounds hold it, starting from the window: a point \
        above the tab bar is outside the bar's bounds, so the bar never asks its subviews, and a raised \
        button's upper part passes touches to the view behind the bar. Bars with a raised centre button \
        override `hitTest:withEvent:` or `pointInside:withEvent:` (`hitTest(_:with:)`, `point(inside:with:)`) \
        to hand those points to the button. The rule reads literal frames, centres (on a bar without a \
        home-indicator strip, where the button rises highest) and Auto Layout constants; a size from \
        `sizeToFit` or an image is unknown, and the rule stays silent.
        """,
        examples: examples)

    public init() {}

    /// The devices the check measures on: a bar of the default 49 pt without a safe-area strip.
    static let contentHeight = 49.0

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        let project = context.project
        return project.barViews.compactMap { located in
            let view = located.view.value
            guard let top = view.top(contentHeight: Self.contentHeight, safeArea: 0), top < 0,
                  !project.hitTestingReaches(located) else { return nil }
            let above = min(-top, view.height?.literal ?? view.constantHeight ?? -top)
            let owner = located.barClass.map { "\($0) does not override" }
                ?? "no tab bar class its controller installs overrides"
            let name = view.name.map { "'\($0)'" } ?? "the view"
            let points = PointFormat.string(above)
            // A whole-height centre rises highest where the bar has no home-indicator strip.
            let device = view.centerY?.basis == .wholeBar ? " on an iPhone SE" : ""
            return SourceDiagnostic(file: located.view.file, Self.description.diagnostic(
                "\(name) rises \(points) pt above the tab bar\(device) and \(owner) hit testing (hitTest / pointInside): "
                    + "its top \(points) pt are untappable, touches there reach the view behind the bar; "
                    + "override hit testing in the bar to hand them to the button",
                at: view.placement ?? view.addition))
        }
    }
}
