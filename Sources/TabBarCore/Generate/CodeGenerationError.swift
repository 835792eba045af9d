/// Why `CodeGenerator` wrote nothing.
public enum CodeGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration has errors (`tabbar check` findings of severity error): they are listed.
    case configurationErrors([Diagnostic])
    /// The class prefix is not the start of a class name (see `CodeGenerator.isValidClassPrefix`).
    case invalidClassPrefix(String)
    /// Values of the configuration the code cannot hold (a class name that is not an identifier, an item
    /// without an image, an index out of range), each with its place.
    case invalidConfiguration([CodeGenerationProblem])

    public var description: String {
        switch self {
        case .configurationErrors(let errors):
            return "the configuration has \(errors.count == 1 ? "an error" : "\(errors.count) errors"): "
                + errors.map { "\($0.code) \($0.message)" }.joined(separator: "; ")
        case .invalidClassPrefix(let prefix):
            return "the class prefix '\(prefix)' is not the start of a class name: use an ASCII capital letter, then "
                + "ASCII letters, digits and '_'"
        case .invalidConfiguration(let problems):
            return problems.map(\.message).joined(separator: "; ")
        }
    }
}
