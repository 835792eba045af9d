import JSONC
import ProjectReader
import TabBarCore

/// Quick fixes, rewrites (`refactor.rewrite`, from the document's front-end) and `source.fixAll.tabbar` in
/// Objective-C and Swift: the fixes of the findings in the document (their edits are in the document), and every
/// safe one at once, the document re-checked within its project after each pass.
extension SourceService {
    func codeActions(_ document: DocumentSnapshot, _ request: CodeActionRequest) -> [CodeAction] {
        let findings = self.findings(document)
        let range = document.converter.byteRange(request.range)
        var actions: [CodeAction] = []
        if CodeAction.kind(CodeAction.quickFixKind, isAdmittedBy: request.only) {
            for diagnostic in findings where diagnostic.range.overlaps(range) {
                let converted = server.lspDiagnostic(diagnostic, uri: document.uri, converter: document.converter)
                for fix in diagnostic.fixes {
                    actions.append(CodeAction(title: fix.title, kind: CodeAction.quickFixKind, diagnostics: [converted],
                                              isPreferred: fix.isPreferred, edit: server.workspaceEdit(document, edits: fix.edits)))
                }
            }
        }
        if CodeAction.kind(SourceRefactoring.rewriteKind, isAdmittedBy: request.only), let frontEnd = document.source?.frontEnd {
            // Rewrites with no finding behind them (SwiftUI's `.tabItem` and `Tab` forms): offered, never in fix-all.
            for rewrite in frontEnd.refactorings(in: document.bytes, at: range) {
                actions.append(CodeAction(title: rewrite.title, kind: rewrite.kind, diagnostics: [], isPreferred: false,
                                          edit: server.workspaceEdit(document, edits: rewrite.edits)))
            }
        }
        if CodeAction.kind(CodeAction.fixAllKind, isAdmittedBy: request.only) {
            let fixed = fixAll(document, first: findings)
            if let edit = TextDiff.singleEdit(from: document.bytes, to: fixed) {
                actions.append(CodeAction(title: "Fix all safe tabbar problems", kind: CodeAction.fixAllKind,
                                          diagnostics: [], isPreferred: false, edit: server.workspaceEdit(document, edits: [edit])))
            }
        }
        return actions
    }

    /// The document's text with every safe fix applied, checked again in its project after each pass
    /// (the other files as the index has them) until nothing changes.
    func fixAll(_ document: DocumentSnapshot, first: [Diagnostic]) -> [UInt8] {
        let path = indexPath(of: document)
        let key = sourceIndex.project(of: path)
        let linked = project(of: path)
        guard let index = linked.indexOfPath[path], let frontEnd = document.source?.frontEnd else { return document.bytes }
        let options = sourceIndex.lintOptions(lintOptions(project: key), project: key)
        var files = linked.project.files
        var current = document.bytes
        var findings = first
        for _ in 0..<TabBarServer.maxFixAllPasses {
            let picked = FixApplier.nonOverlapping(findings.compactMap { diagnostic in
                diagnostic.fixes.first { $0.applicability == .safe }
            })
            guard !picked.isEmpty else { break }
            let next = FixApplier.apply(picked.flatMap(\.edits), to: current)
            if next == current { break }
            current = next
            files[index] = SourceFile(path: path, bytes: current, facts: frontEnd.extract(current))
            findings = SourceLinter.lint(SourceProject(files: files), options: options)[index]
        }
        return current
    }
}
