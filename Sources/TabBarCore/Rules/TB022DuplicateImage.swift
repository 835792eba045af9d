import JSONC

/// TB022: two items with the same image, or an item whose selected image is its normal one.
public struct DuplicateImageRule: ConfigurationRule, SourceRule {
    public static let description = RuleDescription(
        code: "TB022", name: "duplicate-image", severity: .warning,
        summary: "Two items with the same image name (or, info, an item whose selectedImage equals its image).",
        rationale: """
        Two tabs with the same icon look alike and are told apart by their titles only, or not at all for \
        icon-only bars: usually a copy-paste slip. A selected image equal to the normal one leaves the \
        selected tab looking unselected except for the tint; that is sometimes meant, so it is only information.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let images = context.config.items.map { item in
            (image: item.image.map { ($0.value, $0.range) }, selected: item.selectedImage.map { ($0.value, $0.range) })
        }
        return Self.findings(images)
    }

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            let items = bar.controller.value.items?.elements ?? []
            let images = items.map { item in
                (image: item.image.flatMap { fact in fact.literal.map { ($0, fact.range) } },
                 selected: item.selectedImage.flatMap { fact in fact.literal.map { ($0, fact.range) } })
            }
            let through = items.map { item in
                (image: context.through(item.image, in: bar.controller.file),
                 selected: context.through(item.selectedImage, in: bar.controller.file))
            }
            return Self.findings(images, through: through).map { SourceDiagnostic(file: bar.controller.file, $0) }
        }
    }

    /// The findings over each item's known image and selected image names, with their ranges.
    /// `through` holds, per item, the phrases saying through what each name was reached (none in a configuration).
    static func findings(_ items: [(image: (String, ByteRange)?, selected: (String, ByteRange)?)],
                         through: [(image: String, selected: String)] = []) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var first: [String: (position: Int, range: ByteRange)] = [:]
        for (position, item) in items.enumerated() {
            if let (name, range) = item.image, !name.isEmpty {
                if let earlier = first[name] {
                    findings.append(description.diagnostic(
                        "items \(earlier.position + 1) and \(position + 1) both use the image \(JSON.quote(name))\(position < through.count ? through[position].image : ""): "
                            + "the two tabs look alike; give each its own icon",
                        at: range, related: [RelatedLocation(range: earlier.range, message: "item \(earlier.position + 1) uses it too")]))
                } else {
                    first[name] = (position, range)
                }
            }
            if let (name, range) = item.selected, let image = item.image?.0, name == image, !name.isEmpty {
                findings.append(description.diagnostic(
                    "item \(position + 1)'s selected image is its normal image \(JSON.quote(name))\(position < through.count ? through[position].selected : ""): the selected tab "
                        + "differs only by its tint; use a selected variant if one exists",
                    at: range, severity: .info))
            }
        }
        return findings
    }
}
