import JSONC

/// `$/cancelRequest`: answer the request with -32800 if it is not answered yet.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"
    public var id: RequestID

    public init(params: JSON?) throws(ParamsError) {
        guard let value = try Params(params)["id"], let id = RequestID(json: value) else {
            throw ParamsError("params.id must be an integer or a string")
        }
        self.id = id
    }
}
