import JSONC

/// `textDocument/inlayHint`.
public struct InlayHintRequest: LSPRequest {
    public static let method = "textDocument/inlayHint"
    public typealias Response = [InlayHint]

    public var uri: String
    public var range: LSPRange

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        range = try params.range("range")
    }
}
