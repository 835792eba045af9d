/// The slots, the plus button and the dimension lines.
extension SVGRenderer {
    /// Roughly how wide `text` is at `fontSize` px: wide characters 1 em, others 0.6 em.
    static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
        text.reduce(0) { $0 + (DisplayWidth.of($1) == 2 ? 1.0 : DisplayWidth.of($1) == 0 ? 0 : 0.6) } * fontSize
    }

    /// `text` cut with "…" to fit `width` px at `fontSize`.
    static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
        guard estimatedWidth(text, fontSize: fontSize) > width else { return text }
        var result = ""
        for character in text {
            if estimatedWidth(result + String(character) + "…", fontSize: fontSize) > width { break }
            result.append(character)
        }
        return result.isEmpty ? "" : result + "…"
    }

    func drawItem(_ svg: inout SVGWriter, _ slot: PreviewSlot) {
        let center = x(slot.x + slot.width / 2)
        let room = max(0, slot.width * scale - 6)
        let contentHeight = layout.contentHeight * scale
        let hasTitle = !slot.title.isEmpty
        // An icon placeholder when the bar is tall enough to hold it over two lines of text.
        let icon = contentHeight >= 60 ? min(25 * scale, contentHeight * 0.36, room) : 0
        let textHeight = (hasTitle ? 15.0 : 0) + (slot.image == nil ? 0 : 12)
        let stack = icon + (icon > 0 && textHeight > 0 ? 4 : 0) + textHeight
        var cursor = barTop + (contentHeight - stack) / 2
        let kind: String
        switch slot.kind {
        case .item(let index): kind = "item \(index + 1)"
        case .more: kind = "More tab for items " + (layout.moreTab?.hiddenItems.map { String($0 + 1) }.joined(separator: ", ") ?? "")
        case .plus: kind = "slot"
        }
        svg.group("g", [:]) { svg in
            svg.element("title", [:], text: "\(kind)\(hasTitle ? " “\(slot.title)”" : " (icon only)"): x "
                + "\(PointFormat.string(slot.x)), width \(PointFormat.string(slot.width)) pt")
            if icon > 0 {
                svg.element("rect", ["x": .number(center - icon / 2), "y": .number(cursor), "width": .number(icon),
                                     "height": .number(icon), "rx": .number(icon * 0.22), "fill": "none",
                                     "stroke": .text(Color.icon), "stroke-width": 1.5])
                if let badge = slot.badge, !badge.isEmpty {
                    drawBadge(&svg, badge, x: center + icon / 2, y: cursor + 2)
                }
                cursor += icon + 4
            }
            if hasTitle {
                cursor += 12
                let title = Self.fitted(slot.title, width: room, fontSize: 13)
                svg.element("text", ["x": .number(center), "y": .number(cursor), "font-size": 13,
                                     "text-anchor": "middle", "fill": .text(Color.ink)], text: title)
                if icon == 0, let badge = slot.badge, !badge.isEmpty {
                    let end = center + Self.estimatedWidth(title, fontSize: 13) / 2
                    drawBadge(&svg, badge, x: end + 9, y: cursor - 9)
                }
                cursor += 3
            }
            if let image = slot.image {
                cursor += 11
                svg.element("text", ["x": .number(center), "y": .number(cursor), "font-size": 10,
                                     "text-anchor": "middle", "fill": .text(Color.secondary)],
                            text: Self.fitted(image, width: room, fontSize: 10))
            }
        }
    }

    private func drawBadge(_ svg: inout SVGWriter, _ text: String, x: Double, y: Double) {
        let label = Self.fitted(text, width: 30, fontSize: 10)
        let width = max(16, Self.estimatedWidth(label, fontSize: 10) + 8)
        svg.element("rect", ["x": .number(x - width / 2), "y": .number(y - 8), "width": .number(width),
                             "height": 16, "rx": 8, "fill": .text(Color.badge)])
        svg.element("text", ["x": .number(x), "y": .number(y + 3.5), "font-size": 10, "font-weight": "600",
                             "text-anchor": "middle", "fill": "#ffffff"], text: label)
    }

    func drawPlusButton(_ svg: inout SVGWriter, _ plus: PlusButtonLayout) {
        let frame = plus.frame
        let fx = x(frame.x), fy = y(frame.y), fw = frame.width * scale, fh = frame.height * scale
        let title = config.plusButton?.title?.value ?? ""
        let titleSpace = title.isEmpty ? 0.0 : 18
        let diameter = max(8, min(fw, fh - titleSpace) - 4)
        let cx = fx + fw / 2
        let cy = title.isEmpty ? fy + fh / 2 : fy + 2 + diameter / 2
        svg.group("g", [:]) { svg in
            svg.element("title", [:], text: "plus button \(plus.slotSummary): \(plus.frameSummary)")
            svg.element("rect", ["x": .number(fx), "y": .number(fy), "width": .number(fw), "height": .number(fh),
                                 "fill": .text(Color.accent), "fill-opacity": 0.06, "stroke": .text(Color.accent),
                                 "stroke-width": 1.5, "stroke-dasharray": "5 3"])
            svg.element("circle", ["cx": .number(cx), "cy": .number(cy), "r": .number(diameter / 2),
                                   "fill": .text(Color.accentFill)])
            let arm = diameter * 0.2
            svg.element("path", ["d": .text("M \(n(cx - arm)) \(n(cy)) H \(n(cx + arm)) M \(n(cx)) \(n(cy - arm)) V \(n(cy + arm))"),
                                 "stroke": "#ffffff", "stroke-width": .number(max(2, diameter * 0.08)),
                                 "stroke-linecap": "round"])
            if !title.isEmpty {
                svg.element("text", ["x": .number(cx), "y": .number(cy + diameter / 2 + 14), "font-size": 12,
                                     "text-anchor": "middle", "fill": .text(Color.ink),
                                     "stroke": "#ffffff", "stroke-width": 3, "paint-order": "stroke"],
                            text: Self.fitted(title, width: max(fw, 40), fontSize: 12))
            }
        }
        if frame.y < 0 { drawRise(&svg, frame) }
    }

    /// A dimension line from the button's top down to the bar's top edge.
    private func drawRise(_ svg: inout SVGWriter, _ frame: Frame) {
        let onLeft = x(frame.x) - left >= 90
        let lineX = onLeft ? x(frame.x) - 8 : x(frame.maxX) + 8
        let top = y(frame.y)
        verticalDimension(&svg, x: lineX, from: top, to: barTop)
        // A short rise has no room beside its line: the label goes above the button.
        let labelY = barTop - top >= 18 ? (top + barTop) / 2 + 4 : top - 5
        svg.element("text", ["x": .number(onLeft ? lineX - 6 : lineX + 6), "y": .number(labelY),
                             "font-size": 11, "text-anchor": onLeft ? "end" : "start",
                             "fill": .text(Color.dimension)],
                    text: "\(PointFormat.string(-frame.y)) pt above the bar")
    }

    private func n(_ value: Double) -> String { PointFormat.string(value) }

    private func verticalDimension(_ svg: inout SVGWriter, x: Double, from top: Double, to bottom: Double) {
        svg.element("path", ["d": .text("M \(n(x - 4)) \(n(top)) H \(n(x + 4)) M \(n(x)) \(n(top)) V \(n(bottom)) "
                                            + "M \(n(x - 4)) \(n(bottom)) H \(n(x + 4))"),
                             "stroke": .text(Color.dimension), "fill": "none"])
    }

    private func horizontalDimension(_ svg: inout SVGWriter, y: Double, from start: Double, to end: Double) {
        svg.element("path", ["d": .text("M \(n(start)) \(n(y - 4)) V \(n(y + 4)) M \(n(start)) \(n(y)) H \(n(end)) "
                                            + "M \(n(end)) \(n(y - 4)) V \(n(y + 4))"),
                             "stroke": .text(Color.dimension), "fill": "none"])
    }

    /// Slot widths and the bar width below the bar, heights to its right; returns the
    /// baseline for the legend.
    func drawDimensions(_ svg: inout SVGWriter, slots: [PreviewSlot]) -> Double {
        let slotY = extentBottom + 20
        for slot in slots {
            horizontalDimension(&svg, y: slotY, from: x(slot.x), to: x(slot.maxX))
            svg.element("text", ["x": .number(x(slot.x + slot.width / 2)), "y": .number(slotY - 5),
                                 "font-size": 10, "text-anchor": "middle", "fill": .text(Color.dimension)],
                        text: PointFormat.string(slot.width))
        }
        let totalY = slotY + 28
        horizontalDimension(&svg, y: totalY, from: left, to: barRight)
        svg.element("text", ["x": .number((left + barRight) / 2), "y": .number(totalY + 4), "font-size": 11,
                             "text-anchor": "middle", "fill": .text(Color.dimension), "stroke": "#ffffff",
                             "stroke-width": 6, "paint-order": "stroke"],
                    text: "\(PointFormat.string(layout.barWidth)) pt")

        let innerX = barRight + 14
        verticalDimension(&svg, x: innerX, from: barTop, to: contentBottom)
        heightLabel(&svg, x: innerX, from: barTop, to: contentBottom, layout.contentHeight)
        if layout.device.safeAreaBottom > 0 {
            verticalDimension(&svg, x: innerX, from: contentBottom, to: barBottom)
            heightLabel(&svg, x: innerX, from: contentBottom, to: barBottom, layout.device.safeAreaBottom)
            let outerX = barRight + 60
            verticalDimension(&svg, x: outerX, from: barTop, to: barBottom)
            heightLabel(&svg, x: outerX, from: barTop, to: barBottom, layout.barHeight)
        }
        return totalY + 26
    }

    private func heightLabel(_ svg: inout SVGWriter, x: Double, from top: Double, to bottom: Double, _ value: Double) {
        svg.element("text", ["x": .number(x + 7), "y": .number((top + bottom) / 2 + 4), "font-size": 11,
                             "fill": .text(Color.dimension)], text: "\(PointFormat.string(value)) pt")
    }

    /// The SVG document holding `drawings` stacked top to bottom on a white background.
    static func document(_ drawings: [Drawing]) -> String {
        let width = drawings.map(\.width).max() ?? 0
        let height = drawings.reduce(0) { $0 + $1.height }
        var svg = SVGWriter()
        svg.group("svg", ["xmlns": "http://www.w3.org/2000/svg", "width": .number(width), "height": .number(height),
                          "viewBox": .text("0 0 \(PointFormat.string(width)) \(PointFormat.string(height))"),
                          "font-family": .text(fontFamily)]) { svg in
            svg.group("defs", [:]) { svg in
                svg.group("pattern", ["id": .text(hatchID), "width": 6, "height": 6, "patternUnits": "userSpaceOnUse",
                                      "patternTransform": "rotate(45)"]) { svg in
                    svg.element("rect", ["width": 6, "height": 6, "fill": "#f2f2f7"])
                    svg.element("line", ["x1": 0, "y1": 0, "x2": 0, "y2": 6, "stroke": .text(Color.hairline),
                                         "stroke-width": 2])
                }
            }
            svg.element("rect", ["width": "100%", "height": "100%", "fill": "#ffffff"])
            var offset = 0.0
            for drawing in drawings {
                svg.group("g", ["transform": .text("translate(0 \(PointFormat.string(offset)))")]) { svg in
                    svg.append(contentsOf: drawing.lines)
                }
                offset += drawing.height
            }
        }
        return svg.lines.joined(separator: "\n") + "\n"
    }
}
