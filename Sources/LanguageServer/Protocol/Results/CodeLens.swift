import JSONC

/// A clickable line above the items: opens the preview.
public struct CodeLens: Hashable, Sendable, JSONEncodable {
    public var range: LSPRange
    public var command: Command

    public init(range: LSPRange, command: Command) {
        self.range = range
        self.command = command
    }

    public var json: JSON { ["range": range.json, "command": command.json] }
}
