import JSONC

/// `shutdown`: stop serving requests; `exit` follows.
public struct ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Response = JSON

    public init(params: JSON?) throws(ParamsError) {}
}
