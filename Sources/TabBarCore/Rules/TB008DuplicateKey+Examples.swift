/// The examples of TB008: the generic tests run them, `tabbar explain` and the docs print them.
extension DuplicateKeyRule {
    static let examples = RuleExamples(
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
}
