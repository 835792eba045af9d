/// TB012: some items with titles, some without.
public struct MixedIconOnlyRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB012", name: "mixed-icon-only", severity: .warning,
        summary: "Some items have titles and some do not.",
        rationale: """
        CYLTabBarController centres the icon of an item without a title vertically, while titled items keep \
        their icon above the title. Mixing both puts icons at different heights, which reads as a bug.
        """,
        examples: examples)

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

extension MixedIconOnlyRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            guard let items = bar.knownItems else { return [] }
            // Every title must be known to be empty or not: a literal, a localized key, or no key at all.
            var iconOnly: [Int] = []
            for (position, item) in items.enumerated() {
                switch item.title?.value {
                case .literal(let title): if title.isEmpty { iconOnly.append(position) }
                case .localized: continue
                case .unknown: return []
                case nil:
                    guard item.isKnown, item.keysComplete else { return [] }
                    iconOnly.append(position)
                }
            }
            // Outside CYLTabBarController, an item with neither title nor image has no icon to sit lower: it is a
            // placeholder under a button or an action (TB032's), or an item that lacks an image (TB013's).
            let titled = items.count - iconOnly.count
            if bar.controller.value.separateItems == nil { iconOnly.removeAll { !items[$0].hasImage } }
            guard titled > 0, !iconOnly.isEmpty else { return [] }
            return iconOnly.map { position in
                SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                    "item \(position + 1) has no title while \(titled) of \(items.count) items do: its icon is centred "
                        + "vertically and sits lower than its neighbours'; give every item a title, or none",
                    at: items[position].reference))
            }
        }
    }
}

private extension SourceItem {
    /// Whether the item names an image (known or not); false when it is known to have none or an empty name.
    var hasImage: Bool {
        guard let image else { return !(isKnown && keysComplete) }
        return image.literal?.isEmpty != true
    }
}
