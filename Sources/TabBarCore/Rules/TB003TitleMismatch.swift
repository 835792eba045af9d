import JSONC

/// TB003: a view controller title that renames its tab.
public struct TitleMismatchRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB003", name: "title-mismatch", severity: .warning,
        summary: "viewController.title is set and differs from the item's title.",
        rationale: """
        Setting `self.title` in a view controller also sets its tab bar item's title. If it differs from the \
        item's title, the tab is renamed as soon as the controller loads, and bars that look items up by \
        title reorder or lose them. To title the navigation bar only, set `self.navigationItem.title`.
        """,
        fixSummary: "Rename the key to \"navigationItemTitle\" (preferred), or set it to the tab title.",
        examples: examples)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let builder = context.edits
        return context.config.items.compactMap { item in
            guard let controller = item.viewController, let title = controller.title,
                  title.value != item.displayTitle else { return nil }
            let tab = item.isIconOnly ? "the item has no title" : "the tab title is \(JSON.quote(item.displayTitle))"
            var fixes: [Fix] = []
            if controller.navigationItemTitle == nil {
                fixes.append(Fix(title: "Rename to \"navigationItemTitle\"",
                                 edits: [builder.renameKey(title.keyRange, to: "navigationItemTitle")],
                                 applicability: .safe, isPreferred: true))
            }
            if !item.isIconOnly {
                fixes.append(Fix(title: "Set it to the tab title \(JSON.quote(item.displayTitle))",
                                 edits: [builder.replace(title.range, with: JSON.quote(item.displayTitle))],
                                 applicability: .unsafe, isPreferred: fixes.isEmpty))
            }
            return Self.description.diagnostic(
                "viewController.title \(JSON.quote(title.value)) differs from the item's title (\(tab)): setting "
                    + "self.title also renames the tab; use \"navigationItemTitle\" for the navigation bar",
                at: title.range, fixes: fixes)
        }
    }
}

extension TitleMismatchRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        var findings: [SourceDiagnostic] = []
        var reported: Set<ProjectLocation> = []
        for bar in context.tabBars {
            for tab in bar.controller.value.tabs ?? [] {
                let (item, controller) = (tab.item, tab.viewController)
                // A navigation controller with an item of its own shows it, and the root's title renames that item too:
                // UIKit hands a root's title change to its navigation controller's item.
                // The tab title must be known: a literal, or no title key in a fully read dictionary.
                let tabTitle: String
                let tabThrough = context.through(item.title, in: bar.controller.file)
                if let title = item.title {
                    guard let literal = title.literal else { continue }
                    tabTitle = literal
                } else {
                    guard item.isKnown, item.keysComplete else { continue }
                    tabTitle = ""
                }
                var assignments = controller.titleAssignments.map { InFile(file: bar.controller.file, $0) }
                if let name = controller.className { assignments += context.project.titleAssignments(ofClass: name) }
                // A class that sets the tab's own title somewhere too (in another branch: a controller used in more
                // than one place) may set that one for this tab: which runs is not known.
                if assignments.contains(where: { $0.value.target == .title && $0.value.value.literal == tabTitle }) { continue }
                for assignment in assignments where assignment.value.target == .title {
                    guard let title = assignment.value.value.literal, title != tabTitle,
                          reported.insert(ProjectLocation(file: assignment.file, range: assignment.value.targetRange)).inserted
                    else { continue }
                    findings.append(SourceDiagnostic(file: assignment.file,
                                                     diagnostic(assignment, title: title, tabTitle: tabTitle,
                                                                                tabThrough: tabThrough, context: context)))
                }
            }
        }
        return findings
    }

    private func diagnostic(_ found: InFile<SourceTitleAssignment>, title: String, tabTitle: String, tabThrough: String,
                            context: SourceRuleContext) -> Diagnostic {
        let assignment = found.value
        let tab = tabTitle.isEmpty ? "the item has no title" : "the tab title is \(JSON.quote(tabTitle))\(tabThrough)"
        var fixes: [Fix] = []
        if let spelling = assignment.navigationItemSpelling,
           let fix = context.fix("Set \(spelling) instead", .titleNavigationBar(assignment), in: found.file,
                                 applicability: .safe, isPreferred: true) {
            fixes.append(fix)
        }
        // A title built from parts (`[NSString stringWithFormat:…]`, `a + b`) is not replaced by another.
        if !tabTitle.isEmpty, assignment.value.isWrittenWhole,
           let fix = context.fix("Set it to the tab title \(JSON.quote(tabTitle))",
                                 .replaceValue(assignment.value.range, with: .string(tabTitle)), in: found.file,
                                 applicability: .unsafe, isPreferred: fixes.isEmpty) {
            fixes.append(fix)
        }
        return Self.description.diagnostic(
            "the view controller's title \(JSON.quote(title))\(context.through(assignment.value, in: found.file)) differs from its tab's (\(tab)): setting the title also "
                + "renames the tab; set navigationItem.title to title the navigation bar only",
            at: assignment.targetRange, fixes: fixes)
    }
}
