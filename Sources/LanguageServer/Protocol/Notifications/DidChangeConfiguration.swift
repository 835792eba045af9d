import JSONC

/// `workspace/didChangeConfiguration`: new settings under `settings.tabbar`.
public struct DidChangeConfiguration: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"
    /// The new settings; nil when the notification carries none for tabbar.
    public var settings: ServerSettings?

    public init(params: JSON?) throws(ParamsError) {
        let raw = try Params(params)["settings"]
        settings = (raw?["tabbar"]).map { ServerSettings($0) }
    }
}
