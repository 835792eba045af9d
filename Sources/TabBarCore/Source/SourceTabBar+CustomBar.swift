import JSONC

extension SourceTabBar {
    /// The layout input of a custom bar class with a recognised `layoutSubviews` family; what is unknown of its
    /// raised button (size, centre) is assumed and said in `assumptions`.
    static func customBarInput(_ bar: SourceBarClass, assumptions: inout [String]) -> CustomBarInput? {
        guard let layout = bar.layout else { return nil }
        var input = CustomBarInput(family: layout.family, skippedSlot: layout.skippedSlot)
        let raised = bar.addedViews.first { $0.centerY != nil || $0.y?.literal != nil } ?? bar.addedViews.first
        guard let raised else {
            let size = Int(PlusButton.defaultSize)
            assumptions.append("\(bar.name) adds no button the code places: a \(size) × \(size) pt button assumed in the gap")
            return input
        }
        place(raised, into: &input, assumptions: &assumptions)
        return input
    }

    /// The layout input of a stock bar with a button laid over it, when the code places the button (a frame,
    /// a centre or constraints); nil when nothing says where it is.
    static func overlayInput(_ view: SourceAddedView, assumptions: inout [String]) -> CustomBarInput? {
        guard view.centerY != nil || view.y != nil || !view.constraints.isEmpty else { return nil }
        var input = CustomBarInput(family: .slotPerItemPlusOne)
        input.overStockBar = true
        place(view, into: &input, assumptions: &assumptions)
        return input
    }

    /// The button's size, centre and top as the code gives them; the defaults assumed for the rest.
    private static func place(_ view: SourceAddedView, into input: inout CustomBarInput, assumptions: inout [String]) {
        let name = view.name.map { "'\($0)'" } ?? "the raised button"
        let size = Int(PlusButton.defaultSize)
        let width = view.width?.literal, height = view.height?.literal ?? view.constantHeight
        input.buttonWidth = width ?? PlusButton.defaultSize
        input.buttonHeight = height ?? PlusButton.defaultSize
        switch (width, height) {
        case (nil, nil): assumptions.append("the size of \(name) is not a literal: \(size) × \(size) pt assumed")
        case (nil, _?): assumptions.append("the width of \(name) is not a literal: \(size) pt assumed")
        case (_?, nil): assumptions.append("the height of \(name) is not a literal: \(size) pt assumed")
        case (_?, _?): break
        }
        input.centerXFraction = view.centerXFraction
        input.placedView = view
        if let center = view.centerY, center.basis != .unknown {
            input.centerY = center
        } else if view.centerY == nil, view.top(contentHeight: 49, safeArea: 0) != nil {
            return
        } else if view.centerY == nil, let y = view.y?.literal {
            input.frameY = y
        } else {
            assumptions.append("the centre of \(name) is not a literal: the middle of the content height assumed")
        }
    }
}
