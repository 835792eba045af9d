/// Draws a layout as SVG: caption, bar with its safe-area strip, item slots with title
/// and image name, the plus button and its tappable frame, and dimension lines. One
/// point is `scale` pixels; text sizes are in pixels whatever the scale.
struct SVGRenderer {
    let layout: TabBarLayout
    let config: TabBarConfig

    /// One bar's picture, in its own coordinates from (0, 0).
    struct Drawing {
        var width: Double
        var height: Double
        var lines: [String]
    }

    static let fontFamily = "-apple-system, 'SF Pro Text', 'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK SC', "
        + "'Helvetica Neue', Arial, sans-serif"
    static let hatchID = "tabbar-safe-area"

    enum Color {
        static let ink = "#1c1c1e", secondary = "#8e8e93", hairline = "#c7c7cc", divider = "#d1d1d6"
        static let content = "#f7f7f9", accent = "#ff7a00", accentFill = "#ff9500", badge = "#ff3b30"
        static let dimension = "#5e5ce6", icon = "#aeaeb2"
    }

    /// Pixels per point: 2 for phones in portrait, down to 1 for wider bars, so that the
    /// fixed-size text stays in proportion to the bar.
    var scale: Double {
        guard layout.barWidth.isFinite, layout.barWidth > 0 else { return 1 }
        return max(1, min(2, 800 / layout.barWidth))
    }

    // Geometry in pixels.
    let left = 24.0
    var captionBottom: Double { layout.plusButton == nil ? 58 : 76 }
    var rise: Double { max(0, -(layout.plusButton?.frame.y ?? 0)) * scale }
    var barTop: Double { captionBottom + 22 + rise }
    var barRight: Double { left + layout.barWidth * scale }
    var contentBottom: Double { barTop + layout.contentHeight * scale }
    var barBottom: Double { barTop + layout.barHeight * scale }
    /// The lowest thing drawn for the bar: its bottom or the plus button's frame.
    var extentBottom: Double {
        max(barBottom, barTop + (layout.plusButton?.frame.maxY ?? 0) * scale)
    }

    func x(_ points: Double) -> Double { left + points * scale }
    func y(_ points: Double) -> Double { barTop + points * scale }

    /// The picture of this layout.
    func drawing() -> Drawing {
        var svg = SVGWriter()
        let slots = layout.previewSlots(config)
        drawCaption(&svg)
        drawBar(&svg, slots: slots)
        for slot in slots where !slot.isPlus { drawItem(&svg, slot) }
        if let plus = layout.plusButton { drawPlusButton(&svg, plus) }
        let legendY = drawDimensions(&svg, slots: slots)
        svg.element("text", ["x": .number(left), "y": .number(legendY), "font-size": 11,
                             "fill": .text(Color.secondary)],
                    text: legend)
        return Drawing(width: barRight + 110, height: legendY + 14, lines: svg.lines)
    }

    private var legend: String {
        var parts: [String] = []
        if let more = layout.moreSummary(config) { parts.append(more) }
        if layout.plusButton != nil { parts.append("dashed: the plus button's tappable frame") }
        if layout.device.safeAreaBottom > 0 { parts.append("hatched: bottom safe area (no buttons)") }
        parts.append("1 pt = \(PointFormat.string(scale)) px")
        return parts.joined(separator: " · ")
    }

    private func drawCaption(_ svg: inout SVGWriter) {
        svg.element("text", ["x": .number(left), "y": 28, "font-size": 16, "font-weight": "600",
                             "fill": .text(Color.ink)], text: layout.deviceSummary)
        svg.element("text", ["x": .number(left), "y": 48, "font-size": 12, "fill": .text(Color.secondary)],
                    text: "tab bar \(layout.barSummary) · items \(PointFormat.string(layout.itemWidth)) pt wide")
        guard let plus = layout.plusButton else { return }
        let title = config.plusButton?.title?.value ?? ""
        var line = "plus button" + (title.isEmpty ? "" : " “\(title)”")
        if let image = config.plusButton?.image?.value { line += " [\(image)]" }
        line += " \(plus.slotSummary): \(plus.frameSummary) · \(plus.centerFormula(barHeight: layout.barHeight))"
        svg.element("text", ["x": .number(left), "y": 66, "font-size": 12, "fill": .text(Color.secondary)],
                    text: line)
    }

    /// The bar's centre, or the middle of the wider side when the plus button's frame
    /// reaches into the strip there.
    private func safeAreaLabelX(_ label: String) -> Double {
        let center = (left + barRight) / 2
        guard let frame = layout.plusButton?.frame, frame.maxY > layout.contentHeight else { return center }
        let half = Self.estimatedWidth(label, fontSize: 11) / 2 + 8
        let start = x(frame.x), end = x(frame.maxX)
        guard center + half > start, center - half < end else { return center }
        return start - left >= barRight - end ? (left + start) / 2 : (end + barRight) / 2
    }

    private func drawBar(_ svg: inout SVGWriter, slots: [PreviewSlot]) {
        let width = layout.barWidth * scale
        svg.element("rect", ["x": .number(left), "y": .number(barTop), "width": .number(width),
                             "height": .number(layout.contentHeight * scale), "fill": .text(Color.content)])
        if layout.device.safeAreaBottom > 0 {
            let height = layout.device.safeAreaBottom * scale
            svg.element("rect", ["x": .number(left), "y": .number(contentBottom), "width": .number(width),
                                 "height": .number(height), "fill": .text("url(#\(Self.hatchID))")])
            svg.element("line", ["x1": .number(left), "y1": .number(contentBottom), "x2": .number(barRight),
                                 "y2": .number(contentBottom), "stroke": .text(Color.hairline),
                                 "stroke-dasharray": "3 3"])
            if height >= 14 {
                let label = "safe area \(PointFormat.string(layout.device.safeAreaBottom)) pt"
                svg.element("text", ["x": .number(safeAreaLabelX(label)), "y": .number(contentBottom + height / 2 + 4),
                                     "font-size": 11, "text-anchor": "middle", "fill": .text(Color.secondary),
                                     "stroke": "#ffffff", "stroke-width": 4, "paint-order": "stroke"],
                            text: label)
            }
        }
        for slot in slots.dropFirst() {
            svg.element("line", ["x1": .number(x(slot.x)), "y1": .number(barTop), "x2": .number(x(slot.x)),
                                 "y2": .number(contentBottom), "stroke": .text(Color.divider)])
        }
        svg.element("rect", ["x": .number(left), "y": .number(barTop), "width": .number(width),
                             "height": .number(layout.barHeight * scale), "fill": "none",
                             "stroke": .text(Color.secondary)])
        // The bar's top hairline (its shadow image), which a raised button covers.
        svg.element("line", ["x1": .number(left), "y1": .number(barTop), "x2": .number(barRight),
                             "y2": .number(barTop), "stroke": .text(Color.ink), "stroke-width": 1.5])
    }
}
