/// TB006: a key the format does not define. Found by the decoder.
public struct UnknownKeyRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB006", name: "unknown-key", severity: .warning,
        summary: "A key the format does not define; the nearest known key is suggested.",
        rationale: """
        Keys mirror the CYLTabBarController API. An unknown key is usually a typo, and a typo means the \
        setting silently does nothing: the bar falls back to the library's default.
        """,
        fixSummary: "Rename the key to the suggestion.",
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.decodingFindings(Self.description.code)
    }
}
