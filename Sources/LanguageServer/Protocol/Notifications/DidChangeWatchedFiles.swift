import JSONC

/// `workspace/didChangeWatchedFiles`: asset catalogs changed on disk.
public struct DidChangeWatchedFiles: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"
    public var uris: [String]

    public init(params: JSON?) throws(ParamsError) {
        uris = try Params(params).array("changes").compactMap { $0["uri"]?.stringValue }
    }
}
