import JSONC
import TabBarCore

/// The fix-all loop the fuzz targets check: lint, apply the non-overlapping safe fixes,
/// lint again, until nothing changes or ten passes are done.
enum FixLoop {
    static func run(_ bytes: [UInt8], options: LintOptions, maxPasses: Int = 10) -> (bytes: [UInt8], converged: Bool) {
        var current = bytes
        for _ in 0..<maxPasses {
            let result = ConfigurationLinter.lint(current, options: options)
            let safe = result.diagnostics.compactMap { diagnostic in diagnostic.fixes.first { $0.applicability == .safe } }
            let picked = FixApplier.nonOverlapping(safe)
            if picked.isEmpty { return (current, true) }
            let next = FixApplier.apply(picked.flatMap(\.edits), to: current)
            if next == current { return (current, true) }
            current = next
        }
        return (current, false)
    }
}
