import JSONC
import TabBarCore

/// TB018: `viewControllers` set before `tabBarItemsAttributes` (source only).
public struct AttributesAfterViewControllersRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB018", name: "attributes-after-view-controllers", severity: .error,
        summary: "On one controller, viewControllers is set before tabBarItemsAttributes.",
        rationale: """
        CYLTabBarController builds the tab bar items when its view controllers are set, reading \
        `tabBarItemsAttributes` at that moment. Set the attributes first: set afterwards they are never read, \
        and the tabs show no titles or images (or the library asserts).
        """,
        fixSummary: "Swap the two statements when they are next to each other.",
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.controllers.compactMap { controller in
            guard let attributes = controller.value.attributesSetter,
                  let controllers = controller.value.viewControllersSetter,
                  controllers.end <= attributes.start else { return nil }
            let fixes = [context.fix("Set tabBarItemsAttributes first", .swapStatements(controllers, attributes),
                                     in: controller.file, applicability: .safe, isPreferred: true)].compactMap { $0 }
            return SourceDiagnostic(file: controller.file, Self.description.diagnostic(
                "tabBarItemsAttributes is set after viewControllers: the library reads the attributes when the view "
                    + "controllers are set, so these are never used; set tabBarItemsAttributes first",
                at: attributes, fixes: fixes))
        }
    }
}
