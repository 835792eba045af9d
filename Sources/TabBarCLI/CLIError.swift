import TabBarWorkspace

/// A usage or I/O error: printed to standard error, exit code 2.
public enum CLIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `tabbar frobnicate`.
    case unknownCommand(String)
    /// An option the command does not have.
    case unknownOption(String, command: String)
    /// An option given without its value (`--format` at the end).
    case missingValue(option: String)
    /// An option value outside its set (`--format yaml`).
    case invalidValue(option: String, value: String, expected: String)
    /// A positional argument the command does not take.
    case unexpectedArgument(String, command: String)
    /// A required positional argument is missing (`tabbar preview`).
    case missingArgument(String, command: String)
    /// Two options that cannot be combined.
    case conflictingOptions(String, String)
    /// A rule code or name that no rule has.
    case unknownRule(String)
    /// A device name that is neither built in nor defined in the file.
    case unknownDevice(String, known: [String])
    /// A file-system failure (missing path, unreadable or read-only file, failed write).
    case fileSystem(FileSystemError)
    /// `preview` / `import` of source that builds no tab bar controller (exit 1: nothing to show).
    case noTabBar(String)
    /// Tab bar controllers were found at the path but none could be read: each place with the reason.
    case tabBarsNotRead(String, [String])

    public var description: String {
        switch self {
        case .unknownCommand(let name):
            let suggestion = Self.nearest(name, in: HelpText.commandNames).map { "; did you mean '\($0)'?" } ?? ""
            return "unknown command '\(name)'\(suggestion) (see 'tabbar --help')"
        case .unknownOption(let option, let command):
            return "unknown option '\(option)' for 'tabbar \(command)' (see 'tabbar \(command) --help')"
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)': expected \(expected)"
        case .unexpectedArgument(let argument, let command):
            return "unexpected argument '\(argument)' for 'tabbar \(command)' (see 'tabbar \(command) --help')"
        case .missingArgument(let name, let command):
            return "'tabbar \(command)' needs \(name) (see 'tabbar \(command) --help')"
        case .conflictingOptions(let first, let second):
            return "'\(first)' cannot be combined with '\(second)'"
        case .unknownRule(let name):
            return "unknown rule '\(name)': use a code such as TB003 or a name such as title-mismatch (see 'tabbar rules')"
        case .unknownDevice(let name, let known):
            return "unknown device '\(name)': expected all or one of \(known.joined(separator: ", "))"
        case .noTabBar(let path):
            return "no tab bar found in \(path): tabbar reads CYLTabBarController (initWithViewControllers:"
                + "tabBarItemsAttributes: and its setters), UIKit tab bars built in Objective-C or Swift (a UITabBarController "
                + "or subclass given its tabs through viewControllers, setViewControllers:animated: or addChildViewController:, "
                + "and custom UITabBar subclasses), SwiftUI's TabView { … } with its .tabItem labels or iOS 18 Tab children, "
                + "and storyboard <tabBarController> scenes (see the README, \"Reading the tab bar from Objective-C and Swift\")"
        case .tabBarsNotRead(let path, let places):
            return "tab bar controllers found in \(path), but tabbar could not read their tabs: " + places.joined(separator: "; ")
        case .fileSystem(let error):
            return error.description
        }
    }

    /// The process exit code: always 2.
    public var exitCode: Int32 {
        if case .noTabBar = self { return 1 }
        if case .tabBarsNotRead = self { return 1 }
        return 2
    }

    private static func nearest(_ name: String, in candidates: [String]) -> String? {
        candidates.first { $0.hasPrefix(name.prefix(2)) && abs($0.count - name.count) <= 2 }
    }
}
