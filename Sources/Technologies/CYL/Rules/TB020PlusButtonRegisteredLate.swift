import JSONC
import TabBarCore

/// TB020: the plus button registered after the controller exists (source only).
public struct PlusButtonRegisteredLateRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB020", name: "plus-button-registered-late", severity: .warning,
        summary: "The plus button is registered after the tab bar controller is created.",
        rationale: """
        CYLTabBarController adds the registered plus button when the controller is initialized. A \
        registration in the controller subclass's own `init…` or `viewDidLoad`, or after the construction in \
        the same method, comes too late: the plus button never appears (library issues #170, #248). Register \
        it in `application:didFinishLaunchingWithOptions:` before creating the controller.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        let project = context.project
        return project.registrations.compactMap { registration in
            let range = registration.value.range
            guard let owner = project.enclosingClass(of: range, in: registration.file),
                  let method = project.enclosingMethod(of: range, in: registration.file), !method.isClassMethod else { return nil }
            let reason: String
            if project.isTabBarControllerClass(owner.name),
               method.selector.hasPrefix("init") || method.selector.hasPrefix("viewDidLoad") || method.selector.hasPrefix("viewWillAppear") {
                reason = "in \(owner.name)'s own \(method.selector), after the controller was created"
            } else if project.files[registration.file].facts.controllers.contains(where: { controller in
                controller.construction != .settersOnly && controller.range.end <= range.start
                    && method.lineRange.start <= controller.range.start
            }) {
                reason = "after the tab bar controller is created in the same method"
            } else {
                return nil
            }
            return SourceDiagnostic(file: registration.file, Self.description.diagnostic(
                "the plus button is registered \(reason): the library adds it when the controller is initialized, so it "
                    + "never appears; register it in application:didFinishLaunchingWithOptions: before creating the controller",
                at: range))
        }
    }
}
