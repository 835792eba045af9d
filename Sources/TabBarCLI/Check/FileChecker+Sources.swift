import ProjectReader
import TabBarCore
import TabBarWorkspace

/// Checks the Objective-C and Swift files of one or more projects (SPEC section 7): reads each
/// project with the `SourceProjectReader`, runs the source rules, and with `--fix` applies the safe fixes.
extension FileChecker {
    /// Checks each project; the outcomes of the files that matter (read by a front-end), in path order.
    /// `projectIndex` numbers the first project's bars (`BarReport.project`), the next ones following.
    func check(_ projects: [SourceProjectFiles], projectIndex: Int = 0) -> [Outcome] {
        let reader = reader
        return projects.enumerated().flatMap { check($1, reader: reader, projectIndex: projectIndex + $0) }
    }

    private func check(_ files: SourceProjectFiles, reader: SourceProjectReader, projectIndex: Int) -> [Outcome] {
        var options = lintOptions
        // TB014's catalogs are those of the scope of the first file read (extracted): the scope of the
        // project's first file is searched while the files are read, and is usually that one.
        let pending = wantsAssets ? files.paths.first.map {
            PendingAssetIndex(forFileAt: $0, home: home, fileSystem: fileSystem)
        } : nil
        let (read, errors) = reader.read(files)
        options.libraryVersion = reader.libraryVersion(of: files, read: read) ?? options.libraryVersion
        if let pending, let first = read.files.first {
            options.assets = pending.index(forFileAt: first.path)
        } else {
            pending?.wait()
        }
        var outcomes = errors.keys.sorted().compactMap { index -> Outcome? in
            files.reports(files.paths[index]) ? Outcome(file: nil, error: errors[index]) : nil
        }
        let fixed = fixMode == .none ? nil : SourceFixer.fixAll(read, options: options)
        let final = fixed?.project ?? read
        let diagnostics = SourceLinter.lint(final, options: options)
        kept.keep((read, fixed, diagnostics))
        let barFiles = Set(final.controllers.map(\.file))
        for (index, file) in final.files.enumerated() where files.reports(file.path) {
            var checked = finish(path: file.path, original: read.files[index].bytes, fixed: file.bytes,
                                 appliedFixes: fixed?.applied[index] ?? 0, diagnostics: { diagnostics[index] },
                                 diagnosticsBefore: { SourceLinter.lint(read, options: options)[index] })
            checked.file.holdsTabBar = barFiles.contains(index)
            outcomes.append(Outcome(file: checked.file, error: checked.writeError))
        }
        let bars = BarReport.reports(of: final, projectIndex: projectIndex)
            .filter { files.reports($0.path) || $0.gaps.contains { files.reports($0.path) } }
        if !bars.isEmpty { outcomes.append(Outcome(file: nil, error: nil, bars: bars)) }
        return outcomes
    }
}
