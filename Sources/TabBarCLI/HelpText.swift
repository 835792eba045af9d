import TabBarCore

/// The `--help` texts.
enum HelpText {
    static let commandNames = ["check", "preview", "import", "generate", "init", "rules", "explain", "lsp", "help"]

    /// The help of `command`, nil for an unknown one.
    static func forCommand(_ command: String) -> String? {
        switch command {
        case "check": return check
        case "preview": return preview
        case "import": return importCommand
        case "generate": return generate
        case "init": return initCommand
        case "rules": return rules
        case "explain": return explain
        case "lsp": return lsp
        case "help": return main
        default: return nil
        }
    }

    static let main = """
    tabbar \(TabBarVersion.current): checks and previews iOS tab bars where apps build them:
    CYLTabBarController and UIKit tab bars (UITabBarController, custom UITabBar subclasses with
    raised buttons) in Objective-C and Swift source (.m, .mm, .h, .swift), SwiftUI's TabView
    (.tabItem labels and the iOS 18 Tab), tab bar controller scenes in storyboards (.storyboard),
    and tab-bar configuration files (tabbar.json, *.tabbar.json). Project settings: .tabbarrc.json
    ('tabbar init' writes one).

    USAGE: tabbar <command> [options]

    COMMANDS:
      check [PATH ...]   Check the tab bars below each PATH (default: the current folder)
      preview PATH       Show the computed tab-bar layout on a device (source, a storyboard or a tabbar.json)
      import PATH        Print the tabbar.json equivalent to the tab bar built in source or a storyboard
      generate FILE      Write the Objective-C, Swift or SwiftUI code a tabbar.json describes
      init [FOLDER]      Write a commented .tabbarrc.json and print the hook, Xcode and SwiftPM set-ups
      rules              List the rules
      explain RULE       Explain one rule, with a failing and a passing example
      lsp                Run the language server on standard input and output
      help [COMMAND]     Show help for a command

    OPTIONS:
      -h, --help         Show this help
      -V, --version      Show the version

    Exit codes: 0 nothing at or above --fail-on (default warning), 1 findings, 2 usage or I/O error.

    """

    static let check = """
    USAGE: tabbar check [options] [PATH ...]

    Reads the tab bars below each folder (skipping .git, .build, Pods, Carthage,
    DerivedData, node_modules): CYLTabBarController and UIKit tab bars in Objective-C and
    Swift source (.m, .mm, .h, .swift), storyboards (.storyboard), both grouped into
    projects by the folder holding the *.xcodeproj, Podfile, Package.swift or .git, and
    tab-bar configurations (tabbar.json, *.tabbar.json). A file path is checked within its
    project, whatever its name. '-' reads one configuration from standard input. The default
    PATH is '.'. The nearest .tabbarrc.json above a file (project settings: select, ignore,
    severity, exclude, devices, libraryVersion, failOn, baseline) applies to it; these
    options win over it.

    OPTIONS:
      --format FORMAT        text (default), json, sarif, github, xcode, junit,
                             checkstyle, gitlab (GitLab Code Quality) or html (one
                             self-contained page: each tab bar drawn, findings marked)
      --fail-on SEVERITY     exit 1 on findings at or above: error, warning (default),
                             info, or never
      --baseline FILE        report only the findings FILE does not hold (the summary
                             says how many it held back)
      --write-baseline FILE  record every finding in FILE (then exit 0); matched by rule,
                             file and the finding's text, so moved lines stay recorded
      --select RULES         report only these rules (comma-separated codes or names)
      --ignore RULES         never report these rules (comma-separated codes or names)
      --fix                  apply the safe fixes in place, then report what remains
      --diff                 print the safe fixes as a unified diff; write nothing
                             (exit 1 when there is a diff)
      --stdin-filename NAME  the name to report for '-' (and to find asset catalogs from)
      --color WHEN           auto (default: only on a terminal without NO_COLOR),
                             always or never
      -q, --quiet            text format: print only the summary line
      -h, --help             Show this help

    EXIT CODES: 0 no finding at or above --fail-on; 1 findings; 2 usage or I/O error.

    """

    static let initCommand = """
    USAGE: tabbar init [FOLDER]

    Writes FOLDER/.tabbarrc.json (default: the current folder), the project settings, with
    every key commented, and prints the lines that run tabbar in a pre-commit hook, an Xcode
    Run Script phase and the SwiftPM plug-in. An existing .tabbarrc.json is never overwritten.

    OPTIONS:
      -h, --help             Show this help

    """

    static let importCommand = """
    USAGE: tabbar import PATH [options]

    Reads the tab bar that the source at PATH builds (a .m, .mm, .h, .swift or .storyboard file,
    read within its project, or a project folder: the bar, its plus button and the view controllers
    are usually in different files), CYLTabBarController's, UIKit's or a SwiftUI TabView, and prints
    the equivalent tabbar.json. Each value's source line is in a
    comment; values that are not literals are written as ⟨expression⟩ with the suppression
    comments that keep 'tabbar check' of the result in step with 'tabbar check' of the source.
    An SF Symbol is written as the item's "systemImage", an asset as its "image".

    OPTIONS:
      -o, --output PATH  write to PATH (atomically) instead of standard output
      -h, --help         Show this help

    """

    static let generate = """
    USAGE: tabbar generate --language swift|objc|swiftui [options] FILE

    Writes the code a configuration file describes. swift and objc: what CYLTabBarController
    needs, a CYLTabBarController subclass built with initWithViewControllers:tabBarItemsAttributes:
    (its item dictionaries and view controllers), the CYLPlusButton subclass with the class methods
    the file sets, and the function that registers it (<P>TabBarController.swift, or
    <P>TabBarController.h and .m). swiftui: a SwiftUI view, <P>TabBarView.swift, whose TabView has
    one tab per item and a Selection enum with one case per tab.
    A file with errors generates nothing (exit 1). Files are written only when their content changes.

    OPTIONS:
      -l, --language LANG   swift, objc or swiftui (required)
      --swiftui-api API     with swiftui: tab (the iOS 18 Tab("Title", systemImage:, value:) API,
                            the default) or tabitem (.tabItem { Label(…) }.tag(…), iOS 13 and later)
      --class-prefix P      put P before the generated names (PTabBarController, PPlusButton,
                            PTabBarView)
      -o, --output DIR      the folder to write into (it must exist; default: the file's folder)
      --check               write nothing; print a diff and exit 1 when the files on disk are stale
      -h, --help            Show this help

    In the app: call PRegisterPlusButton() (Objective-C) or PTabBarController.registerPlusButton()
    (Swift) in application:didFinishLaunchingWithOptions:, then create PTabBarController. SwiftUI:
    show PTabBarView() in your App's WindowGroup. An item's "systemImage" (an SF Symbol) is used by
    swiftui only; a plus button cannot be a SwiftUI tab.

    EXIT CODES: 0 written or up to date; 1 errors in FILE, or --check found stale files; 2 usage or
    I/O error.

    """

    static let preview = """
    USAGE: tabbar preview PATH [options]

    Computes the layout of the tab bar at PATH and draws it: a tabbar.json, or source (a .m, .mm,
    .h, .swift or .storyboard file, read within its project, or a project folder: every tab bar
    controller it builds). CYLTabBarController's bars are laid out with its arithmetic, UIKit's
    with equal slots, a custom UITabBar subclass with its own layoutSubviews where tabbar reads it.

    OPTIONS:
      --device NAME      a built-in device, a device the file defines, or 'all' (every
                         built-in device); default: the file's first preview device,
                         else iphone-15
      --landscape        lay the bar out in landscape (default: the file's orientation)
      --format FORMAT    ascii (default), svg or json ('all' with json gives an array)
      -o, --output PATH  write to PATH (atomically) instead of standard output
      --bars N           of a source path, show at most N tab bars, or 'all' (default:
                         \(PreviewOptions.defaultBars) in ascii and svg, saying how many were left out;
                         every bar in json)
      -h, --help         Show this help

    Built-in devices: \(DeviceNames.builtIn.joined(separator: ", ")).
    Exit 1 when the layout cannot be computed (the reason goes to standard error).

    """

    static let rules = """
    USAGE: tabbar rules [--format text|json|markdown]

    Lists every rule: code, name, severity, whether --fix can fix it, and a summary.
    'markdown' prints the index page of docs/rules/.

    """

    static let explain = """
    USAGE: tabbar explain RULE [--markdown]

    Prints one rule's documentation: what it finds, why it matters, how to fix it, and a
    failing and a passing example. RULE is a code (TB003) or a name (title-mismatch).

    OPTIONS:
      --markdown   print the rule's page of docs/rules/ instead
      -h, --help   Show this help

    """

    static let lsp = """
    USAGE: tabbar lsp

    Runs the Language Server Protocol server on standard input and output
    (Content-Length framing, JSON-RPC 2.0). Editors start it; people rarely do.

    """
}

/// Device names for help texts and errors.
enum DeviceNames {
    static var builtIn: [String] { TabBarCore.Device.builtIn.map(\.name) }
}
