/// TB007: a wrong type or impossible value. Found by the decoder.
public struct InvalidValueRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB007", name: "invalid-value", severity: .error,
        summary: "A value of the wrong type or an impossible one (negative size, out-of-range number, empty image name, ...).",
        rationale: """
        A value the library cannot use is either ignored or crashes at run time: a string where a number \
        belongs, a negative height, an empty image name, an unknown device. Each is reported on the value \
        with what it should be.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.decodingFindings(Self.description.code)
    }
}
