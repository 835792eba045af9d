import JSONC
import TabBarCore

/// A 1-based line and column (in Unicode scalars) and the 0-based UTF-8 byte offset.
struct SourcePosition: Sendable, Hashable {
    var line: Int
    var column: Int
    var offset: Int
}

/// One file after checking: what the reporters print.
struct CheckedFile: Sendable {
    /// The path as given or found (relative when the input was).
    let path: String
    /// The text the diagnostics refer to (after `--fix`, the fixed text).
    let bytes: [UInt8]
    /// The lines, for the findings' positions: made with the file only when it has findings (most source
    /// files a check reads have none), else when first asked.
    var lines: LineTable { madeLines ?? LineTable(bytes: bytes) }
    private let madeLines: LineTable?
    let diagnostics: [Diagnostic]
    /// Fixes applied (`--fix`) or that would be applied (`--diff`).
    let appliedFixes: Int
    /// The text before fixing, when fixing changed it.
    let original: [UInt8]?
    /// Whether the file has syntax errors, which hold back every fix (its tree is a guess).
    /// Worked out once: the text reporter asks for every finding.
    let fixesHeldBack: Bool
    /// Whether the file holds a tab bar: a configuration, or source building a tab bar controller (a
    /// storyboard scene among them). The summary counts these.
    var holdsTabBar = false

    init(path: String, bytes: [UInt8], diagnostics: [Diagnostic], appliedFixes: Int = 0, original: [UInt8]? = nil) {
        self.path = path
        self.bytes = bytes
        self.madeLines = diagnostics.isEmpty ? nil : LineTable(bytes: bytes)
        self.diagnostics = diagnostics
        self.appliedFixes = appliedFixes
        self.original = original
        self.fixesHeldBack = diagnostics.contains { $0.code == SyntaxErrorRule.description.code }
    }

    /// The part of line `line` (0-based) a reporter shows or fingerprints for `range`: the line's whole content
    /// when it is at most `wholeLine` bytes long, else `context` bytes either side of the range, of which at most
    /// `rangeBytes` are shown, on character boundaries. Bounded, so that thousands of findings on one 5 MB line
    /// cost what they cost on short lines.
    func window(of range: ByteRange, onLine line: Int, wholeLine: Int = LineWindow.wholeLineBytes,
                context: Int = LineWindow.contextBytes, rangeBytes: Int = LineWindow.rangeBytes) -> LineWindow {
        let content = lines.contentRange(ofLine: line)
        let start = max(content.start, min(range.start, content.end))
        let end = max(start, min(range.end, content.end))
        let whole = content.end - content.start <= wholeLine
        var windowStart = whole ? content.start : max(content.start, start - context)
        var windowEnd = whole ? content.end : min(content.end, min(max(end, start + 1), start + rangeBytes) + context)
        while windowStart > content.start, windowStart < bytes.count, bytes[windowStart] & 0xC0 == 0x80 { windowStart -= 1 }
        while windowEnd < content.end, bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
        return LineWindow(content: content, shown: ByteRange(windowStart, windowEnd), start: start, end: end)
    }

    /// The position of a byte offset, for people and machine formats alike.
    func position(_ offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let (line, column) = lines.position(of: clamped, in: .scalars)
        // Editors hide a byte-order mark: columns on the first line start after it.
        let bom = line == 0 && clamped >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
        return SourcePosition(line: line + 1, column: column + 1 - bom, offset: clamped)
    }
}

/// What a reporter shows of a finding's line (`CheckedFile.window(of:onLine:)`).
struct LineWindow: Sendable, Hashable {
    /// The line's content, without its line break.
    let content: ByteRange
    /// The bytes shown: the whole content, or a window of it.
    let shown: ByteRange
    /// The range's start and end, clamped into the line.
    let start: Int
    let end: Int

    /// Whether bytes of the line before / after the window are left out.
    var cutBefore: Bool { shown.start > content.start }
    var cutAfter: Bool { shown.end < content.end }

    /// Lines longer than this (in bytes) are shown as a window: `contextBytes` either side of the range and at
    /// most `rangeBytes` of the range itself.
    static let wholeLineBytes = 300
    static let contextBytes = 100
    static let rangeBytes = 160
    /// Lines longer than this are windowed where a whole line is wanted (the HTML report's source lines, the
    /// SARIF and GitLab fingerprints): only minified or generated files have them.
    static let longLineBytes = 4096
    /// The bytes either side of a finding (and of its range) that fingerprint it on such a line.
    static let fingerprintContextBytes = 48
}

/// Counts over a whole run.
struct CheckSummary: Sendable, Hashable {
    /// The files reported on (`--format json`'s `summary.files`).
    var files = 0
    /// The files read: every configuration and source file found or named (the source files tabbar
    /// only byte-scans too), and the settings files reported for findings of their own.
    var read = 0
    /// The files that hold a tab bar.
    var withTabBar = 0
    /// Findings a baseline held back.
    var baselined = 0
    var errors = 0
    var warnings = 0
    var infos = 0
    /// Files with at least one finding.
    var filesWithProblems = 0
    /// Findings that `--fix` can fix.
    var fixable = 0
    /// Findings with a safe fix that `--fix` holds back because their file has syntax errors.
    var heldBack = 0
    /// Fixes applied by `--fix`.
    var fixed = 0
    /// Files `--fix` rewrote.
    var fixedFiles = 0
    /// Paths that could not be read (reported as errors beside the summary).
    var unreadable = 0
    /// The tab bars found in source, with how much of each was read.
    var bars: [BarReport] = []

    init(_ files: [CheckedFile]) {
        self.files = files.count
        self.read = files.count
        for file in files {
            if file.holdsTabBar { withTabBar += 1 }
            let held = file.fixesHeldBack
            for diagnostic in file.diagnostics {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
                if diagnostic.hasSafeFix {
                    if held { heldBack += 1 } else { fixable += 1 }
                }
            }
            if !file.diagnostics.isEmpty { filesWithProblems += 1 }
            fixed += file.appliedFixes
            if file.appliedFixes > 0 { fixedFiles += 1 }
        }
    }

    var problems: Int { errors + warnings + infos }
}
