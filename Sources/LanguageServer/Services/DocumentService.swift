import JSONC

/// What the server can do for one kind of document (a tab-bar configuration, source code, …): its
/// diagnostics and its features. The server routes each request to the service of the document's
/// kind and never asks the kind itself. Features a kind does not have keep the defaults below: the
/// empty answers, so that another server the editor runs for the file has them to itself.
protocol DocumentService: AnyObject {
    /// The kind of document it serves.
    var kind: DocumentKind { get }

    // MARK: Documents and diagnostics

    /// A document was opened: publish its diagnostics.
    func opened(_ document: DocumentSnapshot)
    /// An open document's text changed (`didChange`, or `didSave` with new text when
    /// `takesTextOnSave`): publish again.
    func changed(_ document: DocumentSnapshot)
    /// An open document was closed (its empty diagnostics are already sent).
    func closed(_ document: DocumentSnapshot)
    /// Whether the text a `didSave` carries replaces the buffer's. Default false.
    var takesTextOnSave: Bool { get }
    /// A document that is not open was read from disk to answer a request. Default: nothing.
    func readFromDisk(_ document: DocumentSnapshot)
    /// Publishes the document's current diagnostics (the settings or the catalogs changed).
    func publish(_ document: DocumentSnapshot)
    /// The pull-diagnostics report, `unchanged` when `previous` is still current.
    func pullDiagnostics(_ document: DocumentSnapshot, previous: String?) -> DocumentDiagnosticReport

    // MARK: Workspace events (defaults: nothing)

    /// The client said `initialized`.
    func initialized()
    /// Files no open document holds changed on disk (`workspace/didChangeWatchedFiles`).
    func watchedFilesChanged(_ uris: [String])
    /// The asset catalogs of `folder` changed, and the open documents there were published again.
    /// - Returns: whether it published other documents again.
    func catalogsChanged(folder: String) -> Bool

    // MARK: Features

    func hover(_ document: DocumentSnapshot, _ request: HoverRequest) throws(ResponseError) -> Hover?
    func completion(_ document: DocumentSnapshot, _ request: CompletionRequest) throws(ResponseError) -> CompletionList
    /// The outline: `[DocumentSymbol]` or `[SymbolInformation]` as the client takes them, or null.
    func documentSymbols(_ document: DocumentSnapshot, _ request: DocumentSymbolRequest) throws(ResponseError) -> JSON
    func inlayHints(_ document: DocumentSnapshot, _ request: InlayHintRequest) throws(ResponseError) -> [InlayHint]
    func codeLenses(_ document: DocumentSnapshot, _ request: CodeLensRequest) throws(ResponseError) -> [CodeLens]
    func codeActions(_ document: DocumentSnapshot, _ request: CodeActionRequest) throws(ResponseError) -> [CodeAction]
    func format(_ document: DocumentSnapshot, _ request: FormattingRequest) throws(ResponseError) -> [LSPTextEdit]?
    func preview(_ document: DocumentSnapshot, _ request: PreviewRequest) throws(ResponseError) -> PreviewResult
}

extension DocumentService {
    var takesTextOnSave: Bool { false }
    func readFromDisk(_ document: DocumentSnapshot) {}
    func initialized() {}
    func watchedFilesChanged(_ uris: [String]) {}
    func catalogsChanged(folder: String) -> Bool { false }

    func hover(_ document: DocumentSnapshot, _ request: HoverRequest) throws(ResponseError) -> Hover? { nil }
    func completion(_ document: DocumentSnapshot, _ request: CompletionRequest) throws(ResponseError) -> CompletionList {
        CompletionList(items: [])
    }
    func documentSymbols(_ document: DocumentSnapshot, _ request: DocumentSymbolRequest) throws(ResponseError) -> JSON {
        .null
    }
    func inlayHints(_ document: DocumentSnapshot, _ request: InlayHintRequest) throws(ResponseError) -> [InlayHint] { [] }
    func codeLenses(_ document: DocumentSnapshot, _ request: CodeLensRequest) throws(ResponseError) -> [CodeLens] { [] }
    func codeActions(_ document: DocumentSnapshot, _ request: CodeActionRequest) throws(ResponseError) -> [CodeAction] {
        []
    }
    func format(_ document: DocumentSnapshot, _ request: FormattingRequest) throws(ResponseError) -> [LSPTextEdit]? {
        nil
    }
    func preview(_ document: DocumentSnapshot, _ request: PreviewRequest) throws(ResponseError) -> PreviewResult {
        throw .requestFailed("there is no tab bar preview for \(document.uri)")
    }
}
