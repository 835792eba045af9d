import JSONC

/// TB029: an opaque tab bar look set through the pre-iOS-13 API and no `scrollEdgeAppearance` anywhere.
public struct MissingScrollEdgeAppearanceRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB029", name: "missing-scroll-edge-appearance", severity: .warning,
        summary: "The tab bar is made opaque with barTintColor / backgroundImage / backgroundColor, and no "
            + "scrollEdgeAppearance is set.",
        rationale: """
        Built with the iOS 15 SDK or later, a tab bar uses its `scrollEdgeAppearance` whenever the content is \
        scrolled to its end, and the default one is transparent: a bar styled only through `barTintColor`, a \
        `backgroundImage` or a `backgroundColor` (on the bar or `UITabBar.appearance()`) turns see-through on \
        every screen that does not scroll, or at the bottom of those that do. Configure a `UITabBarAppearance` \
        and set it as both `standardAppearance` and `scrollEdgeAppearance`. Reported once per project, on the \
        first such assignment; a background that is only cleared is fine. Applies to CYLTabBarController apps too.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        let notes = context.project.uikitNotes
        guard !notes.contains(where: { $0.value.kind == .scrollEdgeAppearance }),
              let first = notes.first(where: { if case .legacyBackground = $0.value.kind { return true } else { return false } }),
              case .legacyBackground(let property) = first.value.kind else { return [] }
        return [SourceDiagnostic(file: first.file, Self.description.diagnostic(
            "the tab bar's \(property) is set, but no scrollEdgeAppearance is: built with the iOS 15 SDK or later, the bar "
                + "turns transparent when the content is scrolled to its end; set a UITabBarAppearance as both "
                + "standardAppearance and scrollEdgeAppearance",
            at: first.value.range))]
    }
}
