import JSONC

/// `tabbar/bars`: the tab bars of a document's project (with `uri`), or of every project the server has
/// indexed (without), each with how much of it tabbar read: the coverage `tabbar check --format json`
/// lists as `bars`.
public struct BarsRequest: LSPRequest {
    public static let method = "tabbar/bars"
    public typealias Response = JSON

    /// A document of the project; nil for every indexed project.
    public var uri: String?

    public init(params: JSON?) throws(ParamsError) {
        guard let params, params != .null else { return }
        guard params.objectValue != nil else { throw ParamsError("params must be an object") }
        if let uri = params["uri"] {
            guard let text = uri.stringValue else { throw ParamsError("params.uri must be a string") }
            self.uri = text
        }
    }
}
