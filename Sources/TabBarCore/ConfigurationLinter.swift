import JSONC

/// Which rules run and what they may consult.
public struct LintOptions: Sendable {
    /// When set, only these codes are reported.
    public var select: Set<String>?
    /// Codes never reported.
    public var ignore: Set<String>
    /// The workspace's image names; nil when it has no asset catalog.
    public var assets: AssetIndex?
    /// The CYLTabBarController version the project's lock file names, when one does.
    public var libraryVersion: LibraryVersion?
    /// The devices the layout rules measure source projects on (`.tabbarrc.json`'s `devices`);
    /// nil for the default device. A configuration file's own `preview.devices` is used for it.
    public var devices: [OrientedDevice]?

    public init(select: Set<String>? = nil, ignore: Set<String> = [], assets: AssetIndex? = nil,
                libraryVersion: LibraryVersion? = nil) {
        self.select = select
        self.ignore = ignore
        self.assets = assets
        self.libraryVersion = libraryVersion
    }

    /// Whether findings of `code` are wanted.
    public func isEnabled(_ code: String) -> Bool {
        !ignore.contains(code) && (select?.contains(code) ?? true)
    }
}

/// Everything one check of a document produced.
public struct LintResult: Sendable {
    public let document: JSONCDocument
    public let config: TabBarConfig
    /// Findings sorted by position, then code.
    public let diagnostics: [Diagnostic]
    /// The layouts on the previewed devices.
    public let layouts: [DeviceLayout]
}

/// Runs every rule over a document.
public enum ConfigurationLinter {
    /// Parses and checks `bytes`.
    public static func lint(_ bytes: [UInt8], options: LintOptions = LintOptions()) -> LintResult {
        lint(JSONCDocument(bytes: bytes), options: options)
    }

    /// Parses and checks `text`.
    public static func lint(text: String, options: LintOptions = LintOptions()) -> LintResult {
        lint(Array(text.utf8), options: options)
    }

    /// Checks an already parsed document.
    public static func lint(_ document: JSONCDocument, options: LintOptions = LintOptions()) -> LintResult {
        let (config, findings) = ConfigDecoder.decode(document)
        let layouts = layouts(for: config)
        let context = RuleContext(document: document, config: config, decodingFindings: findings,
                                  assets: options.assets, layouts: layouts)
        let suppression = Suppression(document: document)
        let fixGuard = FixGuard(document: document)
        var diagnostics: [Diagnostic] = []
        for rule in CoreRules.catalog.configurationRules where options.isEnabled(type(of: rule).description.code) {
            for diagnostic in rule.check(context) where !suppression.suppresses(diagnostic) {
                diagnostics.append(fixGuard.filter(diagnostic))
            }
        }
        diagnostics.sort { ($0.range.start, $0.code, $0.range.end) < ($1.range.start, $1.code, $1.range.end) }
        return LintResult(document: document, config: config, diagnostics: diagnostics, layouts: layouts)
    }

    /// The layout of `config` on each device it previews.
    public static func layouts(for config: TabBarConfig) -> [DeviceLayout] {
        let input = LayoutInput(config)
        let orientation = config.preview.effectiveOrientation
        return config.preview.effectiveDevices.map { device in
            let oriented = device.oriented(orientation)
            return DeviceLayout(device: oriented, result: LayoutEngine.layout(input, on: oriented))
        }
    }
}
