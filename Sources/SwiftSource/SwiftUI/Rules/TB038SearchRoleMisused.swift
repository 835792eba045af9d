import JSONC
import TabBarCore

/// TB038: `Tab(…, role: .search)` on a tab that is no search screen.
public struct SearchRoleMisusedRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB038", name: "search-role-misused", severity: .warning,
        summary: "Tab(…, role: .search) is given to an action tab, to a placeholder, or to a tab whose root view has no .searchable.",
        rationale: """
        The search role tells the system that a tab is the app's search: it is placed apart from the other tabs \
        (at the trailing end, as a magnifying glass on iOS 26) and styled as search, and it expects a searchable \
        screen. Apps borrow the role to get a separate button (a compose or add action) on an empty placeholder tab; \
        the button then looks and is announced as search.

        Give the role only to a screen with `.searchable`; an action belongs in a toolbar or an overlay button, not \
        in a tab.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        // `.searchable` on the TabView itself gives its search tab the search field, whatever the tab shows.
        context.swiftUIBars.filter { !$0.value.isSearchable }.flatMap { bar in
            bar.value.tabs.enumerated().compactMap { position, tab -> SourceDiagnostic? in
                guard let role = tab.content.searchRole else { return nil }
                let name = tab.title?.literal.map { "tab \(position + 1) '\($0)'" } ?? "tab \(position + 1)"
                let what: String
                if tab.actionTest != nil {
                    what = "an action tab: choosing it presents something and the selection is turned away"
                } else {
                    switch tab.content.search {
                    case .placeholder?: what = "an empty placeholder"
                    case .notSearchable?: what = "\(tab.content.rootType.map { "'\($0)'" } ?? "a view"), which has no .searchable"
                    case .searchable?, nil: return nil
                    }
                }
                let subject = tab.actionTest != nil ? what : "whose content is \(what)"
                return SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                    "role: .search on \(name), \(subject): the system places and styles it as the app's search; "
                        + "give the role to a searchable screen only",
                    at: role))
            }
        }
    }
}
