import TabBarCore

/// The tool's identity, for `--version` and SARIF.
public enum TabBarVersion {
    /// The release number (`ToolVersion.current`); a release is tagged `v` and this number.
    public static let current = ToolVersion.current
}
