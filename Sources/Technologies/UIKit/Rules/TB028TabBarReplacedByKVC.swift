import JSONC
import TabBarCore

/// TB028: the controller's read-only `tabBar` replaced through KVC (an info).
public struct TabBarReplacedByKVCRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB028", name: "tab-bar-replaced-by-kvc", severity: .info,
        summary: "The tab bar controller's read-only tabBar is replaced through KVC (setValue:forKey:@\"tabBar\").",
        rationale: """
        `UITabBarController.tabBar` is read-only; writing it with `setValue:forKey:` works today but relies on \
        the private storage behind the property, which UIKit may rename. The public way to use a `UITabBar` \
        subclass is a storyboard's tab bar custom class. A bar swapped in this way is managed by the \
        controller: setting its `delegate` afterwards raises "Changing the delegate of a tab bar managed by a \
        tab bar controller is not allowed".
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.barNotes.compactMap { note in
            guard note.value.kind == .tabBarReplacedByKVC else { return nil }
            return SourceDiagnostic(file: note.file, Self.description.diagnostic(
                "the read-only tabBar is replaced through KVC: it works, but relies on UIKit's private storage; a "
                    + "storyboard's tab bar custom class is the public way, and the new bar's delegate must not be set afterwards",
                at: note.value.range))
        }
    }
}
