import JSONC
import TabBarCore

/// TB037: a tab's screen titled as another tab, or nearly as itself.
public struct TabTitleOfAnotherTabRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB037", name: "tab-title-of-another-tab", severity: .warning,
        summary: "A tab's root view sets a literal .navigationTitle equal to another tab's title, or within two edits of its own.",
        rationale: """
        In SwiftUI a screen's `.navigationTitle` never renames its tab, so the two are written apart and drift: a \
        screen copied from another tab keeps that tab's title, and a typo in one of the two goes unseen. The user \
        taps "Locations" and reads "Characters".

        Titles that differ on purpose (a tab "Home" whose screen is titled with the app's name) are left alone: \
        the rule speaks only when the screen's title is another tab's, or one or two letters away from its own tab's.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.swiftUIBars.flatMap { bar -> [SourceDiagnostic] in
            let tabs = bar.value.tabs
            var roots: [String: Int] = [:]
            var titled: [String: Int] = [:]
            for (position, tab) in tabs.enumerated() {
                if let root = tab.content.rootType { roots[root, default: 0] += 1 }
                if let title = tab.title?.literal, titled[title] == nil { titled[title] = position }
            }
            return tabs.enumerated().compactMap { position, tab -> SourceDiagnostic? in
                guard let screen = tab.content.navigationTitle, let title = screen.literal,
                      let own = tab.title?.literal, title != own else { return nil }
                // A screen type shared by tabs is titled for one of them only.
                if let root = tab.content.rootType, roots[root, default: 0] > 1 { return nil }
                // The title may be set in the root view's own file: related places are the bar's file's only there.
                let file = tab.content.navigationTitleFile ?? bar.file
                func related(_ range: ByteRange, _ message: String) -> [RelatedLocation] {
                    file == bar.file ? [RelatedLocation(range: range, message: message)] : []
                }
                // The first tab with that title is another tab, as this one's title differs.
                if let other = titled[title], let otherRange = tabs[other].title?.range {
                    return SourceDiagnostic(file: file, Self.description.diagnostic(
                        "the screen of tab \(position + 1) '\(own)' is titled '\(title)', the title of tab \(other + 1): "
                            + "a screen copied from that tab? Its navigation title never renames the tab",
                        at: screen.range, related: related(otherRange, "tab \(other + 1)'s title")))
                }
                // Short titles are near anything: two edits turn "Map" into "Me".
                let shorter = min(title.count, own.count)
                guard shorter >= 4, let distance = Self.editDistance(title, own, limit: 2), distance * 2 <= shorter else { return nil }
                return SourceDiagnostic(file: file, Self.description.diagnostic(
                    "tab \(position + 1) '\(own)' shows a screen titled '\(title)', \(distance == 1 ? "one letter" : "two letters") "
                        + "apart: a typo in one of them?",
                    at: screen.range, related: tab.title.map { related($0.range, "the tab's title") } ?? []))
            }
        }
    }

    /// The number of characters to insert, delete or replace to turn `a` into `b`, when at most `limit`; nil when
    /// more, or when either is longer than 64 characters.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        guard a.count <= 64, b.count <= 64, abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
