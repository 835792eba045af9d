/// TB012: some items with titles, some without.
public struct MixedIconOnlyRule: Rule {
    public static let description = RuleDescription(
        code: "TB012", name: "mixed-icon-only", severity: .warning,
        summary: "Some items have titles and some do not.",
        rationale: """
        CYLTabBarController centres the icon of an item without a title vertically, while titled items keep \
        their icon above the title. Mixing both puts icons at different heights, which reads as a bug.
        """,
        triggeringExamples: [
            Example(#"{ "items": [ { "title": "首页", "image": "a" }, ↓{ "image": "b" }, ↓{ "title": "", "image": "c" } ] }"#),
        ],
        nonTriggeringExamples: [
            Example(#"{ "items": [ { "image": "a" }, { "image": "b" } ] }"#),
            Example(#"{ "items": [ { "title": "首页", "image": "a" }, { "title": "我的", "image": "b" } ] }"#),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let items = context.config.items
        let titled = items.filter { !$0.isIconOnly }.count
        guard titled > 0, titled < items.count else { return [] }
        return items.filter(\.isIconOnly).map { item in
            Self.description.diagnostic(
                "item \(item.index + 1) has no title while \(titled) of \(items.count) items do: its icon is centred "
                    + "vertically and sits lower than its neighbours'; give every item a title, or none",
                at: item.range)
        }
    }
}
