import TabBarCore
import TabBarWorkspace

/// `tabbar import PATH [-o OUT]`: prints the configuration file equivalent to the tab bar written in
/// the Objective-C or Swift source at PATH (a file or a project folder).
enum ImportCommand {
    static func run(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) -> Int32 {
        var path: String?
        var output: String?
        var scanner = ArgumentScanner(arguments, command: "import")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let value):
                if path != nil { throw .unexpectedArgument(value, command: "import") }
                path = value
            case .option(let name, let inline):
                switch name {
                case "--output", "-o": output = try scanner.value(of: name, inline: inline)
                case "--help", "-h":
                    environment.writeOutput(HelpText.importCommand)
                    return 0
                default: throw .unknownOption(name, command: "import")
                }
            }
        }
        guard let path else { throw .missingArgument("a source FILE or project FOLDER", command: "import") }
        let bars = try SourceProjectLoader(environment: environment).tabBars(for: path)
        // The first controller whose items can be read; `tabBars` throws when there is none at all.
        let chosen = bars.firstIndex { $0.bar.controller.value.items != nil } ?? 0
        let (project, bar) = bars[chosen]
        var places = BarPlaces()
        let others = bars.indices.filter { $0 != chosen }
        for position in others.prefix(PreviewOptions.defaultBars) {
            let other = bars[position]
            environment.writeError("tabbar: note: another tab bar is built at \(places.place(of: other.bar, in: other.project)); "
                                   + "import its folder or file on its own\n")
        }
        if others.count > PreviewOptions.defaultBars {
            environment.writeError("tabbar: note: … and \(Plural.count(others.count - PreviewOptions.defaultBars, "more tab bar")) "
                                   + "not listed\n")
        }
        var importer = ConfigurationImport(bar, in: project)
        let text = importer.text()
        try environment.deliver(text, to: output)
        return 0
    }
}
