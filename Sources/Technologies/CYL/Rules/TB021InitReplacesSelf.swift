import JSONC
import TabBarCore

/// TB021: a subclass initializer that replaces `self` with a controller from the class factory (source only).
public struct InitReplacesSelfRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB021", name: "init-replaces-self", severity: .warning,
        summary: "An initializer of a CYLTabBarController subclass assigns self a controller made by the class factory.",
        rationale: """
        `+tabBarControllerWithViewControllers:tabBarItemsAttributes:` makes a plain `CYLTabBarController`, not \
        an instance of the subclass. Assigning it to `self` in the subclass's `init` throws the subclass away: \
        none of its overrides (`viewDidLoad`, delegate methods, appearance set-up) ever run. Call \
        `[super initWithViewControllers:tabBarItemsAttributes:]` instead. (Swift does not let a class \
        initializer assign `self`, so the mistake is Objective-C's alone.)
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.controllers.compactMap { controller in
            guard controller.value.construction == .classFactory, let assignment = controller.value.selfAssignment,
                  let owner = context.project.enclosingClass(of: assignment, in: controller.file) else { return nil }
            return SourceDiagnostic(file: controller.file, Self.description.diagnostic(
                "\(owner.name)'s initializer replaces self with a controller made by the class factory, a plain "
                    + "CYLTabBarController: none of \(owner.name)'s own methods will run; call "
                    + "[super initWithViewControllers:tabBarItemsAttributes:] instead",
                at: assignment))
        }
    }
}
