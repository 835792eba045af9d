import JSONC
import TabBarCore

/// TB027: code that finds the tab bar's views by UIKit's private class names or reads private item keys.
public struct PrivateTabBarViewRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB027", name: "private-tab-bar-view", severity: .warning,
        summary: "Code finds the tab buttons by UIKit's private class names or reads private keys of tab bar items.",
        rationale: """
        `UITabBarButton`, `UITabBarSwappableImageView`, `UITabBarButtonLabel` and `_UIBarBackground` are private \
        classes, and `view` / `_info` are private keys of `UITabBarItem`. Apple renames and restructures them \
        without notice: code matching them broke on iOS 12.1, 13 and 26 (tabs laid out twice, icons jumping, \
        custom centre buttons lost). The tab buttons are the bar's subviews that are `UIControl`s: filter by \
        that class instead, and leave the items' private keys alone.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.barNotes.compactMap { note in
            guard case .privateName(let name) = note.value.kind else { return nil }
            let what = SourceNote.privateViewNames.contains(name)
                ? "\(JSON.quote(name)) is a private UIKit class: code matching it broke on iOS 12.1, 13 and 26; "
                    + "find the tab buttons as the bar's subviews that are UIControls instead"
                : "\(JSON.quote(name)) is a private key of a tab bar item: reading it broke on iOS 13 and can break "
                    + "on any release; use the item's public properties"
            return SourceDiagnostic(file: note.file, Self.description.diagnostic(what, at: note.value.range))
        }
    }
}
