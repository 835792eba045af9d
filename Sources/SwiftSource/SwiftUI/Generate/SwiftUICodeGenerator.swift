import TabBarCore

/// `tabbar generate --language swiftui`: a configuration as a SwiftUI `TabView`.
///
/// One file, `<Prefix>TabBarView.swift`: a view holding a `TabView(selection:)` with one tab per item (the iOS 18
/// `Tab` API, or `.tabItem { Label(…) }.tag(…)`), and its selection enum with one case per tab. What SwiftUI's tab bar
/// cannot show (the plus button) is refused; what it has no API for (heights, insets, selected images, the view
/// controller's own title) is left out. Pure: the same input always gives the same bytes.
public struct SwiftUICodeGenerator: ConfigurationCodeWriter {
    /// How the tabs are written.
    public var api: SwiftUITabAPI
    /// Put before the generated view's name (`TB` gives `TBTabBarView`).
    public var typePrefix: String
    /// The configuration file as named in the header comment.
    public var configurationName: String
    /// The command line that makes the file, in the header comment (already quoted for a shell).
    public var command: String

    /// A generator; nothing is checked until `generate`.
    public init(api: SwiftUITabAPI = .tab, typePrefix: String = "", configurationName: String, command: String) {
        self.api = api
        self.typePrefix = typePrefix
        self.configurationName = configurationName
        self.command = command
    }

    /// The generated view: `TabBarView` after the prefix.
    public var viewName: String { typePrefix + "TabBarView" }

    /// The one file `generate` makes.
    public var fileNames: [String] { [viewName + ".swift"] }

    /// The file for a checked configuration; nothing when the check found errors. More than five items (TB001) is
    /// no error here: a `TabView` shows a More tab, as the rule says of SwiftUI bars.
    /// - Throws: `CodeGenerationError.configurationErrors` with the errors, or what `generate(_:)` throws.
    public func generate(checked result: LintResult) throws(CodeGenerationError) -> [GeneratedFile] {
        let errors = result.diagnostics.filter { $0.severity == .error && $0.code != "TB001" }
        guard errors.isEmpty else { throw .configurationErrors(errors) }
        return try generate(result.config)
    }

    /// The file for `config`.
    /// - Throws: `CodeGenerationError` when the prefix is not a name, or the configuration holds what a SwiftUI tab
    ///   bar cannot (a plus button, an item without an image, a root view type that is no name).
    public func generate(_ config: TabBarConfig) throws(CodeGenerationError) -> [GeneratedFile] {
        guard CodeGenerator.isValidClassPrefix(typePrefix) else { throw .invalidClassPrefix(typePrefix) }
        let blueprint: SwiftUIBlueprint
        switch SwiftUIBlueprint.make(config, reservedNames: [viewName]) {
        case .success(let made): blueprint = made
        case .failure(let error): throw error
        }
        let header = GeneratedFile.header(configurationName: configurationName, command: command)
        let writer = SwiftUICodeWriter(blueprint: blueprint, api: api, viewName: viewName)
        return [GeneratedFile(name: fileNames[0], text: header + writer.file())]
    }
}
