import JSONC

/// TB031: a method of `UITabBar` / `UITabBarController` overridden in an extension or category.
public struct TabBarOverrideInExtensionRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB031", name: "tab-bar-override-in-extension", severity: .warning,
        summary: "hitTest, point(inside:), layoutSubviews, sizeThatFits, viewDidLoad or viewWillAppear is overridden "
            + "in an extension or category of UITabBar / UITabBarController.",
        rationale: """
        A method defined in an extension or category of `UITabBar` or `UITabBarController` itself replaces the \
        method of every tab bar in the process: the system's, other libraries' and every other controller's. \
        Which definition wins when two do so is undefined. Subclass instead, and install the subclass (a \
        storyboard's custom class, or the controller subclass you create).
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.barNotes.compactMap { note in
            guard case .overrideInExtension(let extended, let method) = note.value.kind else { return nil }
            return SourceDiagnostic(file: note.file, Self.description.diagnostic(
                "\(method) is overridden in an extension of \(extended): it replaces the method of every \(extended) in "
                    + "the app, the system's and other libraries' included; override it in a subclass instead",
                at: note.value.range))
        }
    }
}
