/// The examples of TB006: the generic tests run them, `tabbar explain` and the docs print them.
extension UnknownKeyRule {
    static let examples = RuleExamples(
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
}
