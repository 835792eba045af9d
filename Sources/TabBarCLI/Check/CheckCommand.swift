import ProjectReader
import StoryboardSource
import TabBarCore
import TabBarWorkspace

/// `tabbar check`: find, check, optionally fix, and report.
struct CheckCommand {
    let options: CheckOptions
    let environment: CLIEnvironment

    init(_ options: CheckOptions, environment: CLIEnvironment) {
        self.options = options
        self.environment = environment
    }

    func run() throws(CLIError) -> Int32 {
        if options.help {
            environment.writeOutput(HelpText.check)
            return 0
        }
        let fixMode: FileChecker.FixMode = options.fix ? .write : options.diff ? .preview : .none
        // One listing per folder for every walk of the run (files, settings, scopes, catalogs).
        let fileSystem = ListingCache(environment.fileSystem)
        let settings = CheckSettings(fileSystem: fileSystem,
                                     base: LintOptions(select: options.select, ignore: options.ignore))
        let checker = FileChecker(fileSystem: fileSystem,
                                  lintOptions: settings.options(forFile: options.stdinFilename ?? "<stdin>"),
                                  fixMode: fixMode, home: environment.variables["HOME"])
        var errors: [FileSystemError] = []
        var files: [CheckedFile] = []
        var searches: [CatalogScan] = []
        var bars: [BarReport] = []
        /// Configuration and source files found or named, whether or not a front-end had to parse them.
        var found = 0
        let kept = KeptUntilExit(enabled: environment.endsWithProcess)
        defer { kept.keep((fileSystem, settings, files)) }
        if options.paths == ["-"] {
            files.append(try checkStandardInput(checker, searches: &searches))
            found = 1
        } else {
            let reader = checker.reader
            var result = reader.finder.find(in: options.effectivePaths)
            errors = result.errors
            if settings.mayApply(toFilesFoundIn: options.effectivePaths) {
                result.files.removeAll(where: settings.isExcluded)
                result.sourceFiles.removeAll(where: settings.isExcluded)
            }
            let projects = sourceProjects(result, reader: reader)
            let outcomes = checkConfigurations(result.files, settings: settings, fixMode: fixMode, searches: &searches)
                + checkSources(projects, settings: settings, fixMode: fixMode, kept: kept)
            kept.keep((result, projects, outcomes))
            // An Xcode project file is read for the storyboards it builds, not as one of the user's files.
            found = result.files.count + result.sourceFiles.count(where: { !XcodeProjectFiles.isProjectFile($0) })
            for outcome in outcomes {
                if let file = outcome.file { files.append(file) }
                if let error = outcome.error {
                    errors.append(error)
                    if outcome.file == nil { found -= 1 }
                }
                bars += outcome.bars
            }
            if result.files.isEmpty, result.sourceFiles.isEmpty, result.errors.isEmpty {
                environment.writeError("tabbar: warning: no tabbar.json, *.tabbar.json or source files found in "
                                       + options.effectivePaths.joined(separator: ", ") + "\n")
            }
        }
        for note in searches.compactMap(\.incompleteNote) {
            environment.writeError("tabbar: warning: \(note)\n")
        }
        let settingsFiles = settings.problemFiles()
        files = files.map(settings.finish) + settingsFiles
        errors += settings.locator.errors
        for error in errors {
            environment.writeError("tabbar: error: \(error.description)\n")
        }
        let findings = files.reduce(0) { $0 + $1.diagnostics.count }
        files = try applyBaselines(files, settings: settings)
        var summary = CheckSummary(files)
        summary.read = max(0, found) + settingsFiles.count
        summary.baselined = findings - files.reduce(0) { $0 + $1.diagnostics.count }
        summary.unreadable = errors.count
        summary.bars = bars
        if options.diff {
            return report(diffOf: files, summary: summary, failed: !errors.isEmpty)
        }
        environment.writeOutput(render(files, summary: summary))
        if options.fix, options.format != .text, summary.fixed > 0 {
            environment.writeError("Fixed \(Plural.count(summary.fixed, "problem")) in \(Plural.count(summary.fixedFiles, "file")).\n")
        }
        if !errors.isEmpty { return 2 }
        if options.writeBaseline != nil { return 0 }
        let failing = files.contains { file in
            let failOn = settings.failOn(for: file, commandLine: options.failOnGiven ? options.failOn : nil)
            return file.diagnostics.contains { failOn.fails($0.severity) }
        }
        return failing ? 1 : 0
    }

    /// The source files found, grouped into projects. A source file named on the command line is
    /// checked as part of its project (the nearest folder up with a project marker), which is read
    /// too; only the named file is reported.
    private func sourceProjects(_ found: ConfigFileFinder.Result, reader: SourceProjectReader) -> [SourceProjectFiles] {
        let named = Set(options.effectivePaths.filter { environment.fileSystem.kind(of: $0) != .directory })
        return reader.projects(found, named: named)
    }

    private func checkStandardInput(_ checker: FileChecker, searches: inout [CatalogScan]) throws(CLIError) -> CheckedFile {
        let bytes = environment.readInput()
        let name = options.stdinFilename ?? "<stdin>"
        let folder = options.stdinFilename.map { PathNames.folder(of: environment.fileSystem.absolutePath($0)) }
            ?? environment.fileSystem.currentDirectory
        var assets: AssetIndex?
        if checker.wantsAssets {
            let scope = CatalogScope.of(folder: folder, home: checker.home, in: environment.fileSystem)
            let scan = AssetCatalogScanner.scan(scope, in: environment.fileSystem)
            searches.append(scan)
            assets = scan.index
        }
        let checked = checker.check(bytes, path: name, assets: assets)
        if let error = checked.writeError { throw .fileSystem(error) }
        return checked.file
    }

    private func render(_ files: [CheckedFile], summary: CheckSummary) -> String {
        switch options.format {
        case .text:
            let color = options.color == .always || (options.color == .auto && environment.colorAllowed)
            return TextReporter(style: TerminalStyle(enabled: color), quiet: options.quiet, fixing: options.fix)
                .render(files, summary: summary)
        case .json: return JSONReporter.render(files, summary: summary)
        case .sarif: return SARIFReporter.render(files, documentation: environment.ruleDocumentation)
        case .github: return GitHubReporter.render(files)
        case .xcode: return XcodeReporter.render(files, fileSystem: environment.fileSystem)
        case .junit: return JUnitReporter.render(files, summary: summary)
        case .checkstyle: return CheckstyleReporter.render(files)
        case .gitlab: return GitLabReporter.render(files)
        case .html: return HTMLReporter(environment: environment).render(files, summary: summary)
        }
    }

    /// `--diff`: the unified diff of every file the safe fixes would change.
    private func report(diffOf files: [CheckedFile], summary: CheckSummary, failed: Bool) -> Int32 {
        var changed = 0
        for file in files {
            guard let original = file.original else { continue }
            changed += 1
            let label = file.path.hasPrefix("/") ? String(file.path.dropFirst()) : file.path
            environment.writeOutput(UnifiedDiff.diff(old: original, new: file.bytes,
                                                     oldPath: "a/" + label, newPath: "b/" + label))
        }
        if changed > 0 {
            environment.writeError("Would fix \(Plural.count(summary.fixed, "problem")) in "
                                   + "\(Plural.count(changed, "file")) (run 'tabbar check --fix' to apply).\n")
        } else if summary.heldBack > 0 {
            environment.writeError("No safe fixes to apply while the syntax errors stand: "
                                   + "fix them first (\(Plural.count(summary.heldBack, "safe fix", plural: "safe fixes")) wait).\n")
        } else {
            environment.writeError("No safe fixes to apply.\n")
        }
        if failed { return 2 }
        return changed > 0 ? 1 : 0
    }
}

/// "1 file", "3 files".
enum Plural {
    static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
