import JSONC
import TabBarCore

/// Quick fixes (each fix of each diagnostic in range) and `source.fixAll.tabbar`.
extension ConfigurationService {
    func codeActions(_ document: DocumentSnapshot, _ request: CodeActionRequest) -> [CodeAction] {
        let analysis = analysis(of: document)
        let range = document.converter.byteRange(request.range)
        var actions: [CodeAction] = []
        if CodeAction.kind(CodeAction.quickFixKind, isAdmittedBy: request.only) {
            for (diagnostic, converted) in zip(analysis.result.diagnostics, analysis.diagnostics)
            where diagnostic.range.overlaps(range) {
                for fix in diagnostic.fixes {
                    actions.append(CodeAction(title: fix.title, kind: CodeAction.quickFixKind, diagnostics: [converted],
                                              isPreferred: fix.isPreferred,
                                              edit: server.workspaceEdit(document, edits: fix.edits)))
                }
            }
        }
        if CodeAction.kind(CodeAction.fixAllKind, isAdmittedBy: request.only) {
            let fixed = fixAll(document.bytes, first: analysis.result, options: lintOptions(for: document))
            if let edit = TextDiff.singleEdit(from: document.bytes, to: fixed) {
                actions.append(CodeAction(title: "Fix all safe tabbar problems", kind: CodeAction.fixAllKind,
                                          diagnostics: [], isPreferred: false,
                                          edit: server.workspaceEdit(document, edits: [edit])))
            }
        }
        return actions
    }

    /// Applies every safe fix, re-checking after each pass until nothing changes.
    func fixAll(_ bytes: [UInt8], first: LintResult, options: LintOptions) -> [UInt8] {
        var current = bytes
        var result = first
        for _ in 0..<TabBarServer.maxFixAllPasses {
            let fixes = result.diagnostics.compactMap { diagnostic in
                diagnostic.fixes.first { $0.applicability == .safe }
            }
            let picked = FixApplier.nonOverlapping(fixes)
            guard !picked.isEmpty else { break }
            let next = FixApplier.apply(picked.flatMap(\.edits), to: current)
            if next == current { break }
            current = next
            result = ConfigurationLinter.lint(current, options: options)
        }
        return current
    }
}
