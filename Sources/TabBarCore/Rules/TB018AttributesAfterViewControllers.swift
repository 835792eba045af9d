import JSONC

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
            let bytes = context.project.files[controller.file].bytes
            var fixes: [Fix] = []
            let between = bytes[controllers.end..<attributes.start]
            if between.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                let text = { (range: ByteRange) in String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
                let swapped = text(attributes) + String(decoding: between, as: UTF8.self) + text(controllers)
                fixes.append(Fix(title: "Set tabBarItemsAttributes first",
                                 edits: [TextEdit(range: controllers.union(attributes), newText: swapped)],
                                 applicability: .safe, isPreferred: true))
            }
            return SourceDiagnostic(file: controller.file, Self.description.diagnostic(
                "tabBarItemsAttributes is set after viewControllers: the library reads the attributes when the view "
                    + "controllers are set, so these are never used; set tabBarItemsAttributes first",
                at: attributes, fixes: fixes))
        }
    }
}
