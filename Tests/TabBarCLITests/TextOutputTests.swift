import Testing
import TabBarTestSupport
@testable import TabBarCLI

/// The text format: header, snippet with carets in display columns, hints, summary, colour.
@Suite struct TextOutputTests {
    /// TB003 on a value that follows CJK text and an emoji on the same line.
    static let wide = """
    {
      "items": [
        { "title": "首页😀", "image": "home", "viewController": { "class": "H", "title": "主页" } }
      ]
    }

    """

    @Test func snippetUnderlinesTheRangeInDisplayColumns() throws {
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "wide.tabbar.json"], stdin: Self.wide)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Columns count Unicode scalars: 首, 页 and 😀 are one each.
        #expect(lines[0].hasPrefix("wide.tabbar.json:3:83: warning[TB003] viewController.title \"主页\" differs"))
        #expect(lines[1] == "  |")
        #expect(lines[2] == #"3 |     { "title": "首页😀", "image": "home", "viewController": { "class": "H", "title": "主页" } }"#)
        // 首, 页 and 😀 take two columns each, so the carets start 3 columns later than the scalar count.
        let caretLine = lines[3]
        #expect(caretLine.hasPrefix("  | "))
        let underline = String(caretLine.dropFirst(4))
        let leading = underline.prefix { $0 == " " }.count
        #expect(leading == 82 + 3)
        // "主页" with its quotes is 2 + 2 × 2 = 6 columns wide.
        #expect(underline.dropFirst(leading) == "^^^^^^")
        #expect(lines[4] == "  = fix: Rename to \"navigationItemTitle\" (safe: 'tabbar check --fix' applies it)")
        #expect(run.stdout.hasSuffix("Read 1 file, 1 with a tab bar: 1 problem in 1 file (1 warning); 1 fixable with 'tabbar check --fix'.\n"))
    }

    @Test func fixesHeldBackBySyntaxErrorsAreSaidToWait() throws {
        // TB003 has a safe fix, but the missing comma is a syntax error: --fix leaves the file.
        let text = #"{ "items": [ { "title": "首页", "image": "home" "viewController": { "title": "主页" } } ] }"#
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "wide.tabbar.json"], stdin: text)
        #expect(run.stdout.contains("(safe, but 'tabbar check --fix' applies it only once the syntax errors are fixed)"))
        #expect(!run.stdout.contains("fixable with"))
        #expect(run.stdout.contains("; 1 more once the syntax errors are fixed."))
    }

    @Test func aByteOrderMarkTakesNoColumnAndIsNotShown() throws {
        let text = "\u{FEFF}{ \"items\": [ { \"title\": \"a\", \"image\": \"x\" } ], \"titel\": 1 }\n"
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "bom.tabbar.json"], stdin: text)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("bom.tabbar.json:1:48: warning[TB006]"), "\(lines[0])")
        #expect(lines[2] == #"1 | { "items": [ { "title": "a", "image": "x" } ], "titel": 1 }"#)
        #expect(lines[3] == "  | " + String(repeating: " ", count: 47) + "^^^^^^^")
    }

    @Test func controlCharactersInMessagesAreWrittenAsCodePoints() throws {
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "nul.tabbar.json"], stdin: "{ \"items\": [ \u{0}\u{1B} ] }")
        #expect(run.stdout.contains("error[TB000] unexpected 'U+0000U+001B'"), "\(run.stdout)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0 || $0.value == 0x1B })
    }

    @Test func longLinesAreShownAsAWindowAroundTheRange() throws {
        // A minified file: one line of about 10 KB with the finding near its middle.
        let padding = (0..<200).map { "\"k\($0)\": \"value\($0)\"" }.joined(separator: ", ")
        let text = #"{ "preview": { "#+padding+#" }, "items": [ { "title": "A", "image": "a" } ], "plusButton": { "image": "p", "multiplerInCenterY": 0.3 } }"#
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "long.tabbar.json", "--select", "TB004"], stdin: text)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = try #require(lines.first { $0.hasPrefix("1 |") })
        #expect(source.count < 400)
        #expect(source.hasPrefix("1 | …"))
        #expect(source.contains(#""multiplerInCenterY": 0.3"#))
        let carets = try #require(lines.first { $0.hasPrefix("  | ") && $0.contains("^") })
        // The carets sit under the key in the window.
        let column = carets.dropFirst(4).prefix { $0 == " " }.count
        let shown = Array(source.dropFirst(4))
        #expect(String(shown[column..<min(shown.count, column + 20)]) == #""multiplerInCenterY""#)
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        let text = "{ \"items\": [ { \"title\": \"a\u{1B}[31mred\u{07}\", \"image\": \"x\" } ] }"
        let run = CLIRunner.run(["check", "-", "--stdin-filename", "ctl.tabbar.json"], stdin: text)
        #expect(run.stdout.contains("TB000"))
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!run.stdout.contains("\u{07}"))
        #expect(run.stdout.contains("a\u{FFFD}[31mred\u{FFFD}"))
    }

    @Test func displayWidthCountsWideNarrowAndZeroWidthCharacters() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("首页") == 4)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇨🇳") == 2)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("ｈ") == 2)
        #expect(DisplayWidth.of("\t") == DisplayWidth.tabWidth)
        #expect(DisplayWidth.of("❤️") == 2)
    }

    @Test func displayWidthByScalarsAgreesWithTheWidthByCharacters() {
        // Scalars that stand alone and scalars that join clusters (combining marks, joiners, variation selectors,
        // skin tones, flags, Hangul jamo, kana voicing marks), mixed at random.
        let pool: [String] = ["a", " ", "\t", "\r", "\n", "\u{1B}", "é", "e\u{301}", "首", "页", "ア", "ｈ", "😀", "🐟", "❤",
                              "\u{FE0F}", "\u{200D}", "\u{1F3FD}", "🇨", "🇳", "\u{1100}", "\u{1161}", "\u{AC00}", "\u{11A8}",
                              "\u{3099}", "か", "\u{302A}", "\u{00AD}", "\u{200B}", "—", "Ж", "\u{0483}", "\u{FFFD}", "、"]
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pool.randomElement(using: &generator)! }.joined()
            #expect(DisplayWidth.of(text) == DisplayWidth.charactersWidth(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(DisplayWidth.ofScalars("首页 😀 Tab") == 11)
        #expect(DisplayWidth.ofScalars("e\u{301}") == nil)
    }

    @Test func tabsAreExpandedInBothLines() {
        let text = "{\n\t\"items\": [ { \"title\": \"A\", \"image\": \"a\", \"titel\": \"x\" } ]\n}\n"
        let run = CLIRunner.run(["check", "-"], stdin: text)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let source = lines[2], carets = lines[3]
        #expect(!source.contains("\t"))
        let caretStart = carets.firstIndex(of: "^").map { carets.distance(from: carets.startIndex, to: $0) }
        let keyStart = source.range(of: "\"titel\"").map { source.distance(from: source.startIndex, to: $0.lowerBound) }
        #expect(caretStart == keyStart, "\(source)\n\(carets)")
    }

    @Test func unsafeFixesAreShownAsHelpAndRelatedLocationsAsNotes() {
        let text = #"{ "items": [ { "title": "A", "image": "a", "image": "b" } ], "plusButton": { "image": "p" } }"#
        let run = CLIRunner.run(["check", "-", "--format", "text"], stdin: text + "\n")
        #expect(run.stdout.contains("= note: the \"image\" that counts (line 1, column 44)"))
        #expect(run.stdout.contains("= fix: Remove this \"image\""))
        let odd = CLIRunner.run(["check", "-"], stdin: Fixtures.oddPlus)
        #expect(odd.stdout.contains("= help: Insert \"indexOfPlusButtonInTabBar\": 1 (or 3 other fixes in an editor); not applied by --fix"))
    }

    @Test func summaryCountsEverySeverity() {
        let style = TerminalStyle(enabled: false)
        var summary = CheckSummary([])
        summary.files = 3
        summary.read = 3
        summary.withTabBar = 2
        summary.errors = 2
        summary.warnings = 1
        summary.infos = 4
        summary.filesWithProblems = 2
        #expect(TextReporter(style: style).summaryLines(summary)
                == "Read 3 files, 2 with a tab bar: 7 problems in 2 files (2 errors, 1 warning, 4 infos).\n")
        summary.fixable = 1
        summary.fixed = 5
        summary.fixedFiles = 1
        #expect(TextReporter(style: style, fixing: true).summaryLines(summary)
                == "Fixed 5 problems in 1 file.\nRead 3 files, 2 with a tab bar: 7 problems in 2 files (2 errors, 1 warning, 4 infos); 1 fixable with 'tabbar check --fix'.\n")
    }

    @Test func quietPrintsOnlyTheSummary() {
        let run = CLIRunner.run(["check", "-", "-q"], stdin: Fixtures.fixable)
        #expect(run.stdout == "Read 1 file, 1 with a tab bar: 4 problems in 1 file (3 warnings, 1 info); 2 fixable with 'tabbar check --fix'.\n")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let escape = "\u{1B}["
        #expect(!CLIRunner.run(["check", "-"], stdin: Fixtures.warningOnly).stdout.contains(escape))
        #expect(CLIRunner.run(["check", "-"], stdin: Fixtures.warningOnly, terminal: true).stdout.contains(escape))
        #expect(!CLIRunner.run(["check", "-"], stdin: Fixtures.warningOnly, variables: ["NO_COLOR": "1"], terminal: true)
            .stdout.contains(escape))
        #expect(CLIRunner.run(["check", "-"], stdin: Fixtures.warningOnly, variables: ["NO_COLOR": ""], terminal: true)
            .stdout.contains(escape))
        #expect(CLIRunner.run(["check", "-", "--color", "always"], stdin: Fixtures.warningOnly).stdout.contains(escape))
        #expect(!CLIRunner.run(["check", "-", "--color=never"], stdin: Fixtures.warningOnly, terminal: true)
            .stdout.contains(escape))
    }

    @Test func syntaxErrorAtTheEndUnderlinesOneColumn() {
        let run = CLIRunner.run(["check", "-"], stdin: "{ \"items\": [")
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("error[TB000]"))
        #expect(run.stdout.contains("1 | { \"items\": [\n  |             ^\n"))
    }
}
