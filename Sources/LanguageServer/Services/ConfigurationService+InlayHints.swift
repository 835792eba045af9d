import JSONC
import TabBarCore

/// Inlay hints on the first previewed device: each item's x and width after its title
/// (or its opening brace), the plus button's frame after its opening brace.
extension ConfigurationService {
    func inlayHints(_ document: DocumentSnapshot, _ request: InlayHintRequest) -> [InlayHint] {
        let result = analysis(of: document).result
        guard let layout = result.layouts.first?.layout else { return [] }
        let converter = document.converter
        let wanted = converter.byteRange(request.range)
        let tooltip = "computed on \(HoverText.deviceName(layout))"
        var hints: [InlayHint] = []
        for item in result.config.items where item.index < layout.items.count {
            let frame = layout.items[item.index].frame
            let offset = item.title?.range.end ?? item.range.start + 1
            guard wanted.touches(offset) else { continue }
            hints.append(InlayHint(position: converter.position(offset),
                                   label: "x \(PointFormat.string(frame.x)) w \(PointFormat.string(frame.width))",
                                   tooltip: tooltip))
        }
        if let plus = result.config.plusButton, let frame = layout.plusButton?.frame {
            let offset = plus.range.start + 1
            if wanted.touches(offset) {
                hints.append(InlayHint(position: converter.position(offset),
                                       label: "x \(PointFormat.string(frame.x)) y \(PointFormat.string(frame.y)) "
                                           + "\(PointFormat.string(frame.width))×\(PointFormat.string(frame.height))",
                                       tooltip: tooltip))
            }
        }
        return hints
    }
}
