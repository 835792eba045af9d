/// The tool's identity, for `--version` and SARIF.
public enum TabBarVersion {
    /// The release number.
    public static let current = "0.1.0"
    /// Where the project and its rule documentation live.
    public static let informationURI = "https://github.com/tabbar-lint/tabbar"
    /// The documentation page of rule `code`.
    public static func ruleDocumentationURI(_ code: String) -> String {
        "\(informationURI)/blob/main/docs/rules/\(code).md"
    }
}
