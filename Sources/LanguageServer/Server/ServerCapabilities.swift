import JSONC

/// What the server offers, as the `capabilities` of the `initialize` result.
enum ServerCapabilities {
    /// The capabilities for a client; pull diagnostics only when it supports them.
    static func json(for client: ClientCapabilities) -> JSON {
        var object: JSONObject = [
            "positionEncoding": .string(client.positionEncodingName),
            "textDocumentSync": ["openClose": true, "change": 2],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": ["\"", ":"], "resolveProvider": false],
            "documentSymbolProvider": true,
            "inlayHintProvider": ["resolveProvider": false],
            "codeLensProvider": ["resolveProvider": false],
            "codeActionProvider": [
                "codeActionKinds": [.string(CodeAction.quickFixKind), .string(CodeAction.fixAllKind)],
                "resolveProvider": false,
            ],
            "documentFormattingProvider": true,
            "executeCommandProvider": ["commands": [.string(ExecuteCommandRequest.previewCommand)]],
        ]
        if client.pullDiagnostics {
            object["diagnosticProvider"] = ["identifier": "tabbar", "interFileDependencies": false,
                                            "workspaceDiagnostics": false]
        }
        object["experimental"] = ["tabbarPreview": ["method": .string(PreviewRequest.method),
                                                    "formats": ["ascii", "svg", "json"]]]
        return .object(object)
    }
}
