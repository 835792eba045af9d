import JSONC

/// Runs every source rule over a project.
public enum SourceLinter {
    /// The findings of each file of `project` by the source rules of `rules`, sorted by position then code.
    public static func lint(_ project: SourceProject, rules: RuleCatalog, options: LintOptions = LintOptions()) -> [[Diagnostic]] {
        let context = SourceRuleContext(project: project, assets: options.assets, libraryVersion: options.libraryVersion,
                                        devices: options.devices ?? [Device.defaultDevice.oriented(.portrait)])
        var perFile: [[Diagnostic]] = Array(repeating: [], count: project.files.count)
        var seen: Set<SourceDiagnostic> = []
        // Built on the first finding in a storyboard: most keystrokes lint projects whose findings sit in code.
        var referenced: ReferencedItems?
        let writtenElsewhere = project.controllers.contains { !$0.value.writtenElsewhere.isEmpty }
        for rule in rules.sourceRules where options.isEnabled(type(of: rule).description.code) {
            for found in rule.check(context) {
                var finding = found
                if found.file < project.files.count, writtenElsewhere || isStoryboard(project.files[found.file].path) {
                    let items = referenced ?? ReferencedItems(project)
                    referenced = items
                    finding = items.placing(found)
                }
                guard finding.file < perFile.count, seen.insert(finding).inserted else { continue }
                perFile[finding.file].append(finding.diagnostic)
            }
        }
        for index in perFile.indices where !perFile[index].isEmpty {
            let file = project.files[index]
            let suppression = Suppression(bytes: file.bytes, comments: file.facts.comments)
            perFile[index] = perFile[index].filter { !suppression.suppresses($0) }
            perFile[index].sort { ($0.range.start, $0.code, $0.range.end) < ($1.range.start, $1.code, $1.range.end) }
        }
        return perFile
    }
}
