/// The keys of `.tabbarrc.json`, the project settings, described once like the configuration
/// format: the decoder's checks (TB006-TB008), the JSON Schema (`Editors/tabbarrc.schema.json`)
/// and the documentation read these specs.
extension ObjectSpec {
    /// The severities a rule can be given in `severity`; `off` switches it off.
    public static let settingsSeverityValues = ["error", "warning", "info", "off"]

    /// `severity`: one key per code of `rules`.
    public static func settingsSeverity(rules: [RuleDescription]) -> ObjectSpec {
        ObjectSpec(name: "severity", keys: rules.map { rule in
            KeySpec(rule.code, .enumeration(settingsSeverityValues),
                    "The severity of \(rule.code) \(rule.name) (by default \(rule.severity.rawValue)); \"off\" never reports it.")
        })
    }

    /// The root of `.tabbarrc.json`, whose rule codes are those of `rules`.
    public static func settings(rules: [RuleDescription]) -> ObjectSpec {
        ObjectSpec(name: "settings", keys: [
            KeySpec("$schema", .string(nonEmpty: false), "The JSON Schema editors validate this file against."),
            KeySpec("select", .array(.strings),
                    "Report only these rules: codes or names. The command line's --select replaces it.",
                    defaultValue: "every rule"),
            KeySpec("ignore", .array(.strings),
                    "Never report these rules: codes or names. The command line's --ignore adds to it.",
                    defaultValue: "[]"),
            KeySpec("severity", .object(.settingsSeverity(rules: rules)),
                    "A severity per rule code: \"error\", \"warning\", \"info\", or \"off\"."),
            KeySpec("exclude", .array(.strings),
                    "Paths not to check, as globs relative to this file's folder: * within a name, ** across folders, ? one character.",
                    defaultValue: "[]"),
            KeySpec("devices", .array(.devices),
                    "The devices the layout rules (TB010, TB011) measure Objective-C and Swift tab bars on. A tabbar.json's own preview.devices is used for it.",
                    defaultValue: "[\"iphone-15\"]"),
            KeySpec("libraryVersion", .string(nonEmpty: true),
                    "The CYLTabBarController version to assume when no Podfile.lock, Cartfile.resolved or Package.resolved names it, such as \"1.29.0\"."),
            KeySpec("failOn", .enumeration(["error", "warning", "info", "never"]),
                    "The lowest severity that makes tabbar check exit 1. The command line's --fail-on wins.",
                    defaultValue: "\"warning\""),
            KeySpec("baseline", .string(nonEmpty: true),
                    "A baseline file written by tabbar check --write-baseline, relative to this file's folder: its findings are not reported."),
        ])
    }
}
