import TabBarCore

/// A `.tabbarrc.json` read from disk: where it is, its text, what it says and what is wrong with it.
public struct LoadedSettings: Sendable {
    /// The file's absolute path.
    public let path: String
    /// The folder it applies to (its own), absolute.
    public var folder: String { PathNames.folder(of: path) }
    public let bytes: [UInt8]
    public let settings: ProjectSettings
    /// Findings in the settings file itself (TB000, TB006-TB008).
    public let diagnostics: [Diagnostic]

    /// The settings file at `path` holding `bytes`, whose rule codes and names are those of `rules`.
    public init(path: String, bytes: [UInt8], rules: RuleCatalog) {
        self.path = path
        self.bytes = bytes
        (settings, diagnostics) = SettingsDecoder.decode(bytes, rules: rules)
    }

    /// Whether the settings exclude the file at the absolute `path`.
    public func excludes(_ path: String) -> Bool {
        guard let relative = PathNames.relative(path, to: folder) else { return false }
        return settings.excludes(relative)
    }
}
