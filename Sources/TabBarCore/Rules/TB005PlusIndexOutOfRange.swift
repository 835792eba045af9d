import JSONC

/// TB005: an index the plus button cannot take.
public struct PlusIndexOutOfRangeRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB005", name: "plus-index-out-of-range", severity: .error,
        summary: "indexOfPlusButtonInTabBar is greater than the item count, negative, or not an integer.",
        rationale: """
        The plus button sits between items: index 0 puts it first, N (the item count) last. Any other value \
        makes CYLTabBar index past its item array, which crashes older versions of the library and puts the \
        button off-screen in newer ones.
        """,
        fixSummary: "Clamp the index into 0...N (suggestions).",
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let plus = context.config.plusButton, let index = plus.index else { return [] }
        let count = context.config.items.count
        let value = index.value
        let text = context.document.text(in: index.range)
        let candidates: [Int]
        let reason: String
        if value.rounded() != value {
            reason = "is not an integer"
            candidates = [value.rounded(.down), value.rounded(.up)].filter { $0 >= 0 && $0 <= Double(count) }.map { Int($0) }
        } else if value < 0 {
            reason = "is negative"
            candidates = [0]
        } else if value > Double(count) {
            reason = "is greater than the item count \(count)"
            candidates = [count]
        } else {
            return []
        }
        let builder = context.edits
        let fixes = candidates.enumerated().map { position, k in
            Fix(title: "Set it to \(k)", edits: [builder.replace(index.range, with: String(k))],
                applicability: .unsafe, isPreferred: position == 0)
        }
        return [Self.description.diagnostic(
            "indexOfPlusButtonInTabBar \(text) \(reason): it must be a whole number from 0 (first) to \(count) (last)",
            at: index.range, fixes: fixes)]
    }
}

extension PlusIndexOutOfRangeRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        for bar in context.tabBars {
            guard let count = bar.knownItems?.count,
                  case .literal(let value, let place) = bar.plusParameter(PlusButtonSelector.index) else { continue }
            let candidates: [Int]
            let reason: String
            if value.rounded() != value {
                reason = "is not an integer"
                candidates = [value.rounded(.down), value.rounded(.up)].filter { $0 >= 0 && $0 <= Double(count) }.map { Int($0) }
            } else if value < 0 {
                reason = "is negative"
                candidates = [0]
            } else if value > Double(count) {
                reason = "is greater than the item count \(count)"
                candidates = [count]
            } else {
                continue
            }
            let fixes = candidates.enumerated().compactMap { position, k in
                context.fix("Set it to \(k)", .replaceValue(place.value, with: .integer(k)), in: place.file,
                            applicability: .unsafe, isPreferred: position == 0)
            }
            return [SourceDiagnostic(file: place.file, Self.description.diagnostic(
                "+indexOfPlusButtonInTabBar returns \(PointFormat.string(value)), which \(reason): it must be a whole "
                    + "number from 0 (first) to \(count) (last)",
                at: place.value, fixes: fixes))]
        }
        return []
    }
}
