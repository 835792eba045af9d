import JSONC

/// `textDocument/documentSymbol`.
public struct DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    /// `DocumentSymbol[]`, or `SymbolInformation[]` for clients without hierarchy support.
    public typealias Response = JSON

    public var uri: String

    public init(params: JSON?) throws(ParamsError) {
        uri = try Params(params).documentURI()
    }
}
