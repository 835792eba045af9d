/// TB007: a wrong type or impossible value. Found by the decoder.
public struct InvalidValueRule: Rule {
    public static let description = RuleDescription(
        code: "TB007", name: "invalid-value", severity: .error,
        summary: "A value of the wrong type or an impossible one (negative size, out-of-range number, empty image name, ...).",
        rationale: """
        A value the library cannot use is either ignored or crashes at run time: a string where a number \
        belongs, a negative height, an empty image name, an unknown device. Each is reported on the value \
        with what it should be.
        """,
        triggeringExamples: [
            Example(#"{ "tabBar": { "height": ↓-49 }, "items": [] }"#),
            Example(#"{ "items": [ { "title": ↓3, "image": ↓"" } ] }"#),
            Example(#"{ "items": [], "plusButton": { "width": ↓1e400 } }"#),
            Example(#"{ "items": [], "preview": { "devices": [ ↓"iphone-99" ], "orientation": ↓"sideways" } }"#),
            Example(#"↓[ 1, 2 ]"#),
            Example(#"↓{ "tabBar": {} }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "tabBar": { "height": 49 }, "items": [ { "title": "", "image": "a" } ], "preview": { "devices": [ "iphone-se", { "name": "fold", "width": 400, "height": 900 } ] } }"#),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.decodingFindings(Self.description.code)
    }
}
