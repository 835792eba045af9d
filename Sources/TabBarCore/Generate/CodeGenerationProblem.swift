import JSONC

/// Why a configuration cannot be turned into code: the values the generated code cannot hold.
public struct CodeGenerationProblem: Sendable, Hashable {
    /// What is wrong and what to do.
    public var message: String
    /// The value's bytes in the configuration file.
    public var range: ByteRange

    public init(_ message: String, at range: ByteRange) {
        self.message = message
        self.range = range
    }
}
