import JSONC
import ProjectReader
import Testing
import TabBarCore

/// Every triggering source example, made inert: the text of a file commented out, compiled out,
/// held in a string, or under a file-level suppression must give no finding. This is where a
/// pattern-matching extractor goes wrong, so each variant is run for each front-end.
@Suite struct SourceExampleVariantsTests {
    /// How one file's text (markers removed) is made inert; nil when the variant cannot hold it.
    struct Variant: Sendable, CustomStringConvertible {
        let name: String
        /// Whether findings of other rules may remain (a suppression names one rule only).
        let silencesOnlyTheRule: Bool
        let make: @Sendable (_ text: String, _ swift: Bool, _ code: String) -> String?

        var description: String { name }
    }

    static let variants: [Variant] = [
        Variant(name: "block comment", silencesOnlyTheRule: false) { text, _, _ in
            // A `*/` in the text would end the comment early.
            text.contains("*/") ? nil : "/*\n" + text + "\n*/\n"
        },
        Variant(name: "line comments", silencesOnlyTheRule: false) { text, _, _ in
            lines(text).map { "// " + $0 }.joined(separator: "\n") + "\n"
        },
        Variant(name: "#if 0 / #if false", silencesOnlyTheRule: false) { text, swift, _ in
            (swift ? "#if false\n" : "#if 0\n") + text + "\n#endif\n"
        },
        Variant(name: "string literal", silencesOnlyTheRule: false) { text, swift, _ in
            if swift {
                // A multi-line string, every backslash and quote escaped.
                return "let text = \"\"\"\n" + escaped(text) + "\n\"\"\"\n"
            }
            // `@"…"` literals, one per line, joined by the compiler.
            return "static NSString *const text =\n"
                + lines(text).map { "    @\"" + escaped($0) + "\\n\"" }.joined(separator: "\n") + ";\n"
        },
        Variant(name: "raw or C string literal", silencesOnlyTheRule: false) { text, swift, _ in
            if swift {
                // A raw multi-line string: the text as it is, unless it could close it or interpolate.
                return text.contains("\"\"\"##") || text.contains("\\##") ? nil : "let text = ##\"\"\"\n" + text + "\n\"\"\"##\n"
            }
            // One C string on one line.
            return "static const char *text = \"" + lines(text).map(escaped).joined(separator: "\\n") + "\";\n"
        },
        Variant(name: "file suppression", silencesOnlyTheRule: true) { text, _, code in
            "// tabbar-disable \(code)\n" + text
        },
    ]

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `text` with each backslash and double quote escaped by a backslash, as C and Swift strings need.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "\\" || character == "\"" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A storyboard has one way to hold text inertly, an XML comment (which cannot hold `--`), and its own
    /// suppression comment.
    static func storyboardVariant(_ variant: Variant, _ text: String, _ code: String) -> String? {
        if variant.silencesOnlyTheRule { return "<!-- tabbar-disable \(code) -->\n" + text }
        return text.contains("--") ? nil : "<!--\n" + text + "\n-->\n"
    }

    /// The example's files with the variant applied to those at `varied`; nil when it cannot hold one of them.
    static func files(_ example: SourceExample, _ variant: Variant, code: String, varied: Set<Int>) -> [(name: String, text: String)]? {
        var files = SourceRuleExamplesTests.plain(example)
        for index in varied {
            let name = files[index].name
            let made = name.hasSuffix(".storyboard") ? storyboardVariant(variant, files[index].text, code)
                : variant.make(files[index].text, name.hasSuffix(".swift"), code)
            guard let text = made else { return nil }
            files[index].text = text
        }
        return files
    }

    static let codes = RuleRegistry.sourceRules.map { type(of: $0).description.code }

    /// Each file made inert alone holds no finding; all of them at once give none anywhere.
    @Test(arguments: codes)
    func inertTextGivesNoFinding(code: String) throws {
        let description = try #require(RuleRegistry.description(for: code))
        for example in description.source.triggering {
            let location = SourceLocation(fileID: "TabBarCore/\(code)", filePath: example.file, line: example.line, column: 1)
            let all = Set(example.files.indices)
            for variant in Self.variants {
                for varied in all.map({ Set([$0]) }) + (all.count > 1 ? [all] : []) {
                    guard let files = Self.files(example, variant, code: code, varied: varied) else { continue }
                    let (project, findings) = SourceRuleExamplesTests.lint(files, assets: example.assets)
                    // Alone, only the varied file must be clean: the others keep their own findings.
                    let checked = varied.count == 1 ? varied : Set(files.indices)
                    for index in checked {
                        guard let read = project.files.firstIndex(where: { $0.path == files[index].name }) else { continue }
                        let left = findings[read].filter { !variant.silencesOnlyTheRule || $0.code == code }
                            .filter { varied.count == 1 || $0.code == code }
                        let which = varied.count == 1 ? files[index].name : "every file"
                        #expect(left.isEmpty, """
                            \(code) example at \(example.file):\(example.line), \(variant.name) around \(which): \
                            \(files[index].name) still has \(left.map { "\($0.code)@\($0.range.start) \($0.message)" })
                            """, sourceLocation: location)
                    }
                }
            }
        }
    }

    /// Variants an example's text could end early (a `*/` in a block comment), written here so that
    /// each new one is seen: "TB001 TabBar.m block comment". None today.
    static let knownSkips: Set<String> = []

    /// Every skipped variant is a known one, and a text holding `*/` is skipped, not run.
    @Test func skippedVariantsAreCounted() throws {
        var skipped: [String] = []
        var run = 0
        for code in Self.codes {
            let description = try #require(RuleRegistry.description(for: code))
            for example in description.source.triggering {
                for variant in Self.variants {
                    for index in example.files.indices {
                        if Self.files(example, variant, code: code, varied: [index]) == nil {
                            skipped.append("\(code) \(example.files[index].name) \(variant.name)")
                        } else {
                            run += 1
                        }
                    }
                }
            }
        }
        #expect(run > 100)
        #expect(Set(skipped) == Self.knownSkips, "skipped variants: \(skipped.count) of \(skipped.count + run)")
        #expect(Self.variants[0].make("x = 1; /* a */", false, "TB001") == nil)
    }
}
