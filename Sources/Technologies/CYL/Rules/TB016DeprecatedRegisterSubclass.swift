import JSONC
import TabBarCore

/// TB016: the deprecated `registerSubclass` (source only).
public struct DeprecatedRegisterSubclassRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB016", name: "deprecated-register-subclass", severity: .warning,
        summary: "The plus button is registered with registerSubclass, deprecated since CYLTabBarController 1.6.0.",
        rationale: """
        `+registerSubclass` was renamed `+registerPlusButton` (Swift: `register()`) in CYLTabBarController \
        1.6.0. The old name still works through a compatibility shim, which later versions may drop; the new \
        one says what it does.
        """,
        fixSummary: "Rename the call to registerPlusButton (Objective-C) or register() (Swift). `--fix` applies it when "
            + "the project's Podfile.lock, Cartfile.resolved or Package.resolved shows 1.6.0 or later; otherwise it is "
            + "offered in editors. When the lock file pins an older version the finding stays, saying so, with no fix: "
            + "registerSubclass is the only way there until the library is upgraded.",
        examples: examples)

    public init() {}

    /// The version that added `registerPlusButton` / `register()`.
    public static let since = "1.6.0"

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        // Before 1.6.0 `registerSubclass` is the only way: the message says so, and the rename would not build.
        let pinnedOlder = context.olderLibraryPinned(than: Self.since)
        return context.project.registrations.filter(\.value.isDeprecated).map { registration in
            let shown = context.spell(.registrationCall, in: registration.file)
            let advice = pinnedOlder.map { "\($0), where it is the only way: call \(shown) once the library is upgraded" }
                ?? "call \(shown) instead"
            return SourceDiagnostic(file: registration.file, Self.description.diagnostic(
                "registerSubclass is deprecated since CYLTabBarController 1.6.0: \(advice)",
                at: registration.value.nameRange,
                fixes: pinnedOlder != nil ? [] : [context.fix("Rename to \(shown)", .renameRegistration(registration.value), in: registration.file,
                                    applicability: context.applicability(forAPISince: Self.since), isPreferred: true)]
                    .compactMap { $0 },
                tags: [.deprecated]))
        }
    }
}
