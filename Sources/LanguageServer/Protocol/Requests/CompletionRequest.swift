import JSONC

/// `textDocument/completion`.
public struct CompletionRequest: LSPRequest {
    public static let method = "textDocument/completion"
    public typealias Response = CompletionList

    public var uri: String
    public var position: Position

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        position = try params.position("position")
    }
}
