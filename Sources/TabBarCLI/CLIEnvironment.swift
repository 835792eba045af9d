#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
import TabBarCore
import TabBarWorkspace

/// Everything the command line touches outside itself, so tests can run it in-process:
/// output streams, standard input, the file system and the environment variables.
public struct CLIEnvironment: Sendable {
    /// Writes text to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readInput: @Sendable () -> [UInt8]
    /// Where files are found, read and written.
    public var fileSystem: any FileSystem
    /// The environment variables (`NO_COLOR`, ...).
    public var variables: [String: String]
    /// Whether standard output is a terminal (colour is used only then).
    public var outputIsTerminal: Bool
    /// The running executable's absolute path, where installed rule pages are looked for.
    public var executablePath: String?
    /// Whether the run ends the process (`tabbar` itself): then what it built is left for the
    /// process's exit to free (`KeptUntilExit`). False in-process.
    public var endsWithProcess = false

    /// An environment from its parts; the defaults read nothing and use the real file system.
    public init(writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
                readInput: @escaping @Sendable () -> [UInt8] = { [] }, fileSystem: any FileSystem = LocalFileSystem(),
                variables: [String: String] = [:], outputIsTerminal: Bool = false, executablePath: String? = nil) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.fileSystem = fileSystem
        self.variables = variables
        self.outputIsTerminal = outputIsTerminal
        self.executablePath = executablePath
    }

    /// The process's own streams, working folder and environment.
    public static func live() -> CLIEnvironment {
        CLIEnvironment(writeOutput: { StandardStream.write($0, to: 1) },
                       writeError: { StandardStream.write($0, to: 2) },
                       readInput: { StandardStream.readAll(from: 0) },
                       fileSystem: LocalFileSystem(),
                       variables: StandardStream.environmentVariables(),
                       outputIsTerminal: isatty(1) == 1,
                       executablePath: RuleDocumentationLocator.executablePath())
    }

    /// The process's environment for a run that ends the process.
    static func process() -> CLIEnvironment {
        var environment = live()
        environment.endsWithProcess = true
        return environment
    }

    /// Where the rule pages are for this copy (`TABBAR_DOCS_URL`, the installed pages, or
    /// the checkout's `docs/rules`); none when they cannot be found, and then no link is printed.
    public var ruleDocumentation: RuleDocumentation {
        RuleDocumentationLocator.locate(variables: variables, executable: executablePath, fileSystem: fileSystem)
    }

    /// Whether output may be coloured: a terminal, and `NO_COLOR` unset or empty.
    public var colorAllowed: Bool {
        outputIsTerminal && (variables["NO_COLOR"] ?? "").isEmpty
    }
}

/// Unbuffered reads and writes on file descriptors.
enum StandardStream {
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                #if canImport(Darwin)
                Darwin.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
                #elseif canImport(Musl)
                Musl.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
                #else
                Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
        bytes.removeAll()
    }

    /// Reads until end of input, or until one byte past the parser's size limit (the
    /// parser then reports the input as too large), so an endless stream cannot exhaust memory.
    static func readAll(from descriptor: Int32) -> [UInt8] {
        let limit = ParseLimits.default.maxBytes + 1
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while result.count < limit {
            let wanted = min(chunk.count, limit - result.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
        return result
    }

    /// The process's environment variables, read from `environ`.
    static func environmentVariables() -> [String: String] {
        #if canImport(Darwin)
        guard let environment = _NSGetEnviron(), let first = environment.pointee else { return [:] }
        var entry = first
        #else
        var entry = environ
        #endif
        var variables: [String: String] = [:]
        while let cString = entry.pointee {
            let pair = String(cString: cString)
            if let equals = pair.firstIndex(of: "=") {
                variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
