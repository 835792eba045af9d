import Testing
@testable import TabBarCLI

/// Usage errors exit 2 with a message on stderr; help and version exit 0 on stdout.
@Suite struct ArgumentParsingTests {
    @Test func noArgumentsPrintsUsageAndExits2() {
        let run = CLIRunner.run([])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("USAGE: tabbar <command>"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: ["--version", "-V", "version"])
    func version(flag: String) {
        let run = CLIRunner.run([flag])
        #expect(run.exitCode == 0)
        #expect(run.stdout == "tabbar \(TabBarVersion.current)\n")
    }

    @Test(arguments: [
        (["--help"], "COMMANDS:"), (["-h"], "COMMANDS:"), (["help"], "COMMANDS:"),
        (["help", "check"], "USAGE: tabbar check"), (["check", "--help"], "--fail-on SEVERITY"),
        (["check", "-h"], "--fail-on SEVERITY"), (["preview", "--help"], "USAGE: tabbar preview"),
        (["rules", "--help"], "USAGE: tabbar rules"), (["explain", "--help"], "USAGE: tabbar explain"),
        (["lsp", "--help"], "USAGE: tabbar lsp"), (["help", "preview"], "--landscape"),
    ])
    func helpForEachCommand(arguments: [String], expected: String) {
        let run = CLIRunner.run(arguments)
        #expect(run.exitCode == 0, "\(arguments): \(run.stderr)")
        #expect(run.stdout.contains(expected), "\(arguments) printed \(run.stdout)")
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["chek"], "did you mean 'check'?"),
        (["--bogus"], "unknown option '--bogus'"),
        (["help", "nope"], "unknown command 'nope'"),
        (["check", "--bogus"], "unknown option '--bogus' for 'tabbar check'"),
        (["check", "--format"], "option '--format' needs a value"),
        (["check", "--format", "yaml"], "invalid value 'yaml' for '--format': expected text|json|sarif|github|xcode"),
        (["check", "--format=yaml"], "invalid value 'yaml' for '--format'"),
        (["check", "--fail-on", "fatal"], "expected error|warning|info|never"),
        (["check", "--select", "TB999"], "unknown rule 'TB999'"),
        (["check", "--ignore", "no-such-rule"], "unknown rule 'no-such-rule'"),
        (["check", "--select", ","], "invalid value ','"),
        (["check", "--fix", "--diff"], "'--fix' cannot be combined with '--diff'"),
        (["check", "--fix=yes"], "invalid value 'yes' for '--fix'"),
        (["check", "--color", "sometimes"], "expected auto|always|never"),
        (["check", "-", "other.json"], "unexpected argument 'other.json'"),
        (["check", "--fix", "-"], "'--fix' cannot be combined with '- (standard input)'"),
        (["preview"], "'tabbar preview' needs a configuration FILE"),
        (["preview", "a.json", "b.json"], "unexpected argument 'b.json'"),
        (["preview", "a.json", "--format", "png"], "expected ascii|svg|json"),
        (["preview", "a.json", "-o"], "option '-o' needs a value"),
        (["rules", "extra"], "unexpected argument 'extra'"),
        (["rules", "--format", "xml"], "expected text|json|markdown"),
        (["explain"], "'tabbar explain' needs a rule code or name"),
        (["explain", "TB003", "TB004"], "unexpected argument 'TB004'"),
        (["explain", "TB099"], "unknown rule 'TB099'"),
        (["explain", "--verbose", "TB003"], "unknown option '--verbose'"),
    ])
    func usageErrorsExit2(arguments: [String], message: String) {
        let run = CLIRunner.run(arguments)
        #expect(run.exitCode == 2, "\(arguments) exited \(run.exitCode)")
        #expect(run.stderr.hasPrefix("tabbar: error: "), "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(arguments) wrote to stdout: \(run.stdout)")
    }

    @Test func optionsParseInEveryForm() throws {
        let options = try CheckOptions.parse(["a", "--format=json", "--fail-on", "error", "--select", "TB003, title-mismatch",
                                              "--select=TB004", "--ignore", "duplicate-key", "-q", "--", "--not-an-option"])
        #expect(options.paths == ["a", "--not-an-option"])
        #expect(options.format == .json)
        #expect(options.failOn == .error)
        #expect(options.select == ["TB003", "TB004"])
        #expect(options.ignore == ["TB008"])
        #expect(options.quiet)
        #expect(options.effectivePaths == ["a", "--not-an-option"])
        #expect(try CheckOptions.parse([]).effectivePaths == ["."])
    }

    @Test func previewOptionsParse() throws {
        let options = try PreviewOptions.parse(["x.json", "--device=ipad-10", "--landscape", "-f", "json", "-o", "out.json"])
        #expect(options.file == "x.json")
        #expect(options.device == "ipad-10")
        #expect(options.landscape)
        #expect(options.format == .json)
        #expect(options.output == "out.json")
    }
}
