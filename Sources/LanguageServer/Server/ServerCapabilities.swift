import JSONC

/// What the server offers, as the `capabilities` of the `initialize` result.
enum ServerCapabilities {
    /// The tab-bar files: the documents completion, formatting and symbols are for. Objective-C
    /// and Swift buffers belong to clangd and sourcekit-lsp for those.
    static let tabBarFileSelector: JSON = [["pattern": "**/tabbar.json"], ["pattern": "**/*.tabbar.json"]]

    /// The completion options, static or registered.
    static let completionOptions: JSON = ["triggerCharacters": ["\"", ":"], "resolveProvider": false]

    /// The capabilities for a client; pull diagnostics only when it supports them. Completion,
    /// formatting and document symbols are left out when the client can register them at run time
    /// for tab-bar files only (`registrations`), so that they never compete with the language's own
    /// server on an Objective-C or Swift buffer.
    static func json(for client: ClientCapabilities) -> JSON {
        var object: JSONObject = [
            "positionEncoding": .string(client.positionEncodingName),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "inlayHintProvider": ["resolveProvider": false],
            "codeLensProvider": ["resolveProvider": false],
            "codeActionProvider": [
                "codeActionKinds": [.string(CodeAction.quickFixKind), .string(CodeAction.rewriteKind), .string(CodeAction.fixAllKind)],
                "resolveProvider": false,
            ],
            "executeCommandProvider": ["commands": [.string(ExecuteCommandRequest.previewCommand)]],
        ]
        if !client.dynamicJSONFeatures {
            object["completionProvider"] = completionOptions
            object["documentSymbolProvider"] = true
            object["documentFormattingProvider"] = true
        }
        if client.pullDiagnostics {
            // A source file's findings depend on other files (a view controller's title on the
            // configuration's items).
            object["diagnosticProvider"] = ["identifier": "tabbar", "interFileDependencies": true,
                                            "workspaceDiagnostics": false]
        }
        object["experimental"] = ["tabbarPreview": ["method": .string(PreviewRequest.method),
                                                    "formats": ["ascii", "svg", "json"]],
                                  "tabbarBars": ["method": .string(BarsRequest.method)]]
        return .object(object)
    }

    /// What the server registers after `initialized`: watchers for asset catalogs and source files
    /// (when the client lets servers register them), and completion, formatting and symbols for
    /// tab-bar files (when the client can take them that way).
    static func registrations(for client: ClientCapabilities) -> [JSON] {
        var registrations: [JSON] = []
        if client.dynamicWatchers {
            registrations.append([
                "id": "tabbar-watched-files",
                "method": .string(DidChangeWatchedFiles.method),
                "registerOptions": ["watchers": [["globPattern": "**/*.xcassets/**"],
                                                 ["globPattern": "**/*.{m,mm,h,swift,storyboard}"],
                                                 ["globPattern": "**/{.tabbarrc.json,*baseline*.json}"]]],
            ])
        }
        if client.dynamicJSONFeatures {
            var completion = completionOptions.objectValue ?? [:]
            completion["documentSelector"] = tabBarFileSelector
            registrations.append(["id": "tabbar-completion", "method": "textDocument/completion",
                                  "registerOptions": .object(completion)])
            registrations.append(["id": "tabbar-formatting", "method": "textDocument/formatting",
                                  "registerOptions": ["documentSelector": tabBarFileSelector]])
            registrations.append(["id": "tabbar-document-symbols", "method": "textDocument/documentSymbol",
                                  "registerOptions": ["documentSelector": tabBarFileSelector]])
        }
        return registrations
    }
}
