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
    /// The layout as text for a terminal or a hover: a header with the device and bar
    /// size, the slots with image, title and width, the plus button (rising above the
    /// bar's top line when its frame does), the safe-area strip and the plus button's
    /// frame. Ends with a newline.
    public static func ascii(_ layout: TabBarLayout, config: TabBarConfig) -> String {
        AsciiRenderer(layout: layout, config: config).render()
    }

    /// The layout as a standalone SVG picture. Ends with a newline.
    public static func svg(_ layout: TabBarLayout, config: TabBarConfig) -> String {
        svg([layout], config: config)
    }

    /// Several layouts (`--device all`) as one SVG picture, stacked top to bottom.
    public static func svg(_ layouts: [TabBarLayout], config: TabBarConfig) -> String {
        SVGRenderer.document(layouts.map { SVGRenderer(layout: $0, config: config).drawing() })
    }

    /// The layout as SPEC section 5's JSON object, numbers unrounded.
    public static func json(_ layout: TabBarLayout) -> JSON {
        layout.previewJSON
    }

    /// The layout in `format` (JSON pretty-printed, every format ending in a newline).
    public static func render(_ layout: TabBarLayout, config: TabBarConfig, format: PreviewFormat) -> String {
        switch format {
        case .ascii: return ascii(layout, config: config)
        case .svg: return svg(layout, config: config)
        case .json: return json(layout).prettyPrinted() + "\n"
        }
    }

    /// Several layouts (`--device all`) in `format`: ascii drawings separated by a blank
    /// line, one SVG with the bars stacked, or a JSON array of SPEC section 5's objects.
    public static func render(_ layouts: [TabBarLayout], config: TabBarConfig, format: PreviewFormat) -> String {
        switch format {
        case .ascii: return layouts.map { ascii($0, config: config) }.joined(separator: "\n")
        case .svg: return svg(layouts, config: config)
        case .json: return JSON.array(layouts.map(json)).prettyPrinted() + "\n"
        }
    }
}
