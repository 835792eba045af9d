import JSONC
import TabBarCore

/// Inlay hints in Objective-C and Swift: each item dictionary's computed `x` and width after it, and
/// the plus button's frame after its class name, on the default device.
extension SourceService {
    func inlayHints(_ document: DocumentSnapshot, _ request: InlayHintRequest) -> [InlayHint] {
        let path = indexPath(of: document)
        let view = SourceView(linked: project(of: path), path: path)
        let converter = document.converter
        let wanted = converter.byteRange(request.range)
        var hints: [InlayHint] = []
        for bar in view.ownTabBars {
            guard let (result, assumptions) = SourceView.layout(bar), case .success(let layout) = result else { continue }
            let tooltip = Self.tooltip(layout, assumptions)
            for (index, item) in (bar.controller.value.items?.elements ?? []).enumerated() where index < layout.items.count {
                let frame = layout.items[index].frame
                guard wanted.touches(item.range.end) else { continue }
                hints.append(InlayHint(position: converter.position(item.range.end),
                                       label: "x \(PointFormat.string(frame.x)) w \(PointFormat.string(frame.width))",
                                       tooltip: tooltip))
            }
        }
        if let file = view.file, let plus = view.project.plusButton, plus.declaration.file == file,
           let bar = view.tabBars.first, let (result, assumptions) = SourceView.layout(bar),
           case .success(let layout) = result, let frame = layout.plusButton?.frame {
            let offset = plus.declaration.value.nameRange.end
            if wanted.touches(offset) {
                hints.append(InlayHint(position: converter.position(offset),
                                       label: "x \(PointFormat.string(frame.x)) y \(PointFormat.string(frame.y)) "
                                           + "\(PointFormat.string(frame.width))×\(PointFormat.string(frame.height))",
                                       tooltip: Self.tooltip(layout, assumptions)))
            }
        }
        return hints.sorted { ($0.position.line, $0.position.character) < ($1.position.line, $1.position.character) }
    }

    private static func tooltip(_ layout: TabBarLayout, _ assumptions: [String]) -> String {
        (["computed on \(HoverText.deviceName(layout))"] + assumptions).joined(separator: "; ")
    }
}
