/// Every message the server understands: the one place that maps method names to types.
public enum MessageRegistry {
    /// The requests, by type.
    public static let requests: [any LSPRequest.Type] = [
        InitializeRequest.self,
        ShutdownRequest.self,
        HoverRequest.self,
        CompletionRequest.self,
        DocumentSymbolRequest.self,
        InlayHintRequest.self,
        CodeLensRequest.self,
        CodeActionRequest.self,
        FormattingRequest.self,
        DocumentDiagnosticRequest.self,
        PreviewRequest.self,
        BarsRequest.self,
        ExecuteCommandRequest.self,
    ]

    /// The notifications, by type.
    public static let notifications: [any LSPNotification.Type] = [
        InitializedNotification.self,
        ExitNotification.self,
        CancelRequestNotification.self,
        DidOpenTextDocument.self,
        DidChangeTextDocument.self,
        DidCloseTextDocument.self,
        DidSaveTextDocument.self,
        DidChangeWatchedFiles.self,
        DidChangeConfiguration.self,
    ]

    private static let requestsByMethod: [String: any LSPRequest.Type] =
        Dictionary(uniqueKeysWithValues: requests.map { ($0.method, $0) })
    private static let notificationsByMethod: [String: any LSPNotification.Type] =
        Dictionary(uniqueKeysWithValues: notifications.map { ($0.method, $0) })

    /// The request type of `method`, nil when the server has none.
    public static func requestType(for method: String) -> (any LSPRequest.Type)? { requestsByMethod[method] }

    /// The notification type of `method`, nil when the server has none.
    public static func notificationType(for method: String) -> (any LSPNotification.Type)? {
        notificationsByMethod[method]
    }
}
