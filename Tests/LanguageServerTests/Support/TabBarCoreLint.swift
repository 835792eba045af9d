import TabBarCore

/// The core linter with default options.
enum TabBarCoreLint {
    static func lint(_ bytes: [UInt8]) -> LintResult { ConfigurationLinter.lint(bytes) }
}
