import JSONC
import TabBarCore

/// TB035: a `TabView` shown inside a navigation container.
public struct TabViewInNavigationRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB035", name: "tab-view-in-navigation", severity: .warning,
        summary: "A TabView sits inside a NavigationStack, NavigationView or NavigationSplitView, or is pushed by one.",
        rationale: """
        A tab bar is meant to be the root of the app's navigation: each tab holds its own `NavigationStack`. A \
        `TabView` inside a navigation container shares that container's one navigation bar: the tabs' own titles \
        and toolbars are lost (the bar shows the outer screen's), and when the container pushes a screen the tab \
        bar goes with it. When the tabs hold navigation containers too, two navigation bars are stacked.

        Make the `TabView` the root and put a `NavigationStack` inside each tab. A `TabView` pushed from a list \
        (a `NavigationLink` to it) is better shown as a full-screen cover or as the app's root.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.swiftUIBars.compactMap { bar -> SourceDiagnostic? in
            guard let navigation = bar.value.enclosingNavigation else { return nil }
            let doubled = bar.value.tabs.contains { $0.content.holdsNavigation == true }
            let message: String
            if navigation.isPushed {
                message = "this TabView is pushed by a \(navigation.name): it shares that stack's navigation bar, so its tabs' "
                    + "titles and toolbars are lost, and it stays under the stack's back button"
                    + (doubled ? "; its tabs hold navigation containers too, which stack a second navigation bar" : "")
                    + "; present it as a full-screen cover or make it the root"
            } else {
                message = "this TabView sits inside a \(navigation.name): all its tabs share one navigation bar, so their titles "
                    + "and toolbars are lost, and the tab bar stays on every screen the container pushes"
                    + (doubled ? "; its tabs hold navigation containers too, which stack a second navigation bar" : "")
                    + "; make the TabView the root and put a NavigationStack inside each tab"
            }
            return SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                message, at: bar.value.tabView, related: [RelatedLocation(range: navigation.range, message: "the \(navigation.name)")]))
        }
    }
}
