import JSONC
import TabBarCore

/// `tabbar/preview` and the `tabbar.preview` command.
extension TabBarServer {
    func preview(_ request: PreviewRequest) throws(ResponseError) -> PreviewResult {
        let document = try self.document(request.uri)
        if document.source != nil { return try sourcePreview(document, request) }
        let config = analysis(of: document).result.config
        let device: Device
        if let name = request.device {
            guard let found = config.preview.devices.map(\.value).first(where: { $0.name == name }) ?? Device.named(name)
            else {
                let known = (config.preview.devices.map(\.value.name) + Device.builtIn.map(\.name))
                throw .invalidParams("unknown device \(JSON.quote(name)): use one of \(known.joined(separator: ", "))")
            }
            device = found
        } else {
            device = config.preview.effectiveDevices[0]
        }
        let orientation = request.orientation ?? config.preview.effectiveOrientation
        switch LayoutEngine.layout(LayoutInput(config), on: device.oriented(orientation)) {
        case .success(let layout):
            return PreviewResult(format: request.format,
                                 content: Preview.render(layout, config: config, format: request.format))
        case .failure(let error):
            throw .requestFailed("cannot lay out the bar on \(device.name): \(error.description)")
        }
    }

    func executeCommand(_ request: ExecuteCommandRequest) throws(ResponseError) -> JSON {
        guard request.command == ExecuteCommandRequest.previewCommand else {
            throw .invalidParams("unknown command \(JSON.quote(request.command)); the server has \"tabbar.preview\"")
        }
        let preview: PreviewRequest
        do {
            preview = try PreviewRequest(params: request.arguments.first)
        } catch {
            throw .invalidParams("tabbar.preview: \(error.message)")
        }
        return try self.preview(preview).json
    }
}
