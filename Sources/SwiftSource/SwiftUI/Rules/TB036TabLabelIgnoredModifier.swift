import JSONC
import TabBarCore

/// TB036: a modifier or view inside a tab label that the tab bar ignores.
public struct TabLabelIgnoredModifierRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB036", name: "tab-label-ignored-modifier", severity: .info,
        summary: "A tab label holds a modifier the tab bar ignores (.font, .foregroundColor, .foregroundStyle, .frame, .imageScale, .padding, a gesture) or a Button.",
        rationale: """
        The tab bar does not draw a tab's label as a view: it takes the label's first image and first text and \
        draws them in the bar's own style. Fonts, colours, frames, padding and image scales set inside the label are \
        dropped, gestures never fire, and a `Button`'s action never runs (a tap selects the tab). The label looks \
        styled in the code and plain in the app.

        Style the bar through its appearance (`UITabBarAppearance`, `.tint` on the `TabView`), keep the label to an \
        image and a text (the image's rendering mode and symbol variant are honoured), and react to a tab's selection \
        through the selection binding.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.swiftUIBars.flatMap { bar in
            // The labels of the tabs read, and those of children not read as tabs (each label drops them alike).
            (bar.value.tabs.flatMap(\.ignoredModifiers) + bar.value.unreadLabelModifiers).map { modifier in
                SourceDiagnostic(file: bar.file, Self.description.diagnostic(Self.message(modifier.name), at: modifier.range))
            }
        }
    }

    /// What is lost with the modifier or view `name` inside a label.
    static func message(_ name: String) -> String {
        switch name {
        case "Button":
            return "a Button inside a tab label is ignored: the tab bar draws only the label's first image and "
                + "text, and a tap selects the tab, so its action never runs"
        case "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture":
            return ".\(name) inside a tab label is ignored: the tab bar draws only the label's first image "
                + "and text, so the gesture never fires; use the selection binding to react to the tab"
        default:
            return ".\(name) inside a tab label is ignored: the tab bar draws only the label's first image "
                + "and text, in its own style; style the bar through its appearance instead"
        }
    }
}
