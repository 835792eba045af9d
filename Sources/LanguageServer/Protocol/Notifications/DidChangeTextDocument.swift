import JSONC

/// `textDocument/didChange`: full or incremental changes, applied in order.
public struct DidChangeTextDocument: LSPNotification {
    public static let method = "textDocument/didChange"

    /// One change: a range and its new text, or the whole new text when `range` is nil.
    public struct Change: Sendable, Hashable {
        public var range: LSPRange?
        public var text: String

        public init(range: LSPRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    public var uri: String
    public var version: Int?
    public var changes: [Change]

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        let document = try params.object("textDocument")
        uri = try document.string("uri")
        version = document["version"]?.intValue
        var changes: [Change] = []
        for (index, change) in try params.array("contentChanges").enumerated() {
            let entry = try Params(change, path: "params.contentChanges[\(index)]")
            changes.append(Change(range: entry["range"] == nil ? nil : try entry.range("range"),
                                  text: try entry.string("text")))
        }
        self.changes = changes
    }
}
