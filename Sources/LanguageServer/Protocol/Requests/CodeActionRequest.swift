import JSONC

/// `textDocument/codeAction`.
public struct CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]

    public var uri: String
    public var range: LSPRange
    /// `context.only`: the kinds wanted; nil for all.
    public var only: [String]?

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        range = try params.range("range")
        only = try params.optionalObject("context")?["only"]?.arrayValue?.compactMap(\.stringValue)
    }
}
