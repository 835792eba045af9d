import JSONC
import Testing
@testable import TabBarCore

/// Minimal, comment-keeping edits.
@Suite struct EditBuilderTests {
    static func apply(_ text: String, _ make: (EditBuilder, JSONNode) -> [TextEdit]) -> String {
        let document = JSONCDocument(text: text)
        let edits = make(EditBuilder(document), document.root!)
        return String(decoding: FixApplier.apply(edits, to: document.bytes), as: UTF8.self)
    }

    @Test func removesAMiddleMemberWithItsLineAndComma() {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}"
        let out = Self.apply(text) { builder, root in builder.removeEntry(root.member("b")!.range) }
        #expect(out == "{\n  \"a\": 1,\n  \"c\": 3\n}")
    }

    @Test func removesTheLastMemberAndThePrecedingComma() {
        let text = "{\n  \"a\": 1,\n  \"b\": 2\n}"
        let out = Self.apply(text) { builder, root in builder.removeEntry(root.member("b")!.range) }
        #expect(out == "{\n  \"a\": 1\n}")
    }

    @Test func keepsCommentsAroundARemovedMember() {
        let text = "{\n  \"a\": 1, // keep a\n  // about b\n  \"b\": 2 /* inline */\n}"
        let out = Self.apply(text) { builder, root in builder.removeEntry(root.member("b")!.range) }
        #expect(out == "{\n  \"a\": 1 // keep a\n  // about b\n   /* inline */\n}")
        #expect(JSONCDocument(text: out).errors.isEmpty)
    }

    @Test func removesFromASingleLineArray() {
        let text = "[1, 2, 3]"
        let document = JSONCDocument(text: text)
        let second = document.root!.elements![1]
        let out = FixApplier.apply(EditBuilder(document).removeEntry(second.range), to: document.bytes)
        #expect(String(decoding: out, as: UTF8.self) == "[1, 3]")
    }

    /// Removing an entry from one line leaves the line spaced as before: no double space,
    /// no space before a bracket, whichever entry goes.
    @Test func removesFromOneLineWithoutLeavingDoubleSpaces() {
        func removing(_ index: Int, from text: String) -> String {
            let document = JSONCDocument(text: text)
            let entries = document.root!.elements ?? document.root!.members!.map { JSONNode(kind: .null, range: $0.range) }
            return String(decoding: FixApplier.apply(EditBuilder(document).removeEntry(entries[index].range), to: document.bytes), as: UTF8.self)
        }
        #expect(removing(0, from: "[1, 2, 3]") == "[2, 3]")
        #expect(removing(2, from: "[1, 2, 3]") == "[1, 2]")
        #expect(removing(0, from: #"{ "a": 1, "a": 2 }"#) == #"{ "a": 2 }"#)
        #expect(removing(1, from: #"{ "a": 1, "a": 2 }"#) == #"{ "a": 1 }"#)
        #expect(removing(1, from: "[1,\t2,   3]") == "[1,\t3]")
        // A comment between the entry and its comma stays, and so do the blanks around it.
        #expect(removing(0, from: "[1 /* one */, 2]") == "[ /* one */ 2]")
    }

    @Test func insertsIntoMultiLineObjectsMatchingIndentAndTrailingCommas() {
        let plain = "{\n    \"a\": 1\n}"
        #expect(Self.apply(plain) { b, root in b.insertMember(into: root, key: "k", valueText: "2") }
            == "{\n    \"a\": 1,\n    \"k\": 2\n}")
        let trailing = "{\n  \"a\": 1,\n}"
        #expect(Self.apply(trailing) { b, root in b.insertMember(into: root, key: "k", valueText: "2") }
            == "{\n  \"a\": 1,\n  \"k\": 2,\n}")
        let commented = "{\n  \"a\": 1 // note\n}"
        #expect(Self.apply(commented) { b, root in b.insertMember(into: root, key: "k", valueText: "2") }
            == "{\n  \"a\": 1, // note\n  \"k\": 2\n}")
    }

    @Test func insertsIntoSingleLineAndEmptyObjects() {
        #expect(Self.apply(#"{ "a": 1 }"#) { b, root in b.insertMember(into: root, key: "k", valueText: "2") }
            == #"{ "a": 1, "k": 2 }"#)
        #expect(Self.apply("{}") { b, root in b.insertMember(into: root, key: "k", valueText: "2") }
            == #"{ "k": 2 }"#)
        #expect(Self.apply("{ }") { b, root in b.insertMember(into: root, key: "k", valueText: "2") }
            == #"{ "k": 2 }"#)
    }

    @Test func renameQuotesTheNewKey() {
        #expect(Self.apply(#"{ "标题": 1 }"#) { b, root in [b.renameKey(root.members![0].keyRange, to: "a\"b")] }
            == #"{ "a\"b": 1 }"#)
    }

    @Test func applierDropsOverlappingEditsAndClamps() {
        let bytes = Array("abcdef".utf8)
        let edits = [TextEdit(range: ByteRange(1, 3), newText: "X"), TextEdit(range: ByteRange(2, 4), newText: "Y"),
                     TextEdit(range: ByteRange(10, 20), newText: "!")]
        #expect(String(decoding: FixApplier.apply(edits, to: bytes), as: UTF8.self) == "aXdef!")
    }
}
