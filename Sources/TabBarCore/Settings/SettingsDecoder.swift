import JSONC

/// Decodes a `.tabbarrc.json` into `ProjectSettings`, with findings in the file itself: syntax
/// errors (TB000), unknown keys (TB006), bad values (TB007: an unknown rule, a version without a
/// number, an empty glob) and repeated keys (TB008). Never fails: what cannot be read is left out.
public enum SettingsDecoder {
    /// The file name tabbar looks for.
    public static let fileName = ".tabbarrc.json"

    /// Decodes `bytes`; rule codes and names are those of `rules`.
    public static func decode(_ bytes: [UInt8], rules: RuleCatalog) -> (settings: ProjectSettings, diagnostics: [Diagnostic]) {
        decode(JSONCDocument(bytes: bytes), rules: rules)
    }

    /// Decodes a parsed document; rule codes and names are those of `rules`.
    public static func decode(_ document: JSONCDocument, rules: RuleCatalog) -> (settings: ProjectSettings, diagnostics: [Diagnostic]) {
        var findings: [Diagnostic] = []
        var starts: Set<Int> = []
        for error in document.errors where starts.insert(error.range.start).inserted {
            findings.append(SyntaxErrorRule.description.diagnostic(error.message, at: error.range))
        }
        var validator = SchemaValidator(document: document)
        validator.validateRoot(as: .settings(rules: rules.descriptions), kind: "a \(fileName) file")
        findings += validator.findings
        var settings = ProjectSettings()
        guard let root = document.root, root.members != nil else { return (settings, sorted(findings)) }
        if let list = strings(root, "select", &findings) {
            settings.select = Set(codes(list, in: rules, &findings))
        }
        if let list = strings(root, "ignore", &findings) {
            settings.ignore.formUnion(codes(list, in: rules, &findings))
        }
        if let object = root.member("severity")?.value, let members = object.members {
            for member in members where rules.description(for: member.key)?.code == member.key {
                guard let text = member.value?.stringValue else { continue }
                if text == "off" {
                    settings.ignore.insert(member.key)
                } else if let severity = Severity(rawValue: text) {
                    settings.severity[member.key] = severity
                }
            }
        }
        if let list = strings(root, "exclude", &findings) {
            settings.exclude = list.map(\.text)
        }
        if let elements = root.member("devices")?.value?.elements {
            settings.devices = elements.compactMap(ConfigDecoder.device)
        }
        if let value = root.member("libraryVersion")?.value, let text = value.stringValue, !text.isEmpty {
            if let version = LibraryVersion(text, source: fileName) {
                settings.libraryVersion = version
            } else {
                findings.append(InvalidValueRule.description.diagnostic(
                    "\"libraryVersion\" must be a version such as \"1.29.0\", found \"\(text)\"", at: value.range))
            }
        }
        if let text = root.member("failOn")?.value?.stringValue, ["error", "warning", "info", "never"].contains(text) {
            settings.failOn = text
        }
        if let text = root.member("baseline")?.value?.stringValue, !text.isEmpty {
            settings.baseline = text
        }
        return (settings, sorted(findings))
    }

    /// The non-empty strings of the array at `key`, with a finding for each other element.
    private static func strings(_ root: JSONNode, _ key: String, _ findings: inout [Diagnostic])
        -> [(text: String, range: ByteRange)]? {
        guard let elements = root.member(key)?.value?.elements else { return nil }
        var list: [(text: String, range: ByteRange)] = []
        for element in elements {
            if case .invalid = element.kind { continue }
            guard let text = element.stringValue, !text.isEmpty else {
                findings.append(InvalidValueRule.description.diagnostic(
                    "each entry of \"\(key)\" is a non-empty string, found \(element.typeName)", at: element.range))
                continue
            }
            list.append((text, element.range))
        }
        return list
    }

    /// The rule codes of `list` (codes or names), with a finding for each unknown rule.
    private static func codes(_ list: [(text: String, range: ByteRange)], in rules: RuleCatalog,
                              _ findings: inout [Diagnostic]) -> [String] {
        list.compactMap { entry in
            if let rule = rules.description(for: entry.text) { return rule.code }
            let known = rules.descriptions.flatMap { [$0.code, $0.name] }
            let hint = Spelling.nearest(to: entry.text, in: known).map { ": did you mean \"\($0)\"?" }
                ?? ": give a rule code such as \"TB003\" or a name such as \"title-mismatch\""
            findings.append(InvalidValueRule.description.diagnostic("unknown rule \"\(entry.text)\"\(hint)", at: entry.range))
            return nil
        }
    }

    private static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.sorted { ($0.range.start, $0.code, $0.range.end) < ($1.range.start, $1.code, $1.range.end) }
    }
}
