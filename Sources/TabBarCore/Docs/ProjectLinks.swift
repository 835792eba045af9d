/// Where the project lives on the web: one place for every link the tools print
/// (SARIF's `informationUri`, LSP `codeDescription`, hover links).
public enum ProjectLinks {
    /// The repository's home page.
    public static let repository = "https://github.com/tabbar-dev/tabbar"

    /// The documentation page of rule `code` (`docs/rules/<code>.md` in the repository).
    public static func ruleDocumentation(_ code: String) -> String {
        "\(repository)/blob/main/docs/rules/\(code).md"
    }
}
