/// One command-line token, classified.
enum Argument: Equatable {
    /// `--name`, `--name=value` or `-n`; `value` holds the text after `=`.
    case option(name: String, value: String?)
    /// Anything else, including everything after `--` and a lone `-` (standard input).
    case positional(String)
}

/// Walks a command's arguments: options with values (`--format json`, `--format=json`),
/// flags, and positional arguments.
struct ArgumentScanner {
    private var remaining: ArraySlice<String>
    private var onlyPositionals = false
    /// The subcommand, for error messages.
    let command: String

    init(_ arguments: [String], command: String) {
        remaining = arguments[...]
        self.command = command
    }

    /// The next argument, nil at the end.
    mutating func next() -> Argument? {
        guard let argument = remaining.popFirst() else { return nil }
        if onlyPositionals || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
        if argument == "--" {
            onlyPositionals = true
            return next()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return .option(name: String(argument[..<equals]), value: String(argument[argument.index(after: equals)...]))
        }
        return .option(name: argument, value: nil)
    }

    /// The value of `option`: the text after `=`, else the next argument.
    mutating func value(of option: String, inline: String?) throws(CLIError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst() else { throw .missingValue(option: option) }
        return next
    }

    /// The value of `option` as one of `choices`.
    mutating func choice<T: RawRepresentable>(of option: String, inline: String?, as type: T.Type,
                                               choices: [T]) throws(CLIError) -> T where T.RawValue == String {
        let text = try value(of: option, inline: inline)
        guard let value = T(rawValue: text), choices.contains(where: { $0.rawValue == text }) else {
            throw .invalidValue(option: option, value: text, expected: choices.map(\.rawValue).joined(separator: "|"))
        }
        return value
    }

    /// Fails for a flag that was given a value (`--fix=yes`).
    func flag(_ option: String, inline: String?) throws(CLIError) {
        if let inline { throw .invalidValue(option: option, value: inline, expected: "no value") }
    }
}
