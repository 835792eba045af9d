import JSONC

/// `textDocument/formatting`.
public struct FormattingRequest: LSPRequest {
    public static let method = "textDocument/formatting"
    public typealias Response = [LSPTextEdit]?

    public var uri: String
    public var tabSize: Int
    public var insertSpaces: Bool
    public var insertFinalNewline: Bool?

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        let options = try params.optionalObject("options")
        tabSize = options?["tabSize"]?.intValue ?? 2
        insertSpaces = options?["insertSpaces"]?.boolValue ?? true
        insertFinalNewline = options?["insertFinalNewline"]?.boolValue
    }
}
