import JSONC
import TabBarCore

/// TB019: a registered plus button with a controller made by plain `init` and the setters (source only).
public struct PlusButtonNeedsInitializerRule: SourceRule {
    /// The first version in which only the initializer family adds the plus button.
    public static let since = "1.17.4"

    public static let description = RuleDescription(
        code: "TB019", name: "plus-button-needs-initializer", severity: .warning,
        summary: "A plus button is registered, but the controller is made with plain init / new and the setters.",
        rationale: """
        From CYLTabBarController 1.17.4 the plus button is added only by the \
        `initWithViewControllers:tabBarItemsAttributes:` family (and `tabBarControllerWithViewControllers:…`). \
        A controller made with `init` / `new` / `CYLTabBarController()` and given its items through the \
        setters shows every tab but no plus button, with no warning (library issues #248, #334, #365).
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        guard let plus = context.project.plusButton else { return [] }
        let project = context.project
        // Subclasses whose own initializer calls the initializer family (or that are built by it elsewhere).
        let initialized = Set(project.controllers.filter {
            $0.value.construction == .initializer || $0.value.construction == .classFactory
        }.compactMap(\.value.className))
        var findings: [SourceDiagnostic] = []
        for controller in project.controllers {
            var message = "\(plus.name) is registered as the plus button, but "
            let range: ByteRange
            switch controller.value.construction {
            case .plain:
                message += "this controller is made with a plain initializer and the setters"
                range = controller.value.range
            case .settersOnly:
                // A subclass that sets its own items (in viewDidLoad, say) and is never made by the family.
                guard let name = controller.value.className, name != "CYLTabBarController", !initialized.contains(name),
                      project.isTabBarControllerClass(name), let setter = controller.value.attributesSetter,
                      project.enclosingClass(of: setter, in: controller.file)?.name == name else { continue }
                message += "\(name) sets its own tabBarItemsAttributes and no initializer of it calls "
                    + "initWithViewControllers:tabBarItemsAttributes:"
                range = setter
            default:
                continue
            }
            message += ": from CYLTabBarController \(Self.since) only initWithViewControllers:tabBarItemsAttributes: "
                + "adds the plus button; use it instead"
            if let version = context.libraryVersion, version.isBefore(Self.since) {
                message += " (\(version) from \(version.source) still adds it: the next upgrade will lose it)"
            }
            findings.append(SourceDiagnostic(file: controller.file, Self.description.diagnostic(message, at: range)))
        }
        return findings
    }
}
