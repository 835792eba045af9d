import JSONC

/// Applies every safe fix, checks again and repeats until the text is stable: what
/// `tabbar check --fix` and an editor's fix-all do. Pure: bytes in, bytes out.
public enum FixAll {
    /// What a fix-all run did.
    public struct Outcome: Sendable, Hashable {
        /// The text after the last round.
        public var bytes: [UInt8]
        /// How many fixes were applied over all rounds.
        public var appliedFixes: Int
        /// How many rounds changed the text.
        public var rounds: Int
        /// False when the round limit was reached or the fixes went round in a cycle.
        public var isStable: Bool

        /// Whether the text differs from the input.
        public func changed(from original: [UInt8]) -> Bool { bytes != original }
    }

    /// The most rounds tried before giving up on reaching a stable text.
    public static let defaultMaxRounds = 10

    /// Applies safe fixes to `bytes` until no safe fix is left or applying them changes nothing.
    /// A document with syntax errors is left as it is: its tree is a guess, so are its fixes.
    /// - Parameters:
    ///   - bytes: the configuration's text.
    ///   - options: the rules that run (fixes of ignored rules are not applied).
    ///   - maxRounds: the limit on lint-and-fix rounds.
    /// - Returns: the fixed text and what was done.
    public static func apply(to bytes: [UInt8], options: LintOptions = LintOptions(),
                             maxRounds: Int = defaultMaxRounds) -> Outcome {
        var current = bytes
        var seen: Set<[UInt8]> = [bytes]
        var applied = 0
        var rounds = 0
        while rounds < maxRounds {
            let result = ConfigurationLinter.lint(current, options: options)
            guard result.document.errors.isEmpty else { break }
            guard let (next, count) = applyingSafeFixes(of: result.diagnostics, to: current) else { break }
            rounds += 1
            applied += count
            current = next
            if !seen.insert(next).inserted {
                return Outcome(bytes: current, appliedFixes: applied, rounds: rounds, isStable: false)
            }
        }
        let stable = rounds < maxRounds || safeFixes(in: ConfigurationLinter.lint(current, options: options).diagnostics).isEmpty
        return Outcome(bytes: current, appliedFixes: applied, rounds: rounds, isStable: stable)
    }

    /// One round on one text, for a configuration and for each file of a source project alike: the
    /// safe fixes of `diagnostics` that do not overlap, applied. Nil when none changes the text.
    public static func applyingSafeFixes(of diagnostics: [Diagnostic], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int)? {
        let fixes = FixApplier.nonOverlapping(safeFixes(in: diagnostics))
        guard !fixes.isEmpty else { return nil }
        let next = FixApplier.apply(fixes.flatMap { coalescingInsertions($0.edits) }, to: bytes)
        return next == bytes ? nil : (next, fixes.count)
    }

    /// The edits with insertions at one offset joined into one, in their order: a fix that
    /// inserts `,` and then `"key": 1` at the same place means `,"key": 1`, whatever order
    /// an applier that works back to front would put them in.
    public static func coalescingInsertions(_ edits: [TextEdit]) -> [TextEdit] {
        var result: [TextEdit] = []
        for edit in edits {
            if edit.range.isEmpty,
               let index = result.firstIndex(where: { $0.range.isEmpty && $0.range.start == edit.range.start }) {
                result[index].newText += edit.newText
            } else {
                result.append(edit)
            }
        }
        return result
    }

    /// The safe fix to apply for each diagnostic that has one: its preferred safe fix, else its first.
    public static func safeFixes(in diagnostics: [Diagnostic]) -> [Fix] {
        diagnostics.compactMap { diagnostic in
            let safe = diagnostic.fixes.filter { $0.applicability == .safe }
            return safe.first(where: \.isPreferred) ?? safe.first
        }
    }
}
