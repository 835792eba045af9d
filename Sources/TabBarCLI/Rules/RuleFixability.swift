import TabBarCore

/// Whether a rule's findings can be fixed, found by running the rule's own examples.
enum RuleFixability: String, Sendable {
    /// `--fix` applies a fix to every finding of its examples.
    case safe
    /// `--fix` applies a fix in some cases (`RuleDescription.safeFixCondition` says which);
    /// otherwise editors offer suggestions.
    case partly
    /// It offers fixes that an editor applies after review; `--fix` leaves them.
    case suggestion
    /// No fix.
    case none

    /// Classifies `description` by linting its triggering examples and corrections: safe
    /// when each finding of the rule there has a safe fix, partly when some have.
    static func of(_ description: RuleDescription) -> RuleFixability {
        guard description.fixSummary != nil || !description.corrections.isEmpty else { return .none }
        let samples = description.triggeringExamples.map { ($0.plainText, $0.assets) }
            + description.corrections.map { ($0.before, $0.assets) }
        var safe = 0, findings = 0
        for (text, assets) in samples {
            let index = assets.map { AssetIndex(names: Set($0)) }
            let result = ConfigurationLinter.lint(text: text, options: LintOptions(assets: index))
            for diagnostic in result.diagnostics where diagnostic.code == description.code {
                findings += 1
                if diagnostic.hasSafeFix { safe += 1 }
            }
        }
        if safe == 0 { return .suggestion }
        return safe == findings ? .safe : .partly
    }

    /// The `tabbar rules` column text.
    var label: String {
        switch self {
        case .safe: return "yes"
        case .partly: return "partly"
        case .suggestion: return "suggestion"
        case .none: return "-"
        }
    }

    /// Whether and when `--fix` applies the rule's fix, in words, for the docs and `explain`.
    static func sentence(for description: RuleDescription) -> String {
        switch of(description) {
        case .safe:
            return "yes, `tabbar check --fix` applies it"
        case .partly:
            let condition = description.safeFixCondition ?? "in some cases"
            return "with `tabbar check --fix` \(condition); otherwise quick-fix suggestions in editors, "
                + "never applied by `--fix`"
        case .suggestion:
            return "suggested in editors, never applied by `--fix`"
        case .none:
            return "no"
        }
    }
}
