import JSONC
import StoryboardSource
import Testing

/// The XML lexer is lossless and total, and the element reader is tolerant.
@Suite struct XMLLexerTests {
    static func kinds(_ text: String) -> [XMLTokenKind] { XMLLexer.tokens(Array(text.utf8)).map(\.kind) }

    static func coversEveryByte(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        for token in XMLLexer.tokens(bytes) {
            guard token.range.start == offset, token.range.end > token.range.start else { return false }
            offset = token.range.end
        }
        return offset == bytes.count
    }

    @Test func aTagIsSplitIntoItsParts() {
        #expect(Self.kinds(#"<tabBarItem key="tabBarItem" title='首页'/>"#) == [
            .tagOpen, .whitespace, .attributeName, .equals, .attributeValue, .whitespace, .attributeName, .equals,
            .attributeValue, .emptyTagEnd,
        ])
        #expect(Self.kinds("<?xml version=\"1.0\"?>\n<a>x</a><!-- c --><![CDATA[<b>]]><!DOCTYPE d>") == [
            .processingInstruction, .text, .tagOpen, .tagEnd, .text, .closeTagOpen, .tagEnd, .comment, .cdata, .declaration,
        ])
    }

    @Test(arguments: [
        "", "<", "</", "<!--", "<!-- never closed", "<a b=\"never closed", "<a b='x' <c>", "<a =\"x\" ?? />", "<![CDATA[",
        "<?xml", "a < b > c", "<a\u{0}b>", "<!>", "<a/ >", "</a b c>", "<<<<>>>>", "<a b=>", "\u{FEFF}<a/>",
    ])
    func malformedInputIsCoveredByteForByte(text: String) {
        #expect(Self.coversEveryByte(Array(text.utf8)))
        _ = XMLDocument(bytes: Array(text.utf8))
    }

    @Test func invalidUTF8AndRandomBytesAreCovered() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<>/=\"'!-?[]ab \n".utf8) + [0xFF, 0xC3, 0x80]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(Self.coversEveryByte(bytes), "\(bytes)")
            _ = XMLDocument(bytes: bytes)
        }
    }

    @Test func elementsNestAndCarryTheirAttributes() throws {
        let text = #"<scene><objects><viewController id="A" customClass="Home&amp;Co"><tabBarItem key="tabBarItem" title="a&#10;b"/></viewController></objects></scene>"#
        let document = XMLDocument(bytes: Array(text.utf8))
        #expect(document.elements.indices.map(document.name) == ["scene", "objects", "viewController", "tabBarItem"])
        #expect(document.elements.map(\.depth) == [0, 1, 2, 3])
        #expect(document[2, "customClass"] == "Home&Co")
        #expect(document[2, "custom"] == nil)
        let title = try #require(document.attribute(3, "title"))
        #expect(document.value(of: title) == "a\nb")
        #expect(String(decoding: Array(text.utf8)[title.valueRange.start..<title.valueRange.end], as: UTF8.self) == "a&#10;b")
        #expect(document.elements[0].range == ByteRange(0, text.utf8.count))
    }

    @Test func aStrayEndTagIsIgnoredAndAMissingOneClosesWithItsParent() {
        let document = XMLDocument(bytes: Array("<a><b></c><d></a><e/>".utf8))
        #expect(document.elements.indices.map(document.name) == ["a", "b", "d", "e"])
        #expect(document.elements.map(\.parent) == [nil, 0, 1, nil])
        #expect(document.roots == [0, 3])
    }

    @Test func depthIsBounded() {
        let deep = String(repeating: "<a>", count: 5000) + "<b x=\"1\"/>" + String(repeating: "</a>", count: 5000) + "<c/>"
        let document = XMLDocument(bytes: Array(deep.utf8))
        #expect(document.elements.count == XMLDocument.maximumDepth + 1)
        #expect(document.name(document.elements.count - 1) == "c")
        #expect(document.attributes.isEmpty)
        #expect(document.elements.allSatisfy { $0.depth <= XMLDocument.maximumDepth })
    }

    @Test func commentsAreReported() {
        let text = "<a><!-- tabbar-disable-next-line TB033 --><b/></a>"
        let document = XMLDocument(bytes: Array(text.utf8))
        #expect(Array(document.comments) == [ByteRange(3, 42)])
    }
}
