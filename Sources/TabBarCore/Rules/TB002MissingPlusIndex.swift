/// TB002: a plus button whose index the library cannot choose.
public struct MissingPlusIndexRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB002", name: "missing-plus-index", severity: .error,
        summary: "A plus button without indexOfPlusButtonInTabBar while the item count is odd, or while it has a plusChildViewController.",
        rationale: """
        Without `+indexOfPlusButtonInTabBar` CYLTabBar puts the plus button at N/2. With an odd number of \
        items there is no middle: the library asserts in debug builds and leaves the button off-screen in \
        release. A `plusChildViewController` gets a tab of its own, and the library needs the index to know \
        which one, so it must be given explicitly.
        """,
        fixSummary: "Insert \"indexOfPlusButtonInTabBar\" with each sensible index, the middle first.",
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let plus = context.config.plusButton, plus.index == nil else { return [] }
        // A present but ill-typed index is TB007's finding, not a missing one.
        if context.document.root?.member("plusButton")?.value?.member("indexOfPlusButtonInTabBar") != nil { return [] }
        let count = context.config.items.count
        let odd = count % 2 == 1
        guard odd || plus.plusChildViewController != nil else { return [] }
        let middle = count / 2
        let message: String
        if odd {
            message = "plusButton has no \"indexOfPlusButtonInTabBar\" and there are \(count) items: with an odd count "
                + "the library asserts in debug builds and leaves the button off-screen in release; "
                + "set \"indexOfPlusButtonInTabBar\": \(middle) to put it in the middle"
        } else {
            message = "plusButton has a plusChildViewController but no \"indexOfPlusButtonInTabBar\": the library needs "
                + "the index to place the child's tab; set \"indexOfPlusButtonInTabBar\": \(middle)"
        }
        guard let node = context.document.root?.member("plusButton")?.value else { return [] }
        let builder = context.edits
        let fixes = Self.candidates(count: count).map { k in
            Fix(title: "Insert \"indexOfPlusButtonInTabBar\": \(k)",
                edits: builder.insertMember(into: node, key: "indexOfPlusButtonInTabBar", valueText: String(k)),
                applicability: !odd && k == middle ? .safe : .unsafe, isPreferred: k == middle)
        }
        return [Self.description.diagnostic(message, at: plus.keyRange, fixes: fixes)]
    }

    /// The most indexes suggested: every index of a bar that UIKit can show, and a bounded
    /// list (not one fix per item) for a hostile file with thousands of items.
    public static let maxSuggestions = 11

    /// Indexes in 0...count, the middle (rounded down) first, then by distance from it
    /// (the one after the middle before the one before it); at most `maxSuggestions`.
    static func candidates(count: Int) -> [Int] {
        let middle = count / 2
        let limit = min(count + 1, maxSuggestions)
        var result = [middle]
        var distance = 1
        while result.count < limit {
            if middle + distance <= count { result.append(middle + distance) }
            if result.count < limit, middle - distance >= 0 { result.append(middle - distance) }
            distance += 1
        }
        return result
    }
}

extension MissingPlusIndexRule {
    /// When `--fix` applies the fix: only then is the index the one the library would
    /// choose anyway; with an odd count every index is a guess, offered as a suggestion.
    public static let safeFixCondition = "when the item count is even (a plus button with a plusChildViewController "
        + "but no index: the middle index is inserted)"
}

extension MissingPlusIndexRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        guard let plus = context.project.plusButton, plus.method(PlusButtonSelector.index) == nil else { return [] }
        let hasChild = plus.method(PlusButtonSelector.plusChildViewController) != nil
        // One finding for the plus button, from the first controller whose item count needs the index.
        // Only a CYLTabBarController places the plus button: a stock bar of the same app (one the project builds
        // without the library, a registered button left over) asks nothing of it.
        for bar in context.tabBars where bar.controller.value.separateItems != nil {
            guard let count = bar.knownItems?.count, count % 2 == 1 || hasChild else { continue }
            let odd = count % 2 == 1
            let middle = count / 2
            let file = plus.declaration.file
            let method = context.spell(.classMethod(selector: PlusButtonSelector.index), in: file)
            let message = odd
                ? "plus button \(plus.name) has no \(method) and there are \(count) items: with an odd count the library "
                    + "asserts in debug builds and leaves the button off-screen in release; return \(middle) to put it in the middle"
                : "plus button \(plus.name) has a plusChildViewController but no \(method): the library needs the index "
                    + "to place the child's tab; return \(middle)"
            let declaration = plus.declaration.value
            let fixes = Self.candidates(count: count).compactMap { k in
                context.fix("Insert \(method) returning \(k)", .insertIndexMethod(returning: k, into: declaration), in: file,
                            applicability: !odd && k == middle ? .safe : .unsafe, isPreferred: k == middle)
            }
            return [SourceDiagnostic(file: file, Self.description.diagnostic(message, at: declaration.nameRange, fixes: fixes))]
        }
        return []
    }
}
