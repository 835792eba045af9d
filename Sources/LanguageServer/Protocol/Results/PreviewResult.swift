import JSONC
import TabBarCore

/// The answer to `tabbar/preview`.
public struct PreviewResult: Hashable, Sendable, JSONEncodable {
    public var format: PreviewFormat
    public var content: String

    public init(format: PreviewFormat, content: String) {
        self.format = format
        self.content = content
    }

    public var json: JSON { ["format": .string(format.rawValue), "content": .string(content)] }
}
