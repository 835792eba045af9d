import JSONC
import TabBarCore

/// A document the client has open: its text at one version, and the check of that
/// version once made (cached until the text, the settings or the assets change).
final class OpenDocument {
    let uri: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private(set) var converter: PositionConverter
    /// The file path of `uri` (nil for non-file URIs), worked out once.
    private(set) lazy var path: String? = DocumentURI.path(of: uri)
    /// The last check, with the server generation it was made in.
    var analysis: Analysis?
    /// For an Objective-C or Swift document: what the source features keep; nil for a tab-bar file.
    var source: SourceDocumentState?

    init(uri: String, version: Int, bytes: [UInt8], unit: LineTable.Unit, languageID: String? = nil) {
        self.uri = uri
        self.version = version
        self.bytes = bytes
        self.converter = PositionConverter(lines: LineTable(bytes: bytes), unit: unit)
        if let path = SourceDocumentState.indexPath(uri: uri, languageID: languageID) {
            source = SourceDocumentState(path: path)
        }
    }

    /// Applies one change: a range replacement, or the whole text when `range` is nil.
    func apply(_ change: DidChangeTextDocument.Change) {
        if let range = change.range {
            let byteRange = converter.byteRange(range)
            bytes.replaceSubrange(byteRange.start..<byteRange.end, with: change.text.utf8)
        } else {
            bytes = Array(change.text.utf8)
        }
        converter = PositionConverter(lines: LineTable(bytes: bytes), unit: converter.unit)
        analysis = nil
    }

    /// Sets the version after a batch of changes.
    func setVersion(_ version: Int) {
        self.version = version
    }

    /// The text as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One check of one document version.
struct Analysis {
    let version: Int
    /// The server's settings-and-assets generation the check was made in.
    let generation: Int
    let result: LintResult
    /// `result.diagnostics` converted, in the same order.
    let diagnostics: [LSPDiagnostic]

    /// The pull-diagnostics result id.
    var resultID: String { "\(version).\(generation)" }
}
