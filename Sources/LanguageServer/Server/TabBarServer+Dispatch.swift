import JSONC
import TabBarCore

/// The one dispatch switch of requests and of notifications.
extension TabBarServer {
    /// Runs the handler of a decoded request; every branch replies exactly once.
    func dispatch(_ request: any LSPRequest, id: RequestID) {
        switch request {
        case let request as InitializeRequest: respond(request, id: id, initialize)
        case let request as ShutdownRequest: respond(request, id: id, shutdown)
        case let request as HoverRequest: respond(request, id: id, hover)
        case let request as CompletionRequest: respond(request, id: id, completion)
        case let request as DocumentSymbolRequest: respond(request, id: id, documentSymbols)
        case let request as InlayHintRequest: respond(request, id: id, inlayHints)
        case let request as CodeLensRequest: respond(request, id: id, codeLenses)
        case let request as CodeActionRequest: respond(request, id: id, codeActions)
        case let request as FormattingRequest: respond(request, id: id, format)
        case let request as DocumentDiagnosticRequest: respond(request, id: id, pullDiagnostics)
        case let request as PreviewRequest: respond(request, id: id, preview)
        case let request as BarsRequest: respond(request, id: id, bars)
        case let request as ExecuteCommandRequest: respond(request, id: id, executeCommand)
        default: reply(id, .failure(.methodNotFound(type(of: request).method)))
        }
    }

    /// Runs the handler of a decoded notification.
    func dispatch(_ notification: any LSPNotification) {
        switch notification {
        case is InitializedNotification: didFinishInitializing()
        case let notification as DidOpenTextDocument: didOpen(notification)
        case let notification as DidChangeTextDocument: didChange(notification)
        case let notification as DidCloseTextDocument: didClose(notification)
        case let notification as DidSaveTextDocument: didSave(notification)
        case let notification as DidChangeWatchedFiles: didChangeWatchedFiles(notification)
        case let notification as DidChangeConfiguration: didChangeConfiguration(notification)
        default: break  // `exit` is handled before dispatch; `$/cancelRequest` by the queue
        }
    }

    private func initialize(_ request: InitializeRequest) throws(ResponseError) -> JSON {
        didInitialize(request)
        return ["capabilities": ServerCapabilities.json(for: client), "serverInfo": ["name": "tabbar", "version": .string(ToolVersion.current)]]
    }

    private func shutdown(_ request: ShutdownRequest) throws(ResponseError) -> JSON {
        didShutdown()
        return .null
    }
}
