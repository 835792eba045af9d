import ProjectReader
import TabBarCore

/// Generates `docs/rules/`: one Markdown page per rule and an index, all from the rules'
/// own descriptions, so the docs cannot drift from the code (a test compares them).
public enum RuleDocs {
    /// The file name of each page, in code order, with its content, index last.
    public static func pages() -> [(name: String, content: String)] {
        RuleRegistry.descriptions.map { ("\($0.code).md", markdown(for: $0)) } + [("README.md", index())]
    }

    /// The index page: a table of every rule.
    public static func index() -> String {
        var out = """
        # Rules

        Generated from the rule descriptions (each rule's file: `Sources/TabBarCore/Rules/` for the rules every
        technology shares, a technology's own `Rules/` folder for its own) by `tabbar explain --markdown CODE` and
        `tabbar rules --format markdown`; do not edit by hand.
        Run `TABBAR_RECORD=1 swift test --filter RuleDocsTests` to regenerate.

        | Code | Name | Severity | Fixable | Summary |
        | --- | --- | --- | --- | --- |

        """
        for description in RuleRegistry.descriptions {
            let fixable = RuleFixability.of(description).label
            out += "| [\(description.code)](\(description.code).md) | `\(description.name)` | \(description.severity.rawValue) "
                + "| \(fixable) | \(cell(description.summary)) |\n"
        }
        out += """

        Switch a rule off for one line with `// tabbar-disable-next-line TB003`, for a whole file
        with `// tabbar-disable TB003`, and for a run with `tabbar check --ignore TB003`.

        """
        return out
    }

    /// One rule's page.
    public static func markdown(for description: RuleDescription) -> String {
        var out = "# \(description.code) `\(description.name)`\n\n"
        let fixText = RuleFixability.sentence(for: description)
        out += "Severity: **\(description.severity.rawValue)** · Fixable: \(fixText)\n\n"
        out += description.summary + "\n\n"
        out += "## Why\n\n" + description.rationale + "\n\n"
        if let fix = description.fixSummary {
            out += "## Fix\n\n" + fix + "\n\n"
        }
        if description.checksConfigurationFiles {
            out += "## Examples\n\n"
            out += "Each of these is reported (`\(Example.marker)` marks where):\n\n"
            for example in description.triggeringExamples {
                out += codeBlock(example.text)
            }
            out += "None of these is:\n\n"
            for example in description.nonTriggeringExamples {
                out += codeBlock(example.plainText)
            }
            if !description.corrections.isEmpty {
                out += "## Corrections\n\n"
                for correction in description.corrections {
                    out += (correction.fixTitle.map { "With the fix \"\($0)\":" } ?? "With the safe fix (`--fix`):") + "\n\n"
                    out += codeBlock(correction.before) + "becomes\n\n" + codeBlock(correction.after)
                }
            }
        }
        out += sourceSection(description.source)
        out += "## Silencing\n\n"
        out += "`// tabbar-disable-next-line \(description.code)` on the line before, "
            + "`// tabbar-disable \(description.code)` anywhere in the file, or `--ignore \(description.name)`.\n"
        let examples = description.source.triggering + description.source.nonTriggering
        if examples.contains(where: { $0.files.contains { $0.name.hasSuffix(".storyboard") } }) {
            out += "In a storyboard, the comment is XML: `<!-- tabbar-disable-next-line \(description.code) -->`.\n"
        }
        return out
    }

    private static func codeBlock(_ text: String, language: String = "jsonc") -> String {
        "```\(language)\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "```\n\n"
    }

    /// The Objective-C and Swift examples (SPEC section 7), each file under its name.
    static func sourceSection(_ source: SourceExamples) -> String {
        guard !source.triggering.isEmpty else { return "" }
        var out = "## In Objective-C and Swift\n\n"
        out += "Each of these is reported (`\(Example.marker)` marks where):\n\n"
        for example in source.triggering { out += files(example.files) }
        if !source.nonTriggering.isEmpty {
            out += "None of these is:\n\n"
            for example in source.nonTriggering { out += files(example.files.map { ($0.name, $0.text.filter { $0 != Example.marker }) }) }
        }
        for correction in source.corrections {
            out += (correction.fixTitle.map { "With the fix \"\($0)\":" } ?? "With the safe fix (`--fix`):") + "\n\n"
            out += files(correction.files) + "`\(correction.changedFile)` becomes\n\n"
                + codeBlock(correction.after, language: language(of: correction.changedFile))
        }
        return out
    }

    private static func files(_ files: [(name: String, text: String)]) -> String {
        files.map { "`\($0.name)`:\n\n" + codeBlock($0.text, language: language(of: $0.name)) }.joined()
    }

    private static func language(of name: String) -> String {
        SourceProjectReader.frontEnd(for: name)?.fenceName ?? "objc"
    }

    private static func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }
}
