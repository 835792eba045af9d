import JSONC
import ProjectReader
import TabBarCore

/// What every service shares to report: diagnostics converted and published, rule sections of
/// hovers, workspace edits.
extension TabBarServer {
    /// How many fix-and-check passes fix-all makes at most.
    static let maxFixAllPasses = 10

    /// Whether diagnostics are pushed: always, unless the settings switch it off.
    var pushesDiagnostics: Bool { settings.pushDiagnostics }

    /// Converts a core diagnostic.
    func lspDiagnostic(_ diagnostic: Diagnostic, uri: String, converter: PositionConverter) -> LSPDiagnostic {
        LSPDiagnostic(range: converter.range(diagnostic.range), severity: diagnostic.severity, code: diagnostic.code,
                      message: diagnostic.message, tags: diagnostic.tags,
                      related: diagnostic.related.map { (Location(uri: uri, range: converter.range($0.range)), $0.message) },
                      documentation: ruleDocumentation.page(for: diagnostic.code))
    }

    /// Sends `diagnostics` as the document's, with its version (unless diagnostics are not pushed).
    func sendDiagnostics(_ diagnostics: [LSPDiagnostic], of document: DocumentSnapshot) {
        guard pushesDiagnostics else { return }
        notify("textDocument/publishDiagnostics", ["uri": .string(document.uri),
                                                   "version": .number(Double(document.version)),
                                                   "diagnostics": diagnostics.json])
    }

    /// Asks a client that pulls to pull again (other documents' diagnostics changed).
    func requestDiagnosticRefresh() {
        if client.pullDiagnostics, client.diagnosticRefresh { request("workspace/diagnostic/refresh", .null) }
    }

    /// Adds to `sections` the documentation of each rule reported at `offset`, once each.
    func appendRuleSections(_ diagnostics: [Diagnostic], at offset: Int, to sections: inout [String]) {
        for diagnostic in diagnostics where diagnostic.range.touches(offset) {
            if let rule = RuleRegistry.description(for: diagnostic.code) {
                let name = "\(rule.code) \(rule.name)"
                let section = (ruleDocumentation.page(for: rule.code).map { "[\(name)](\($0))" } ?? name) + ": \(rule.summary)"
                if !sections.contains(section) { sections.append(section) }
            }
        }
    }

    /// A hover of `sections` over `range` of `document`; nil when there is nothing to say.
    func hover(_ sections: [String], range: ByteRange?, in document: DocumentSnapshot) -> Hover? {
        guard !sections.isEmpty else { return nil }
        return Hover(contents: MarkupContent(sections.joined(separator: "\n\n---\n\n"), isMarkdown: client.markdownHover),
                     range: range.map(document.converter.range))
    }

    /// Core edits as a workspace edit on `document` (versioned when it is open).
    func workspaceEdit(_ document: DocumentSnapshot, edits: [TextEdit]) -> WorkspaceEdit {
        let converted = edits.sorted { $0.range < $1.range }.map {
            LSPTextEdit(range: document.converter.range($0.range), newText: $0.newText)
        }
        return WorkspaceEdit(uri: document.uri, version: documents[document.uri] == nil ? nil : document.version,
                             edits: converted, useDocumentChanges: client.documentChanges)
    }
}
