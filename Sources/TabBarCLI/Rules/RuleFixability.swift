import TabBarCore

/// Whether a rule's findings can be fixed, found by running the rule's own corrections.
enum RuleFixability: String, Sendable {
    /// `--fix` applies at least one of its fixes.
    case safe
    /// It offers fixes that an editor applies after review; `--fix` leaves them.
    case suggestion
    /// No fix.
    case none

    /// Classifies `description`: safe when any correction example produces a safe fix.
    static func of(_ description: RuleDescription) -> RuleFixability {
        guard description.fixSummary != nil || !description.corrections.isEmpty else { return .none }
        for correction in description.corrections {
            let assets = correction.assets.map { AssetIndex(names: Set($0)) }
            let result = Linter.lint(text: correction.before, options: LintOptions(assets: assets))
            if result.diagnostics.contains(where: { $0.code == description.code && $0.hasSafeFix }) { return .safe }
        }
        return .suggestion
    }

    /// The `tabbar rules` column text.
    var label: String {
        switch self {
        case .safe: return "yes"
        case .suggestion: return "suggestion"
        case .none: return "-"
        }
    }
}
