import JSONC
import TabBarCore

/// TB033: a storyboard tab still titled as Interface Builder titles a new item.
public struct DefaultItemTitleRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB033", name: "default-item-title", severity: .info,
        summary: "A storyboard tab shows Interface Builder's default title (\"Item\", \"Item 1\", …) in the running app.",
        rationale: """
        Interface Builder titles the item of every tab it connects "Item". Unless code retitles it, that is what \
        the app shows under the icon. A storyboard reference's placeholder item is only Interface Builder's \
        stand-in (the referenced scene's item shows) and is not reported.
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

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            let file = bar.controller.file
            guard context.frontEnd(of: file).id == StoryboardFrontEnd().id else { return [] }
            return (bar.controller.value.items?.elements ?? []).compactMap { item in
                guard let title = item.title, let text = title.literal, Self.isDefault(text) else { return nil }
                return SourceDiagnostic(file: file, Self.description.diagnostic(
                    "the tab is titled \(JSON.quote(text)), Interface Builder's default: the app shows it unless code "
                        + "retitles the tab; give the item its real title",
                    at: title.range))
            }
        }
    }
}
