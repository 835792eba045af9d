import LanguageServer

/// The `tabbar` command line as a library, so tests run it in-process.
public enum TabBarCommand {
    /// Runs `tabbar` with `arguments` (without the program name) on the process's own
    /// streams and file system; returns the exit code, for the caller to exit with at once (what the
    /// run built is left for the exit to free).
    public static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == "lsp" {
            // The server owns stdin/stdout; nothing else may touch them.
            return LanguageServerEntry.run(arguments: Array(arguments.dropFirst()))
        }
        return run(arguments, environment: .process())
    }

    /// Runs `tabbar` with `arguments` in `environment`; returns the exit code:
    /// 0 success, 1 findings (or a layout that cannot be computed), 2 usage or I/O error.
    public static func run(_ arguments: [String], environment: CLIEnvironment) -> Int32 {
        do {
            return try dispatch(arguments, environment: environment)
        } catch {
            environment.writeError("tabbar: error: \(error.description)\n")
            return error.exitCode
        }
    }

    private static func dispatch(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) -> Int32 {
        guard let first = arguments.first else {
            environment.writeError(HelpText.main)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "check":
            return try CheckCommand(try CheckOptions.parse(rest), environment: environment).run()
        case "preview":
            return try PreviewCommand(try PreviewOptions.parse(rest), environment: environment).run()
        case "import":
            return try ImportCommand.run(rest, environment: environment)
        case "generate":
            return try GenerateCommand(try GenerateOptions.parse(rest), environment: environment).run()
        case "init":
            return try InitCommand.run(rest, environment: environment)
        case "rules":
            return try RulesCommand.run(rest, environment: environment)
        case "explain":
            return try ExplainCommand.run(rest, environment: environment)
        case "lsp":
            if rest.contains("--help") || rest.contains("-h") {
                environment.writeOutput(HelpText.lsp)
                return 0
            }
            return LanguageServerEntry.run(arguments: rest)
        case "help":
            guard let topic = rest.first else {
                environment.writeOutput(HelpText.main)
                return 0
            }
            guard let text = HelpText.forCommand(topic) else { throw .unknownCommand(topic) }
            environment.writeOutput(text)
            return 0
        case "--help", "-h":
            environment.writeOutput(HelpText.main)
            return 0
        case "--version", "-V", "version":
            environment.writeOutput("tabbar \(TabBarVersion.current)\n")
            return 0
        default:
            if first.hasPrefix("-") { throw .unknownOption(first, command: "") }
            throw .unknownCommand(first)
        }
    }
}
