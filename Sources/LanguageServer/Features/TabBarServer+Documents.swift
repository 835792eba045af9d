import JSONC
import TabBarCore
import TabBarWorkspace

/// Document sync and diagnostics: open, change, close; check once per version; push
/// and pull.
extension TabBarServer {
    func didOpen(_ notification: DidOpenTextDocument) {
        let document = OpenDocument(uri: notification.uri, version: notification.version,
                                    bytes: Array(notification.text.utf8), unit: client.positionEncoding)
        documents[notification.uri] = document
        publishDiagnostics(document)
    }

    func didChange(_ notification: DidChangeTextDocument) {
        guard let document = documents[notification.uri] else {
            logLine("didChange for \(notification.uri), which is not open; ignored")
            return
        }
        for change in notification.changes { document.apply(change) }
        document.setVersion(notification.version ?? document.version + 1)
        publishDiagnostics(document)
    }

    func didClose(_ notification: DidCloseTextDocument) {
        guard documents.removeValue(forKey: notification.uri) != nil else { return }
        if pushesDiagnostics {
            notify("textDocument/publishDiagnostics", ["uri": .string(notification.uri), "diagnostics": []])
        }
    }

    /// A catalog changed: every folder's catalogs are searched again, in the background;
    /// documents are re-checked as the new answers arrive (`assetsFound`).
    func didChangeWatchedFiles(_ notification: DidChangeWatchedFiles) {
        guard notification.uris.contains(where: { $0.contains(".xcassets") }) else { return }
        assets.invalidate()
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
        if republished, client.pullDiagnostics, client.diagnosticRefresh {
            request("workspace/diagnostic/refresh", .null)
        }
    }

    func didChangeConfiguration(_ notification: DidChangeConfiguration) {
        guard let newSettings = notification.settings, newSettings != settings else { return }
        settings = newSettings
        refreshAllDiagnostics()
    }

    /// Asks the client to watch asset catalogs, when it lets servers register watchers.
    func registerWatchers() {
        guard client.dynamicWatchers else { return }
        request("client/registerCapability", ["registrations": [[
            "id": "tabbar-asset-catalogs",
            "method": .string(DidChangeWatchedFiles.method),
            "registerOptions": ["watchers": [["globPattern": "**/*.xcassets/**"]]],
        ]]])
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
        let converted = result.diagnostics.map { lspDiagnostic($0, uri: document.uri, converter: document.converter) }
        let analysis = Analysis(version: document.version, generation: generation, result: result, diagnostics: converted)
        document.analysis = analysis
        return analysis
    }

    /// The rules and assets a document is checked with. Catalogs are looked for only
    /// when TB014 is on, and never waited for: until they are known, TB014 is silent.
    func lintOptions(for document: OpenDocument) -> LintOptions {
        let wanted = settings.lintOptions(assets: nil).isEnabled(MissingAssetRule.description.code)
        return settings.lintOptions(assets: wanted ? assets.index(forDocumentAt: document.path) : nil)
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
        let analysis = analysis(of: document)
        guard pushesDiagnostics else { return }
        notify("textDocument/publishDiagnostics", ["uri": .string(document.uri),
                                                   "version": .number(Double(document.version)),
                                                   "diagnostics": analysis.diagnostics.json])
    }

    func pullDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
        let document = try self.document(request.uri)
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
            return OpenDocument(uri: uri, version: 0, bytes: bytes, unit: client.positionEncoding)
        }
        throw .invalidParams("the document \(uri) is not open and cannot be read")
    }
}
