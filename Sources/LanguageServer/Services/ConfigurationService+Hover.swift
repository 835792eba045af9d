import JSONC
import TabBarCore

/// Hover: a key's documentation from the format's `KeySpec`, an item's or the plus
/// button's computed frame, the whole bar drawn on `items` / `plusButton`, and the docs
/// of the rules reported at the cursor.
extension ConfigurationService {
    func hover(_ document: DocumentSnapshot, _ request: HoverRequest) -> Hover? {
        let result = analysis(of: document).result
        let offset = document.converter.offset(request.position)
        let location = NodeLocator.locate(offset, in: result.document, rootSpec: rootSpec(of: document))
        var sections: [String] = []
        var range: ByteRange?

        switch location.part {
        case .key, .value:
            if let member = location.member {
                range = location.part == .key ? member.keyRange : member.value?.range
                if let key = location.keySpec {
                    sections.append(HoverText.key(key, in: location.objectSpec))
                }
            }
        case .element(let index):
            if location.arrayKey?.name == "devices", let node = location.container?.elements?[index],
               let name = node.stringValue, let device = Device.named(name) {
                range = node.range
                sections.append(HoverText.device(device))
            }
        default:
            break
        }

        let deviceLayout = result.layouts.first
        let onRootKey = location.steps.isEmpty && location.part == .key
        if let deviceLayout {
            switch deviceLayout.result {
            case .success(let layout):
                if let element = location.itemElementIndex, let item = item(atElement: element, result.config) {
                    if item.index < layout.items.count {
                        sections.append(HoverText.item(layout.items[item.index], on: layout))
                    } else if layout.moreTab?.hiddenItems.contains(item.index) == true {
                        sections.append("**Item \(item.index + 1)** is not in the bar on \(HoverText.deviceName(layout)): "
                                        + "UIKit shows the first \(layout.items.count) items and lists the others "
                                        + "under a More tab (TB001)")
                    }
                }
                if location.isInPlusButton, let plus = layout.plusButton {
                    sections.append(HoverText.plusButton(plus, on: layout))
                }
                if onRootKey, location.member?.key == "items" || location.member?.key == "plusButton" {
                    sections.append("```text\n" + Preview.ascii(layout, config: result.config) + "\n```")
                }
            case .failure(let error):
                if onRootKey || location.itemElementIndex != nil || location.isInPlusButton {
                    sections.append("Layout on \(deviceLayout.device.name): cannot be computed: \(error.description)")
                }
            }
        }

        server.appendRuleSections(result.diagnostics, at: offset, to: &sections)
        return server.hover(sections, range: range, in: document)
    }

    /// The decoded item for the element at `index` of `items` (counting every element).
    func item(atElement index: Int, _ config: TabBarConfig) -> TabItem? {
        guard let elements = config.itemsMember?.value?.elements, index < elements.count else { return nil }
        let range = elements[index].range
        return config.items.first { $0.range == range }
    }
}
