import JSONC
import TabBarCore

/// `--format gitlab`: GitLab Code Quality, a JSON array of issues (`description`, `check_name`,
/// `fingerprint`, `severity`, `location.path`, `location.lines.begin`), shown on merge requests.
/// Fingerprints depend on the rule, the file and the text of the line, not its number, as in SARIF.
enum GitLabReporter {
    static func render(_ files: [CheckedFile]) -> String {
        var issues: [JSON] = []
        for file in files {
            var occurrences: [String: Int] = [:]
            for diagnostic in file.diagnostics {
                let base = SARIFReporter.fingerprintBase(diagnostic, in: file)
                let occurrence = occurrences[base, default: 0]
                occurrences[base] = occurrence + 1
                let start = file.position(diagnostic.range.start), end = file.position(diagnostic.range.end)
                issues.append(.object(JSONObject([
                    ("type", "issue"),
                    ("description", .string("\(diagnostic.code) \(diagnostic.message)")),
                    ("check_name", .string("\(diagnostic.code) \(diagnostic.name)")),
                    ("fingerprint", .string(Fingerprint.hex(base + ":\(occurrence)") + Fingerprint.hex(base))),
                    ("severity", .string(severity(diagnostic.severity))),
                    ("categories", ["Bug Risk"]),
                    ("location", .object(JSONObject([
                        ("path", .string(file.path)),
                        ("lines", .object(JSONObject([
                            ("begin", .number(Double(start.line))),
                            ("end", .number(Double(end.line))),
                        ]))),
                    ]))),
                ])))
            }
        }
        return JSON.array(issues).prettyPrinted() + "\n"
    }

    /// GitLab's severities: info, minor, major, critical, blocker.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
