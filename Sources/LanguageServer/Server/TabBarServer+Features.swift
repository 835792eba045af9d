import JSONC

/// The feature requests: each finds its document (open, else read from disk) and asks the
/// document's service.
extension TabBarServer {
    func hover(_ request: HoverRequest) throws(ResponseError) -> Hover? {
        let document = try self.document(request.uri)
        return try service(of: document).hover(document, request)
    }

    func completion(_ request: CompletionRequest) throws(ResponseError) -> CompletionList {
        let document = try self.document(request.uri)
        return try service(of: document).completion(document, request)
    }

    func documentSymbols(_ request: DocumentSymbolRequest) throws(ResponseError) -> JSON {
        let document = try self.document(request.uri)
        return try service(of: document).documentSymbols(document, request)
    }

    func inlayHints(_ request: InlayHintRequest) throws(ResponseError) -> [InlayHint] {
        let document = try self.document(request.uri)
        return try service(of: document).inlayHints(document, request)
    }

    func codeLenses(_ request: CodeLensRequest) throws(ResponseError) -> [CodeLens] {
        let document = try self.document(request.uri)
        return try service(of: document).codeLenses(document, request)
    }

    func codeActions(_ request: CodeActionRequest) throws(ResponseError) -> [CodeAction] {
        let document = try self.document(request.uri)
        return try service(of: document).codeActions(document, request)
    }

    func format(_ request: FormattingRequest) throws(ResponseError) -> [LSPTextEdit]? {
        let document = try self.document(request.uri)
        return try service(of: document).format(document, request)
    }

    func pullDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
        let document = try self.document(request.uri)
        return service(of: document).pullDiagnostics(document, previous: request.previousResultId)
    }

    func preview(_ request: PreviewRequest) throws(ResponseError) -> PreviewResult {
        let document = try self.document(request.uri)
        return try service(of: document).preview(document, request)
    }

    /// `tabbar/bars`: the bars of the document's project, or of every indexed project.
    func bars(_ request: BarsRequest) throws(ResponseError) -> JSON {
        guard let uri = request.uri else { return .array(services.source.allBars()) }
        let document = try self.document(uri)
        guard document.kind == .source else { return [] }
        return .array(services.source.bars(of: document))
    }

    func executeCommand(_ request: ExecuteCommandRequest) throws(ResponseError) -> JSON {
        guard request.command == ExecuteCommandRequest.previewCommand else {
            throw .invalidParams("unknown command \(JSON.quote(request.command)); the server has \"tabbar.preview\"")
        }
        let preview: PreviewRequest
        do {
            preview = try PreviewRequest(params: request.arguments.first)
        } catch {
            throw .invalidParams("tabbar.preview: \(error.message)")
        }
        return try self.preview(preview).json
    }
}
