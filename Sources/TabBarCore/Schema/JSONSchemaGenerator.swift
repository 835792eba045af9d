import JSONC

/// Generates the JSON Schema (draft-07) of the configuration format from the
/// `ObjectSpec`s, for editors without the language server (`Editors/tabbar.schema.json`).
///
/// Choices, also stated in the schema's `$comment`:
/// - Every object has `additionalProperties: false`, so schema-only editors flag
///   misspelt keys (VS Code shows schema problems as warnings, the severity of TB006).
/// - Limits the checker reports as rules stay out of the schema: no `maxItems` on
///   `items` (TB001), no upper bound on `indexOfPlusButtonInTabBar` (TB005).
/// - `default` is given only where the spec's default is a JSON value that means the
///   same as leaving the key out; other defaults go into the description.
/// - Objects are written inline, not through `$ref`, so that each property keeps its
///   own description in every editor.
public enum JSONSchemaGenerator {
    /// The draft the schema declares.
    public static let draft = "http://json-schema.org/draft-07/schema#"

    /// The schema as a JSON value.
    public static func schema() -> JSON {
        var root = JSONObject([
            ("$schema", .string(draft)),
            ("title", "tabbar configuration"),
            ("description", .string("A CYLTabBarController tab bar: its items and the optional raised plus button "
                + "(tabbar.json or *.tabbar.json, JSON with comments).")),
            ("$comment", .string("Generated from the ObjectSpecs in Sources/TabBarCore/Model/Schema+Format.swift by "
                + "JSONSchemaGenerator: do not edit by hand. Unknown keys are rejected (additionalProperties: false) "
                + "so that editors flag misspelt keys, as tabbar's TB006 does. Rules such as the five-item limit "
                + "(TB001) are tabbar diagnostics, not schema constraints.")),
            // VS Code: accept JSONC in files this schema is associated with.
            ("allowComments", true),
            ("allowTrailingCommas", true),
        ])
        for (key, value) in objectSchema(.root).objectValue?.members ?? [] {
            root[key] = value
        }
        return .object(root)
    }

    /// The schema as the text of `Editors/tabbar.schema.json`, ending in a newline.
    public static func text() -> String {
        schema().prettyPrinted() + "\n"
    }

    static func objectSchema(_ spec: ObjectSpec) -> JSON {
        var properties = JSONObject()
        for key in spec.keys { properties[key.name] = propertySchema(key) }
        var object = JSONObject([("type", "object"), ("properties", .object(properties))])
        let required = spec.keys.filter(\.isRequired).map { JSON.string($0.name) }
        if !required.isEmpty { object["required"] = .array(required) }
        object["additionalProperties"] = false
        return .object(object)
    }

    static func propertySchema(_ key: KeySpec) -> JSON {
        var object = JSONObject([("description", .string(description(of: key)))])
        for (name, value) in typeSchema(key.type).objectValue?.members ?? [] {
            object[name] = value
        }
        if let text = key.defaultValue, let value = JSON.parse(Array(text.utf8)) {
            object["default"] = value
        }
        if let deprecation = key.deprecation {
            object["deprecated"] = true
            // VS Code shows this message with the strike-through.
            object["deprecationMessage"] = .string("Deprecated: \(deprecation).")
        }
        return .object(object)
    }

    static func description(of key: KeySpec) -> String {
        var text = key.documentation
        if let deprecation = key.deprecation { text = "Deprecated: \(deprecation). " + text }
        if let api = key.api { text += " API: \(api)." }
        if let value = key.defaultValue, JSON.parse(Array(value.utf8)) == nil { text += " Default: \(value)." }
        return text
    }

    static func typeSchema(_ type: ValueType) -> JSON {
        switch type {
        case .string(let nonEmpty):
            return nonEmpty ? ["type": "string", "minLength": 1] : ["type": "string"]
        case .number(.any):
            return ["type": "number"]
        case .number(.positive):
            return ["type": "number", "exclusiveMinimum": 0]
        case .number(.nonNegative):
            return ["type": "number", "minimum": 0]
        case .index:
            return ["type": "integer", "minimum": 0]
        case .bool:
            return ["type": "boolean"]
        case .enumeration(let values):
            return ["type": "string", "enum": .array(values.map(JSON.string))]
        case .object(let spec):
            return objectSchema(spec)
        case .array(.items):
            return ["type": "array", "items": objectSchema(.item)]
        case .array(.devices):
            return ["type": "array", "items": ["anyOf": [builtInDeviceSchema(), customDeviceSchema()]]]
        case .array(.strings):
            return ["type": "array", "items": ["type": "string", "minLength": 1]]
        }
    }

    /// A built-in device name, each described with its portrait size and inset.
    static func builtInDeviceSchema() -> JSON {
        let names = Device.builtIn.map { JSON.string($0.name) }
        let descriptions = Device.builtIn.map { device -> JSON in
            var text = "\(PointFormat.string(device.width)) × \(PointFormat.string(device.height)) pt, bottom inset "
                + "\(PointFormat.string(device.safeAreaBottom)) pt"
            if device.name == Device.defaultDevice.name { text += " (the default)" }
            return .string(text)
        }
        return [
            "description": "A built-in device.",
            "type": "string",
            "enum": .array(names),
            // VS Code shows these beside the completions.
            "enumDescriptions": .array(descriptions),
        ]
    }

    static func customDeviceSchema() -> JSON {
        var object = objectSchema(.customDevice).objectValue ?? JSONObject()
        var result = JSONObject([("description", "A device of your own; landscape swaps width and height.")])
        for (key, value) in object.members { result[key] = value }
        object = result
        return .object(object)
    }
}
