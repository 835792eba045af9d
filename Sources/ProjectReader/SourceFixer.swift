import TabBarCore

/// Applies the safe fixes of the source rules until none is left (at most a few rounds), file by
/// file, each round as `FixAll` does for a configuration.
public enum SourceFixer {
    /// The project with every safe fix applied, and how many fixes each file took.
    public static func fixAll(_ project: SourceProject, options: LintOptions = LintOptions(), maxRounds: Int = 4)
        -> (project: SourceProject, applied: [Int]) {
        var current = project
        var applied = Array(repeating: 0, count: project.files.count)
        for _ in 0..<maxRounds {
            let findings = SourceLinter.lint(current, options: options)
            var changed = false
            let inputs = current.files.enumerated().map { index, file in
                guard let (bytes, count) = FixAll.applyingSafeFixes(of: findings[index], to: file.bytes) else {
                    return SourceProjectReader.Input(path: file.path, bytes: file.bytes)
                }
                changed = true
                applied[index] += count
                return SourceProjectReader.Input(path: file.path, bytes: bytes)
            }
            guard changed else { break }
            current = SourceProjectReader.project(relinking: current, with: inputs)
        }
        return (current, applied)
    }
}
