import Testing
@testable import JSONC
import TabBarTestSupport

/// The strict reader used for JSON-RPC bodies: it agrees with the lossless parser on
/// strict JSON and rejects everything JSON does not allow.
@Suite struct JSONReaderTests {
    static func read(_ text: String, maxDepth: Int = 64) -> Result<JSON, JSONReader.Failure> {
        Result { () throws(JSONReader.Failure) -> JSON in try JSONReader.read(Array(text.utf8), maxDepth: maxDepth) }
    }

    @Test func readsWhatTheLosslessParserReads() throws {
        let texts = [#"{"a":[1,-2.5,1e-7,true,false,null,"标签😀\n\"\\\/\b\f\r\t\u0001"],"b":{},"c":[]}"#, "-0", "1e300",
                     "[[[[]]]]", #""\ud83d\ude00""#, " \r\n\t{ \"k\" : [ 1 , 2 ] } \n", #"{"a":1,"a":2}"#, "0.5e+3", "1E-2"]
        for text in texts {
            let expected = try #require(JSON.parse(Array(text.utf8)), "\(text)")
            #expect(try Self.read(text).get() == expected, "\(text)")
        }
    }

    @Test func randomValuesRoundTrip() throws {
        var generator = SeededGenerator(seed: 3)
        let strings = ["", "a", "首页", "😀", "\u{0}\u{1F}\"\\/", "\u{FFFD}", "e\u{301}"]
        func value(_ depth: Int) -> JSON {
            switch generator.next() % (depth > 4 ? 4 : 6) {
            case 0: return .null
            case 1: return .bool(generator.next() % 2 == 0)
            case 2: return .number(Double(Int64(bitPattern: generator.next()) % 1_000_000) / 64)
            case 3: return .string(strings[Int(generator.next() % UInt64(strings.count))])
            case 4: return .array((0..<Int(generator.next() % 4)).map { _ in value(depth + 1) })
            default:
                return .object(JSONObject((0..<Int(generator.next() % 4)).map { index in ("k\(index)", value(depth + 1)) }))
            }
        }
        for _ in 0..<300 {
            let original = value(0)
            #expect(try JSONReader.read(original.serializedBytes(), maxDepth: 64) == original)
            #expect(try JSONReader.read(Array(original.prettyPrinted().utf8), maxDepth: 64) == original)
        }
    }

    @Test func rejectsWhatJSONDoesNotAllow() {
        let bad = ["", " ", "// c\n{}", "{} /* c */", #"{"a": 1,}"#, "[1,]", "'a'", "01", "+1", "1.", ".5", "NaN", "tru",
                   "\"a\u{1}\"", "\"abc", #""\x""#, #""\u12""#, "{\"a\" 1}", "{1: 2}", "[1 2]", "{} {}", "nulls"]
        for text in bad {
            guard case .failure = Self.read(text) else {
                Issue.record("accepted \(text.debugDescription)")
                continue
            }
        }
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read([0x22, 0xFF, 0x22], maxDepth: 64) }
    }

    @Test func failuresSayWhereAndNestingIsBounded() {
        #expect(Self.read(#"{"a": tru}"#) == .failure(JSONReader.Failure(message: "expected a value", offset: 6)))
        #expect(Self.read("[1] x") == .failure(JSONReader.Failure(message: "unexpected text after the JSON value", offset: 4)))
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect((try? Self.read(deep).get()) != nil)
        #expect(Self.read("[" + deep + "]", maxDepth: 64)
            == .failure(JSONReader.Failure(message: "nesting is deeper than 64 levels", offset: 64)))
        // Far deeper than any stack would allow for recursion without the bound.
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.read(Array(repeating: UInt8(ascii: "["), count: 200_000), maxDepth: 64)
        }
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try Self.read(#""\ud800x""#).get() == .string("\u{FFFD}x"))
        #expect(try Self.read(#""\udc00""#).get() == .string("\u{FFFD}"))
        #expect(try Self.read(#""\ud800\u0041""#).get() == .string("\u{FFFD}A"))
    }

    @Test func aLongStringWithAnEscapePerLineReadsWhole() throws {
        let line = "    label.text = \\\"第 1 节 😀\\\"\\n"
        let body = String(repeating: line, count: 5_000)
        let json = try JSONReader.read(Array("{\"text\":\"\(body)\"}".utf8), maxDepth: 64)
        let text = try #require(json["text"]?.stringValue)
        #expect(text == String(repeating: "    label.text = \"第 1 节 😀\"\n", count: 5_000))
    }
}
