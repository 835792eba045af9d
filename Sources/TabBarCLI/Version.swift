import TabBarCore

/// The tool's identity, for `--version` and SARIF.
public enum TabBarVersion {
    /// The release number.
    public static let current = "0.1.0"
    /// Where the project and its rule documentation live.
    public static let informationURI = ProjectLinks.repository
    /// The documentation page of rule `code`.
    public static func ruleDocumentationURI(_ code: String) -> String {
        ProjectLinks.ruleDocumentation(code)
    }
}
