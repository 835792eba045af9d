import ProjectReader
import TabBarCore
import TabBarWorkspace

/// The project settings (`.tabbarrc.json`) the server checks documents with: the nearest settings
/// file above a document applies (select, ignore, severity, devices, library version, baseline),
/// under the client's own `select` / `ignore`. Read from disk once, and again after `invalidate()`
/// (a watched `.tabbarrc.json` or baseline changed, or a settings buffer was saved).
final class ProjectSettingsStore {
    private var locator = SettingsLocator(fileSystem: LocalFileSystem(currentDirectory: "/"), rules: RuleRegistry.catalog)
    /// The settings found for each document path and project folder asked about (nil: none), so that
    /// a keystroke costs a dictionary lookup, not a walk up the folders.
    private var found: [String: LoadedSettings?] = [:]
    private var baselines: [String: Baseline] = [:]

    /// Forgets what was read: the next question reads the disk again.
    func invalidate() {
        locator = SettingsLocator(fileSystem: LocalFileSystem(currentDirectory: "/"), rules: RuleRegistry.catalog)
        found = [:]
        baselines = [:]
    }

    /// Whether a changed file is one this store reads: a settings file or a baseline it names.
    func reads(_ path: String) -> Bool {
        PathNames.lastComponent(path) == SettingsDecoder.fileName || baselines[path] != nil
    }

    /// `base` under the settings of the file at `path` (absolute); `base` when there are none.
    func options(forFile path: String?, base: LintOptions) -> LintOptions {
        guard let path, path.hasPrefix("/"), let loaded = settings(for: path, isFolder: false) else { return base }
        return loaded.settings.lintOptions(under: base)
    }

    /// `base` under the settings of a source project whose root is `folder`, with their library version.
    func options(forFolder folder: String, base: LintOptions) -> LintOptions {
        guard folder.hasPrefix("/"), let loaded = settings(for: folder, isFolder: true) else { return base }
        var options = loaded.settings.lintOptions(under: base)
        if options.libraryVersion == nil { options.libraryVersion = loaded.settings.libraryVersion }
        return options
    }

    /// The findings of the file at `path` with its settings' severities, without the rules they
    /// leave out and without those their baseline holds.
    func finish(_ diagnostics: [Diagnostic], path: String?, bytes: [UInt8], base: LintOptions) -> [Diagnostic] {
        guard let path, path.hasPrefix("/"), let loaded = settings(for: path, isFolder: false) else { return diagnostics }
        let adjusted = loaded.settings.apply(to: diagnostics, options: loaded.settings.lintOptions(under: base))
        guard let name = loaded.settings.baseline else { return adjusted }
        let baselinePath = PathNames.normalize(PathNames.join(loaded.folder, name))
        guard let baseline = baseline(at: baselinePath) else { return adjusted }
        let relative = PathNames.relative(path, to: PathNames.folder(of: baselinePath)) ?? path
        var filter = baseline.filter()
        return adjusted.filter { filter.isNew(BaselineEntry($0, path: relative, bytes: bytes)) }
    }

    /// What a configuration document reports: a `.tabbarrc.json` its own findings as settings
    /// (unknown keys, bad values), any other document `result`'s findings under its settings.
    func diagnostics(of path: String?, bytes: [UInt8], result: LintResult, base: LintOptions) -> [Diagnostic] {
        if let path, PathNames.lastComponent(path) == SettingsDecoder.fileName {
            return SettingsDecoder.decode(result.document, rules: RuleRegistry.catalog).diagnostics
        }
        return finish(result.diagnostics, path: path, bytes: bytes, base: base)
    }

    private func settings(for path: String, isFolder: Bool) -> LoadedSettings? {
        let key = (isFolder ? "d:" : "f:") + path
        if let cached = found[key] { return cached }
        let loaded = locator.settings(for: path, isFolder: isFolder)
        found[key] = .some(loaded)
        return loaded
    }

    private func baseline(at path: String) -> Baseline? {
        if let cached = baselines[path] { return cached }
        let fileSystem = LocalFileSystem(currentDirectory: "/")
        guard let bytes = try? fileSystem.readFile(at: path), let baseline = try? Baseline(bytes: bytes) else {
            baselines[path] = Baseline([])
            return nil
        }
        baselines[path] = baseline
        return baseline
    }
}
