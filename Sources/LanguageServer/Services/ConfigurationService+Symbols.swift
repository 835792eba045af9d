import JSONC
import TabBarCore

/// Document symbols: the tab bar, its items by title, the plus button, and the
/// `tabBar` / `preview` settings.
extension ConfigurationService {
    func documentSymbols(_ document: DocumentSnapshot, _ request: DocumentSymbolRequest) -> JSON {
        let result = analysis(of: document).result
        guard let root = result.config.root, let members = root.members else { return [] }
        let converter = document.converter
        let layout = result.layouts.first?.layout
        var children: [DocumentSymbol] = []
        for member in members {
            guard let value = member.value else { continue }
            switch member.key {
            case "items":
                children.append(contentsOf: itemSymbols(result.config, layout: layout, converter))
            case "plusButton" where value.members != nil:
                let plus = result.config.plusButton
                let detail = layout?.plusButton.map { HoverText.frame($0.frame) } ?? plus?.title?.value
                children.append(DocumentSymbol(name: "Plus button", detail: detail, kind: .event,
                                               range: converter.range(member.range),
                                               selectionRange: converter.range(member.keyRange)))
            case "tabBar", "preview":
                children.append(DocumentSymbol(name: member.key, detail: nil, kind: .object,
                                               range: converter.range(member.range),
                                               selectionRange: converter.range(member.keyRange)))
            default:
                break
            }
        }
        let count = result.config.items.count
        let detail = "\(count) item\(count == 1 ? "" : "s")" + (result.config.plusButton == nil ? "" : " + plus button")
        let bar = DocumentSymbol(name: "Tab bar", detail: detail, kind: .module, range: converter.range(root.range),
                                 selectionRange: converter.range(ByteRange(root.range.start, root.range.start + 1)),
                                 children: children)
        return server.client.hierarchicalSymbols ? [bar.json] : .array(bar.flattened(uri: document.uri))
    }

    private func itemSymbols(_ config: TabBarConfig, layout: TabBarLayout?, _ converter: PositionConverter)
        -> [DocumentSymbol] {
        config.items.map { item in
            let name = item.isIconOnly ? "Item \(item.index + 1) (icon only)" : item.displayTitle
            let selection = item.title?.range ?? ByteRange(item.range.start, item.range.start + 1)
            let frame = layout.flatMap { item.index < $0.items.count ? HoverText.frame($0.items[item.index].frame) : nil }
            return DocumentSymbol(name: name, detail: frame ?? item.image?.value, kind: .struct,
                                  range: converter.range(item.range), selectionRange: converter.range(selection))
        }
    }
}
