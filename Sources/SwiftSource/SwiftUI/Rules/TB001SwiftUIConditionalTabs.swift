import JSONC
import TabBarCore

/// TB001's SwiftUI check (the rule is the core's `TooManyItemsRule`, which counts a bar whose tabs are all known): a
/// `TabView` whose tabs exceed five only under conditions (`if isPad { Tab(…) }`, `.hidden(x)`,
/// `.defaultVisibility(.hidden, for: .tabBar)`). Counted with every condition at its largest branch; said once, as
/// an info, on the sixth tab, naming the conditions that bring it in.
public struct SwiftUIConditionalTooManyTabsRule: SourceRule {
    /// TB001's description: the rule is one, its checks are the technologies'.
    public static var description: RuleDescription { TooManyItemsRule.description }

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.swiftUIBars.compactMap { bar -> SourceDiagnostic? in
            guard let groups = bar.value.conditionalTabs, !groups.isEmpty else { return nil }
            var count = 0
            var conditions: [String] = []
            var sixth: (item: ByteRange, title: String?, conditions: [String])?
            func add(_ item: ByteRange, _ title: String?, _ under: [String]) {
                count += 1
                if count == TooManyItemsRule.limit + 1 { sixth = (item, title, under) }
            }
            var next = 0
            let tabs = bar.value.tabs
            for position in 0...tabs.count {
                while next < groups.count, groups[next].position <= position {
                    // The branch with the most tabs.
                    if let branch = groups[next].branches.max(by: { $0.tabs.count < $1.tabs.count }), !branch.tabs.isEmpty {
                        // A condition said already (a hidden tab inside an `if` said with it) is not said twice.
                        let said = conditions.contains { $0.contains(branch.condition) }
                        let under = said ? conditions : conditions + [branch.condition]
                        for tab in branch.tabs { add(tab.reference, tab.title?.literal, under) }
                        conditions = under
                    }
                    next += 1
                }
                if position < tabs.count { add(tabs[position].range, tabs[position].title?.literal, conditions) }
            }
            guard let sixth else { return nil }
            let name = sixth.title.map { JSON.quote($0) } ?? "this tab"
            // Six tabs before any condition: six in every configuration.
            let when = sixth.conditions.isEmpty ? "in every configuration" : "when " + sixth.conditions.joined(separator: " and ")
            return SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                "up to \(count) tabs: \(when), \(name) is the sixth, and SwiftUI shows the first four and a More "
                    + "tab on iPhone, which lists the rest; keep to five tabs in every configuration if every one should "
                    + "stay one tap away",
                at: sixth.item, severity: .info))
        }
    }
}
