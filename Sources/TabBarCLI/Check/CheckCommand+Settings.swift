import ProjectReader
import TabBarCore
import TabBarWorkspace

extension CheckCommand {
    /// Checks configuration files, each with the options of its settings, in input order.
    func checkConfigurations(_ paths: [String], settings: CheckSettings, fixMode: FileChecker.FixMode,
                             searches: inout [CatalogScan]) -> [FileChecker.Outcome] {
        // Usually one settings file for all: one checker per distinct settings file.
        var groups: [(key: String?, indices: [Int])] = []
        for (index, path) in paths.enumerated() {
            let key = settings.settings(forFile: path)?.path
            if let slot = groups.firstIndex(where: { $0.key == key }) {
                groups[slot].indices.append(index)
            } else {
                groups.append((key, [index]))
            }
        }
        var outcomes = [FileChecker.Outcome?](repeating: nil, count: paths.count)
        for group in groups {
            let checker = FileChecker(fileSystem: settings.fileSystem,
                                      lintOptions: settings.options(forFile: paths[group.indices[0]]),
                                      fixMode: fixMode, home: environment.variables["HOME"])
            var scans: [CatalogScan] = []
            let checked = checker.check(group.indices.map { paths[$0] }, assets: &scans)
            searches += scans
            for (index, outcome) in zip(group.indices, checked) { outcomes[index] = outcome }
        }
        return outcomes.compactMap { $0 }
    }

    /// Checks source projects, each with the options of the settings above its root.
    func checkSources(_ projects: [SourceProjectFiles], settings: CheckSettings,
                      fixMode: FileChecker.FixMode, kept: KeptUntilExit) -> [FileChecker.Outcome] {
        projects.enumerated().flatMap { index, project in
            var checker = FileChecker(fileSystem: settings.fileSystem, lintOptions: settings.options(forProject: project),
                                      fixMode: fixMode, home: environment.variables["HOME"])
            checker.kept = kept
            return checker.check([project], projectIndex: index)
        }
    }

    /// Writes `--write-baseline`, then drops the findings of `--baseline` (or, without it, of the
    /// baseline each file's settings name).
    func applyBaselines(_ files: [CheckedFile], settings: CheckSettings) throws(CLIError) -> [CheckedFile] {
        let step = BaselineStep(fileSystem: environment.fileSystem)
        if let path = options.writeBaseline {
            do throws(FileSystemError) {
                let count = try step.write(files, to: path)
                environment.writeError("Wrote \(Plural.count(count, "finding")) to the baseline \(path).\n")
            } catch {
                throw .fileSystem(error)
            }
            return files
        }
        if let path = options.baseline {
            return step.filter(files, by: try step.read(path), at: path)
        }
        var result = files
        var read: [String: Baseline] = [:]
        for (index, file) in files.enumerated() {
            guard let loaded = settings.settings(forFile: file.path), let name = loaded.settings.baseline else { continue }
            let path = PathNames.normalize(PathNames.join(loaded.folder, name))
            if read[path] == nil {
                do throws(CLIError) {
                    read[path] = try step.read(path)
                } catch {
                    environment.writeError("tabbar: warning: \(loaded.path): \(error.description)\n")
                    read[path] = Baseline([])
                }
            }
            if let baseline = read[path] {
                result[index] = step.filter([file], by: baseline, at: path)[0]
            }
        }
        return result
    }
}
