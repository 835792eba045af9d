/// TB000: the file is not valid JSONC.
public struct SyntaxErrorRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB000", name: "syntax-error", severity: .error,
        summary: "The file is not valid JSONC; every error is reported and the rest is still checked.",
        rationale: """
        A tab-bar configuration is JSON with comments (`//`, `/* */`) and trailing commas, as in VS Code's \
        settings files. A syntax error means the app would read a different bar than the one you see, so \
        every error is reported, the parser recovers, and the other rules still check what could be read.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // One finding per place: recovery can report several errors where one thing is wrong
        // (a stray bracket; the end of a file that leaves 100 containers open).
        var findings: [Diagnostic] = []
        var starts: Set<Int> = []
        for error in context.document.errors where starts.insert(error.range.start).inserted {
            let related = error.opening.map { [RelatedLocation(range: $0, message: "opened here")] } ?? []
            findings.append(Self.description.diagnostic(error.message, at: error.range, related: related))
        }
        return findings
    }
}
