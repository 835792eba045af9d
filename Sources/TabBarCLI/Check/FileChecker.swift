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

    /// What checking one file gave: its findings, an error, or both (a file whose fixed
    /// text could not be written is reported as it stands, with the error).
    struct Outcome: Sendable {
        var file: CheckedFile?
        var error: FileSystemError?
    }

    /// Checks each file, in input order.
    func check(_ paths: [String]) -> [Outcome] {
        let absolutePaths = paths.map(fileSystem.absolutePath)
        let assets = AssetIndexes.build(for: absolutePaths)
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

/// The asset index of each repository root, built once per root, in parallel.
struct AssetIndexes: Sendable {
    private let rootOfFile: [String: String]
    private let indexOfRoot: [String: AssetIndex]

    /// Indexes the roots of `absolutePaths` (the nearest folder up with `.git`, else the file's folder).
    static func build(for absolutePaths: [String]) -> AssetIndexes {
        var rootOfFile: [String: String] = [:]
        var rootOfFolder: [String: String] = [:]
        var uniqueRoots: [String] = []
        var seenRoots: Set<String> = []
        for path in absolutePaths {
            let folder = PathNames.folder(of: path)
            let root: String
            if let known = rootOfFolder[folder] {
                root = known
            } else {
                root = AssetCatalogScanner.repositoryRoot(for: folder) ?? folder
                rootOfFolder[folder] = root
            }
            rootOfFile[path] = root
            if seenRoots.insert(root).inserted { uniqueRoots.append(root) }
        }
        let roots = uniqueRoots
        let slots = Slots<AssetIndex?>(count: roots.count)
        DispatchQueue.concurrentPerform(iterations: roots.count) { index in
            slots[index] = .some(AssetCatalogScanner.index(under: roots[index]))
        }
        var indexOfRoot: [String: AssetIndex] = [:]
        for (root, index) in zip(roots, slots.values) {
            if let index = index ?? nil { indexOfRoot[root] = index }
        }
        return AssetIndexes(rootOfFile: rootOfFile, indexOfRoot: indexOfRoot)
    }

    /// The index for the file at `absolutePath`; nil when its root has no catalog.
    func index(for absolutePath: String) -> AssetIndex? {
        rootOfFile[absolutePath].flatMap { indexOfRoot[$0] }
    }
}
