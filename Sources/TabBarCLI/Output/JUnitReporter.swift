import TabBarCore

/// `--format junit`: JUnit XML, as CI servers (Jenkins, GitLab, Azure, CircleCI) read test reports.
/// One `<testsuite>` per checked file, one `<testcase>` per finding with a `<failure>` (errors and
/// warnings) or nothing but its output (infos); a clean file is one passing test case.
enum JUnitReporter {
    static func render(_ files: [CheckedFile], summary: CheckSummary) -> String {
        let failures = files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity != .info }.count }
        let tests = files.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        var out = XMLText.declaration
        out += "<testsuites name=\"tabbar\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files {
            let path = XMLText.escape(file.path)
            let fileFailures = file.diagnostics.filter { $0.severity != .info }.count
            out += "  <testsuite name=\"\(path)\" tests=\"\(max(1, file.diagnostics.count))\" "
                + "failures=\"\(fileFailures)\" errors=\"0\">\n"
            if file.diagnostics.isEmpty {
                out += "    <testcase name=\"tabbar\" classname=\"\(path)\"/>\n"
            }
            for diagnostic in file.diagnostics {
                let start = file.position(diagnostic.range.start)
                let place = "\(file.path):\(start.line):\(start.column)"
                let name = XMLText.escape("\(diagnostic.code) \(diagnostic.name) at \(place)")
                out += "    <testcase name=\"\(name)\" classname=\"\(path)\" file=\"\(path)\" line=\"\(start.line)\">\n"
                let body = XMLText.escape("\(place): \(diagnostic.severity.rawValue)[\(diagnostic.code)] \(diagnostic.message)")
                if diagnostic.severity == .info {
                    out += "      <system-out>\(body)</system-out>\n"
                } else {
                    out += "      <failure type=\"\(diagnostic.severity.rawValue)\" "
                        + "message=\"\(XMLText.escape(diagnostic.message))\">\(body)</failure>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
