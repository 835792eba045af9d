import JSONC
import TabBarCore

/// TB034: under `TabView(selection:)`, a tab SwiftUI can never match with the selection.
public struct TabSelectionUnreachableRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB034", name: "tab-selection-unreachable", severity: .error,
        summary: "Under TabView(selection:), a .tabItem child has no .tag, a tag's literal type differs from the selection's, or two tabs share a tag.",
        rationale: """
        `TabView(selection:)` shows the tab whose tag equals the selection, compared as values of the selection's \
        type. A `.tabItem` child without `.tag`, a tag of another type (an `Int` for an enum selection, a plain value \
        for an optional selection) or a tag two tabs share can never be matched: setting the selection in code does \
        not switch to that tab, and reading the selection does not tell that it is shown. Nothing fails at compile \
        time or at run time; the tab silently ignores the selection.

        Tag every child with a value of the selection's own type, distinct from the others (`.tag(Tab.home)`, \
        `.tag(Optional(Tab.home))` for an optional selection), or use the iOS 18 `Tab(value:)`, whose value the \
        compiler checks.
        """,
        fixSummary: "Adds `.tag(…)` with the next free value of the selection's type, when the other tags are literals of it (a suggestion).",
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.swiftUIBars.flatMap { bar -> [SourceDiagnostic] in
            guard let selection = bar.value.selection else { return [] }
            var findings: [SourceDiagnostic] = []
            // The literal tags so far, by their value's name (a case's type aside), each with its tab.
            var seen: [String: [(position: Int, value: SwiftUIValue, range: ByteRange)]] = [:]
            var freeValues = Self.freeValues(bar.value, selection)[...]
            for (position, tab) in bar.value.tabs.enumerated() {
                let name = tab.title?.literal.map { "tab \(position + 1) '\($0)'" } ?? "tab \(position + 1)"
                guard let tag = tab.tag else {
                    guard tab.isTabItem else { continue }
                    var fixes: [Fix] = []
                    if let insertion = tab.tagInsertion, let value = freeValues.popFirst() {
                        fixes.append(Fix(title: "Add .tag(\(value))",
                                         edits: [TextEdit(range: insertion.at, newText: insertion.lead + ".tag(\(value))")],
                                         applicability: .unsafe, isPreferred: true))
                    }
                    findings.append(SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                        "\(name) has no .tag under TabView(selection:): setting the selection never shows it, and the "
                            + "selection does not tell when it is shown; tag it with a value of the selection's type",
                        at: tab.range, fixes: fixes)))
                    continue
                }
                guard let value = tag.value else { continue }
                if tab.isTabItem, let type = selection.type, value.type.provablyDiffers(from: type) {
                    let advice = type.isOptional && !value.isOptional
                        ? "write .tag(Optional(\(value.spelling)))" : "tag it with a value of type \(type.spelling)"
                    findings.append(SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                        "the tag \(value.spelling) of \(name) is \(value.type.spelling), but the selection is \(type.spelling): "
                            + "SwiftUI never matches them, so setting the selection never shows this tab; \(advice)",
                        at: tag.range)))
                }
                let key = Self.key(value)
                if let earlier = seen[key]?.first(where: { value.isSame(as: $0.value) }) {
                    findings.append(SourceDiagnostic(file: bar.file, Self.description.diagnostic(
                        "\(name) has the tag \(value.spelling), as tab \(earlier.position + 1) has: setting the selection to it "
                            + "shows only one of them; give each tab its own value",
                        at: tag.range, related: [RelatedLocation(range: earlier.range, message: "tab \(earlier.position + 1)'s tag")])))
                }
                seen[key, default: []].append((position, value, tag.range))
            }
            return findings
        }
    }

    /// Equal values have equal keys (an enum case's written type aside, which `isSame` compares).
    static func key(_ value: SwiftUIValue) -> String {
        let optional = value.isOptional ? "?" : ""
        switch value.kind {
        case .int(let number): return "i\(number)\(optional)"
        case .string(let text): return "s\(optional)" + text
        case .member(_, let name): return "m\(optional)" + name
        }
    }

    /// The values, as Swift writes them, that the untagged tabs can take in order: the integers after the largest tag,
    /// or the enum's cases no tag uses. Empty when a tag is not a literal of the selection's type, a tab was not read
    /// or the type offers no such value (a string, an optional).
    static func freeValues(_ facts: SwiftUIBarFacts, _ selection: SwiftUISelection) -> [String] {
        guard facts.isComplete, let type = selection.type, !type.isOptional else { return [] }
        let tags = facts.tabs.compactMap(\.tag)
        let values = tags.compactMap(\.value)
        guard values.count == tags.count, !values.contains(where: \.isOptional) else { return [] }
        let untagged = facts.tabs.filter { $0.tag == nil && $0.isTabItem }.count
        switch type.base {
        case .int:
            var largest = -1
            for value in values {
                guard case .int(let number) = value.kind else { return [] }
                largest = max(largest, number)
            }
            guard largest < Int.max - untagged else { return [] }
            return (0..<untagged).map { String(largest + 1 + $0) }
        case .named(let name?):
            guard let cases = selection.cases else { return [] }
            let last = name.split(separator: ".").last.map(String.init)
            var used: Set<String> = []
            var spelling = name
            for value in values {
                guard case .member(let written, let member) = value.kind,
                      written.map({ $0.split(separator: ".").last.map(String.init) == last }) ?? true else { return [] }
                used.insert(member)
                if let written { spelling = written }
            }
            return cases.filter { !used.contains($0) }.prefix(untagged).map { spelling + "." + $0 }
        default:
            return []
        }
    }
}
