import JSONC

/// `initialized`: the client has read the server's capabilities.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"
    public init(params: JSON?) throws(ParamsError) {}
}
