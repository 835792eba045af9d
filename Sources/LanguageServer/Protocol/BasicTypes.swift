import JSONC

/// A 0-based line and column; the column unit is the negotiated position encoding.
public struct Position: Hashable, Sendable, JSONEncodable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var json: JSON { ["line": .number(Double(line)), "character": .number(Double(character))] }
}

/// A half-open range of positions.
public struct LSPRange: Hashable, Sendable, JSONEncodable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public var json: JSON { ["start": start.json, "end": end.json] }
}

/// A range in a document.
public struct Location: Hashable, Sendable, JSONEncodable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }

    public var json: JSON { ["uri": .string(uri), "range": range.json] }
}

/// A replacement of a range's text.
public struct LSPTextEdit: Hashable, Sendable, JSONEncodable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    public var json: JSON { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to documents: plain `changes`, or versioned `documentChanges` when the client supports them.
public struct WorkspaceEdit: Hashable, Sendable, JSONEncodable {
    public var uri: String
    /// The document version the edits apply to, for `documentChanges`.
    public var version: Int?
    public var edits: [LSPTextEdit]
    public var useDocumentChanges: Bool

    public init(uri: String, version: Int?, edits: [LSPTextEdit], useDocumentChanges: Bool) {
        self.uri = uri
        self.version = version
        self.edits = edits
        self.useDocumentChanges = useDocumentChanges
    }

    public var json: JSON {
        if useDocumentChanges {
            let document: JSON = ["uri": .string(uri), "version": version.map { .number(Double($0)) } ?? .null]
            return ["documentChanges": [["textDocument": document, "edits": edits.json]]]
        }
        return ["changes": .object(JSONObject([(uri, edits.json)]))]
    }
}

/// Markdown text for hovers.
public struct MarkupContent: Hashable, Sendable, JSONEncodable {
    public var value: String
    public var isMarkdown: Bool

    public init(_ value: String, isMarkdown: Bool = true) {
        self.value = value
        self.isMarkdown = isMarkdown
    }

    public var json: JSON { ["kind": .string(isMarkdown ? "markdown" : "plaintext"), "value": .string(value)] }
}

/// A command a client can run, such as `tabbar.preview`.
public struct Command: Hashable, Sendable, JSONEncodable {
    public var title: String
    public var command: String
    public var arguments: [JSON]

    public init(title: String, command: String, arguments: [JSON]) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }

    public var json: JSON { ["title": .string(title), "command": .string(command), "arguments": .array(arguments)] }
}
