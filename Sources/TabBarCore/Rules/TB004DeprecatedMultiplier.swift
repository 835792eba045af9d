/// TB004: the deprecated `multiplerInCenterY`.
public struct DeprecatedMultiplierRule: Rule {
    public static let description = RuleDescription(
        code: "TB004", name: "deprecated-multiplier", severity: .warning,
        summary: "multiplerInCenterY is deprecated since CYLTabBarController 1.6.0; use multiplierOfTabBarHeight.",
        rationale: """
        `+multiplerInCenterY` (the misspelling is the library's) was replaced by `+multiplierOfTabBarHeight:` \
        in CYLTabBarController 1.6.0. The old name still works alone, but when both are present only \
        multiplierOfTabBarHeight counts and the old value is ignored.
        """,
        fixSummary: "Rename it to \"multiplierOfTabBarHeight\"; when both are present, remove it.",
        triggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", ↓"multiplerInCenterY": 0.3 } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.4, ↓"multiplerInCenterY": 0.3 } }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.3 } }
            """#),
        ],
        corrections: [
            Correction(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplerInCenterY": 0.3 } }
            """#, #"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.3 } }
            """#),
            Correction(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": {
                "image": "plus",
                "multiplierOfTabBarHeight": 0.4,
                "multiplerInCenterY": 0.3, // old
                "width": 55
              } }
            """#, #"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": {
                "image": "plus",
                "multiplierOfTabBarHeight": 0.4,
                // old
                "width": 55
              } }
            """#),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let node = context.document.root?.member("plusButton")?.value, node.members != nil else { return [] }
        let builder = context.edits
        let hasNew = node.member("multiplierOfTabBarHeight") != nil
        return (node.members ?? []).filter { $0.key == "multiplerInCenterY" }.map { member in
            if hasNew {
                return Self.description.diagnostic(
                    "\"multiplerInCenterY\" is deprecated since CYLTabBarController 1.6.0 and ignored here, because "
                        + "\"multiplierOfTabBarHeight\" is also set: remove it",
                    at: member.keyRange,
                    fixes: [Fix(title: "Remove \"multiplerInCenterY\"", edits: builder.removeEntry(member.range),
                                applicability: .safe, isPreferred: true)],
                    tags: [.deprecated, .unnecessary])
            }
            return Self.description.diagnostic(
                "\"multiplerInCenterY\" is deprecated since CYLTabBarController 1.6.0: rename it to \"multiplierOfTabBarHeight\"",
                at: member.keyRange,
                fixes: [Fix(title: "Rename to \"multiplierOfTabBarHeight\"",
                            edits: [builder.renameKey(member.keyRange, to: "multiplierOfTabBarHeight")],
                            applicability: .safe, isPreferred: true)],
                tags: [.deprecated])
        }
    }
}
