/// The examples of TB007: the generic tests run them, `tabbar explain` and the docs print them.
extension InvalidValueRule {
    static let examples = RuleExamples(
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
}
