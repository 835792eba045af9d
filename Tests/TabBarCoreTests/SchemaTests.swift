import Foundation
import JSONC
import Testing
@testable import TabBarCore

/// The generated JSON Schema: its content, and that the committed copy is current.
@Suite struct SchemaTests {
    static let schema = JSONSchemaGenerator.schema()

    static func committedURL(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Editors/tabbar.schema.json")
    }

    @Test func committedSchemaIsCurrent() throws {
        // Re-record with TABBAR_RECORD=1 swift test --filter Schema.
        try PreviewFixtures.assertMatches(JSONSchemaGenerator.text(), file: Self.committedURL())
    }

    @Test func schemaIsJSONThatReadsBackTheSame() {
        let text = JSONSchemaGenerator.text()
        #expect(JSON.parse(Array(text.utf8)) == Self.schema)
        #expect(Self.schema["$schema"]?.stringValue == "http://json-schema.org/draft-07/schema#")
    }

    /// Every object schema under `json`, with its path.
    static func objects(in json: JSON, path: String = "#") -> [(String, JSONObject)] {
        switch json {
        case .object(let object):
            var found: [(String, JSONObject)] = object["type"]?.stringValue == "object" ? [(path, object)] : []
            for (key, value) in object.members { found += objects(in: value, path: path + "/" + key) }
            return found
        case .array(let elements):
            return elements.enumerated().flatMap { objects(in: $1, path: path + "/\($0)") }
        default:
            return []
        }
    }

    @Test func everyObjectListsItsKeysAndRejectsOthers() {
        let objects = Self.objects(in: Self.schema)
        #expect(objects.count >= ObjectSpec.all.count)
        for (path, object) in objects {
            #expect(object["additionalProperties"] == false, "\(path)")
            #expect(object["properties"]?.objectValue != nil, "\(path)")
        }
        let rootKeys = Self.schema["properties"]?.objectValue?.keys
        #expect(rootKeys == ObjectSpec.root.keys.map(\.name))
        let plusKeys = Self.schema["properties"]?["plusButton"]?["properties"]?.objectValue?.keys
        #expect(plusKeys == ObjectSpec.plusButton.keys.map(\.name))
        let itemKeys = Self.schema["properties"]?["items"]?["items"]?["properties"]?.objectValue?.keys
        #expect(itemKeys == ObjectSpec.item.keys.map(\.name))
    }

    @Test func itemsAreRequiredButTheirCountIsLeftToTB001() {
        #expect(Self.schema["required"] == ["items"])
        let items = Self.schema["properties"]?["items"]
        #expect(items?["type"] == "array")
        #expect(items?["maxItems"] == nil)
        #expect(!JSONSchemaGenerator.text().contains("maxItems"))
    }

    @Test func theOldMultiplierIsDeprecated() throws {
        let old = try #require(Self.schema["properties"]?["plusButton"]?["properties"]?["multiplerInCenterY"])
        #expect(old["deprecated"] == true)
        #expect(old["deprecationMessage"]?.stringValue?.contains("multiplierOfTabBarHeight") == true)
        #expect(old["type"] == "number")
        let new = Self.schema["properties"]?["plusButton"]?["properties"]?["multiplierOfTabBarHeight"]
        #expect(new?["deprecated"] == nil)
    }

    @Test func typesConstraintsAndDefaultsFollowTheSpecs() {
        let plus = Self.schema["properties"]?["plusButton"]?["properties"]
        #expect(plus?["width"]?["exclusiveMinimum"] == 0)
        #expect(plus?["width"]?["default"] == 55)
        #expect(plus?["indexOfPlusButtonInTabBar"]?["type"] == "integer")
        #expect(plus?["indexOfPlusButtonInTabBar"]?["minimum"] == 0)
        #expect(plus?["indexOfPlusButtonInTabBar"]?["default"] == nil, "N/2 is not a JSON value")
        #expect(plus?["shouldSelectPlusChildViewController"]?["type"] == "boolean")
        #expect(plus?["shouldSelectPlusChildViewController"]?["default"] == true)
        #expect(plus?["image"]?["minLength"] == 1)
        let height = Self.schema["properties"]?["tabBar"]?["properties"]?["height"]
        #expect(height?["default"] == nil, "49 is not the landscape default")
        #expect(height?["description"]?.stringValue?.contains("Default: 49 (32 in iPhone landscape).") == true)
        let orientation = Self.schema["properties"]?["preview"]?["properties"]?["orientation"]
        #expect(orientation?["enum"] == ["portrait", "landscape"])
        #expect(orientation?["default"] == "portrait")
    }

    @Test func devicesAreBuiltInNamesOrCustomObjects() throws {
        let devices = try #require(Self.schema["properties"]?["preview"]?["properties"]?["devices"])
        #expect(devices["default"] == ["iphone-15"])
        let choices = try #require(devices["items"]?["anyOf"]?.arrayValue)
        #expect(choices.count == 2)
        #expect(choices[0]["enum"] == .array(Device.builtIn.map { .string($0.name) }))
        #expect(choices[0]["enumDescriptions"]?.arrayValue?.count == Device.builtIn.count)
        #expect(choices[1]["type"] == "object")
        #expect(choices[1]["properties"]?.objectValue?.keys == ObjectSpec.customDevice.keys.map(\.name))
    }

    @Test func everyKeyHasADescription() {
        func walk(_ json: JSON, _ path: String) {
            guard case .object(let object) = json else {
                if case .array(let elements) = json { elements.forEach { walk($0, path) } }
                return
            }
            if let properties = object["properties"]?.objectValue {
                for (key, value) in properties.members {
                    #expect(value["description"]?.stringValue?.isEmpty == false, "\(path)/\(key)")
                }
            }
            for (key, value) in object.members { walk(value, path + "/" + key) }
        }
        walk(Self.schema, "#")
    }
}
