import JSONC

/// `textDocument/hover`.
public struct HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Response = Hover?

    public var uri: String
    public var position: Position

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        position = try params.position("position")
    }
}
