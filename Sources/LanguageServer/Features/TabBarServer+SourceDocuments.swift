import JSONC
import TabBarCore
import TabBarWorkspace

/// Objective-C and Swift documents: sync into the source index and diagnostics. A source file's
/// findings come from the project the index links it into, so one file's change can change
/// another's: the open documents of the projects a change touches are checked again and
/// published again when their diagnostics differ, and only then.
extension TabBarServer {
    /// An open source buffer was opened or changed: the index takes its text, and the documents
    /// of its project are checked again (the buffer itself is always published).
    func sourceDocumentChanged(_ document: OpenDocument, opened: Bool) {
        guard let path = document.source?.path else { return }
        if opened { sourceIndex.ensureScanned(around: path) }
        let changed = sourceIndex.set(path, bytes: document.bytes, isBuffer: true)
        if refreshSourceDocuments(projects: changed.map { [$0] } ?? [], touched: document.uri) {
            requestDiagnosticRefresh()
        }
        if opened { sourceIndex.releaseWorker() }
    }

    /// A source file that is not open, read from disk for a request: the index takes it when it
    /// did not know it yet.
    func sourceFileRead(_ document: OpenDocument) {
        guard let path = document.source?.path, sourceIndex.entries[path] == nil else { return }
        sourceIndex.ensureScanned(around: path)
        if let changed = sourceIndex.set(path, bytes: document.bytes, isBuffer: false),
           refreshSourceDocuments(projects: [changed], touched: nil) {
            requestDiagnosticRefresh()
        }
    }

    /// The source index's worker scanned a folder or read changed files: the documents of the
    /// projects that changed are checked again.
    func sourceIndexed(_ report: SourceIndexReport) {
        let start = ContinuousClock.now
        if let note = report.incompleteNote { logLine("source index: \(note)") }
        let changed = sourceIndex.receive(report)
        if refreshSourceDocuments(projects: changed, touched: nil) { requestDiagnosticRefresh() }
        if let root = report.root, report.listed {
            let extracted = report.files.count { $0.facts != nil }
            logLine("source index: \(root): \(report.files.count) source files (\(extracted) read for the tab bar) "
                    + "in \(report.duration), taken in by the message loop in \(ContinuousClock.now - start)")
        }
    }

    /// Checks the open source documents of `projects` (nil: of every project) again and publishes
    /// those whose diagnostics changed; `touched` is published in any case.
    /// - Returns: whether a document other than `touched` changed.
    @discardableResult
    func refreshSourceDocuments(projects: Set<String>?, touched: String?) -> Bool {
        var othersChanged = false
        for (uri, document) in documents {
            guard let state = document.source else { continue }
            let isTouched = uri == touched
            if !isTouched, let projects, !projects.contains(sourceIndex.project(of: state.path)) { continue }
            let changed = updateSourceDiagnostics(document)
            if !isTouched && changed { othersChanged = true }
            if isTouched || changed { sendSourceDiagnostics(document) }
        }
        return othersChanged
    }

    /// Asks a client that pulls to pull again (other documents' diagnostics changed).
    func requestDiagnosticRefresh() {
        if client.pullDiagnostics, client.diagnosticRefresh { request("workspace/diagnostic/refresh", .null) }
    }

    /// Publishes a source document's current diagnostics.
    func publishSourceDiagnostics(_ document: OpenDocument) {
        updateSourceDiagnostics(document)
        sendSourceDiagnostics(document)
    }

    /// Records the document's current diagnostics; true when they differ from the last recorded.
    @discardableResult
    func updateSourceDiagnostics(_ document: OpenDocument) -> Bool {
        guard var state = document.source else { return false }
        let diagnostics = sourceFindings(document).map {
            lspDiagnostic($0, uri: document.uri, converter: document.converter)
        }
        guard state.reported != diagnostics else { return false }
        state.reported = diagnostics
        state.revision += 1
        document.source = state
        return true
    }

    private func sendSourceDiagnostics(_ document: OpenDocument) {
        guard pushesDiagnostics else { return }
        notify("textDocument/publishDiagnostics", ["uri": .string(document.uri),
                                                   "version": .number(Double(document.version)),
                                                   "diagnostics": (document.source?.reported ?? []).json])
    }

    func pullSourceDiagnostics(_ document: OpenDocument, previous: String?) -> DocumentDiagnosticReport {
        updateSourceDiagnostics(document)
        let resultID = "s\(document.version).\(document.source?.revision ?? 0)"
        if previous == resultID, documents[document.uri] != nil {
            return DocumentDiagnosticReport(resultId: resultID, items: nil)
        }
        return DocumentDiagnosticReport(resultId: resultID, items: document.source?.reported ?? [])
    }

    /// The findings of a source document in its project (checked once per change and generation).
    func sourceFindings(_ document: OpenDocument) -> [Diagnostic] {
        guard let path = document.source?.path else { return [] }
        return projectSettings.finish(sourceProject(of: path).findings(of: path), path: path, bytes: document.bytes,
                                      base: settings.lintOptions(assets: nil))
    }

    /// The checked project of the file at `path`.
    func sourceProject(of path: String) -> SourceIndex.Linked {
        let key = sourceIndex.project(of: path)
        return sourceIndex.checked(key, options: sourceLintOptions(project: key), generation: generation)
    }

    /// The rules and assets a source project is checked with. Its catalogs are looked for from its
    /// root only when TB014 is on, and never waited for.
    func sourceLintOptions(project key: String) -> LintOptions {
        let base = projectSettings.options(forFolder: key, base: settings.lintOptions(assets: nil))
        var options = base
        options.assets = base.isEnabled(MissingAssetRule.description.code) && key.hasPrefix("/") ? assets.index(forFolder: key) : nil
        return options
    }
}
