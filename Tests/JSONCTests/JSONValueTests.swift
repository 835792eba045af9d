import Testing
@testable import JSONC

/// `JSON.parse`, the writer and their round trip.
@Suite struct JSONValueTests {
    @Test func roundTrip() throws {
        let texts = [#"{"a":[1,-2.5,1e-7,true,null,"标签😀\n\"\\\u0001"],"b":{},"c":[]}"#, "-0", "1e300", "[[[[]]]]", #""\ud83d\ude00""#]
        for text in texts {
            let value = try #require(JSON.parse(Array(text.utf8)), "\(text)")
            let serialized = value.serializedBytes()
            #expect(JSON.parse(serialized) == value, "\(text)")
            #expect(JSON.parse(Array(value.prettyPrinted().utf8)) == value, "\(text)")
            #expect(JSON.parse(serialized)?.serializedBytes() == serialized)
        }
    }

    @Test func nonFiniteNumbersAreWrittenAsNull() {
        #expect(JSON.number(.infinity).serialized() == "null")
        #expect(JSON.number(.nan).serialized() == "null")
        #expect(JSON.parse(Array("[1e400]".utf8))?.serialized() == "[null]")
    }

    @Test func parseRejectsAnySyntaxError() {
        #expect(JSON.parse(Array("{\"a\": 1,}".utf8)) != nil)  // JSONC trailing commas are fine
        #expect(JSON.parse(Array("{\"a\": }".utf8)) == nil)
        #expect(JSON.parse([0xFF]) == nil)
        #expect(JSON.parse(Array((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8)) == nil)
    }

    @Test func intValueOnlyForExactIntegers() {
        #expect(JSON.number(3).intValue == 3)
        #expect(JSON.number(3.5).intValue == nil)
        #expect(JSON.number(1e300).intValue == nil)
        #expect(JSON.number(-.infinity).intValue == nil)
        #expect(JSON.number(.nan).intValue == nil)
    }

    @Test func prettyPrintingClampsTheIndent() {
        let value: JSON = ["a": [1, 2]]
        // A client's tab size goes straight here: negative or huge must not trap.
        #expect(value.prettyPrinted(indent: -4) == "{\n\"a\": [\n1,\n2\n]\n}")
        #expect(value.prettyPrinted(indent: .max).count < 200)
        #expect(value.prettyPrinted(indent: 2) == "{\n  \"a\": [\n    1,\n    2\n  ]\n}")
    }
}
