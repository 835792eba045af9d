import JSONC

/// Generates the JSON Schema of `.tabbarrc.json` (`Editors/tabbarrc.schema.json`) from
/// `ObjectSpec.settings`, as `JSONSchemaGenerator` does for the configuration format.
public enum SettingsSchemaGenerator {
    /// The schema as a JSON value, with a severity key per code of `rules`.
    public static func schema(rules: RuleCatalog) -> JSON {
        var root = JSONObject([
            ("$schema", .string(JSONSchemaGenerator.draft)),
            ("title", "tabbar project settings"),
            ("description", .string("Project settings for tabbar (.tabbarrc.json, JSON with comments): the nearest one "
                + "above a checked file applies; command-line flags win over it.")),
            ("$comment", .string("Generated from ObjectSpec.settings(rules:) in Sources/TabBarCore/Settings/Schema+Settings.swift "
                + "by SettingsSchemaGenerator: do not edit by hand.")),
            ("allowComments", true),
            ("allowTrailingCommas", true),
        ])
        for (key, value) in JSONSchemaGenerator.objectSchema(.settings(rules: rules.descriptions)).objectValue?.members ?? [] {
            root[key] = value
        }
        return .object(root)
    }

    /// The schema as the text of `Editors/tabbarrc.schema.json`, ending in a newline.
    public static func text(rules: RuleCatalog) -> String {
        schema(rules: rules).prettyPrinted() + "\n"
    }
}
