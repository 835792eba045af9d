import JSONC
import ProjectReader
import TabBarCore
import TabBarWorkspace

extension DocumentKind {
    /// Objective-C or Swift source, read through the source front-ends.
    static let source = DocumentKind(name: "source")
}

/// The service of Objective-C and Swift documents. A source file's findings come from the project
/// the source index links it into, so one file's change can change another's: the open documents of
/// the projects a change touches are checked again and published again when their diagnostics
/// differ, and only then.
final class SourceService: DocumentService {
    unowned let server: TabBarServer
    /// The workspace's Objective-C and Swift files, built in the background after `initialized`.
    let sourceIndex: SourceIndex
    /// What is kept for each open document of this kind, by URI.
    private var states: [String: SourceDocumentState] = [:]

    /// The language ids served as code, and the file name extension a buffer without a path takes.
    static let languageExtensions = ["objective-c": ".m", "objective-cpp": ".mm", "swift": ".swift"]

    init(server: TabBarServer, sourceFiles: SourceIndexSource, post: @escaping @Sendable (ServerEvent) -> Void) {
        self.server = server
        sourceIndex = SourceIndex(source: sourceFiles, frontEnds: server.frontEnds, deliver: { post(.sourceIndexed($0)) })
    }

    var kind: DocumentKind { .source }

    var takesTextOnSave: Bool { true }

    func opened(_ document: DocumentSnapshot) {
        states[document.uri] = SourceDocumentState()
        documentChanged(document, opened: true)
    }

    func changed(_ document: DocumentSnapshot) {
        documentChanged(document, opened: false)
    }

    /// The buffer no longer wins: the file is read again from disk (it may not have been saved).
    func closed(_ document: DocumentSnapshot) {
        guard states.removeValue(forKey: document.uri) != nil else { return }
        sourceIndex.releaseBuffer(indexPath(of: document))
    }

    /// A source file that is not open, read from disk for a request: the index takes it when it
    /// did not know it yet.
    func readFromDisk(_ document: DocumentSnapshot) {
        let path = indexPath(of: document)
        guard sourceIndex.entries[path] == nil else { return }
        sourceIndex.ensureScanned(around: path)
        if let changed = sourceIndex.set(path, bytes: document.bytes, frontEnd: document.source?.frontEnd, isBuffer: false),
           refreshDocuments(projects: [changed], touched: nil) {
            server.requestDiagnosticRefresh()
        }
    }

    /// Publishes the document's current diagnostics.
    func publish(_ document: DocumentSnapshot) {
        recheck(document)
        send(document)
    }

    func pullDiagnostics(_ document: DocumentSnapshot, previous: String?) -> DocumentDiagnosticReport {
        let state = recheck(document).state
        let resultID = "s\(document.version).\(state.revision)"
        if previous == resultID, server.documents[document.uri] != nil {
            return DocumentDiagnosticReport(resultId: resultID, items: nil)
        }
        return DocumentDiagnosticReport(resultId: resultID, items: state.reported ?? [])
    }

    // MARK: Workspace events

    /// Starts building the source index of the workspace folders in the background. The scan waits
    /// until the first source document is answered (at most a fifth of a second).
    func initialized() {
        sourceIndex.holdWorker(for: .milliseconds(200))
        sourceIndex.scanWorkspace(server.workspaceFolders, home: SourceIndexSource.home)
    }

    /// Source files that no buffer holds: read again in the background (`sourceIndexed`).
    func watchedFilesChanged(_ uris: [String]) {
        var paths: [String] = []
        for uri in uris {
            guard let path = DocumentURI.path(of: uri), SourceProjectReader.frontEnd(for: path, in: server.frontEnds) != nil,
                  !uri.contains(".xcassets") else { continue }
            paths.append(PathNames.normalize(path))
        }
        sourceIndex.refresh(paths)
    }

    /// Source projects whose root is that folder: their TB014 findings may change.
    func catalogsChanged(folder: String) -> Bool {
        refreshDocuments(projects: [folder], touched: nil)
    }

    /// The source index's worker scanned a folder or read changed files: the documents of the
    /// projects that changed are checked again.
    func sourceIndexed(_ report: SourceIndexReport) {
        let start = ContinuousClock.now
        if let note = report.incompleteNote { server.logLine("source index: \(note)") }
        let changed = sourceIndex.receive(report)
        if refreshDocuments(projects: changed, touched: nil) { server.requestDiagnosticRefresh() }
        if let root = report.root, report.listed {
            let extracted = report.files.count(where: \.isExtracted)
            server.logLine("source index: \(root): \(report.files.count) source files (\(extracted) read for the tab bar) "
                           + "in \(report.duration), taken in by the message loop in \(ContinuousClock.now - start)")
        }
    }

    // MARK: Diagnostics

    /// An open buffer was opened or changed: the index takes its text, and the documents of its
    /// project are checked again (the buffer itself is always published).
    private func documentChanged(_ document: DocumentSnapshot, opened: Bool) {
        let path = indexPath(of: document)
        if opened { sourceIndex.ensureScanned(around: path) }
        let changed = sourceIndex.set(path, bytes: document.bytes, frontEnd: document.source?.frontEnd, isBuffer: true)
        if refreshDocuments(projects: changed.map { [$0] } ?? [], touched: document.uri) {
            server.requestDiagnosticRefresh()
        }
        if opened { sourceIndex.releaseWorker() }
    }

    /// Checks the open documents of `projects` (nil: of every project) again and publishes those
    /// whose diagnostics changed; `touched` is published in any case.
    /// - Returns: whether a document other than `touched` changed.
    @discardableResult
    private func refreshDocuments(projects: Set<String>?, touched: String?) -> Bool {
        // The edited document first: its diagnostics are what the editor waits for after a keystroke.
        if let touched, states[touched] != nil, let document = server.documents[touched], document.kind == kind {
            recheck(document)
            send(document)
        }
        var othersChanged = false
        for uri in states.keys where uri != touched {
            guard let document = server.documents[uri], document.kind == kind else { continue }
            if let projects, !projects.contains(sourceIndex.project(of: indexPath(of: document))) { continue }
            if recheck(document).changed {
                othersChanged = true
                send(document)
            }
        }
        return othersChanged
    }

    /// Checks the document again and records its diagnostics (kept when it is open).
    /// - Returns: its state, and whether the diagnostics differ from the last recorded.
    @discardableResult
    private func recheck(_ document: DocumentSnapshot) -> (state: SourceDocumentState, changed: Bool) {
        var state = state(of: document)
        let diagnostics = findings(document).map {
            server.lspDiagnostic($0, uri: document.uri, converter: document.converter)
        }
        guard state.reported != diagnostics else { return (state, false) }
        state.reported = diagnostics
        state.revision += 1
        record(state, of: document)
        return (state, true)
    }

    private func send(_ document: DocumentSnapshot) {
        server.sendDiagnostics(state(of: document).reported ?? [], of: document)
    }

    // MARK: Documents in their project

    /// What is kept for `document`: an open one's state, else a fresh one (a file read from disk).
    private func state(of document: DocumentSnapshot) -> SourceDocumentState {
        states[document.uri] ?? SourceDocumentState()
    }

    /// Keeps `state` for an open document; a file read from disk keeps nothing.
    private func record(_ state: SourceDocumentState, of document: DocumentSnapshot) {
        guard states[document.uri] != nil else { return }
        states[document.uri] = state
    }

    /// The path the source index knows `document` by, decided when it was opened.
    func indexPath(of document: DocumentSnapshot) -> String {
        document.source?.path ?? document.path ?? document.uri
    }

    /// The findings of a document in its project (checked once per change and generation).
    func findings(_ document: DocumentSnapshot) -> [Diagnostic] {
        let path = indexPath(of: document)
        return server.projectSettings.finish(project(of: path).findings(of: path), path: path, bytes: document.bytes,
                                             base: server.settings.lintOptions(assets: nil))
    }

    /// The checked project of the file at `path`.
    func project(of path: String) -> SourceIndex.Linked {
        let key = sourceIndex.project(of: path)
        return sourceIndex.checked(key, options: lintOptions(project: key), generation: server.generation)
    }

    /// The rules and assets a source project is checked with. Its catalogs are looked for from its
    /// root only when TB014 is on, and never waited for.
    func lintOptions(project key: String) -> LintOptions {
        let base = server.projectSettings.options(forFolder: key, base: server.settings.lintOptions(assets: nil))
        var options = base
        options.assets = base.isEnabled(MissingAssetRule.description.code) && key.hasPrefix("/")
            ? server.assets.index(forFolder: key) : nil
        return options
    }
}
