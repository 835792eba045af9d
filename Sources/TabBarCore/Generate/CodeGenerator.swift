import JSONC

/// `tabbar generate`: the Objective-C or Swift code a configuration describes, for CYLTabBarController.
///
/// The code is a `CYLTabBarController` subclass built with `initWithViewControllers:tabBarItemsAttributes:`
/// (the library's demo style), its item dictionaries and view controllers as literals, the
/// `CYLPlusButton` subclass with exactly the class methods the configuration sets, and the registration
/// to call from `application:didFinishLaunchingWithOptions:`. It is written in the shapes tabbar's own
/// source front-ends read, so `tabbar import` of it gives the configuration back. Pure: values in, text out;
/// the same input always gives the same bytes.
public struct CodeGenerator: ConfigurationCodeWriter {
    /// The language the files are written in.
    public var language: SourceLanguage
    /// Put before every generated class and function name (`TB` gives `TBTabBarController`).
    public var classPrefix: String
    /// The configuration file as named in the header comment.
    public var configurationName: String
    /// The command line that makes the files, in the header comment (already quoted for a shell).
    public var command: String

    /// A generator; nothing is checked until `generate`.
    public init(language: SourceLanguage, classPrefix: String = "", configurationName: String, command: String) {
        self.language = language
        self.classPrefix = classPrefix
        self.configurationName = configurationName
        self.command = command
    }

    /// Whether `prefix` can start the generated class names: empty, or an ASCII capital letter followed by
    /// ASCII letters, digits and `_` (tabbar's source reader takes a capitalised word for a class).
    public static func isValidClassPrefix(_ prefix: String) -> Bool {
        ClassName.isClassName(prefix, allowsEmpty: true)
    }

    /// The `CYLTabBarController` subclass: `TabBarController`.
    public var controllerClassName: String { classPrefix + "TabBarController" }
    /// The `CYLPlusButton` subclass: `PlusButton`.
    public var plusButtonClassName: String { classPrefix + "PlusButton" }
    /// What the app calls before creating the controller: `RegisterPlusButton()` in Objective-C (a C
    /// function), `TabBarController.registerPlusButton()` in Swift.
    public var registrationCall: String {
        switch language {
        case .objectiveC: return classPrefix + "RegisterPlusButton()"
        case .swift: return controllerClassName + ".registerPlusButton()"
        }
    }

    /// The names of the files `generate` makes, whatever the configuration: the controller's header and
    /// implementation (Objective-C) or one file (Swift). The plus button lives in the same files.
    public var fileNames: [String] {
        switch language {
        case .objectiveC: return [controllerClassName + ".h", controllerClassName + ".m"]
        case .swift: return [controllerClassName + ".swift"]
        }
    }

    /// The files for a checked configuration, in `fileNames` order; nothing when the check found errors.
    /// - Throws: `CodeGenerationError.configurationErrors` with the errors, or what `generate(_:)` throws.
    public func generate(checked result: LintResult) throws(CodeGenerationError) -> [GeneratedFile] {
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw .configurationErrors(errors) }
        return try generate(result.config)
    }

    /// The files for `config`, in `fileNames` order.
    /// - Throws: `CodeGenerationError` when the prefix is not a name, or the configuration holds values the
    ///   code cannot (check the configuration first: a configuration with errors is refused by the command).
    public func generate(_ config: TabBarConfig) throws(CodeGenerationError) -> [GeneratedFile] {
        guard Self.isValidClassPrefix(classPrefix) else { throw .invalidClassPrefix(classPrefix) }
        let reserved: Set<String> = [controllerClassName, plusButtonClassName]
        let blueprint: TabBarBlueprint
        switch TabBarBlueprint.make(config, reservedNames: reserved) {
        case .success(let made): blueprint = made
        case .failure(let error): throw error
        }
        switch language {
        case .objectiveC:
            let writer = ObjCCodeWriter(blueprint: blueprint, names: self)
            return [GeneratedFile(name: fileNames[0], text: header() + writer.interface()),
                    GeneratedFile(name: fileNames[1], text: header() + writer.implementation())]
        case .swift:
            let writer = SwiftCodeWriter(blueprint: blueprint, names: self)
            return [GeneratedFile(name: fileNames[0], text: header() + writer.file())]
        }
    }

    /// The comment every generated file starts with: what made it, and how to make it again.
    func header() -> String {
        GeneratedFile.header(configurationName: configurationName, command: command)
    }
}
