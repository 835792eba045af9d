import JSONC

/// `textDocument/codeLens`.
public struct CodeLensRequest: LSPRequest {
    public static let method = "textDocument/codeLens"
    public typealias Response = [CodeLens]

    public var uri: String

    public init(params: JSON?) throws(ParamsError) {
        uri = try Params(params).documentURI()
    }
}
