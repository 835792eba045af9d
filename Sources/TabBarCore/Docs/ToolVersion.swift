/// The release number every front-end reports (`tabbar --version`, the server's
/// `serverInfo`, SARIF), and the git tag a release of it carries.
public enum ToolVersion {
    /// The release number.
    public static let current = "0.1.0"

    /// The tag of the release: `v` and the number (`v0.1.0`).
    public static var releaseTag: String { "v" + current }
}
