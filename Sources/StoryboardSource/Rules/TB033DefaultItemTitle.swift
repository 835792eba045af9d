import JSONC
import TabBarCore

/// TB033: a storyboard tab still titled as Interface Builder titles a new item.
public struct DefaultItemTitleRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB033", name: "default-item-title", severity: .info,
        summary: "A storyboard tab shows Interface Builder's default title (\"Item\", \"Item 1\", …) in the running app.",
        rationale: """
        Interface Builder titles the item of every tab it connects "Item". Unless code retitles it (the tab's root \
        setting its own `title` does), that is what the app shows under the icon. A storyboard reference's \
        placeholder item is only Interface Builder's stand-in (the referenced scene's item shows) and is not reported.
        """,
        examples: examples)

    public init() {}

    /// `Item`, `Item 1`, `Item 2`, …
    static func isDefault(_ title: String) -> Bool {
        guard title.hasPrefix("Item") else { return false }
        let rest = title.dropFirst(4)
        if rest.isEmpty { return true }
        guard rest.first == " " else { return false }
        let number = rest.dropFirst()
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }

    /// Whether the code of the tab's root `controller` sets its `title`, whatever the value: the tab shows that.
    static func rootRetitles(_ controller: SourceViewController, in context: SourceRuleContext) -> Bool {
        guard !controller.showsWrapperItem else { return false }
        if controller.titleAssignments.contains(where: { $0.target == .title }) { return true }
        guard let name = controller.className else { return false }
        return context.project.titleAssignments(ofClass: name).contains { $0.value.target == .title }
    }

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            let file = bar.controller.file
            guard context.frontEnd(of: file).id == StoryboardFrontEnd().id else { return [] }
            let tabs = bar.controller.value.tabs
            return (bar.controller.value.items?.elements ?? []).enumerated().compactMap { position, item in
                guard let title = item.title, let text = title.literal, Self.isDefault(text) else { return nil }
                // The root's own `title =` retitles the tab (unless a navigation controller shows an item of its own).
                if let tabs, tabs.indices.contains(position), Self.rootRetitles(tabs[position].viewController, in: context) {
                    return nil
                }
                return SourceDiagnostic(file: file, Self.description.diagnostic(
                    "the tab is titled \(JSON.quote(text)), Interface Builder's default: the app shows it unless code "
                        + "retitles the tab; give the item its real title",
                    at: title.range))
            }
        }
    }
}
