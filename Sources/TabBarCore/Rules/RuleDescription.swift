import JSONC

/// Everything about a rule that is not its check: identity, documentation and the
/// examples the generic test runs and `tabbar explain` prints.
public struct RuleDescription: Sendable {
    /// Stable code: `TB003`.
    public let code: String
    /// Kebab-case name: `title-mismatch`.
    public let name: String
    public let severity: Severity
    /// One line: when the rule fires.
    public let summary: String
    /// Why it matters, for `explain` and the docs; paragraphs separated by blank lines.
    public let rationale: String
    /// What its fixes do, if it has any.
    public let fixSummary: String?
    /// The examples, built when the tests, `explain` or the docs first ask for them: a check reads
    /// the code, name and severity only, and building every rule's examples on the first lint cost
    /// more than the lint (1.5 M instructions in the server's first `didOpen`).
    private let examples: @Sendable () -> RuleExamples

    /// Snippets that must produce a finding at each `↓` marker.
    public var triggeringExamples: [Example] { examples().triggering }
    /// Snippets that must produce no finding of this rule.
    public var nonTriggeringExamples: [Example] { examples().nonTriggering }
    /// Before/after pairs for the rule's fixes.
    public var corrections: [Correction] { examples().corrections }
    /// The same in Objective-C and Swift source, for rules that check source (SPEC section 7).
    public var source: SourceExamples { examples().source }

    public init(code: String, name: String, severity: Severity, summary: String, rationale: String,
                fixSummary: String? = nil, triggeringExamples: [Example], nonTriggeringExamples: [Example],
                corrections: [Correction] = [], source: SourceExamples = .none) {
        let examples = RuleExamples(triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples,
                                    corrections: corrections, source: source)
        self.init(code: code, name: name, severity: severity, summary: summary, rationale: rationale,
                  fixSummary: fixSummary, examples: examples)
    }

    /// A description whose examples are written in the rule's `+Examples` file.
    /// - Parameter examples: evaluated when an example property is read, not here (the rule's
    ///   `static let examples` is itself built once, when first read).
    public init(code: String, name: String, severity: Severity, summary: String, rationale: String,
                fixSummary: String? = nil, examples: @autoclosure @escaping @Sendable () -> RuleExamples) {
        self.code = code
        self.name = name
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.fixSummary = fixSummary
        self.examples = examples
    }

    /// Whether the rule checks `tabbar.json` (source-only rules have no JSON examples).
    public var checksConfigurationFiles: Bool { !triggeringExamples.isEmpty }

    /// A diagnostic of this rule.
    public func diagnostic(_ message: String, at range: ByteRange, fixes: [Fix] = [], tags: [DiagnosticTag] = [],
                           related: [RelatedLocation] = [], severity: Severity? = nil) -> Diagnostic {
        Diagnostic(code: code, name: name, severity: severity ?? self.severity, message: message, range: range,
                   fixes: fixes, tags: tags, related: related)
    }
}

/// A configuration snippet used as a rule example. `↓` marks where a finding must start.
public struct Example: Sendable {
    /// The text, markers included.
    public let text: String
    /// Image names of the asset catalog the example is checked against; nil for no catalog.
    public let assets: [String]?
    /// Where the example is written, so a failing test points at it.
    public let file: String
    public let line: Int

    public init(_ text: String, assets: [String]? = nil, file: String = #filePath, line: Int = #line) {
        self.text = text
        self.assets = assets
        self.file = file
        self.line = line
    }

    /// The marker character.
    public static let marker: Character = "↓"

    /// The text without markers, as a user would write it.
    public var plainText: String { text.filter { $0 != Example.marker } }

    /// The UTF-8 offsets of the markers in `plainText`.
    public var markerOffsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text {
            if character == Example.marker { offsets.append(offset) } else { offset += character.utf8.count }
        }
        return offsets
    }
}

/// A fix example: `before` with the fix titled `fixTitle` (or every safe fix) applied gives `after`.
public struct Correction: Sendable {
    public let before: String
    public let after: String
    /// The title of the fix to apply; nil applies all safe fixes of the rule.
    public let fixTitle: String?
    public let assets: [String]?
    public let file: String
    public let line: Int

    public init(_ before: String, _ after: String, fix fixTitle: String? = nil, assets: [String]? = nil,
                file: String = #filePath, line: Int = #line) {
        self.before = before
        self.after = after
        self.fixTitle = fixTitle
        self.assets = assets
        self.file = file
        self.line = line
    }
}
