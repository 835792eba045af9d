import JSONC
import TabBarCore

/// Code lenses on the `items` key: one per previewed device, running `tabbar.preview`.
extension ConfigurationService {
    func codeLenses(_ document: DocumentSnapshot, _ request: CodeLensRequest) -> [CodeLens] {
        let config = analysis(of: document).result.config
        guard let anchor = config.itemsMember?.keyRange ?? config.root.map({ ByteRange($0.range.start, $0.range.start + 1) })
        else { return [] }
        let range = document.converter.range(anchor)
        let orientation = config.preview.effectiveOrientation
        return config.preview.effectiveDevices.prefix(8).map { device in
            let arguments: JSON = ["textDocument": ["uri": .string(document.uri)], "device": .string(device.name),
                                   "orientation": .string(orientation.rawValue), "format": "ascii"]
            return CodeLens(range: range, command: Command(title: "Preview on \(device.name)",
                                                           command: ExecuteCommandRequest.previewCommand,
                                                           arguments: [arguments]))
        }
    }
}
