import JSONC
import ProjectReader
import TabBarCore

/// `tabbar rules`: every rule in a table (or JSON, or the docs' Markdown index).
enum RulesCommand {
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    static func run(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) -> Int32 {
        var format = Format.text
        var scanner = ArgumentScanner(arguments, command: "rules")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let value):
                throw .unexpectedArgument(value, command: "rules")
            case .option(let name, let inline):
                switch name {
                case "--format", "-f":
                    format = try scanner.choice(of: name, inline: inline, as: Format.self, choices: Format.allCases)
                case "--markdown":
                    format = .markdown
                case "--help", "-h":
                    environment.writeOutput(HelpText.rules)
                    return 0
                default:
                    throw .unknownOption(name, command: "rules")
                }
            }
        }
        switch format {
        case .text: environment.writeOutput(table())
        case .json: environment.writeOutput(json(documentation: environment.ruleDocumentation).prettyPrinted() + "\n")
        case .markdown: environment.writeOutput(RuleDocs.index())
        }
        return 0
    }

    /// Columns: code, name, severity, fixable, summary; then when a `partly` fixable rule is fixed.
    static func table() -> String {
        let rows = RuleRegistry.descriptions.map { description in
            [description.code, description.name, description.severity.rawValue,
             RuleFixability.of(description).label, description.summary]
        }
        let header = ["CODE", "NAME", "SEVERITY", "FIXABLE", "SUMMARY"]
        let widths = (0..<4).map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            var out = ""
            for (column, cell) in cells.enumerated() {
                if column < 4 {
                    out += cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell) + 2)
                } else {
                    out += cell
                }
            }
            return out + "\n"
        }
        var notes = ""
        for description in RuleRegistry.descriptions where RuleFixability.of(description) == .partly {
            notes += "\n\(description.code) is fixable " + RuleFixability.sentence(for: description)
                .replacingAll("`", with: "'") + ".\n"
        }
        return ([header] + rows).map(line).joined() + notes
    }

    /// Every rule as an object; `documentation` (the page's address) only when the pages are found.
    static func json(documentation: RuleDocumentation = .none) -> JSON {
        .array(RuleRegistry.descriptions.map { description in
            var object = JSONObject([
                ("code", .string(description.code)),
                ("name", .string(description.name)),
                ("severity", .string(description.severity.rawValue)),
                ("fixable", .string(RuleFixability.of(description).rawValue)),
                ("summary", .string(description.summary)),
            ])
            if RuleFixability.of(description) == .partly, let condition = description.safeFixCondition {
                object["safeFixWhen"] = .string(condition)
            }
            if let page = documentation.page(for: description.code) { object["documentation"] = .string(page) }
            return .object(object)
        })
    }
}
