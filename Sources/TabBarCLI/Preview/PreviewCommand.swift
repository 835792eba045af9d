import JSONC
import TabBarCore
import TabBarWorkspace

/// `tabbar preview FILE`: the computed layout as ASCII, SVG or JSON.
struct PreviewCommand {
    let options: PreviewOptions
    let environment: CLIEnvironment

    init(_ options: PreviewOptions, environment: CLIEnvironment) {
        self.options = options
        self.environment = environment
    }

    func run() throws(CLIError) -> Int32 {
        guard !options.help, let path = options.file else {
            environment.writeOutput(HelpText.preview)
            return 0
        }
        if SourceProjectLoader(environment: environment).isSourcePath(path) {
            return try SourcePreview(options: options, environment: environment).run(path)
        }
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = path == "-" ? environment.readInput() : try environment.fileSystem.readFile(at: path)
        } catch {
            throw .fileSystem(error)
        }
        let result = ConfigurationLinter.lint(bytes, options: LintOptions(select: ["TB000"]))
        let syntaxErrors = result.diagnostics.filter { $0.code == "TB000" }.count
        if syntaxErrors > 0 {
            environment.writeError("tabbar: warning: \(path) has \(Plural.count(syntaxErrors, "syntax error")); "
                                   + "the preview shows what could be read (see 'tabbar check \(path)')\n")
        }
        let config = result.config
        if config.items.count > LayoutEngine.maxVisibleTabs {
            environment.writeError("tabbar: warning: \(path) has \(config.items.count) items: the preview shows what UIKit "
                                   + "shows, the first \(LayoutEngine.maxVisibleTabs - 1) and a More tab (TB001)\n")
        }
        let devices = try devices(for: config)
        let orientation: Orientation = options.landscape ? .landscape : config.preview.effectiveOrientation
        let input = LayoutInput(config)
        var layouts: [TabBarLayout] = []
        for device in devices {
            switch LayoutEngine.layout(input, on: device, orientation: orientation) {
            case .success(let layout):
                layouts.append(layout)
            case .failure(let error):
                environment.writeError("tabbar: error: cannot lay out \(path) on \(device.name): \(error.description)\n")
                return 1
            }
        }
        let text = render(layouts, config: config)
        try environment.deliver(text, to: options.output)
        return 0
    }

    /// `--device`: a built-in name, a device the file defines, `all`, or the file's first device.
    func devices(for config: TabBarConfig) throws(CLIError) -> [Device] {
        guard let name = options.device else { return [config.preview.effectiveDevices.first ?? Device.defaultDevice] }
        if name == "all" { return Device.builtIn }
        if let device = config.preview.devices.map(\.value).first(where: { $0.name == name }) ?? Device.named(name) {
            return [device]
        }
        let known = Device.builtIn.map(\.name) + config.preview.devices.map(\.value.name).filter { Device.named($0) == nil }
        throw .unknownDevice(name, known: known)
    }

    private func render(_ layouts: [TabBarLayout], config: TabBarConfig) -> String {
        switch options.format {
        case .json where options.device == "all":
            return JSON.array(layouts.map(Preview.json)).prettyPrinted() + "\n"
        case .json:
            return (layouts.first.map { Preview.json($0).prettyPrinted() } ?? "null") + "\n"
        case .svg where options.device == "all":
            // One picture, every device stacked top to bottom, each under its own caption.
            return Preview.svg(layouts, config: config)
        case .ascii, .svg:
            let parts = layouts.map { Preview.render($0, config: config, format: options.format) }
            let joined = parts.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
            return joined.joined(separator: "\n")
        }
    }
}
