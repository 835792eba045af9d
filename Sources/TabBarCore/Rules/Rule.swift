/// A check over a configuration. One rule per file, carrying its description.
public protocol Rule: Sendable {
    /// The rule's identity, documentation and examples.
    static var description: RuleDescription { get }
    init()
    /// The rule's findings in `context`.
    func check(_ context: RuleContext) -> [Diagnostic]
}
