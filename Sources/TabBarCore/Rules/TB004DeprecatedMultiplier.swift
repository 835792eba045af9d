/// TB004: the deprecated `multiplerInCenterY`.
public struct DeprecatedMultiplierRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB004", name: "deprecated-multiplier", severity: .warning,
        summary: "multiplerInCenterY is deprecated since CYLTabBarController 1.6.0; use multiplierOfTabBarHeight.",
        rationale: """
        `+multiplerInCenterY` (the misspelling is the library's) was replaced by `+multiplierOfTabBarHeight:` \
        in CYLTabBarController 1.6.0. The old name still works alone, but when both are present only \
        multiplierOfTabBarHeight counts and the old value is ignored.
        """,
        fixSummary: "Rename it to \"multiplierOfTabBarHeight\"; when both are present, remove it. When the project's lock "
            + "file pins a version before 1.6.0 the finding says so and offers no fix: the old name is the only one there.",
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let node = context.document.root?.member("plusButton")?.value, node.members != nil else { return [] }
        let builder = context.edits
        let hasNew = node.member("multiplierOfTabBarHeight") != nil
        return (node.members ?? []).filter { $0.key == "multiplerInCenterY" }.map { member in
            if hasNew {
                return Self.description.diagnostic(
                    "\"multiplerInCenterY\" is deprecated since CYLTabBarController 1.6.0 and ignored here, because "
                        + "\"multiplierOfTabBarHeight\" is also set: remove it",
                    at: member.keyRange,
                    fixes: [Fix(title: "Remove \"multiplerInCenterY\"", edits: builder.removeEntry(member.range),
                                applicability: .safe, isPreferred: true)],
                    tags: [.deprecated, .unnecessary])
            }
            return Self.description.diagnostic(
                "\"multiplerInCenterY\" is deprecated since CYLTabBarController 1.6.0: rename it to \"multiplierOfTabBarHeight\"",
                at: member.keyRange,
                fixes: [Fix(title: "Rename to \"multiplierOfTabBarHeight\"",
                            edits: [builder.renameKey(member.keyRange, to: "multiplierOfTabBarHeight")],
                            applicability: .safe, isPreferred: true)],
                tags: [.deprecated])
        }
    }
}

extension DeprecatedMultiplierRule: SourceRule {
    /// The CYLTabBarController version that deprecates `+multiplerInCenterY` (and brings `+multiplierOfTabBarHeight:`).
    static let since = "1.6.0"

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        // Before 1.6.0 `multiplerInCenterY` is the only way: the message says so, and the rename would not be called.
        let pinnedOlder = context.olderLibraryPinned(than: Self.since)
        let applicability = context.applicability(forAPISince: Self.since)
        return context.project.plusButtonClasses.compactMap { plus in
            guard let old = plus.method(PlusButtonSelector.deprecatedMultiplier) else { return nil }
            let replacement = context.spell(.classMethod(selector: PlusButtonSelector.multiplier), in: old.file)
            if let pinnedOlder {
                return SourceDiagnostic(file: old.file, Self.description.diagnostic(
                    "+multiplerInCenterY is deprecated since CYLTabBarController 1.6.0: \(pinnedOlder), where it is the "
                        + "only way: implement +multiplierOfTabBarHeight: once the library is upgraded",
                    at: old.value.nameRange, tags: [.deprecated]))
            }
            if plus.method(PlusButtonSelector.multiplier) != nil {
                return SourceDiagnostic(file: old.file, Self.description.diagnostic(
                    "+multiplerInCenterY is deprecated since CYLTabBarController 1.6.0 and ignored here, because "
                        + "\(plus.name) also implements +multiplierOfTabBarHeight:: remove it",
                    at: old.value.nameRange,
                    fixes: [context.fix("Remove \(context.spell(.classMethod(selector: PlusButtonSelector.deprecatedMultiplier), in: old.file))",
                                        .removeMethod(old.value), in: old.file, applicability: applicability, isPreferred: true)]
                        .compactMap { $0 },
                    tags: [.deprecated, .unnecessary]))
            }
            return SourceDiagnostic(file: old.file, Self.description.diagnostic(
                "+multiplerInCenterY is deprecated since CYLTabBarController 1.6.0 and read only as a fallback when "
                    + "+multiplierOfTabBarHeight: is missing, which a later version may drop: implement "
                    + "+multiplierOfTabBarHeight: instead",
                at: old.value.nameRange,
                fixes: [context.fix("Rename to \(replacement)", .redeclareMethod(old.value, asSelector: PlusButtonSelector.multiplier),
                                    in: old.file, applicability: applicability, isPreferred: true)].compactMap { $0 },
                tags: [.deprecated]))
        }
    }
}
