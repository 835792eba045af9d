import ProjectReader
import TabBarCore

/// The output formats of `tabbar check`.
public enum CheckFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, xcode, junit, checkstyle, gitlab, html
}

/// The lowest severity that makes `tabbar check` exit 1, or never.
public enum FailOn: String, Sendable, CaseIterable {
    case error, warning, info, never

    /// Whether a finding of `severity` fails the run.
    func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .info: return true
        case .never: return false
        }
    }
}

/// When to colour text output.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}

/// The parsed arguments of `tabbar check`.
public struct CheckOptions: Sendable, Hashable {
    /// The files and folders to check; `-` is standard input.
    public var paths: [String] = []
    /// `--format`.
    public var format: CheckFormat = .text
    /// `--fail-on`.
    public var failOn: FailOn = .warning
    /// Whether `--fail-on` was given (it then wins over a `.tabbarrc.json`'s `failOn`).
    public var failOnGiven = false
    /// `--baseline FILE`: report only findings the baseline does not hold.
    public var baseline: String?
    /// `--write-baseline FILE`: record the findings in a baseline.
    public var writeBaseline: String?
    /// Rule codes to report only; nil for all.
    public var select: Set<String>?
    /// Rule codes never reported.
    public var ignore: Set<String> = []
    /// `--fix`: apply safe fixes in place.
    public var fix = false
    /// `--diff`: print safe fixes as a unified diff.
    public var diff = false
    /// The name reported for standard input.
    public var stdinFilename: String?
    /// `--color`.
    public var color: ColorChoice = .auto
    /// `--quiet`: the summary only.
    public var quiet = false
    /// `--help` was given.
    public var help = false

    /// The defaults: check `.`, text, fail on warnings.
    public init() {}

    /// The paths to check: the given ones, or `.`.
    public var effectivePaths: [String] { paths.isEmpty ? ["."] : paths }

    /// Parses `tabbar check`'s arguments.
    public static func parse(_ arguments: [String]) throws(CLIError) -> CheckOptions {
        var options = CheckOptions()
        var scanner = ArgumentScanner(arguments, command: "check")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name, let inline):
                switch name {
                case "--format", "-f":
                    options.format = try scanner.choice(of: name, inline: inline, as: CheckFormat.self, choices: CheckFormat.allCases)
                case "--fail-on":
                    options.failOn = try scanner.choice(of: name, inline: inline, as: FailOn.self, choices: FailOn.allCases)
                    options.failOnGiven = true
                case "--baseline":
                    options.baseline = try scanner.value(of: name, inline: inline)
                case "--write-baseline":
                    options.writeBaseline = try scanner.value(of: name, inline: inline)
                case "--select":
                    options.select = (options.select ?? []).union(try ruleCodes(try scanner.value(of: name, inline: inline)))
                case "--ignore":
                    options.ignore.formUnion(try ruleCodes(try scanner.value(of: name, inline: inline)))
                case "--fix":
                    try scanner.flag(name, inline: inline)
                    options.fix = true
                case "--diff":
                    try scanner.flag(name, inline: inline)
                    options.diff = true
                case "--stdin-filename":
                    options.stdinFilename = try scanner.value(of: name, inline: inline)
                case "--color", "--colour":
                    options.color = try scanner.choice(of: name, inline: inline, as: ColorChoice.self, choices: ColorChoice.allCases)
                case "--quiet", "-q":
                    try scanner.flag(name, inline: inline)
                    options.quiet = true
                case "--help", "-h":
                    options.help = true
                default:
                    throw .unknownOption(name, command: "check")
                }
            }
        }
        if options.fix, options.diff { throw .conflictingOptions("--fix", "--diff") }
        if options.paths.contains("-") {
            if options.paths.count > 1 { throw .unexpectedArgument(options.paths.first { $0 != "-" } ?? "-", command: "check") }
            if options.fix { throw .conflictingOptions("--fix", "- (standard input)") }
        }
        return options
    }

    /// Rule codes from a comma-separated list of codes or names.
    static func ruleCodes(_ list: String) throws(CLIError) -> Set<String> {
        var codes: Set<String> = []
        for part in list.split(separator: ",") {
            let name = part.trimmingSpaces()
            guard !name.isEmpty else { continue }
            guard let description = RuleRegistry.description(for: name) else { throw .unknownRule(name) }
            codes.insert(description.code)
        }
        if codes.isEmpty { throw .invalidValue(option: "--select/--ignore", value: list, expected: "rule codes or names") }
        return codes
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
