import JSONC

extension SourceTabBar {
    /// The layout input of a custom bar class with a recognised `layoutSubviews` family; what is unknown of its
    /// raised button (size, centre) is assumed and said in `assumptions`.
    static func customBarInput(_ bar: UIKitBarClass, assumptions: inout [String]) -> CustomBarInput? {
        guard let layout = bar.layout else { return nil }
        var input = CustomBarInput(family: layout.family, skippedSlot: layout.skippedSlot)
        let raised = bar.addedViews.first { $0.centerY != nil || $0.y?.literal != nil } ?? bar.addedViews.first
        let size = Int(PlusButton.defaultSize)
        guard let raised else {
            assumptions.append("\(bar.name) adds no button the code places: a \(size) × \(size) pt button assumed in the gap")
            return input
        }
        let name = raised.name.map { "'\($0)'" } ?? "the raised button"
        if let width = raised.width?.literal, let height = raised.height?.literal ?? raised.constantHeight {
            input.buttonWidth = width
            input.buttonHeight = height
        } else {
            assumptions.append("the size of \(name) is not a literal: \(size) × \(size) pt assumed")
        }
        input.centerXFraction = raised.centerXFraction
        if let center = raised.centerY, center.basis != .unknown {
            input.centerY = center
        } else if raised.centerY == nil, let y = raised.y?.literal {
            input.frameY = y
        } else {
            assumptions.append("the centre of \(name) is not a literal: the middle of the content height assumed")
        }
        return input
    }
}
