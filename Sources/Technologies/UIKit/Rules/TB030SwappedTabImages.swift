import JSONC
import TabBarCore

/// TB030: one item names its image and selected image the other way round from its siblings.
public struct SwappedTabImagesRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB030", name: "swapped-tab-images", severity: .warning,
        summary: "One item names image and selected image the other way round from the pattern its siblings follow.",
        rationale: """
        Bars usually name each tab's two icons by one pattern (`home` / `home_selected`, `me_off` / `me_on`, \
        `x_grey` / `x`). When at least two items follow a pattern and one item has it the other way round, that \
        tab shows its highlighted icon while unselected and the plain one while selected: an easy copy-paste \
        slip that nobody sees until the tab is tapped.
        """,
        fixSummary: "Swap the two names (a suggestion: check the assets first).",
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            guard let items = bar.controller.value.items?.elements else { return [] }
            let pairs = items.map { item -> (image: SourceFact<String>, selected: SourceFact<String>, pattern: Pattern)? in
                guard let image = item.image, let selected = item.selectedImage, let imageName = image.literal,
                      let selectedName = selected.literal, let pattern = Pattern(imageName, selectedName) else { return nil }
                return (image, selected, pattern)
            }
            let shared = bar.controller.value.sharedValueRanges
            var counts: [Pattern: Int] = [:]
            for pair in pairs.compactMap({ $0 }) { counts[pair.pattern, default: 0] += 1 }
            return pairs.enumerated().compactMap { position, pair in
                guard let pair, (counts[pair.pattern.reversed] ?? 0) >= 2, (counts[pair.pattern] ?? 0) < 2 else { return nil }
                var fixes: [Fix] = []
                if let name = pair.image.literal, let selectedName = pair.selected.literal,
                   pair.image.isReplaceable(sharing: shared), pair.selected.isReplaceable(sharing: shared),
                   pair.image.range != pair.selected.range,
                   let first = context.fix("Swap image and selected image", .replaceValue(pair.image.range, with: .string(selectedName)),
                                           in: bar.controller.file, applicability: .unsafe, isPreferred: true),
                   let second = context.fix("", .replaceValue(pair.selected.range, with: .string(name)),
                                            in: bar.controller.file, applicability: .unsafe, isPreferred: false) {
                    fixes.append(Fix(title: first.title, edits: first.edits + second.edits, applicability: .unsafe, isPreferred: true))
                }
                return SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                    "item \(position + 1) uses \(JSON.quote(pair.image.literal ?? ""))\(context.through(pair.image, in: bar.controller.file)) "
                        + "as its image and \(JSON.quote(pair.selected.literal ?? ""))\(context.through(pair.selected, in: bar.controller.file)) "
                        + "as its selected image, the other way round from "
                        + "\(counts[pair.pattern.reversed] ?? 0) other items: the tab shows its selected icon when unselected",
                    at: pair.image.range, fixes: fixes))
            }
        }
    }

    /// How an image and a selected image name differ: what follows their longest common prefix in each.
    struct Pattern: Hashable {
        let imageSuffix: Substring
        let selectedSuffix: Substring

        init?(_ image: String, _ selected: String) {
            let common = zip(image, selected).prefix { $0 == $1 }.count
            guard common > 0 else { return nil }
            imageSuffix = image.dropFirst(common)
            selectedSuffix = selected.dropFirst(common)
            guard imageSuffix != selectedSuffix, imageSuffix.count + selectedSuffix.count >= 2 else { return nil }
        }

        private init(imageSuffix: Substring, selectedSuffix: Substring) {
            self.imageSuffix = imageSuffix
            self.selectedSuffix = selectedSuffix
        }

        var reversed: Pattern { Pattern(imageSuffix: selectedSuffix, selectedSuffix: imageSuffix) }
    }
}
