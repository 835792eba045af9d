import JSONC
import Testing
@testable import LanguageServer

/// Completion of keys, values, device names and image names.
@Suite struct CompletionTests {
    static func complete(_ marked: Marked, capabilities: JSON = [:], assets: [String: [String]] = [:],
                         marker: Int = 1) throws -> [JSON] {
        let client = LoopbackClient(assets: assets)
        client.initialize(capabilities: capabilities, rootURI: "file:///work/app")
        client.open(Samples.uri, marked.text)
        let result = try #require(client.request("textDocument/completion", [
            "textDocument": ["uri": .string(Samples.uri)], "position": marked.position(marker)]).result)
        return result["items"]?.arrayValue ?? []
    }

    static func labels(_ items: [JSON]) -> [String] { items.compactMap { $0["label"]?.stringValue } }

    @Test func keysOfAnItemThatAreNotPresent() throws {
        let marked = Marked(#"{ "items": [ { "title": "😀", 1️⃣ } ] }"#)
        let items = try Self.complete(marked)
        #expect(Self.labels(items) == ["image", "selectedImage", "systemImage", "badge", "titlePositionAdjustment", "imageInsets",
                                       "viewController"])
        let image = try #require(items.first)
        #expect(image["textEdit"]?["newText"] == "\"image\": ")
        #expect(image["textEdit"]?["range"]?["start"] == marked.position(1))
        #expect(image["insertTextFormat"] == 1)
        #expect(image["documentation"]?["value"]?.stringValue?.contains("image asset name") == true)
    }

    @Test func keySnippetsAndACommaWhenNeeded() throws {
        let marked = Marked(#"{ "items": [], "plusButton": { "width": 55 1️⃣} }"#)
        let items = try Self.complete(marked, capabilities: Capabilities.full)
        let index = try #require(items.first { $0["label"] == "indexOfPlusButtonInTabBar" })
        #expect(index["textEdit"]?["newText"] == ", \"indexOfPlusButtonInTabBar\": $1")
        #expect(index["insertTextFormat"] == 2)
        #expect(!Self.labels(items).contains("width"))
        let old = try #require(items.first { $0["label"] == "multiplerInCenterY" })
        #expect(old["tags"] == [1])
    }

    @Test func typingInsideAKeyReplacesIt() throws {
        let marked = Marked("{ \"items\": [], \"pre1️⃣\n}")
        let items = try Self.complete(marked)
        let preview = try #require(items.first { $0["label"] == "preview" })
        #expect(preview["textEdit"]?["newText"] == "\"preview\": ")
        #expect(preview["textEdit"]?["range"]?["start"] == ["line": 0, "character": 15])
        #expect(preview["filterText"] == "\"preview\"")
        #expect(!Self.labels(items).contains("items"))
    }

    @Test func enumValuesAndBooleans() throws {
        let orientation = try Self.complete(Marked(#"{ "preview": { "orientation": 1️⃣ } }"#))
        #expect(Self.labels(orientation) == ["portrait", "landscape"])
        #expect(orientation.first?["textEdit"]?["newText"] == "\"portrait\"")
        let replaced = try Self.complete(Marked(#"{ "preview": { "orientation": "la1️⃣" } }"#))
        #expect(replaced.last?["textEdit"]?["range"]?["start"] == ["line": 0, "character": 30])
        let flag = try Self.complete(Marked(#"{ "plusButton": { "shouldSelectPlusChildViewController": 1️⃣ } }"#))
        #expect(Self.labels(flag) == ["true", "false"])
    }

    @Test func deviceNames() throws {
        let names = try Self.complete(Marked(#"{ "preview": { "devices": [ "iphone-15", 1️⃣ ] } }"#))
        #expect(Self.labels(names).first == "iphone-se")
        #expect(Self.labels(names).count == 7)
        let inside = try Self.complete(Marked(#"{ "preview": { "devices": [ "ipa1️⃣" ] } }"#))
        #expect(inside.first?["textEdit"]?["range"]?["start"] == ["line": 0, "character": 28])
        let value = try Self.complete(Marked(#"{ "preview": { "devices": 1️⃣ } }"#))
        #expect(value.first?["textEdit"]?["newText"] == "[\"iphone-se\"]")
    }

    @Test func imageNamesFromTheAssetCatalogs() throws {
        let items = try Self.complete(Marked(#"{ "items": [ { "title": "首页", "image": "ho1️⃣" } ] }"#),
                                      assets: ["/work/app": ["post", "home_normal", "home_highlight"]])
        #expect(Self.labels(items) == ["home_highlight", "home_normal", "post"])
        #expect(items.first?["textEdit"]?["newText"] == "\"home_highlight\"")
        #expect(items.first?["filterText"] == "\"home_highlight\"")
    }

    @Test func rootKeysAndAnEmptyDocument() throws {
        let root = try Self.complete(Marked("{\n  1️⃣\n}"))
        #expect(Self.labels(root) == ["$schema", "tabBar", "items", "plusButton", "preview"])
        #expect(root.first { $0["label"] == "items" }?["sortText"]?.stringValue?.hasPrefix("0") == true)
        let empty = try Self.complete(Marked("1️⃣"))
        #expect(Self.labels(empty) == ["tab bar configuration"])
        let newItem = try Self.complete(Marked(#"{ "items": [ { "title": "a" } 1️⃣ ] }"#))
        #expect(newItem.first?["textEdit"]?["newText"]?.stringValue?.hasPrefix(", {") == true)
    }
}
