import SwiftSource
import TabBarCore

/// The language `tabbar generate` writes, as `--language` spells it.
public enum GenerateLanguage: String, Sendable, Hashable, CaseIterable {
    case swift
    case objc
    /// A SwiftUI `TabView` (Swift).
    case swiftui

    /// The source language of CYLTabBarController's files; nil for SwiftUI, which has a generator of its own.
    var cylLanguage: SourceLanguage? {
        switch self {
        case .swift: return .swift
        case .objc: return .objectiveC
        case .swiftui: return nil
        }
    }
}

/// The parsed arguments of `tabbar generate`.
public struct GenerateOptions: Sendable, Hashable {
    /// The configuration file.
    public var file: String?
    /// `--language`.
    public var language: GenerateLanguage?
    /// `--class-prefix`.
    public var classPrefix = ""
    /// `-o`: the folder to write into; nil for the configuration's own folder.
    public var output: String?
    /// `--swiftui-api`: how `--language swiftui` writes the tabs; nil when not given (the iOS 18 `Tab` API).
    public var swiftUIAPI: SwiftUITabAPI?
    /// `--check`: compare with the files on disk instead of writing.
    public var check = false
    /// `--help` was given.
    public var help = false

    /// No file, no language.
    public init() {}

    /// Parses `tabbar generate`'s arguments.
    public static func parse(_ arguments: [String]) throws(CLIError) -> GenerateOptions {
        var options = GenerateOptions()
        var scanner = ArgumentScanner(arguments, command: "generate")
        while let argument = scanner.next() {
            switch argument {
            case .positional(let path):
                if options.file != nil { throw .unexpectedArgument(path, command: "generate") }
                options.file = path
            case .option(let name, let inline):
                switch name {
                case "--language", "-l":
                    options.language = try scanner.choice(of: name, inline: inline, as: GenerateLanguage.self,
                                                          choices: GenerateLanguage.allCases)
                case "--swiftui-api":
                    options.swiftUIAPI = try scanner.choice(of: name, inline: inline, as: SwiftUITabAPI.self,
                                                            choices: SwiftUITabAPI.allCases)
                case "--class-prefix":
                    options.classPrefix = try scanner.value(of: name, inline: inline)
                case "--output", "-o":
                    options.output = try scanner.value(of: name, inline: inline)
                case "--check":
                    try scanner.flag(name, inline: inline)
                    options.check = true
                case "--help", "-h":
                    options.help = true
                default:
                    throw .unknownOption(name, command: "generate")
                }
            }
        }
        guard !options.help else { return options }
        if options.file == nil { throw .missingArgument("a configuration FILE", command: "generate") }
        if options.language == nil { throw .missingArgument("--language swift|objc|swiftui", command: "generate") }
        if options.swiftUIAPI != nil, options.language != .swiftui {
            throw .conflictingOptions("--swiftui-api", "--language \(options.language?.rawValue ?? "")")
        }
        return options
    }

    /// The command line that generates the files, as the header comment of each shows it: the options in
    /// a fixed order, `--check` left out, each argument quoted for a shell when it needs it.
    var commandLine: String {
        var words = ["tabbar", "generate", "--language", language?.rawValue ?? "swift"]
        if let swiftUIAPI { words += ["--swiftui-api", swiftUIAPI.rawValue] }
        if !classPrefix.isEmpty { words += ["--class-prefix", classPrefix] }
        if let output { words += ["-o", output] }
        if let file {
            if file.hasPrefix("-") { words.append("--") }
            words.append(file)
        }
        return words.map(CodeLiteral.shellWord).joined(separator: " ")
    }
}
