import TabBarCore

/// TB032's SwiftUI check (the rule is the core's `PlaceholderTabRule`; this is SwiftUI's reading of it): a tab whose
/// content is an empty view (`EmptyView()`, `Spacer()`, `Color.clear`, `Text("")`), kept as a slot for a button or an
/// action; and an action tab, whose selection is turned away to present something (`SwiftUITabFacts.actionTest`).
/// Unlike UIKit's disabled item, it is a selectable tab: a tap shows the empty view (on iOS 26 too), and VoiceOver
/// announces it as a tab. A warning in SwiftUI.
public struct SwiftUIPlaceholderTabRule: SourceRule {
    /// TB032's description: the rule is one, its checks are the technologies'.
    public static var description: RuleDescription { PlaceholderTabRule.description }

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.swiftUIBars.flatMap { bar in
            bar.value.tabs.enumerated().compactMap { position, tab -> SourceDiagnostic? in
                let name = tab.title?.literal.map { "tab \(position + 1) '\($0)'" } ?? "tab \(position + 1)"
                if tab.actionTest != nil {
                    return SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                        "\(name) is an action: choosing it presents something and the selection is turned away, but in "
                            + "SwiftUI it is a selectable tab that VoiceOver announces as one and whose view may show for a "
                            + "moment; present the action from a button over the bar or a toolbar, or give the tab a screen",
                        at: tab.range, severity: .warning))
                }
                guard tab.content.search == .placeholder else { return nil }
                return SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                    "\(name) shows an empty view: a placeholder for a button or an action, but in SwiftUI a selectable tab "
                        + "that shows that empty view when tapped and that VoiceOver announces; present the action from a "
                        + "button over the bar or from the selection, or give the tab a screen",
                    at: tab.range, severity: .warning))
            }
        }
    }
}
