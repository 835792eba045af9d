import JSONC
import TabBarCore
import TabBarWorkspace

/// Document sync and diagnostics: open, change, close; check once per version; push
/// and pull.
extension TabBarServer {
    func didOpen(_ notification: DidOpenTextDocument) {
        let document = OpenDocument(uri: notification.uri, version: notification.version,
                                    bytes: Array(notification.text.utf8), unit: client.positionEncoding,
                                    languageID: notification.languageID)
        documents[notification.uri] = document
        if document.source != nil {
            sourceDocumentChanged(document, opened: true)
        } else {
            publishDiagnostics(document)
        }
    }

    func didChange(_ notification: DidChangeTextDocument) {
        guard let document = documents[notification.uri] else {
            logLine("didChange for \(notification.uri), which is not open; ignored")
            return
        }
        for change in notification.changes { document.apply(change) }
        document.setVersion(notification.version ?? document.version + 1)
        if document.source != nil {
            sourceDocumentChanged(document, opened: false)
        } else {
            publishDiagnostics(document)
        }
    }

    func didClose(_ notification: DidCloseTextDocument) {
        guard let document = documents.removeValue(forKey: notification.uri) else { return }
        if pushesDiagnostics {
            notify("textDocument/publishDiagnostics", ["uri": .string(notification.uri), "diagnostics": []])
        }
        // The buffer no longer wins: the file is read again from disk (it may not have been saved).
        if let source = document.source { sourceIndex.releaseBuffer(source.path) }
    }

    /// A saved buffer: the disk now holds what the buffer holds, which already counts; a client
    /// that sends the text is taken at its word.
    func didSave(_ notification: DidSaveTextDocument) {
        projectSettingsChanged([notification.uri])
        guard let document = documents[notification.uri], document.source != nil, let text = notification.text,
              Array(text.utf8) != document.bytes else { return }
        document.apply(DidChangeTextDocument.Change(range: nil, text: text))
        sourceDocumentChanged(document, opened: false)
    }

    /// Watched files changed on disk. A catalog: every folder's catalogs are searched again, in the
    /// background; documents are re-checked as the new answers arrive (`assetsFound`). Source files
    /// that no buffer holds: read again in the background (`sourceIndexed`).
    func didChangeWatchedFiles(_ notification: DidChangeWatchedFiles) {
        projectSettingsChanged(notification.uris)
        if notification.uris.contains(where: { $0.contains(".xcassets") }) { assets.invalidate() }
        var paths: [String] = []
        for (uri, _) in notification.changes where documents[uri] == nil {
            guard let path = DocumentURI.path(of: uri), SourceLanguage(fileName: path) != nil,
                  !uri.contains(".xcassets") else { continue }
            paths.append(PathNames.normalize(path))
        }
        sourceIndex.refresh(paths)
    }

    /// A background catalog search answered: re-checks and re-publishes the open documents
    /// of its folder when their catalogs changed.
    func assetsFound(_ report: AssetSearchReport) {
        if let note = report.scan.incompleteNote { logLine("asset catalogs: \(note)") }
        guard assets.receive(report) else { return }
        generation += 1
        var republished = false
        for uri in documents.keys.sorted() {
            guard let document = documents[uri], let path = document.path,
                  WorkspaceAssets.directory(of: path) == report.folder else { continue }
            publishDiagnostics(document)
            republished = true
        }
        // Source projects whose root is that folder: their TB014 findings may change.
        if refreshSourceDocuments(projects: [report.folder], touched: nil) { republished = true }
        if republished, client.pullDiagnostics, client.diagnosticRefresh {
            request("workspace/diagnostic/refresh", .null)
        }
    }

    func didChangeConfiguration(_ notification: DidChangeConfiguration) {
        guard let newSettings = notification.settings, newSettings != settings else { return }
        settings = newSettings
        refreshAllDiagnostics()
    }

    /// After `initialized`: registers what the client lets servers register at run time (file
    /// watchers; completion, formatting and symbols for tab-bar files only), and starts building
    /// the source index of the workspace folders in the background.
    func didFinishInitializing() {
        let registrations = ServerCapabilities.registrations(for: client)
        if !registrations.isEmpty { request("client/registerCapability", ["registrations": .array(registrations)]) }
        // The scan waits until the first source document is answered (at most a fifth of a second).
        sourceIndex.holdWorker(for: .milliseconds(200))
        sourceIndex.scanWorkspace(workspaceFolders, home: SourceIndexSource.home)
    }

    /// Re-checks every open document after the settings or the catalogs changed.
    func refreshAllDiagnostics() {
        generation += 1
        for uri in documents.keys.sorted() {
            if let document = documents[uri] { publishDiagnostics(document) }
        }
        if client.pullDiagnostics, client.diagnosticRefresh { request("workspace/diagnostic/refresh", .null) }
    }

    /// The check of the document's current version, made once and cached.
    func analysis(of document: OpenDocument) -> Analysis {
        if let cached = document.analysis, cached.version == document.version, cached.generation == generation {
            return cached
        }
        let result = Linter.lint(document.bytes, options: lintOptions(for: document))
        let converted = projectSettings.diagnostics(of: document.path, bytes: document.bytes, result: result,
                                                    base: settings.lintOptions(assets: nil))
            .map { lspDiagnostic($0, uri: document.uri, converter: document.converter) }
        let analysis = Analysis(version: document.version, generation: generation, result: result, diagnostics: converted)
        document.analysis = analysis
        return analysis
    }

    /// The rules and assets a document is checked with. Catalogs are looked for only
    /// when TB014 is on, and never waited for: until they are known, TB014 is silent.
    func lintOptions(for document: OpenDocument) -> LintOptions {
        let base = projectSettings.options(forFile: document.path, base: settings.lintOptions(assets: nil))
        var options = settings.lintOptions(assets: base.isEnabled(MissingAssetRule.description.code)
                                           ? assets.index(forDocumentAt: document.path) : nil)
        (options.select, options.ignore) = (base.select, base.ignore)
        return options
    }

    /// Converts a core diagnostic.
    func lspDiagnostic(_ diagnostic: Diagnostic, uri: String, converter: PositionConverter) -> LSPDiagnostic {
        LSPDiagnostic(range: converter.range(diagnostic.range), severity: diagnostic.severity, code: diagnostic.code,
                      message: diagnostic.message, tags: diagnostic.tags,
                      related: diagnostic.related.map { (Location(uri: uri, range: converter.range($0.range)), $0.message) },
                      documentation: ruleDocumentation.page(for: diagnostic.code))
    }

    /// Whether diagnostics are pushed: always, unless the settings switch it off.
    var pushesDiagnostics: Bool { settings.pushDiagnostics }

    private func publishDiagnostics(_ document: OpenDocument) {
        if document.source != nil {
            publishSourceDiagnostics(document)
            return
        }
        let analysis = analysis(of: document)
        guard pushesDiagnostics else { return }
        notify("textDocument/publishDiagnostics", ["uri": .string(document.uri),
                                                   "version": .number(Double(document.version)),
                                                   "diagnostics": analysis.diagnostics.json])
    }

    func pullDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
        let document = try self.document(request.uri)
        if document.source != nil { return pullSourceDiagnostics(document, previous: request.previousResultId) }
        let analysis = analysis(of: document)
        if let previous = request.previousResultId, previous == analysis.resultID, documents[request.uri] != nil {
            return DocumentDiagnosticReport(resultId: previous, items: nil)
        }
        return DocumentDiagnosticReport(resultId: analysis.resultID, items: analysis.diagnostics)
    }

    /// The open document at `uri`, or the file on disk read for this request only.
    /// - Throws: -32602 when the document is neither open nor readable.
    func document(_ uri: String) throws(ResponseError) -> OpenDocument {
        if let document = documents[uri] { return document }
        if let path = DocumentURI.path(of: uri), let bytes = FileReader.read(path) {
            let document = OpenDocument(uri: uri, version: 0, bytes: bytes, unit: client.positionEncoding)
            if document.source != nil { sourceFileRead(document) }
            return document
        }
        throw .invalidParams("the document \(uri) is not open and cannot be read")
    }
}
