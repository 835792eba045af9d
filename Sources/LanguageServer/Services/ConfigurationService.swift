import JSONC
import TabBarCore

extension DocumentKind {
    /// A tab-bar configuration file (`tabbar.json`, `*.tabbar.json`; JSON with comments).
    static let configuration = DocumentKind(name: "configuration")
}

/// The service of tab-bar configuration files: each document is checked on its own, once per
/// version (and settings-and-assets generation), and every feature reads that check.
final class ConfigurationService: DocumentService {
    unowned let server: TabBarServer
    /// The last check of each open document.
    private var analyses: [String: Analysis] = [:]

    init(server: TabBarServer) {
        self.server = server
    }

    var kind: DocumentKind { .configuration }

    func opened(_ document: DocumentSnapshot) {
        analyses[document.uri] = nil
        publish(document)
    }

    func changed(_ document: DocumentSnapshot) {
        analyses[document.uri] = nil
        publish(document)
    }

    func closed(_ document: DocumentSnapshot) {
        analyses[document.uri] = nil
    }

    func publish(_ document: DocumentSnapshot) {
        let analysis = analysis(of: document)
        server.sendDiagnostics(analysis.diagnostics, of: document)
    }

    func pullDiagnostics(_ document: DocumentSnapshot, previous: String?) -> DocumentDiagnosticReport {
        let analysis = analysis(of: document)
        if let previous, previous == analysis.resultID, server.documents[document.uri] != nil {
            return DocumentDiagnosticReport(resultId: previous, items: nil)
        }
        return DocumentDiagnosticReport(resultId: analysis.resultID, items: analysis.diagnostics)
    }

    /// The cached check of the open document at `uri`, nil before the first.
    func cachedAnalysis(_ uri: String) -> Analysis? {
        analyses[uri]
    }

    /// The check of the document's current version, made once and cached while it is open.
    func analysis(of document: DocumentSnapshot) -> Analysis {
        if let cached = analyses[document.uri], cached.version == document.version,
           cached.generation == server.generation, server.documents[document.uri] != nil {
            return cached
        }
        let result = ConfigurationLinter.lint(document.bytes, options: lintOptions(for: document))
        let converted = server.projectSettings.diagnostics(of: document.path, bytes: document.bytes, result: result,
                                                           base: server.settings.lintOptions(assets: nil))
            .map { server.lspDiagnostic($0, uri: document.uri, converter: document.converter) }
        let analysis = Analysis(version: document.version, generation: server.generation, result: result,
                                diagnostics: converted)
        if server.documents[document.uri] != nil { analyses[document.uri] = analysis }
        return analysis
    }

    /// The rules and assets a document is checked with. Catalogs are looked for only
    /// when TB014 is on, and never waited for: until they are known, TB014 is silent.
    func lintOptions(for document: DocumentSnapshot) -> LintOptions {
        let settings = server.settings
        let base = server.projectSettings.options(forFile: document.path, base: settings.lintOptions(assets: nil))
        var options = settings.lintOptions(assets: base.isEnabled(MissingAssetRule.description.code)
                                           ? server.assets.index(forDocumentAt: document.path) : nil)
        (options.select, options.ignore) = (base.select, base.ignore)
        return options
    }
}
