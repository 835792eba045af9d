import JSONC

/// TB029: an opaque tab bar look that the transparent default scroll-edge appearance undoes, and nothing in
/// the project that sets a tab bar's `scrollEdgeAppearance` or otherwise keeps the bar painted.
public struct MissingScrollEdgeAppearanceRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB029", name: "missing-scroll-edge-appearance", severity: .warning,
        summary: "The tab bar is made opaque with barTintColor / backgroundImage, or an opaque UITabBarAppearance "
            + "given only as standardAppearance, and no scrollEdgeAppearance is set.",
        rationale: """
        Built with the iOS 15 SDK or later, a tab bar uses its `scrollEdgeAppearance` whenever the content is \
        scrolled to its end, and the default one is transparent: a bar made opaque only through `barTintColor` \
        or a `backgroundImage` (on the bar or `UITabBar.appearance()`), or through an opaque `UITabBarAppearance` \
        given only as its `standardAppearance`, turns see-through on every screen that does not scroll, or at \
        the bottom of those that do. Set the appearance as both `standardAppearance` and `scrollEdgeAppearance`; \
        a `backgroundColor` on the bar view itself also keeps it painted. Nothing is reported when a tab bar's \
        `scrollEdgeAppearance` is set anywhere in the project (code or storyboard, in any spelling; a receiver \
        tabbar cannot tell from a tab bar counts), when the bar view has a `backgroundColor`, when \
        `isTranslucent` is set to true, or when an appearance is passed to code tabbar does not follow. \
        Reported once per project, on the first such assignment; a background that is only cleared is fine. \
        Applies to CYLTabBarController apps too.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        let notes = context.project.barNotes
        guard !notes.contains(where: \.value.silencesMissingScrollEdgeAppearance),
              let first = notes.first(where: \.value.makesBarOpaque) else { return [] }
        let message: String
        switch first.value.kind {
        case .legacyBackground(let property):
            message = "the tab bar's \(property) is set, but no scrollEdgeAppearance is: built with the iOS 15 SDK or later, "
                + "the bar turns transparent when the content is scrolled to its end; set a UITabBarAppearance as both "
                + "standardAppearance and scrollEdgeAppearance, or give the bar view a backgroundColor"
        default:
            message = "an opaque UITabBarAppearance is the tab bar's standardAppearance, but no scrollEdgeAppearance is set: "
                + "built with the iOS 15 SDK or later, the bar turns transparent when the content is scrolled to its end; "
                + "set the appearance as the scrollEdgeAppearance too"
        }
        return [SourceDiagnostic(file: first.file, Self.description.diagnostic(message, at: first.value.range))]
    }
}
