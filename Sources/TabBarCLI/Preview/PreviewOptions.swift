import TabBarCore

/// The parsed arguments of `tabbar preview`.
public struct PreviewOptions: Sendable, Hashable {
    /// The configuration file; `-` is standard input.
    public var file: String?
    /// A device name, `all`, or nil for the file's first preview device.
    public var device: String?
    /// `--landscape`.
    public var landscape = false
    /// `--format`.
    public var format: PreviewFormat = .ascii
    /// `-o`: where to write instead of standard output.
    public var output: String?
    /// `--bars`: at most this many tab bars of a source path (`Int.max` for `all`); nil for the default, every bar
    /// in JSON (a tool reads it) and `defaultBars` in ASCII and SVG (a person does).
    public var bars: Int?
    /// `--help` was given.
    public var help = false

    /// The tab bars of a source path ASCII and SVG show unless `--bars` says otherwise (the HTML report draws as many).
    public static let defaultBars = 20

    /// How many tab bars of a source path to show: `--bars`, else the format's default (nil: every one).
    public var barLimit: Int? {
        if let bars { return bars == Int.max ? nil : bars }
        return format == .json ? nil : Self.defaultBars
    }

    /// The defaults: ASCII on the file's first device.
    public init() {}

    /// Parses `tabbar preview`'s arguments.
    public static func parse(_ arguments: [String]) throws(CLIError) -> PreviewOptions {
        var options = PreviewOptions()
        var scanner = ArgumentScanner(arguments, command: "preview")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let path):
                if options.file != nil { throw .unexpectedArgument(path, command: "preview") }
                options.file = path
            case .option(let name, let inline):
                switch name {
                case "--device", "-d":
                    options.device = try scanner.value(of: name, inline: inline)
                case "--landscape":
                    try scanner.flag(name, inline: inline)
                    options.landscape = true
                case "--format", "-f":
                    options.format = try scanner.choice(of: name, inline: inline, as: PreviewFormat.self,
                                                        choices: PreviewFormat.allCases)
                case "--output", "-o":
                    options.output = try scanner.value(of: name, inline: inline)
                case "--bars":
                    let value = try scanner.value(of: name, inline: inline)
                    if value == "all" {
                        options.bars = Int.max
                    } else if let count = Int(value), count > 0 {
                        options.bars = count
                    } else {
                        throw .invalidValue(option: name, value: value, expected: "a positive number or 'all'")
                    }
                case "--help", "-h":
                    options.help = true
                default:
                    throw .unknownOption(name, command: "preview")
                }
            }
        }
        if !options.help, options.file == nil { throw .missingArgument("a configuration FILE", command: "preview") }
        return options
    }
}
