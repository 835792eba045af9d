/// A rule's identity: its description and a way to make one. What it can check is a separate
/// capability: `ConfigurationRule` (a `tabbar.json`), `SourceRule` (Objective-C and Swift source),
/// or both. One rule per file, its examples beside it in `TBxxxName+Examples.swift`.
public protocol Rule: Sendable {
    /// The rule's identity, documentation and examples.
    static var description: RuleDescription { get }
    init()
}
