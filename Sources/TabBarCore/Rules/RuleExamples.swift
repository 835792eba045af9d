/// A rule's examples, written beside it in `TBxxxName+Examples.swift`: configuration snippets
/// with their fixes, and the same mistakes in source for rules that check source.
public struct RuleExamples: Sendable {
    /// Configuration snippets that must produce a finding at each `↓` marker.
    public let triggering: [Example]
    /// Configuration snippets that must produce no finding of the rule.
    public let nonTriggering: [Example]
    /// Before/after pairs for the rule's configuration fixes.
    public let corrections: [Correction]
    /// The examples in Objective-C and Swift source.
    public let source: SourceExamples

    /// Labels as in `RuleDescription`, so examples read the same in both places.
    public init(triggeringExamples: [Example] = [], nonTriggeringExamples: [Example] = [],
                corrections: [Correction] = [], source: SourceExamples = .none) {
        self.triggering = triggeringExamples
        self.nonTriggering = nonTriggeringExamples
        self.corrections = corrections
        self.source = source
    }
}
