import JSONC
import TabBarCore

/// TB017: the plus button registered in `+load` (source only).
public struct RegisterInLoadRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB017", name: "register-in-load", severity: .warning,
        summary: "The plus button is registered in +load / class func load().",
        rationale: """
        `+load` runs while the Objective-C runtime is still loading classes, before `main`. Registering the plus \
        button there crashes on iOS 10, and depends on class load order everywhere. Register it in \
        `application:didFinishLaunchingWithOptions:`, before the tab bar controller is created.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.registrations.filter(\.value.isInLoad).map { registration in
            SourceDiagnostic(file: registration.file, Self.description.diagnostic(
                "the plus button is registered in +load, which runs before the app starts: this crashes on iOS 10; "
                    + "register it in application:didFinishLaunchingWithOptions: before creating the tab bar controller",
                at: registration.value.range))
        }
    }
}
