import JSONC
import TabBarCore
import TabBarWorkspace

/// Document sync and workspace events: the store takes each new snapshot and the document's
/// service publishes; events that concern every document reach every service.
extension TabBarServer {
    func didOpen(_ notification: DidOpenTextDocument) {
        let reading = DocumentServices.reading(uri: notification.uri, languageID: notification.languageID, frontEnds: frontEnds)
        let document = DocumentSnapshot(uri: notification.uri, version: notification.version,
                                        bytes: Array(notification.text.utf8), unit: client.positionEncoding, reading: reading)
        documents.put(document)
        service(of: document).opened(document)
    }

    func didChange(_ notification: DidChangeTextDocument) {
        guard let current = documents[notification.uri] else {
            logLine("didChange for \(notification.uri), which is not open; ignored")
            return
        }
        let document = current.applying(notification.changes, version: notification.version ?? current.version + 1)
        documents.put(document)
        service(of: document).changed(document)
    }

    func didClose(_ notification: DidCloseTextDocument) {
        guard let document = documents.remove(notification.uri) else { return }
        if pushesDiagnostics {
            notify("textDocument/publishDiagnostics", ["uri": .string(notification.uri), "diagnostics": []])
        }
        service(of: document).closed(document)
    }

    /// A saved buffer: the disk now holds what the buffer holds, which already counts; a client
    /// that sends the text is taken at its word where the service reads it.
    func didSave(_ notification: DidSaveTextDocument) {
        projectSettingsChanged([notification.uri])
        guard let current = documents[notification.uri], service(of: current).takesTextOnSave,
              let text = notification.text, Array(text.utf8) != current.bytes else { return }
        let document = current.applying([DidChangeTextDocument.Change(range: nil, text: text)], version: current.version)
        documents.put(document)
        service(of: document).changed(document)
    }

    /// Watched files changed on disk. A catalog: every folder's catalogs are searched again, in the
    /// background; documents are re-checked as the new answers arrive (`assetsFound`). Files that
    /// no buffer holds go to every service.
    func didChangeWatchedFiles(_ notification: DidChangeWatchedFiles) {
        projectSettingsChanged(notification.uris)
        if notification.uris.contains(where: { $0.contains(".xcassets") }) { assets.invalidate() }
        let closed = notification.uris.filter { documents[$0] == nil }
        for service in services.all { service.watchedFilesChanged(closed) }
    }

    /// A background catalog search answered: re-checks and re-publishes the open documents
    /// of its folder when their catalogs changed.
    func assetsFound(_ report: AssetSearchReport) {
        if let note = report.scan.incompleteNote { logLine("asset catalogs: \(note)") }
        guard assets.receive(report) else { return }
        generation += 1
        var republished = false
        for uri in documents.sortedURIs {
            guard let document = documents[uri], let path = document.path,
                  WorkspaceAssets.directory(of: path) == report.folder else { continue }
            service(of: document).publish(document)
            republished = true
        }
        for service in services.all where service.catalogsChanged(folder: report.folder) { republished = true }
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
    /// watchers; completion, formatting and symbols for tab-bar files only); then the services
    /// start (the code service builds its source index in the background).
    func didFinishInitializing() {
        let registrations = ServerCapabilities.registrations(for: client)
        if !registrations.isEmpty { request("client/registerCapability", ["registrations": .array(registrations)]) }
        for service in services.all { service.initialized() }
    }

    /// Re-checks every open document after the settings or the catalogs changed.
    func refreshAllDiagnostics() {
        generation += 1
        for uri in documents.sortedURIs {
            if let document = documents[uri] { service(of: document).publish(document) }
        }
        if client.pullDiagnostics, client.diagnosticRefresh { request("workspace/diagnostic/refresh", .null) }
    }

    /// The service answering for `document`: the one routing point of every feature.
    func service(of document: DocumentSnapshot) -> any DocumentService {
        services.service(for: document.kind)
    }

    /// The open document at `uri`, or the file on disk read for this request only.
    /// - Throws: -32602 when the document is neither open nor readable.
    func document(_ uri: String) throws(ResponseError) -> DocumentSnapshot {
        if let document = documents[uri] { return document }
        if let path = DocumentURI.path(of: uri), let bytes = FileReader.read(path) {
            let document = DocumentSnapshot(uri: uri, version: 0, bytes: bytes, unit: client.positionEncoding,
                                            reading: DocumentServices.reading(uri: uri, languageID: nil, frontEnds: frontEnds))
            service(of: document).readFromDisk(document)
            return document
        }
        throw .invalidParams("the document \(uri) is not open and cannot be read")
    }
}
