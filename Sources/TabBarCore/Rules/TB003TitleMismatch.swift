import JSONC

/// TB003: a view controller title that renames its tab.
public struct TitleMismatchRule: Rule {
    public static let description = RuleDescription(
        code: "TB003", name: "title-mismatch", severity: .warning,
        summary: "viewController.title is set and differs from the item's title.",
        rationale: """
        Setting `self.title` in a view controller also sets its tab bar item's title. If it differs from the \
        item's title, the tab is renamed as soon as the controller loads, and bars that look items up by \
        title reorder or lose them. To title the navigation bar only, set `self.navigationItem.title`.
        """,
        fixSummary: "Rename the key to \"navigationItemTitle\" (preferred), or set it to the tab title.",
        triggeringExamples: [
            Example(#"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "HomeViewController", "title": ↓"Home" } } ] }
            """#),
            Example(#"""
            { "items": [ { "image": "home", "viewController": { "class": "H", "title": ↓"😀 Home" } } ] }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "HomeViewController", "title": "首页", "navigationItemTitle": "Home" } } ] }
            """#),
            Example(#"""
            { "items": [ { "title": "首页", "image": "home", "viewController": { "class": "H", "navigationItemTitle": "Home" } } ] }
            """#),
        ],
        corrections: [
            Correction(#"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "H", "title": "Home" } } ] }
            """#, #"""
            { "items": [ { "title": "首页", "image": "home",
                           "viewController": { "class": "H", "navigationItemTitle": "Home" } } ] }
            """#),
            Correction(#"""
            { "items": [ { "title": "首页", "image": "home", "viewController": { "title": "Home" } } ] }
            """#, #"""
            { "items": [ { "title": "首页", "image": "home", "viewController": { "title": "首页" } } ] }
            """#, fix: "Set it to the tab title \"首页\""),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let builder = context.edits
        return context.config.items.compactMap { item in
            guard let controller = item.viewController, let title = controller.title,
                  title.value != item.displayTitle else { return nil }
            let tab = item.isIconOnly ? "the item has no title" : "the tab title is \(JSON.quote(item.displayTitle))"
            var fixes: [Fix] = []
            if controller.navigationItemTitle == nil {
                fixes.append(Fix(title: "Rename to \"navigationItemTitle\"",
                                 edits: [builder.renameKey(title.keyRange, to: "navigationItemTitle")],
                                 applicability: .safe, isPreferred: true))
            }
            if !item.isIconOnly {
                fixes.append(Fix(title: "Set it to the tab title \(JSON.quote(item.displayTitle))",
                                 edits: [builder.replace(title.range, with: JSON.quote(item.displayTitle))],
                                 applicability: .unsafe, isPreferred: fixes.isEmpty))
            }
            return Self.description.diagnostic(
                "viewController.title \(JSON.quote(title.value)) differs from the item's title (\(tab)): setting "
                    + "self.title also renames the tab; use \"navigationItemTitle\" for the navigation bar",
                at: title.range, fixes: fixes)
        }
    }
}
