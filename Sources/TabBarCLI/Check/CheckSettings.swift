import ProjectReader
import TabBarCore
import TabBarWorkspace

/// The project settings (`.tabbarrc.json`) of one `tabbar check` run: the nearest settings file
/// above each checked file applies, and the command line's flags win over it.
final class CheckSettings {
    let locator: SettingsLocator
    /// The command line's rule selection.
    let base: LintOptions
    let fileSystem: any FileSystem

    init(fileSystem: any FileSystem, base: LintOptions) {
        self.fileSystem = fileSystem
        self.base = base
        self.locator = SettingsLocator(fileSystem: fileSystem, rules: RuleRegistry.catalog)
    }

    /// Set once no settings file can apply to a file the search found (`mayApply`): their look-ups are skipped.
    private var appliesToNoFoundFile = false

    /// The settings that apply to the file at `path`.
    func settings(forFile path: String) -> LoadedSettings? {
        appliesToNoFoundFile ? nil : locator.settings(for: path)
    }

    /// Whether settings may apply to a file that a search of `paths` found: false when no settings file is in
    /// a folder the search listed (`ListingCache`) nor at or above a path searched, for every folder at or
    /// above a found file is one or the other. Then the files are not looked up one by one, neither to
    /// exclude them nor for their options, severities, `--fail-on` or baseline.
    func mayApply(toFilesFoundIn paths: [String]) -> Bool {
        guard let cache = fileSystem as? ListingCache, cache.noListing(holds: SettingsDecoder.fileName) else { return true }
        let mayApply = paths.contains { path in locator.settings(for: path, isFolder: fileSystem.kind(of: path) == .directory) != nil }
        appliesToNoFoundFile = !mayApply
        return mayApply
    }

    /// Whether the settings above `path` exclude it.
    func isExcluded(_ path: String) -> Bool {
        // Settings without `exclude` patterns exclude nothing: no absolute path made per file then.
        guard let loaded = settings(forFile: path), !loaded.settings.exclude.isEmpty else { return false }
        return loaded.excludes(fileSystem.absolutePath(path))
    }

    /// The lint options for a file at `path`: the command line's over its settings.
    func options(forFile path: String) -> LintOptions {
        settings(forFile: path)?.settings.lintOptions(under: base) ?? base
    }

    /// The lint options for a source project: those of its root folder (else of its first file),
    /// with the settings' library version to fall back on.
    func options(forProject project: SourceProjectFiles) -> LintOptions {
        let loaded = project.root.map { locator.settings(for: $0, isFolder: true) }
            ?? project.paths.first.flatMap { locator.settings(for: $0) }
        guard let loaded else { return base }
        var options = loaded.settings.lintOptions(under: base)
        options.libraryVersion = loaded.settings.libraryVersion
        return options
    }

    /// `file` with its settings' severities, without the rules they leave out.
    func finish(_ file: CheckedFile) -> CheckedFile {
        guard let loaded = settings(forFile: file.path) else { return file }
        let options = loaded.settings.lintOptions(under: base)
        return file.replacingDiagnostics(loaded.settings.apply(to: file.diagnostics, options: options))
    }

    /// The `--fail-on` for a file: the command line's when given, else its settings'.
    func failOn(for file: CheckedFile, commandLine: FailOn?) -> FailOn {
        if let commandLine { return commandLine }
        return settings(forFile: file.path)?.settings.failOn.flatMap(FailOn.init(rawValue:)) ?? .warning
    }

    /// The settings files read that have findings of their own, as checked files.
    func problemFiles() -> [CheckedFile] {
        locator.loaded.filter { !$0.diagnostics.isEmpty }.map { loaded in
            let relative = PathNames.relative(loaded.path, to: fileSystem.currentDirectory)
            return CheckedFile(path: relative ?? loaded.path, bytes: loaded.bytes, diagnostics: loaded.diagnostics)
        }
    }
}

extension CheckedFile {
    /// The same file with other diagnostics.
    func replacingDiagnostics(_ diagnostics: [Diagnostic]) -> CheckedFile {
        var file = CheckedFile(path: path, bytes: bytes, diagnostics: diagnostics, appliedFixes: appliedFixes, original: original)
        file.holdsTabBar = holdsTabBar
        return file
    }
}
