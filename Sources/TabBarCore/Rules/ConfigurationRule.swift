/// A rule that checks a tab-bar configuration file (`tabbar.json`).
public protocol ConfigurationRule: Rule {
    /// The rule's findings in `context`.
    func check(_ context: RuleContext) -> [Diagnostic]
}
