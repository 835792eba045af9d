import JSONC

/// `textDocument/diagnostic`: pull diagnostics.
public struct DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport

    public var uri: String
    public var previousResultId: String?

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        previousResultId = params["previousResultId"]?.stringValue
    }
}
