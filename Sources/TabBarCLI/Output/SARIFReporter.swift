import JSONC
import ProjectReader
import TabBarCore

/// `--format sarif`: SARIF 2.1.0 for code-scanning services, one run with every rule.
enum SARIFReporter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log of `files`; rule pages linked (`helpUri`, `informationUri`) only when `documentation` knows them.
    static func render(_ files: [CheckedFile], documentation: RuleDocumentation = .none) -> String {
        let descriptions = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.code, $0) })
        var results: [JSON] = []
        for file in files {
            var occurrences: [String: Int] = [:]
            for diagnostic in file.diagnostics {
                let fingerprint = fingerprintBase(diagnostic, in: file)
                let occurrence = occurrences[fingerprint, default: 0]
                occurrences[fingerprint] = occurrence + 1
                results.append(result(diagnostic, in: file, ruleIndex: ruleIndex[diagnostic.code],
                                      fingerprint: Fingerprint.hex(fingerprint + ":\(occurrence)")))
            }
        }
        var driver = JSONObject([
            ("name", "tabbar"),
            ("version", .string(TabBarVersion.current)),
            ("semanticVersion", .string(TabBarVersion.current)),
        ])
        if let index = documentation.index { driver["informationUri"] = .string(index) }
        driver["rules"] = .array(descriptions.map { rule($0, documentation: documentation) })
        let run: JSON = .object(JSONObject([
            ("tool", ["driver": .object(driver)]),
            ("columnKind", "unicodeCodePoints"),
            ("results", .array(results)),
        ]))
        let log: JSON = .object(JSONObject([
            ("$schema", .string(schema)),
            ("version", "2.1.0"),
            ("runs", [run]),
        ]))
        return log.prettyPrinted() + "\n"
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    static func rule(_ description: RuleDescription, documentation: RuleDocumentation) -> JSON {
        var help = description.summary
        if let fix = description.fixSummary { help += "\n\nFix: " + fix }
        var object = JSONObject([
            ("id", .string(description.code)),
            ("name", .string(description.name)),
            ("shortDescription", ["text": .string(description.summary)]),
            ("fullDescription", ["text": .string(description.rationale)]),
            ("help", ["text": .string(help), "markdown": .string(RuleDocs.markdown(for: description))]),
        ])
        if let page = documentation.page(for: description.code) { object["helpUri"] = .string(page) }
        object["defaultConfiguration"] = ["level": .string(level(description.severity))]
        return .object(object)
    }

    static func result(_ diagnostic: Diagnostic, in file: CheckedFile, ruleIndex: Int?, fingerprint: String) -> JSON {
        var object = JSONObject([("ruleId", .string(diagnostic.code))])
        if let ruleIndex { object["ruleIndex"] = .number(Double(ruleIndex)) }
        object["level"] = .string(level(diagnostic.severity))
        object["message"] = ["text": .string(diagnostic.message)]
        object["locations"] = [location(diagnostic.range, in: file)]
        if !diagnostic.related.isEmpty {
            object["relatedLocations"] = .array(diagnostic.related.enumerated().map { index, related in
                var location = location(related.range, in: file).objectValue ?? JSONObject()
                location["id"] = .number(Double(index))
                location["message"] = ["text": .string(related.message)]
                return .object(location)
            })
        }
        object["partialFingerprints"] = ["tabbarFingerprint/v1": .string(fingerprint)]
        return .object(object)
    }

    static func location(_ range: ByteRange, in file: CheckedFile) -> JSON {
        let start = file.position(range.start), end = file.position(range.end)
        return [
            "physicalLocation": [
                "artifactLocation": ["uri": .string(uri(for: file.path))],
                "region": .object(JSONObject([
                    ("startLine", .number(Double(start.line))),
                    ("startColumn", .number(Double(start.column))),
                    ("endLine", .number(Double(end.line))),
                    ("endColumn", .number(Double(end.column))),
                    ("byteOffset", .number(Double(range.start))),
                    ("byteLength", .number(Double(range.length))),
                ])),
            ],
        ]
    }

    /// A relative URI reference for a path (percent-encoded); `file://` for an absolute one.
    static func uri(for path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// What identifies a finding across runs: rule, file and the text of its line, not its number (on a line
    /// longer than `LineWindow.longLineBytes`, the text around the finding: `fingerprintContextBytes` either side).
    static func fingerprintBase(_ diagnostic: Diagnostic, in file: CheckedFile) -> String {
        let line = file.lines.line(of: diagnostic.range.start)
        let shown = file.window(of: diagnostic.range, onLine: line, wholeLine: LineWindow.longLineBytes,
                                context: LineWindow.fingerprintContextBytes, rangeBytes: LineWindow.fingerprintContextBytes).shown
        let text = String(decoding: file.bytes[shown.start..<shown.end], as: UTF8.self)
        let trimmed = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return diagnostic.code + "\u{0}" + file.path + "\u{0}" + trimmed
    }
}

/// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
enum Fingerprint {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
