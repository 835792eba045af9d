/// TB013: an item or the plus button without an image.
public struct MissingImageRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB013", name: "missing-image", severity: .error,
        summary: "An item or the plus button has no \"image\".",
        rationale: """
        Without an image the tab shows an empty slot (or only a title squeezed to the bottom), and a plus \
        button without one is invisible but still takes taps.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let root = context.document.root else { return [] }
        var findings: [Diagnostic] = []
        let itemNodes = (root.member("items")?.value?.elements ?? []).filter { $0.members != nil }
        for (index, node) in itemNodes.enumerated() where node.member("image") == nil && node.member("systemImage") == nil {
            let title = node.member("title")?.value?.stringValue ?? ""
            let name = title.isEmpty ? "" : " (\"\(title)\")"
            findings.append(Self.description.diagnostic(
                "item \(index + 1)\(name) has no \"image\": the tab would show an empty slot; add the image asset name",
                at: node.range))
        }
        if let member = root.member("plusButton"), let node = member.value, node.members != nil,
           node.member("image") == nil {
            findings.append(Self.description.diagnostic(
                "plusButton has no \"image\": the button would be invisible but still take taps; add the image asset name",
                at: member.keyRange))
        }
        return findings
    }
}

extension MissingImageRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            guard let items = bar.controller.value.items?.elements else { return [] }
            // The tab under a button added to a UIKit bar is a placeholder (TB032's), not a missing image.
            let placeholder = context.project.tabUnderAddedButton(of: bar.controller)
            // A view controller given its own tab image where it is built keeps it (libraries before 1.23).
            let controllers = bar.controller.value.viewControllers?.elements ?? []
            let anyOwnImage = controllers.contains(where: \.setsTabBarItemImage)
            return items.enumerated().compactMap { position, item in
                // An empty name (`@""`, `""`) is no image, as `"image": ""` is none in a configuration.
                let empty = item.image.flatMap { $0.literal?.isEmpty == true ? $0 : nil }
                guard item.isKnown, (item.keysComplete && item.image == nil) || empty != nil else { return nil }
                if anyOwnImage && (controllers.count != items.count || controllers[position].setsTabBarItemImage) { return nil }
                if bar.controller.value.separateItems == nil && position == placeholder { return nil }
                if let empty {
                    return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                        "item \(position + 1) has an empty \(bar.controller.value.separateItems == nil ? "image name" : "CYLTabBarItemImage")"
                            + "\(context.through(empty, in: bar.controller.file)): "
                            + "the tab shows no icon; give the name "
                            + "of an image set", at: empty.range, severity: bar.controller.value.severity(Self.description.severity)))
                }
                // A UIKit bar (a storyboard's): its items have no CYLTabBarItemImage key, and a tab with neither
                // title nor image is a placeholder (TB032's), not a missing image.
                if bar.controller.value.separateItems == nil {
                    guard let title = item.title, title.literal?.isEmpty != true else { return nil }
                    return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                        "item \(position + 1) has no image: the tab shows no icon; give its tab bar item an image",
                        at: item.range, severity: bar.controller.value.severity(Self.description.severity)))
                }
                return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                    "item \(position + 1) has no CYLTabBarItemImage: the tab shows no icon; add "
                        + "CYLTabBarItemImage with the name of an image set",
                    at: item.range))
            }
        }
    }
}
