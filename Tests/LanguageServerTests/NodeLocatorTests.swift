import JSONC
import TabBarCore
import Testing

/// What lies at an offset, including in documents being typed.
@Suite struct NodeLocatorTests {
    static func locate(_ source: String) -> NodeLocation {
        let marked = Marked(source)
        return NodeLocator.locate(marked.offsets[1] ?? 0, in: JSONCDocument(text: marked.text))
    }

    @Test func keyInsideAnItem() {
        let location = Self.locate(#"{ "items": [ {}, { "ti1️⃣tle": "😀" } ] }"#)
        #expect(location.part == .key)
        #expect(location.member?.key == "title")
        #expect(location.objectSpec?.name == "item")
        #expect(location.keySpec?.name == "title")
        #expect(location.itemElementIndex == 1)
        #expect(location.pathDescription == "items[1]")
    }

    @Test func onAnItemsOpeningBrace() {
        let location = Self.locate(#"{ "items": [ {}, 1️⃣{ "title": "😀" } ] }"#)
        #expect(location.part == .element(index: 1))
        #expect(location.itemElementIndex == 1)
        #expect(Self.locate(#"{ "items": [ {}, { "title": "😀" } 1️⃣] }"#).itemElementIndex == nil)
    }

    @Test func valueAfterAColonWithNoValueYet() {
        let location = Self.locate(#"{ "preview": { "orientation": 1️⃣ } }"#)
        #expect(location.part == .value)
        #expect(location.keySpec?.name == "orientation")
        #expect(location.objectSpec?.name == "preview")
    }

    @Test func betweenMembersAndInsideArrays() {
        #expect(Self.locate(#"{ "plusButton": { "width": 1, 1️⃣ } }"#).part == .objectBody)
        #expect(Self.locate(#"{ "plusButton": { "width": 1, 1️⃣ } }"#).isInPlusButton)
        let devices = Self.locate(#"{ "preview": { "devices": [ "a", 1️⃣ ] } }"#)
        #expect(devices.part == .arrayBody)
        #expect(devices.arrayKey?.name == "devices")
        #expect(Self.locate(#"{ "preview": { "devices": [ "ip1️⃣" ] } }"#).part == .element(index: 0))
    }

    @Test func unclosedContainersHoldTheRest() {
        let location = Self.locate("{ \"items\": [ { \"title\": \"a\", 1️⃣")
        #expect(location.part == .objectBody)
        #expect(location.objectSpec?.name == "item")
        #expect(Self.locate("1️⃣").part == .outside)
        #expect(Self.locate("{} 1️⃣").part == .outside)
    }

    @Test func customDeviceObjects() {
        let location = Self.locate(#"{ "preview": { "devices": [ { "na1️⃣me": "x" } ] } }"#)
        #expect(location.objectSpec?.name == "device")
        #expect(location.keySpec?.name == "name")
    }
}
