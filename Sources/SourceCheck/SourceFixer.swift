import TabBarCore

/// Applies the safe fixes of the source rules until none is left (at most a few rounds), file by file.
public enum SourceFixer {
    /// The project with every safe fix applied, and how many fixes each file took.
    public static func fixAll(_ project: SourceProject, options: LintOptions = LintOptions(), maxRounds: Int = 4)
        -> (project: SourceProject, applied: [Int]) {
        var current = project
        var applied = Array(repeating: 0, count: project.files.count)
        for _ in 0..<maxRounds {
            let findings = SourceLinter.lint(current, options: options)
            var changed = false
            var inputs: [SourceProjectReader.Input] = []
            for (index, file) in current.files.enumerated() {
                let fixes = FixApplier.nonOverlapping(findings[index].compactMap { diagnostic in
                    diagnostic.fixes.first { $0.applicability == .safe }
                })
                var bytes = file.bytes
                if !fixes.isEmpty {
                    bytes = FixApplier.apply(fixes.flatMap(\.edits), to: file.bytes)
                    if bytes != file.bytes {
                        changed = true
                        applied[index] += fixes.count
                    }
                }
                inputs.append(SourceProjectReader.Input(path: file.path, bytes: bytes))
            }
            guard changed else { break }
            current = SourceProjectReader.project(relinking: current, with: inputs)
        }
        return (current, applied)
    }
}
