import JSONC

/// `initialize`: the client's capabilities and workspace; answered with the server's capabilities.
public struct InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Response = JSON

    /// The client's process, watched so the server ends when it dies.
    public var processId: Int?
    /// Workspace folder URIs (`workspaceFolders`, else `rootUri`, else `rootPath`).
    public var workspaceFolders: [String]
    public var capabilities: ClientCapabilities
    /// `initializationOptions`: the server's settings.
    public var options: ServerSettings

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        processId = params["processId"]?.intValue
        var folders: [String] = []
        for folder in params["workspaceFolders"]?.arrayValue ?? [] {
            if let uri = folder["uri"]?.stringValue { folders.append(uri) }
        }
        if folders.isEmpty, let root = params["rootUri"]?.stringValue { folders.append(root) }
        if folders.isEmpty, let path = params["rootPath"]?.stringValue { folders.append(DocumentURI.fileURI(path: path)) }
        workspaceFolders = folders
        capabilities = ClientCapabilities(params["capabilities"])
        options = ServerSettings(params["initializationOptions"])
    }
}
