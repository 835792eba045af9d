extension SVGRenderer {
    /// This layout's picture with `marks` outlined over it, each with its label.
    func drawing(marked marks: [PreviewMark]) -> Drawing {
        var drawing = drawing()
        var svg = SVGWriter()
        for mark in marks {
            let frame = mark.frame
            svg.element("rect", ["x": .number(x(frame.x)), "y": .number(y(frame.y)),
                                 "width": .number(max(2, frame.width * scale)), "height": .number(max(2, frame.height * scale)),
                                 "fill": "#ff3b30", "fill-opacity": 0.18, "stroke": "#ff3b30", "stroke-width": 2,
                                 "stroke-dasharray": "5 3", "class": "tabbar-mark"])
            svg.element("text", ["x": .number(x(frame.x)), "y": .number(y(frame.y) - 4), "font-size": 11,
                                 "fill": "#d70015", "class": "tabbar-mark-label"], text: mark.label)
        }
        drawing.lines += svg.lines
        return drawing
    }
}

extension Preview {
    /// The layout as a standalone SVG picture with the places of findings outlined (`PreviewMark`).
    public static func svg(_ layout: TabBarLayout, config: TabBarConfig, marks: [PreviewMark]) -> String {
        SVGRenderer.document([SVGRenderer(layout: layout, config: config).drawing(marked: marks)])
    }
}
