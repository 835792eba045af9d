import JSONC
import TabBarCore

/// TB025: a custom bar's `layoutSubviews` lays out a fixed number of slots.
public struct LayoutAssumesItemCountRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB025", name: "layout-assumes-item-count", severity: .error,
        summary: "A custom tab bar's layoutSubviews lays out a fixed number of slots (a fixed divisor or skipped slot).",
        rationale: """
        Custom bars with a raised centre button lay the system's tab buttons out themselves, usually with a \
        fixed number (a literal, or a constant or macro of the project): a slot width `W / 5` or `W / kTabCount`, a \
        skipped slot `if (i == 2)` or `index > 1 ? index + 1 : index`. That \
        arithmetic holds for one tab count only. When the controller that installs the bar has another count, \
        the gap is off-centre and tabs overlap the button or leave the bar (an error); when the counts agree it \
        works today, and adding or removing a tab will break it (an info). Deriving the slots from \
        `self.items.count` keeps the layout right for any count.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        let project = context.project
        return project.customBars.compactMap { bar in
            guard let layout = bar.declaration.value.layout, let (assumed, range) = layout.assumedItemCount else { return nil }
            let counts = project.controllers(installing: bar).compactMap { controller in
                controller.value.items?.knownCount.map {
                    (count: $0, name: controller.value.className ?? "its controller", severity: controller.value.severity(Self.description.severity))
                }
            }
            guard let (count, controller, severity) = counts.first(where: { $0.count != assumed }) ?? counts.first else { return nil }
            let written = bar.declaration.value.layout?.divisorRange == range ? "the divisor" : "the skipped slot"
            if count == assumed {
                return SourceDiagnostic(file: bar.declaration.file, Self.description.diagnostic(
                    "\(bar.name) lays out \(assumed) tabs around the raised button (\(written)), as many as \(controller) "
                        + "has: adding or removing a tab will misplace the gap; derive the slots from self.items.count",
                    at: range, severity: .info))
            }
            return SourceDiagnostic(file: bar.declaration.file, Self.description.diagnostic(
                "\(bar.name) lays out \(assumed) tabs around the raised button (\(written)), but \(controller), which "
                    + "installs it, has \(count): "
                    + "the gap is misplaced and tabs overlap the button or leave the bar; derive the slots from self.items.count",
                at: range, severity: severity))
        }
    }
}
