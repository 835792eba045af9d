/// A rule in the registry with the checks it has. The initializer chosen for the rule's type
/// fills them, so no rule is looked up by a cast, and a type with no check cannot be registered.
public struct RegisteredRule: Sendable {
    /// The rule's type.
    public let type: any Rule.Type
    /// The rule as a configuration check, when it is one.
    public let configuration: (any ConfigurationRule)?
    /// The rule as a source check, when it is one.
    public let source: (any SourceRule)?

    /// A rule that checks configuration files only.
    public init<R: ConfigurationRule>(_ type: R.Type) {
        self.type = type
        self.configuration = R()
        self.source = nil
    }

    /// A rule that checks source only.
    public init<R: SourceRule>(_ type: R.Type) {
        self.type = type
        self.configuration = nil
        self.source = R()
    }

    /// A rule that checks both.
    public init<R: ConfigurationRule & SourceRule>(_ type: R.Type) {
        let rule = R()
        self.type = type
        self.configuration = rule
        self.source = rule
    }

    /// The rule's description.
    public var description: RuleDescription { type.description }
}
