/// What `tabbar generate` asks to write a configuration as code: the core's `CodeGenerator` (CYLTabBarController in
/// Objective-C or Swift), or a technology's own writer kept in its folder (SwiftUI's `SwiftUICodeGenerator`). The
/// command picks one by its `--language`; each writer checks the configuration and names its files.
public protocol ConfigurationCodeWriter: Sendable {
    /// The names of the files `generate` makes, whatever the configuration.
    var fileNames: [String] { get }

    /// The files for a checked configuration, in `fileNames` order; nothing when the check found errors the code
    /// cannot hold.
    /// - Throws: `CodeGenerationError`.
    func generate(checked result: LintResult) throws(CodeGenerationError) -> [GeneratedFile]
}
