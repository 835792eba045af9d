/// A project's settings, decoded from a `.tabbarrc.json`: which rules, how severe, which files,
/// and the defaults a source project cannot state itself.
public struct ProjectSettings: Sendable, Hashable {
    /// Rule codes to report only; nil for every rule.
    public var select: Set<String>?
    /// Rule codes never reported.
    public var ignore: Set<String> = []
    /// A severity per rule code (`severity: "off"` puts the code in `ignore` instead).
    public var severity: [String: Severity] = [:]
    /// Path globs, relative to the settings file's folder, of files not to check.
    public var exclude: [String] = []
    /// The devices the layout rules measure source projects on; nil for the default.
    public var devices: [Device]?
    /// The library version to assume when no lock file names one.
    public var libraryVersion: LibraryVersion?
    /// The lowest severity that fails a run (`error`, `warning`, `info`, `never`); nil for the default.
    public var failOn: String?
    /// The baseline file, relative to the settings file's folder.
    public var baseline: String?

    /// No settings: every rule at its own severity.
    public init() {}

    /// `base` (the command line's options) with these settings under it: the command line's
    /// `select` replaces the settings' one, and a rule it selects is not ignored by the settings.
    public func lintOptions(under base: LintOptions) -> LintOptions {
        var options = base
        options.select = base.select ?? select
        options.ignore = base.ignore.union(ignore.subtracting(base.select ?? []))
        if let devices { options.devices = devices.map { $0.oriented(.portrait) } }
        return options
    }

    /// `diagnostics` with the settings' severities and without the rules `options` leave out.
    public func apply(to diagnostics: [Diagnostic], options: LintOptions) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard options.isEnabled(diagnostic.code) else { return nil }
            var changed = diagnostic
            if let severity = severity[diagnostic.code] { changed.severity = severity }
            return changed
        }
    }

    /// Whether `relativePath` (relative to the settings file's folder, `/`-separated) is excluded.
    public func excludes(_ relativePath: String) -> Bool {
        exclude.contains { PathGlob($0).matches(relativePath) }
    }
}
