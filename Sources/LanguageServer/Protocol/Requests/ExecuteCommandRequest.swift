import JSONC

/// `workspace/executeCommand`; the server's one command is `tabbar.preview`.
public struct ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSON

    /// The command `tabbar.preview` opens the preview.
    public static let previewCommand = "tabbar.preview"

    public var command: String
    public var arguments: [JSON]

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        command = try params.string("command")
        arguments = params["arguments"]?.arrayValue ?? []
    }
}
