import JSONC
import TabBarCore
import TabBarWorkspace

/// `tabbar preview` of a source file or folder: each tab bar controller found, laid out, with the
/// place it is built and the defaults assumed for what the source leaves unknown.
struct SourcePreview {
    let options: PreviewOptions
    let environment: CLIEnvironment

    func run(_ path: String) throws(CLIError) -> Int32 {
        let found = try SourceProjectLoader(environment: environment).tabBars(for: path)
        // A file may build thousands of bars: ASCII and SVG show the first few and say how many they leave out.
        let bars = options.barLimit.map { Array(found.prefix($0)) } ?? found
        var outputs: [String] = []
        var jsons: [JSON] = []
        var failed = false
        var places = BarPlaces()
        for (project, bar) in bars {
            let place = places.place(of: bar, in: project)
            guard let (input, _, assumptions) = bar.layoutInput() else {
                environment.writeError("tabbar: error: \(place): the items are not a literal array tabbar can read; no preview\n")
                failed = true
                continue
            }
            let config = bar.configuration()
            let devices = try PreviewCommand(options, environment: environment).devices(for: config)
            let orientation: Orientation = options.landscape ? .landscape : .portrait
            var header = "\(place): \(Plural.count(input.itemTitles.count, "item"))"
            if let plus = bar.plusButton { header += ", plus button \(plus.name)" }
            var notes = assumptions.map { "note: \($0)" }
            let pads = FloatingTabBar.pads(among: devices, technologyName: bar.controller.value.technologyName)
            if !pads.isEmpty { notes.append("note: " + FloatingTabBar.note(on: pads.map(\.name))) }
            if options.format == .ascii {
                outputs.append(([header] + notes).joined(separator: "\n") + "\n")
            } else {
                environment.writeError(([header] + notes).joined(separator: "\n") + "\n")
            }
            var layouts: [TabBarLayout] = []
            for device in devices {
                switch LayoutEngine.layout(input, on: device, orientation: orientation) {
                case .success(let layout): layouts.append(layout)
                case .failure(let error):
                    environment.writeError("tabbar: error: cannot lay out \(place) on \(device.name): \(error.description)\n")
                    failed = true
                }
            }
            guard !layouts.isEmpty else { continue }
            switch options.format {
            case .json:
                let padNames = Set(pads.map(\.name))
                jsons += layouts.map { padNames.contains($0.device.name) ? FloatingTabBar.json($0) : Preview.json($0) }
            case .ascii, .svg: outputs.append(Preview.render(layouts, config: config, format: options.format))
            }
        }
        if found.count > bars.count {
            let note = Self.leftOutNote(found.count - bars.count)
            switch options.format {
            case .ascii: outputs.append(note + "\n")
            case .svg:
                outputs.append("<!-- \(note) -->\n")
                environment.writeError(note + "\n")
            case .json: environment.writeError(note + "\n")
            }
        }
        var text = outputs.joined(separator: "\n")
        if options.format == .json {
            text = (jsons.count == 1 ? jsons[0] : JSON.array(jsons)).prettyPrinted() + "\n"
        }
        try environment.deliver(text, to: options.output)
        return failed ? 1 : 0
    }

    /// "… and 1860 more tab bars not shown (--bars all shows them)".
    static func leftOutNote(_ count: Int) -> String {
        "… and \(Plural.count(count, "more tab bar")) not shown (--bars all shows them)"
    }
}
