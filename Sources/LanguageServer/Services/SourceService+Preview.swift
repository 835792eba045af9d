import JSONC
import TabBarCore

/// `tabbar/preview` (and `tabbar.preview`) on an Objective-C or Swift document: the controller at
/// the request's position, else the first one built in the document, else the first of its project.
extension SourceService {
    func preview(_ document: DocumentSnapshot, _ request: PreviewRequest) throws(ResponseError) -> PreviewResult {
        let path = indexPath(of: document)
        let view = SourceView(linked: project(of: path), path: path)
        let own = view.ownTabBars
        var chosen = own.first ?? view.tabBars.first
        if let position = request.position {
            let offset = document.converter.offset(position)
            chosen = own.first { $0.controller.value.range.touches(offset) }
                ?? own.last { $0.controller.value.range.start <= offset } ?? chosen
        }
        guard let bar = chosen else {
            throw .requestFailed("no tab bar controller is built in \(document.uri) or its project: tabbar looks for "
                                 + "initWithViewControllers:tabBarItemsAttributes: and the tabBarItemsAttributes setters")
        }
        let place = view.place(bar.controller.file, bar.controller.value.range.start)
        guard let (input, _, assumptions) = bar.layoutInput() else {
            throw .requestFailed("\(place): the items are not a literal array tabbar can read; no preview")
        }
        let device: Device
        if let name = request.device {
            guard let found = Device.named(name) else {
                throw .invalidParams("unknown device \(JSON.quote(name)): use one of "
                                     + Device.builtIn.map(\.name).joined(separator: ", "))
            }
            device = found
        } else {
            device = Device.defaultDevice
        }
        let orientation = request.orientation ?? .portrait
        switch LayoutEngine.layout(input, on: device, orientation: orientation) {
        case .success(let layout):
            // A SwiftUI TabView on an iPad floats at the top from iPadOS 18: said in text, and in JSON.
            let floats = !FloatingTabBar.pads(among: [device], technologyName: bar.controller.value.technologyName).isEmpty
            var content = Preview.render(layout, config: bar.configuration(), format: request.format)
            if request.format == .json, floats { content = FloatingTabBar.json(layout).prettyPrinted() + "\n" }
            if request.format == .ascii {
                let count = input.itemTitles.count
                var header = "\(place): \(count) item\(count == 1 ? "" : "s")"
                if let plus = bar.plusButton { header += ", plus button \(plus.name)" }
                var notes = assumptions.map { "note: \($0)" }
                if floats { notes.append("note: " + FloatingTabBar.note(on: [device.name])) }
                content = ([header] + notes).joined(separator: "\n") + "\n" + content
            }
            return PreviewResult(format: request.format, content: content)
        case .failure(let error):
            throw .requestFailed("cannot lay out \(place) on \(device.name): \(error.description)")
        }
    }
}
