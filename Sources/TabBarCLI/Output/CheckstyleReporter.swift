import TabBarCore

/// `--format checkstyle`: Checkstyle XML (`<checkstyle><file name><error line column severity
/// message source/>`), which Jenkins' Warnings plug-in, reviewdog and Danger read.
enum CheckstyleReporter {
    static func render(_ files: [CheckedFile]) -> String {
        var out = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for file in files {
            out += "  <file name=\"\(XMLText.escape(file.path))\">\n"
            for diagnostic in file.diagnostics {
                let start = file.position(diagnostic.range.start)
                out += "    <error line=\"\(start.line)\" column=\"\(start.column)\" "
                    + "severity=\"\(severity(diagnostic.severity))\" message=\"\(XMLText.escape(diagnostic.message))\" "
                    + "source=\"tabbar.\(diagnostic.code).\(diagnostic.name)\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }

    /// Checkstyle's severities: error, warning, info.
    static func severity(_ severity: Severity) -> String {
        severity.rawValue
    }
}
