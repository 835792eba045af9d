import TabBarCore

/// One check of one version of a configuration document.
struct Analysis {
    let version: Int
    /// The server's settings-and-assets generation the check was made in.
    let generation: Int
    let result: LintResult
    /// `result.diagnostics` converted, in the same order.
    let diagnostics: [LSPDiagnostic]

    /// The pull-diagnostics result id.
    var resultID: String { "\(version).\(generation)" }
}
