import JSONC
import SwiftSource
import TabBarCore
import TabBarWorkspace

/// `tabbar generate --language swift|objc|swiftui [--swiftui-api tab|tabitem] [--class-prefix P] [-o DIR] [--check]
/// FILE`: the code CYLTabBarController needs, or a SwiftUI `TabView`, from a configuration without errors. Files are written atomically and
/// only when their bytes change; `--check` writes nothing and prints a diff of the stale ones.
struct GenerateCommand {
    let options: GenerateOptions
    let environment: CLIEnvironment

    init(_ options: GenerateOptions, environment: CLIEnvironment) {
        self.options = options
        self.environment = environment
    }

    func run() throws(CLIError) -> Int32 {
        guard !options.help, let path = options.file, let language = options.language else {
            environment.writeOutput(HelpText.generate)
            return 0
        }
        let fileSystem = environment.fileSystem
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try fileSystem.readFile(at: path)
        } catch {
            throw .fileSystem(error)
        }
        guard CodeGenerator.isValidClassPrefix(options.classPrefix) else {
            throw .invalidValue(option: "--class-prefix", value: options.classPrefix,
                                expected: "an ASCII capital letter, then ASCII letters, digits and '_'")
        }
        let folder = options.output ?? PathNames.folder(of: path)
        guard fileSystem.kind(of: folder) == .directory else {
            throw .fileSystem(fileSystem.kind(of: folder) == nil ? .notFound(path: folder)
                              : .io(path: folder, reason: "not a folder: -o names the folder to write into"))
        }
        let result = ConfigurationLinter.lint(bytes)
        let file = CheckedFile(path: path, bytes: bytes, diagnostics: result.diagnostics)
        let generated: [GeneratedFile]
        do throws(CodeGenerationError) {
            generated = try generate(language, checked: result, configurationName: PathNames.lastComponent(path))
        } catch {
            switch error {
            case .configurationErrors(let errors):
                let reporter = TextReporter(style: TerminalStyle(enabled: false))
                for error in errors { environment.writeError(reporter.render(error, in: file) + "\n") }
                environment.writeError("tabbar: error: \(path) has \(Plural.count(errors.count, "error")): nothing generated "
                                       + "(see 'tabbar check \(path)')\n")
            case .invalidConfiguration(let problems):
                for problem in problems {
                    let start = file.position(problem.range.start)
                    environment.writeError("\(path):\(start.line):\(start.column): error: \(problem.message)\n")
                }
                environment.writeError("tabbar: error: \(path) cannot be generated: nothing written\n")
            case .invalidClassPrefix:
                throw .invalidValue(option: "--class-prefix", value: options.classPrefix, expected: error.description)
            }
            return 1
        }
        return try options.check ? check(generated, in: folder) : write(generated, in: folder)
    }

    /// The files for `language`, from the writer it names: CYLTabBarController's in Swift or Objective-C, or the
    /// SwiftUI technology's `TabView`.
    private func generate(_ language: GenerateLanguage, checked result: LintResult,
                          configurationName: String) throws(CodeGenerationError) -> [GeneratedFile] {
        try writer(for: language, configurationName: configurationName).generate(checked: result)
    }

    /// The writer `--language` names.
    private func writer(for language: GenerateLanguage, configurationName: String) -> any ConfigurationCodeWriter {
        guard let cylLanguage = language.cylLanguage else {
            return SwiftUICodeGenerator(api: options.swiftUIAPI ?? .tab, typePrefix: options.classPrefix,
                                        configurationName: configurationName, command: options.commandLine)
        }
        return CodeGenerator(language: cylLanguage, classPrefix: options.classPrefix,
                             configurationName: configurationName, command: options.commandLine)
    }

    /// The bytes on disk at `path`, nil when there is no file.
    private func existing(_ path: String) throws(CLIError) -> [UInt8]? {
        do throws(FileSystemError) {
            return try environment.fileSystem.readFile(at: path)
        } catch {
            if case .notFound = error { return nil }
            throw .fileSystem(error)
        }
    }

    private func write(_ files: [GeneratedFile], in folder: String) throws(CLIError) -> Int32 {
        for generated in files {
            let target = PathNames.join(folder, generated.name)
            let bytes = Array(generated.text.utf8)
            if try existing(target) == bytes {
                environment.writeOutput("unchanged \(target)\n")
                continue
            }
            do throws(FileSystemError) {
                try environment.fileSystem.writeFileAtomically(bytes, to: target)
            } catch {
                throw .fileSystem(error)
            }
            environment.writeOutput("wrote \(target)\n")
        }
        return 0
    }

    private func check(_ files: [GeneratedFile], in folder: String) throws(CLIError) -> Int32 {
        var stale: [String] = []
        for generated in files {
            let target = PathNames.join(folder, generated.name)
            let bytes = Array(generated.text.utf8)
            let old = try existing(target)
            guard old != bytes else { continue }
            stale.append(target)
            environment.writeOutput(UnifiedDiff.diff(old: old ?? [], new: bytes, oldPath: old == nil ? "/dev/null" : "a/" + target,
                                                     newPath: "b/" + target))
        }
        guard !stale.isEmpty else { return 0 }
        environment.writeError("tabbar: error: \(Plural.count(stale.count, "generated file")) out of date "
                               + "(\(stale.joined(separator: ", "))): run \(options.commandLine)\n")
        return 1
    }
}
