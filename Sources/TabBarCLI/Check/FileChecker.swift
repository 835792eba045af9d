import Dispatch
import SourceCheck
import TabBarCore
import TabBarWorkspace

/// Reads, fixes and lints many files on every core, with results in input order.
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
    /// The home folder (`$HOME`), where the search for a file's project ends.
    var home: String?

    /// What checking one file gave: its findings, an error, or both (a file whose fixed
    /// text could not be written is reported as it stands, with the error).
    struct Outcome: Sendable {
        var file: CheckedFile?
        var error: FileSystemError?
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

    /// Checks `bytes` read from `path`; with `--fix`, writes the fixed text there. When the
    /// write fails the file is reported as it stands, with the error.
    func check(_ bytes: [UInt8], path: String, assets: AssetIndex?) -> (file: CheckedFile, writeError: FileSystemError?) {
        var options = lintOptions
        options.assets = assets
        guard fixMode != .none else {
            return (CheckedFile(path: path, bytes: bytes, diagnostics: Linter.lint(bytes, options: options).diagnostics), nil)
        }
        let outcome = FixAll.apply(to: bytes, options: options)
        let changed = outcome.bytes != bytes
        if changed, fixMode == .write {
            do throws(FileSystemError) {
                try fileSystem.writeFileAtomically(outcome.bytes, to: path)
            } catch {
                return (CheckedFile(path: path, bytes: bytes, diagnostics: Linter.lint(bytes, options: options).diagnostics),
                        error)
            }
        }
        let remaining = Linter.lint(outcome.bytes, options: options).diagnostics
        return (CheckedFile(path: path, bytes: outcome.bytes, diagnostics: remaining,
                            appliedFixes: changed ? outcome.appliedFixes : 0, original: changed ? bytes : nil), nil)
    }
}
