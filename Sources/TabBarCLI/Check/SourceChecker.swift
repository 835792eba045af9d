import SourceCheck
import TabBarCore
import TabBarWorkspace

/// Checks the Objective-C and Swift files of one or more projects (SPEC section 7): reads each
/// project through the front-ends, runs the source rules, and with `--fix` applies the safe fixes.
struct SourceChecker: Sendable {
    let fileSystem: any FileSystem
    let lintOptions: LintOptions
    let fixMode: FileChecker.FixMode
    /// The home folder (`$HOME`), where the search for a project's asset catalogs and lock files ends.
    var home: String?

    /// The files of one project; `reported` (nil for all) limits which files' findings are reported.
    struct ProjectFiles: Sendable {
        var root: String?
        var paths: [String]
        var reported: Set<String>?
    }

    /// Groups source files by the deepest project root above them (`roots` absolute); files under no
    /// root form one project.
    static func group(_ paths: [String], roots: [String], fileSystem: any FileSystem) -> [ProjectFiles] {
        let sortedRoots = roots.sorted { $0.count > $1.count }
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for path in paths {
            let absolute = fileSystem.absolutePath(path)
            let root = sortedRoots.first { absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? ""
            if groups[root] == nil { order.append(root) }
            groups[root, default: []].append(path)
        }
        return order.map { ProjectFiles(root: $0.isEmpty ? nil : $0, paths: groups[$0] ?? [], reported: nil) }
    }

    /// Checks each project; the outcomes of the files that matter (read by a front-end), in path order.
    func check(_ projects: [ProjectFiles]) -> [FileChecker.Outcome] {
        projects.flatMap(check)
    }

    private func check(_ project: ProjectFiles) -> [FileChecker.Outcome] {
        var errors: [Int: FileSystemError] = [:]
        let errorSlots = Slots<FileSystemError>(count: project.paths.count)
        let paths = project.paths
        let system = fileSystem
        let read = SourceProjectReader.project(paths: paths) { index in
            do throws(FileSystemError) {
                return try system.readFile(at: paths[index])
            } catch {
                errorSlots[index] = error
                return nil
            }
        }
        for (index, error) in errorSlots.values.enumerated() { if let error { errors[index] = error } }
        var options = lintOptions
        if let root = project.root ?? read.files.first.map({ PathNames.folder(of: fileSystem.absolutePath($0.path)) }) {
            options.libraryVersion = LibraryVersionReader.version(in: root, fileSystem: fileSystem, home: home)
                ?? options.libraryVersion  // the settings' version, when no lock file names one
        }
        if options.isEnabled(MissingAssetRule.description.code), let first = read.files.first {
            let absolute = fileSystem.absolutePath(first.path)
            options.assets = AssetIndexes.build(for: [absolute], home: home, fileSystem: fileSystem).index(for: absolute)
        }
        var outcomes = errors.keys.sorted().compactMap { index -> FileChecker.Outcome? in
            guard project.reported?.contains(paths[index]) ?? true else { return nil }
            return FileChecker.Outcome(file: nil, error: errors[index])
        }
        let fixed = fixMode == .none ? nil : SourceFixer.fixAll(read, options: options)
        let final = fixed?.project ?? read
        let diagnostics = SourceLinter.lint(final, options: options)
        for (index, file) in final.files.enumerated() where project.reported?.contains(file.path) ?? true {
            let original = read.files[index].bytes
            let changed = original != file.bytes
            var writeError: FileSystemError?
            if changed, fixMode == .write {
                do throws(FileSystemError) {
                    try fileSystem.writeFileAtomically(file.bytes, to: file.path)
                } catch {
                    writeError = error
                }
            }
            if writeError != nil {
                let before = SourceLinter.lint(read, options: options)[index]
                outcomes.append(FileChecker.Outcome(file: CheckedFile(path: file.path, bytes: original, diagnostics: before),
                                                    error: writeError))
                continue
            }
            outcomes.append(FileChecker.Outcome(file: CheckedFile(
                path: file.path, bytes: file.bytes, diagnostics: diagnostics[index],
                appliedFixes: changed ? fixed?.applied[index] ?? 0 : 0, original: changed ? original : nil), error: nil))
        }
        return outcomes
    }
}
