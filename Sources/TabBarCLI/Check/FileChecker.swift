import Dispatch
import ProjectReader
import TabBarCore
import TabBarWorkspace

/// Reads, fixes and lints configuration files on every core, with results in input order, and
/// the source projects (`FileChecker+Sources`); both end in `finish`.
struct FileChecker: Sendable {
    /// What to do with safe fixes.
    enum FixMode: Sendable {
        /// Report only.
        case none
        /// Compute the fixed text but write nothing (`--diff`).
        case preview
        /// Write the fixed text in place (`--fix`).
        case write
    }

    let fileSystem: any FileSystem
    let lintOptions: LintOptions
    let fixMode: FixMode
    /// The home folder (`$HOME`), where the search for a file's project (and its lock files) ends.
    var home: String?
    /// What the checks leave for the process's exit to free: the projects read.
    var kept = KeptUntilExit(enabled: false)

    /// The reader of source projects on the same file system.
    var reader: SourceProjectReader {
        var reader = SourceProjectReader(fileSystem: fileSystem, home: home)
        reader.leftovers = kept
        return reader
    }

    /// What checking one file gave: its findings, an error, or both (a file whose fixed
    /// text could not be written is reported as it stands, with the error).
    struct Outcome: Sendable {
        var file: CheckedFile?
        var error: FileSystemError?
        /// The tab bars of a source project with their coverage (on one outcome of the project).
        var bars: [BarReport] = []
    }

    /// Whether TB014 runs, and so whether asset catalogs are looked for at all.
    var wantsAssets: Bool { lintOptions.isEnabled(MissingAssetRule.description.code) }

    /// Checks each file, in input order; `assets` receives the catalog searches made.
    func check(_ paths: [String], assets searches: inout [CatalogScan]) -> [Outcome] {
        let absolutePaths = paths.map(fileSystem.absolutePath)
        let assets = wantsAssets ? AssetIndexes.build(for: absolutePaths, home: home, fileSystem: fileSystem)
            : AssetIndexes.none
        searches = assets.scans
        let slots = Slots<Outcome>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            do throws(FileSystemError) {
                let bytes = try fileSystem.readFile(at: path)
                let checked = check(bytes, path: path, assets: assets.index(for: absolutePaths[index]))
                slots[index] = Outcome(file: checked.file, error: checked.writeError)
            } catch {
                slots[index] = Outcome(file: nil, error: error)
            }
        }
        return slots.values.map { $0! }
    }

    /// Checks the configuration `bytes` read from `path` (a tab bar); with `--fix`, writes the fixed text
    /// there. When the write fails the file is reported as it stands, with the error.
    func check(_ bytes: [UInt8], path: String, assets: AssetIndex?) -> (file: CheckedFile, writeError: FileSystemError?) {
        var checked = checkConfiguration(bytes, path: path, assets: assets)
        checked.file.holdsTabBar = true
        return checked
    }

    private func checkConfiguration(_ bytes: [UInt8], path: String, assets: AssetIndex?)
        -> (file: CheckedFile, writeError: FileSystemError?) {
        var options = lintOptions
        options.assets = assets
        guard fixMode != .none else {
            return (CheckedFile(path: path, bytes: bytes, diagnostics: ConfigurationLinter.lint(bytes, options: options).diagnostics), nil)
        }
        let outcome = FixAll.apply(to: bytes, options: options)
        return finish(path: path, original: bytes, fixed: outcome.bytes, appliedFixes: outcome.appliedFixes,
                      diagnostics: { ConfigurationLinter.lint(outcome.bytes, options: options).diagnostics },
                      diagnosticsBefore: { ConfigurationLinter.lint(bytes, options: options).diagnostics })
    }

    /// The end of checking one file, configuration or source alike: with `--fix`, the fixed text is
    /// written; the file is reported with the findings left (`diagnostics`), or, when the write
    /// fails, as it stands (`diagnosticsBefore`) with the error.
    func finish(path: String, original: [UInt8], fixed: [UInt8], appliedFixes: Int, diagnostics: () -> [Diagnostic],
                diagnosticsBefore: () -> [Diagnostic]) -> (file: CheckedFile, writeError: FileSystemError?) {
        let changed = fixed != original
        if changed, fixMode == .write {
            do throws(FileSystemError) {
                try fileSystem.writeFileAtomically(fixed, to: path)
            } catch {
                return (CheckedFile(path: path, bytes: original, diagnostics: diagnosticsBefore()), error)
            }
        }
        return (CheckedFile(path: path, bytes: fixed, diagnostics: diagnostics(),
                            appliedFixes: changed ? appliedFixes : 0, original: changed ? original : nil), nil)
    }
}
