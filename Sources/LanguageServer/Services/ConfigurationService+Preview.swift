import JSONC
import TabBarCore

/// `tabbar/preview` (and the `tabbar.preview` command) on a configuration file: the bar on the
/// requested device and orientation, else on the first previewed one.
extension ConfigurationService {
    func preview(_ document: DocumentSnapshot, _ request: PreviewRequest) throws(ResponseError) -> PreviewResult {
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
}
