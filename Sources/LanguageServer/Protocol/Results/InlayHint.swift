import JSONC

/// A computed value shown inline: an item's x and width, the plus button's frame.
public struct InlayHint: Hashable, Sendable, JSONEncodable {
    public var position: Position
    public var label: String
    public var tooltip: String?

    public init(position: Position, label: String, tooltip: String? = nil) {
        self.position = position
        self.label = label
        self.tooltip = tooltip
    }

    public var json: JSON {
        var object: JSONObject = ["position": position.json, "label": .string(label), "paddingLeft": true]
        if let tooltip { object["tooltip"] = .string(tooltip) }
        return .object(object)
    }
}
