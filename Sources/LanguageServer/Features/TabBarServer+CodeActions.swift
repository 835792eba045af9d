import JSONC
import TabBarCore

/// Quick fixes (each fix of each diagnostic in range) and `source.fixAll.tabbar`.
extension TabBarServer {
    /// How many lint-and-fix passes fix-all makes at most.
    static let maxFixAllPasses = 10

    func codeActions(_ request: CodeActionRequest) throws(ResponseError) -> [CodeAction] {
        let document = try self.document(request.uri)
        if document.source != nil { return sourceCodeActions(document, request) }
        let analysis = analysis(of: document)
        let range = document.converter.byteRange(request.range)
        var actions: [CodeAction] = []
        if CodeAction.kind(CodeAction.quickFixKind, isAdmittedBy: request.only) {
            for (diagnostic, converted) in zip(analysis.result.diagnostics, analysis.diagnostics)
            where diagnostic.range.overlaps(range) {
                for fix in diagnostic.fixes {
                    actions.append(CodeAction(title: fix.title, kind: CodeAction.quickFixKind, diagnostics: [converted],
                                              isPreferred: fix.isPreferred,
                                              edit: workspaceEdit(document, edits: fix.edits)))
                }
            }
        }
        if CodeAction.kind(CodeAction.fixAllKind, isAdmittedBy: request.only) {
            let fixed = fixAll(document.bytes, first: analysis.result, options: lintOptions(for: document))
            if let edit = TextDiff.singleEdit(from: document.bytes, to: fixed) {
                actions.append(CodeAction(title: "Fix all safe tabbar problems", kind: CodeAction.fixAllKind,
                                          diagnostics: [], isPreferred: false,
                                          edit: workspaceEdit(document, edits: [edit])))
            }
        }
        return actions
    }

    /// Applies every safe fix, re-checking after each pass until nothing changes.
    func fixAll(_ bytes: [UInt8], first: LintResult, options: LintOptions) -> [UInt8] {
        var current = bytes
        var result = first
        for _ in 0..<Self.maxFixAllPasses {
            let fixes = result.diagnostics.compactMap { diagnostic in
                diagnostic.fixes.first { $0.applicability == .safe }
            }
            let picked = FixApplier.nonOverlapping(fixes)
            guard !picked.isEmpty else { break }
            let next = FixApplier.apply(picked.flatMap(\.edits), to: current)
            if next == current { break }
            current = next
            result = Linter.lint(current, options: options)
        }
        return current
    }

    /// Core edits as a workspace edit on `document`.
    func workspaceEdit(_ document: OpenDocument, edits: [TextEdit]) -> WorkspaceEdit {
        let converted = edits.sorted { $0.range < $1.range }.map {
            LSPTextEdit(range: document.converter.range($0.range), newText: $0.newText)
        }
        return WorkspaceEdit(uri: document.uri, version: documents[document.uri] == nil ? nil : document.version,
                             edits: converted, useDocumentChanges: client.documentChanges)
    }
}
