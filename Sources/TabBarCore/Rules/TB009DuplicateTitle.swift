import JSONC

/// TB009: two items with the same title.
public struct DuplicateTitleRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB009", name: "duplicate-title", severity: .warning,
        summary: "Two items have the same non-empty title.",
        rationale: """
        Two tabs with the same title cannot be told apart by people or by VoiceOver, and code that finds a \
        tab by its title picks the wrong one.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let items = context.config.items
        // A bar has a handful of items: comparing titles pairwise beats hashing them (hashing a
        // non-ASCII title normalises it first). Long lists hash, so the rule stays linear; when
        // no title can have another spelling (see `InertTitle`), they hash by their bytes.
        let byBytes = items.count > 16 && items.allSatisfy { $0.title.map { InertTitle.isInert($0.value) } ?? true }
        var first: [String: Int] = [:]
        var firstByBytes: [InertTitle: Int] = [:]
        var findings: [Diagnostic] = []
        for (position, item) in items.enumerated() {
            guard let title = item.title, !title.value.isEmpty else { continue }
            let earlierPosition: Int?
            if items.count <= 16 {
                earlierPosition = items[..<position].firstIndex { $0.title?.value == title.value }
            } else if byBytes {
                let key = InertTitle(text: title.value)
                earlierPosition = firstByBytes[key]
                if earlierPosition == nil { firstByBytes[key] = position }
            } else {
                earlierPosition = first[title.value]
                if earlierPosition == nil { first[title.value] = position }
            }
            if let earlierPosition, case let earlier = items[earlierPosition], let earlierTitle = earlier.title {
                findings.append(Self.description.diagnostic(
                    "items \(earlier.index + 1) and \(item.index + 1) are both titled \(JSON.quote(title.value)): "
                        + "give each tab a title of its own",
                    at: title.range,
                    related: [RelatedLocation(range: earlierTitle.range, message: "item \(earlier.index + 1) has the same title")]))
            }
        }
        return findings
    }
}

/// A title made only of scalars that have no canonical decomposition and combine with
/// nothing (ASCII, CJK ideographs, emoji, ZWJ, variation selector 16): no other byte sequence
/// is canonically equivalent to it, so its bytes can stand for it in a hash table, without
/// the normalisation that hashing a `String` does.
private struct InertTitle: Hashable {
    let text: String

    static func isInert(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0...0x7F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x1F300...0x1FAFF, 0x200D, 0xFE0F: return true
            default: return false
            }
        }
    }

    static func == (lhs: InertTitle, rhs: InertTitle) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension DuplicateTitleRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            guard let items = bar.controller.value.items?.elements else { return [] }
            var findings: [SourceDiagnostic] = []
            let shownTitles = items.indices.map { Self.shownTitle(of: $0, in: bar.controller, context) }
            // Literal titles compare with literals, localized keys with keys; unknown titles never.
            for (position, item) in items.enumerated() {
                guard let title = item.title, title.value != .unknown, title.value != .literal(""),
                      shownTitles[position] == title.value else { continue }
                guard let earlier = items[..<position].firstIndex(where: { $0.title?.value == title.value }),
                      shownTitles[earlier] == title.value,
                      let earlierTitle = items[earlier].title else { continue }
                let shown: String
                switch title.value {
                case .literal(let text): shown = JSON.quote(text) + context.through(title, in: bar.controller.file)
                case .localized(let key): shown = "the localized key \(JSON.quote(key))"
                case .unknown: continue
                }
                findings.append(SourceDiagnostic(file: bar.controller.file, Self.description.diagnostic(
                    "items \(earlier + 1) and \(position + 1) are both titled \(shown): give each tab a title of its own",
                    at: title.range,
                    related: [RelatedLocation(range: earlierTitle.range, message: "item \(earlier + 1) has the same title")])))
            }
            return findings
        }
    }

    /// The title tab `position` shows when the bar first appears: the item's, unless the root's class, written in
    /// another file than the bar (a storyboard scene's class), renames the tab with `self.title` before then: in an
    /// initialiser or `awakeFromNib` (any tab), or in any method of the first tab's root, which loads with the bar.
    /// Then the literal it sets when it sets one alone, else unknown.
    static func shownTitle(of position: Int, in controller: InFile<SourceController>, _ context: SourceRuleContext) -> SourceValue<String>? {
        guard let item = controller.value.items?.elements[position] else { return nil }
        guard let roots = controller.value.viewControllers?.elements, roots.indices.contains(position),
              !roots[position].showsWrapperItem, let name = roots[position].className else { return item.title?.value }
        let renames = context.project.titleAssignments(ofClass: name)
            .filter { assignment in
                guard assignment.file != controller.file, assignment.value.target == .title else { return false }
                if position == 0 { return true }
                let selector = context.project.enclosingMethod(of: assignment.value.targetRange, in: assignment.file)?.selector ?? ""
                return selector.hasPrefix("init") || selector.hasPrefix("awakeFromNib")
            }
            .map(\.value.value.value)
        guard let first = renames.first else { return item.title?.value }
        return renames.allSatisfy({ $0 == first }) ? first : .unknown
    }
}
