/// The examples of TB000: the generic tests run them, `tabbar explain` and the docs print them.
extension SyntaxErrorRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"{ "items": [ { "title": "首页" ↓"image": "home" } ] }"#),
            Example(#"{ "items": [ { "title": ↓'home' } ] }"#),
            Example(#"{ "items": []↓"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "home", }, ], } // trailing commas are fine"#),
            Example("/* block */ { \"items\": [] }"),
        ])
}
