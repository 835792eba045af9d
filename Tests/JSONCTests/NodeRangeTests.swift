import Testing
@testable import JSONC

/// Every node and key keeps the exact bytes of its text.
@Suite struct NodeRangeTests {
    static let text = """
    {
      // 标签栏 😀
      "title": "首页",
      "n": -3.5e2,
      "flags": [true, false, null],
      "nested": { "deep": [ { "x": "😀" } ] },
      "trailing": [1, 2, ],
    }
    """

    @Test func nodeAndKeyRangesCoverTheirText() throws {
        let document = JSONCDocument(text: Self.text)
        #expect(document.errors.isEmpty, "\(document.errorSummary)")
        let root = try #require(document.root)
        #expect(root.range == ByteRange(0, Self.text.utf8.count))
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["title", "n", "flags", "nested", "trailing"])
        for member in members {
            #expect(document.text(in: member.keyRange) == "\"\(member.key)\"")
            #expect(member.range == member.keyRange.union(member.value!.range))
        }
        #expect(document.text(of: root.member("title")?.value) == "\"首页\"")
        #expect(root.member("title")?.value?.stringValue == "首页")
        #expect(document.text(of: root.member("n")?.value) == "-3.5e2")
        #expect(root.member("n")?.value?.numberValue == -350)
        #expect(document.text(of: root.member("flags")?.value) == "[true, false, null]")
        let flags = try #require(root.member("flags")?.value?.elements)
        #expect(flags.map { document.text(in: $0.range) } == ["true", "false", "null"])
        let deep = try #require(root.member("nested")?.value?.member("deep")?.value)
        #expect(document.text(in: deep.range) == "[ { \"x\": \"😀\" } ]")
        let x = try #require(deep.elements?.first?.member("x"))
        #expect(document.text(in: x.keyRange) == "\"x\"")
        #expect(x.value?.range.start == offset(of: "\"😀\"", in: Self.text))
        #expect(x.value?.stringValue == "😀")
        #expect(root.member("trailing")?.value?.elements?.count == 2)
    }

    @Test func lastDuplicateKeyWins() throws {
        let document = JSONCDocument(text: #"{ "a": 1, "a": 2 }"#)
        let root = try #require(document.root)
        #expect(root.members?.count == 2)
        #expect(root.member("a")?.value?.numberValue == 2)
    }

    @Test func numbersParse() throws {
        for (text, value) in [("0", 0.0), ("-0", -0.0), ("12", 12), ("1.5", 1.5), ("1e3", 1000), ("-2E-2", -0.02), ("1E+2", 100)] {
            let document = JSONCDocument(text: text)
            #expect(document.errors.isEmpty, "\(text)")
            #expect(document.root?.numberValue == value, "\(text)")
        }
        let negativeZero = try #require(JSONCDocument(text: "-0").root?.numberValue)
        #expect(negativeZero.sign == .minus)
        let huge = try #require(JSONCDocument(text: "1e400").root?.numberValue)
        #expect(huge == .infinity)
        #expect(JSONCDocument(text: "1e400").errors.isEmpty)
        #expect(JSONCDocument(text: "1e-400").root?.numberValue == 0)
    }
}
