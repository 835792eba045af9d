extension RuleDescription {
    /// For a rule whose fix `--fix` applies in some cases only: those cases, in words
    /// ("when the item count is even ..."); nil for every other rule.
    public var safeFixCondition: String? {
        Self.safeFixConditions[code]
    }

    /// The conditions, by rule code.
    static let safeFixConditions: [String: String] = [
        "TB002": MissingPlusIndexRule.safeFixCondition,
    ]
}
