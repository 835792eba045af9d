import JSONC

/// `textDocument/didOpen`.
public struct DidOpenTextDocument: LSPNotification {
    public static let method = "textDocument/didOpen"
    public var uri: String
    /// `objective-c`, `objective-cpp`, `swift`, `json`, …; nil when the client sent none.
    public var languageID: String?
    public var version: Int
    public var text: String

    public init(params: JSON?) throws(ParamsError) {
        let document = try Params(params).object("textDocument")
        uri = try document.string("uri")
        languageID = document["languageId"]?.stringValue
        version = document["version"]?.intValue ?? 0
        text = try document.string("text")
    }
}
