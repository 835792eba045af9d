import JSONC

/// A hover: markdown and the range it describes.
public struct Hover: Hashable, Sendable, JSONEncodable {
    public var contents: MarkupContent
    public var range: LSPRange?

    public init(contents: MarkupContent, range: LSPRange?) {
        self.contents = contents
        self.range = range
    }

    public var json: JSON {
        var object: JSONObject = ["contents": contents.json]
        if let range { object["range"] = range.json }
        return .object(object)
    }
}
