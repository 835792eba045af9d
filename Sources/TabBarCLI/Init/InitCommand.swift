import TabBarCore
import TabBarWorkspace

/// `tabbar init [FOLDER]`: writes a commented `.tabbarrc.json` (never over an existing one) and
/// prints the lines that wire tabbar into a pre-commit hook, Xcode and SwiftPM.
enum InitCommand {
    static func run(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) -> Int32 {
        var folder: String?
        var scanner = ArgumentScanner(arguments, command: "init")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let value):
                if folder != nil { throw .unexpectedArgument(value, command: "init") }
                folder = value
            case .option(let name, _):
                switch name {
                case "--help", "-h":
                    environment.writeOutput(HelpText.initCommand)
                    return 0
                default: throw .unknownOption(name, command: "init")
                }
            }
        }
        let fileSystem = environment.fileSystem
        let target = folder ?? "."
        guard fileSystem.kind(of: target) == .directory else { throw .fileSystem(.notFound(path: target)) }
        let path = PathNames.join(target, SettingsDecoder.fileName)
        if fileSystem.kind(of: path) != nil {
            environment.writeError("tabbar: \(path) exists; left as it is\n")
        } else {
            do throws(FileSystemError) {
                try fileSystem.writeFileAtomically(Array(SettingsTemplate.text.utf8), to: path)
            } catch {
                throw .fileSystem(error)
            }
            environment.writeOutput("Wrote \(path): project settings, every key explained in a comment.\n")
        }
        environment.writeOutput(nextSteps)
        return 0
    }

    /// The files the hook passes to tabbar: those `.pre-commit-hooks.yaml` names (a test keeps them equal).
    static let preCommitFiles = #"(^|/)([^/]*\.)?tabbar\.json$|\.(m|mm|h|swift|storyboard)$"#

    /// The lines printed after the settings: each works as printed, with no placeholder to fill. The
    /// pre-commit hook is a `local` one that runs the `tabbar` on `PATH` (the one printing this), because
    /// tabbar's repository has no release tag a `rev` could name (docs/adoption.md says more).
    static let nextSteps = """

    Check now:
      tabbar check

    Adopt on existing code (report only new findings from now on):
      tabbar check --write-baseline .tabbar-baseline.json
      and set "baseline": ".tabbar-baseline.json" in .tabbarrc.json (or pass --baseline).

    pre-commit (.pre-commit-config.yaml): a local hook, running the tabbar on your PATH:
      repos:
        - repo: local
          hooks:
            - id: tabbar
              name: tabbar check
              entry: tabbar check
              language: system
              files: '\(preCommitFiles)'

    Xcode (Target > Build Phases > + > New Run Script Phase, above Compile Sources):
      tabbar check --format xcode "${SRCROOT}"

    SwiftPM, with tabbar's package as a dependency (its clone's path or its URL; see docs/adoption.md):
      on a target:  plugins: [.plugin(name: "TabBarBuildToolPlugin", package: "tabbar")]
      or on demand: swift package tabbar check

    """
}
