/// TB008: a key repeated in one object. Found by the decoder.
public struct DuplicateKeyRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB008", name: "duplicate-key", severity: .warning,
        summary: "A key repeated in one object; the last one wins.",
        rationale: """
        JSON readers keep the last of two equal keys, so the earlier value is silently dropped. The earlier \
        one is reported, with a link to the one that counts.
        """,
        fixSummary: "Remove the earlier key.",
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.decodingFindings(Self.description.code)
    }
}
