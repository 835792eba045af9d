import JSONC

/// The formats a preview is drawn in.
public enum PreviewFormat: String, Sendable, CaseIterable {
    /// Box drawing for a terminal or a hover.
    case ascii
    /// A picture.
    case svg
    /// The layout as SPEC section 5's JSON object.
    case json
}

/// Draws computed layouts. No I/O: every function returns the text.
public enum Preview {
    /// The layout as text for a terminal or a hover.
    public static func ascii(_ layout: TabBarLayout, config: TabBarConfig) -> String {
        // Placeholder until the preview renderers land.
        "\(layout.device.name): \(layout.items.count) items"
    }

    /// The layout as an SVG picture.
    public static func svg(_ layout: TabBarLayout, config: TabBarConfig) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
    }

    /// The layout as SPEC section 5's JSON object.
    public static func json(_ layout: TabBarLayout) -> JSON {
        .object([:])
    }

    /// The layout in `format` (JSON pretty-printed).
    public static func render(_ layout: TabBarLayout, config: TabBarConfig, format: PreviewFormat) -> String {
        switch format {
        case .ascii: return ascii(layout, config: config)
        case .svg: return svg(layout, config: config)
        case .json: return json(layout).prettyPrinted()
        }
    }
}
