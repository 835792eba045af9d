/// TB006: a key the format does not define. Found by the decoder.
public struct UnknownKeyRule: Rule {
    public static let description = RuleDescription(
        code: "TB006", name: "unknown-key", severity: .warning,
        summary: "A key the format does not define; the nearest known key is suggested.",
        rationale: """
        Keys mirror the CYLTabBarController API. An unknown key is usually a typo, and a typo means the \
        setting silently does nothing: the bar falls back to the library's default.
        """,
        fixSummary: "Rename the key to the suggestion.",
        triggeringExamples: [
            Example(#"{ "items": [ { ↓"titel": "首页", "image": "home" } ] }"#),
            Example(#"{ "items": [], "plusButton": { ↓"multiplierInCenterY": 0.3 } }"#),
            Example(#"{ "items": [], ↓"colour": "red" }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "$schema": "./tabbar.schema.json", "items": [ { "title": "首页", "image": "home" } ] }"#),
        ],
        corrections: [
            Correction(#"{ "items": [ { "titel": "首页", "image": "home" } ] }"#,
                       #"{ "items": [ { "title": "首页", "image": "home" } ] }"#, fix: "Rename to \"title\""),
            // A misspelling of the deprecated key is pointed at the key that replaces it.
            Correction(#"{ "items": [], "plusButton": { "multiplierInCenterY": 0.3 } }"#,
                       #"{ "items": [], "plusButton": { "multiplierOfTabBarHeight": 0.3 } }"#,
                       fix: "Rename to \"multiplierOfTabBarHeight\""),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.decodingFindings(Self.description.code)
    }
}
