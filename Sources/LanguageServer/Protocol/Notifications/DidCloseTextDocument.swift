import JSONC

/// `textDocument/didClose`.
public struct DidCloseTextDocument: LSPNotification {
    public static let method = "textDocument/didClose"
    public var uri: String

    public init(params: JSON?) throws(ParamsError) {
        uri = try Params(params).documentURI()
    }
}
