import JSONC
import TabBarCore

/// Text for people, after ruff and rustc: a `path:line:col: severity[CODE] message` header,
/// the source line with the range underlined (in display columns), the fix, a summary.
struct TextReporter {
    let style: TerminalStyle
    /// Print the summary only.
    var quiet = false
    /// `--fix` ran: say what it fixed.
    var fixing = false

    func render(_ files: [CheckedFile], summary: CheckSummary) -> String {
        var out = ""
        if !quiet {
            for file in files {
                for diagnostic in file.diagnostics {
                    out += render(diagnostic, in: file) + "\n"
                }
            }
        }
        if !quiet {
            for line in BarReport.summaryLines(summary.bars) { out += line + "\n" }
        }
        return out + summaryLines(summary)
    }

    /// One diagnostic with its snippet and hints.
    func render(_ diagnostic: Diagnostic, in file: CheckedFile) -> String {
        let start = file.position(diagnostic.range.start)
        let label = "\(diagnostic.severity.rawValue)[\(diagnostic.code)]"
        var out = style.bold("\(file.path):\(start.line):\(start.column):") + " "
            + style.severity(diagnostic.severity, label) + " " + style.bold(diagnostic.message) + "\n"
        let line = file.lines.line(of: diagnostic.range.start)
        let number = String(line + 1)
        let pad = String(repeating: " ", count: number.count)
        let (source, underline) = snippet(of: diagnostic.range, onLine: line, in: file)
        out += style.gutter(pad + " |") + "\n"
        out += style.gutter(number + " |") + (source.isEmpty ? "" : " " + source) + "\n"
        out += style.gutter(pad + " |") + " " + style.severity(diagnostic.severity, underline) + "\n"
        for related in diagnostic.related {
            let position = file.position(related.range.start)
            out += style.gutter(pad + " =") + " " + style.bold("note:") + " \(related.message) (line \(position.line), column \(position.column))\n"
        }
        if let hint = fixHint(diagnostic, heldBack: file.fixesHeldBack) {
            out += style.gutter(pad + " =") + " " + style.help(hint.label) + " " + hint.text + "\n"
        }
        return out
    }

    /// The range's first line (tabs expanded) and a caret line under the range, measured in
    /// display columns; a range running past the line is underlined to the line's end. A
    /// long line is shown as a window around the range, marked with `…`, and control
    /// characters are shown as `�`, so a hostile file cannot flood or drive the terminal.
    func snippet(of range: ByteRange, onLine line: Int, in file: CheckedFile) -> (String, String) {
        let window = file.window(of: range, onLine: line)
        let bytes = file.bytes
        let shown = window.shown
        let shownEnd = min(window.end, shown.end)
        let lead = window.cutBefore ? "…" : ""
        let trail = window.cutAfter ? "…" : ""
        let before = lead + Self.visible(bytes[shown.start..<window.start])
        let inside = Self.visible(bytes[window.start..<shownEnd])
        let source = lead + Self.visible(bytes[shown.start..<shown.end]) + trail
        // One allocation each (String(repeating:count:) appends character by character).
        var underline = [UInt8](repeating: UInt8(ascii: " "), count: DisplayWidth.of(before))
        underline += [UInt8](repeating: UInt8(ascii: "^"), count: max(1, DisplayWidth.of(inside)))
        return (source, String(decoding: underline, as: UTF8.self))
    }

    /// Text for a terminal: tabs expanded, control characters replaced by U+FFFD, a
    /// byte-order mark left out (editors do not show it).
    static func visible(_ bytes: ArraySlice<UInt8>) -> String {
        // Most lines hold none of what must be replaced: then decoding is all (the same text, without a copy per scalar).
        if !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.value != 0xFEFF {
            let value = scalar.value
            let control = (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
            scalars.append(control ? "\u{FFFD}" : scalar)
        }
        return DisplayWidth.expandingTabs(String(scalars))
    }

    /// "fix:" for a safe fix (applied by `--fix` unless the file's syntax errors hold it
    /// back), "help:" for a suggestion.
    func fixHint(_ diagnostic: Diagnostic, heldBack: Bool = false) -> (label: String, text: String)? {
        let safe = FixAll.safeFixes(in: [diagnostic]).first
        if let safe {
            let when = heldBack ? "safe, but 'tabbar check --fix' applies it only once the syntax errors are fixed"
                : "safe: 'tabbar check --fix' applies it"
            return ("fix:", "\(safe.title) (\(when))")
        }
        let suggestion = diagnostic.fixes.first(where: \.isPreferred) ?? diagnostic.fixes.first
        if let suggestion {
            let others = diagnostic.fixes.count - 1
            let more = others > 0 ? " (or \(Plural.count(others, "other fix", plural: "other fixes")) in an editor)" : ""
            return ("help:", "\(suggestion.title)\(more); not applied by --fix, review it first")
        }
        return nil
    }

    /// "Read 6 files, 2 with a tab bar: 23 problems in 2 files (14 errors, 8 warnings, 1 info); 5 fixable
    /// with 'tabbar check --fix'; 3 more held back by the baseline."
    func summaryLines(_ summary: CheckSummary) -> String {
        var out = ""
        if fixing, summary.fixed > 0 {
            out += style.success("Fixed \(Plural.count(summary.fixed, "problem")) in \(Plural.count(summary.fixedFiles, "file")).") + "\n"
        }
        let unreadable = summary.unreadable > 0
            ? "\(Plural.count(summary.unreadable, "path")) could not be read (see the error above)" : nil
        if summary.read == 0, summary.files == 0, let unreadable {
            return out + style.bold("No files read: \(unreadable).") + "\n"
        }
        let read = "Read \(Plural.count(summary.read, "file")), "
            + (summary.withTabBar == 0 ? "none" : String(summary.withTabBar)) + " with a tab bar"
        guard summary.problems > 0 else {
            var rest = ""
            if summary.baselined > 0 { rest += "; \(summary.baselined) held back by the baseline" }
            if let unreadable { return out + read + ": no problems\(rest); \(unreadable).\n" }
            return out + style.success(read + ": no problems") + rest + ".\n"
        }
        var counts: [String] = []
        if summary.errors > 0 { counts.append(style.severity(.error, Plural.count(summary.errors, "error"))) }
        if summary.warnings > 0 { counts.append(style.severity(.warning, Plural.count(summary.warnings, "warning"))) }
        if summary.infos > 0 { counts.append(style.severity(.info, Plural.count(summary.infos, "info", plural: "infos"))) }
        out += style.bold(read + ": " + Plural.count(summary.problems, "problem")
            + " in " + Plural.count(summary.filesWithProblems, "file")) + " (" + counts.joined(separator: ", ") + ")"
        if summary.fixable > 0 {
            out += "; \(summary.fixable) fixable with 'tabbar check --fix'"
        }
        if summary.heldBack > 0 {
            out += "; \(summary.heldBack) more once the syntax errors are fixed"
        }
        if summary.baselined > 0 {
            out += "; \(summary.baselined) more held back by the baseline"
        }
        if let unreadable { out += "; \(unreadable)" }
        return out + ".\n"
    }
}
