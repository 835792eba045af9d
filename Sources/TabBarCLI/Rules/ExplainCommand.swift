import ProjectReader
import TabBarCore

/// `tabbar explain RULE`: one rule's documentation with a failing and a passing example.
enum ExplainCommand {
    static func run(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) -> Int32 {
        var markdown = false
        var names: [String] = []
        var scanner = ArgumentScanner(arguments, command: "explain")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let value):
                names.append(value)
            case .option(let name, let inline):
                switch name {
                case "--markdown":
                    try scanner.flag(name, inline: inline)
                    markdown = true
                case "--help", "-h":
                    environment.writeOutput(HelpText.explain)
                    return 0
                default:
                    throw .unknownOption(name, command: "explain")
                }
            }
        }
        guard let name = names.first else { throw .missingArgument("a rule code or name", command: "explain") }
        if names.count > 1 { throw .unexpectedArgument(names[1], command: "explain") }
        guard let description = RuleRegistry.description(for: name) else { throw .unknownRule(name) }
        environment.writeOutput(markdown ? RuleDocs.markdown(for: description)
            : text(for: description, documentation: environment.ruleDocumentation))
        return 0
    }

    /// The terminal documentation of one rule; its page's address last, when known.
    static func text(for description: RuleDescription, documentation: RuleDocumentation = .none) -> String {
        var out = "\(description.code) \(description.name) (\(description.severity.rawValue))\n\n"
        out += description.summary + "\n\n"
        out += "Why:\n" + wrap(description.rationale) + "\n\n"
        if let fix = description.fixSummary {
            let note: String
            switch RuleFixability.of(description) {
            case .safe: note = " ('tabbar check --fix' applies the safe fix)"
            case .partly:
                note = " ('tabbar check --fix' applies it \(description.safeFixCondition ?? "in some cases"); "
                    + "otherwise it is offered in editors and left for review)"
            case .suggestion, .none: note = " (offered in editors; 'tabbar check --fix' leaves it for review)"
            }
            out += "Fix\(note):\n" + wrap(fix) + "\n\n"
        }
        if let failing = description.triggeringExamples.first {
            out += "Fails (\(Example.marker) marks where the finding is reported):\n" + indent(failing.text) + "\n\n"
        }
        if let passing = description.nonTriggeringExamples.first {
            out += "Passes:\n" + indent(passing.plainText) + "\n\n"
        }
        // In source: the first failing example written for each front-end alone.
        let frontEnds = SourceProjectReader.frontEnds
        for frontEnd in frontEnds {
            guard let failing = description.source.triggering.first(where: { $0.frontEndIDs(among: frontEnds) == [frontEnd.id] })
            else { continue }
            out += "Fails in \(frontEnd.displayName):\n"
            for file in failing.files {
                out += (failing.files.count > 1 ? "  \(file.name):\n" : "") + indent(file.text) + "\n"
            }
            out += "\n"
        }
        out += "Silence it for one line with '// tabbar-disable-next-line \(description.code)', for a file with\n"
        out += "'// tabbar-disable \(description.code)', for a run with '--ignore \(description.code)'.\n"
        if let page = documentation.page(for: description.code) { out += "More: \(page)\n" }
        return out
    }

    /// Prose wrapped at `width` display columns and indented; paragraphs stay apart.
    static func wrap(_ text: String, width: Int = 88) -> String {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        return paragraphs.map { paragraph -> String in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width - 4 {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            return lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
