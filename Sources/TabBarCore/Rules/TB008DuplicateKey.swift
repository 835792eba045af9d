/// TB008: a key repeated in one object. Found by the decoder.
public struct DuplicateKeyRule: Rule {
    public static let description = RuleDescription(
        code: "TB008", name: "duplicate-key", severity: .warning,
        summary: "A key repeated in one object; the last one wins.",
        rationale: """
        JSON readers keep the last of two equal keys, so the earlier value is silently dropped. The earlier \
        one is reported, with a link to the one that counts.
        """,
        fixSummary: "Remove the earlier key.",
        triggeringExamples: [
            Example(#"{ "items": [ { ↓"title": "首页", "image": "home", "title": "Home" } ] }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "home" }, { "title": "消息", "image": "msg" } ] }"#),
        ],
        corrections: [
            Correction(#"""
            { "items": [ {
                "title": "首页",
                "image": "home",
                "title": "Home"
            } ] }
            """#, #"""
            { "items": [ {
                "image": "home",
                "title": "Home"
            } ] }
            """#),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.decodingFindings(Self.description.code)
    }
}
