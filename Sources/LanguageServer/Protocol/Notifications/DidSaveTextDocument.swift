import JSONC

/// `textDocument/didSave`: an open document was written to disk (its text included when the
/// client sends it).
public struct DidSaveTextDocument: LSPNotification {
    public static let method = "textDocument/didSave"
    public var uri: String
    public var text: String?

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        text = params["text"]?.stringValue
    }
}
