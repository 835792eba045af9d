import Testing
@testable import JSONC
import TabBarTestSupport

/// Inputs built to hurt: deep nesting, huge tokens, random bytes. Nothing may trap or
/// overflow the stack, and the work is bounded by structure: at most 400 errors kept,
/// at most 128 levels read into the tree. No timing is asserted.
@Suite struct HostileInputTests {
    /// Lexer errors (200) + UTF-8 errors (200); parser errors fill up to the same total.
    static let errorCap = 400

    func checkInvariants(_ document: JSONCDocument, _ bytes: [UInt8]) {
        #expect(document.errors.count <= Self.errorCap)
        #expect(Check.depth(document.root) <= 128)
        #expect(Check.tokensAreContiguous(document))
        #expect(Check.rangesAreNested(document))
        #expect(document.bytes.count == bytes.count)
    }

    @Test func twoHundredThousandOpenBrackets() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 200_000)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.filter { $0.kind == .tooDeep }.count == 1)
        #expect(document.errors.contains { $0.kind == .unclosedContainer })
        #expect(Check.depth(document.root) == 128)
    }

    @Test func balancedDeepNesting() {
        let bytes = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.map(\.kind) == [.tooDeep])
        #expect(document.root?.range == ByteRange(0, bytes.count))
    }

    @Test func hundredThousandNestedObjects() {
        let bytes = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.contains { $0.kind == .tooDeep })
    }

    @Test func tenMegabyteString() {
        let bytes = Array(("{ \"title\": \"" + String(repeating: "标签", count: 10_000_000 / 6) + "\" }").utf8)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.isEmpty)
        #expect(document.root?.member("title")?.value?.stringValue?.utf8.count == bytes.count - 15)
    }

    @Test func tenMegabyteStringFullOfEscapes() {
        let bytes = Array(("\"" + String(repeating: "\\u00e9\\x", count: 10_000_000 / 8) + "\"").utf8)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.count == Self.errorCap)  // one bad escape per 8 bytes, capped
    }

    @Test func extremeNumbers() throws {
        for text in ["1e400", "-1e400", "-0", "1e-400", String(repeating: "9", count: 100_000), "0." + String(repeating: "0", count: 50_000) + "1"] {
            let bytes = Array(text.utf8)
            let document = JSONCDocument(bytes: bytes)
            checkInvariants(document, bytes)
            #expect(document.errors.isEmpty, "\(text.prefix(20))")
            #expect(document.root?.numberValue != nil)
        }
        #expect(JSONCDocument(text: "1e400").root?.numberValue == .infinity)
        #expect(JSONCDocument(text: "-0").root?.numberValue?.sign == .minus)
        #expect(JSON.parse(Array("1e400".utf8))?.serialized() == "null")
        #expect(JSON.parse(Array("-0".utf8))?.serialized() == "0")
    }

    @Test func oneMegabyteOfRandomBytes() {
        var generator = SeededGenerator(seed: 0x7AB_BA5)
        let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.count == Self.errorCap)
        _ = LineTable(bytes: bytes).position(of: 999_999, in: .utf16)
    }

    @Test func oneMegabyteOfRandomStructuralBytes() {
        var generator = SeededGenerator(seed: 99)
        let alphabet = Array("{}[]:,\"' \n/*-1e.".utf8)
        let bytes = (0..<1_000_000).map { _ in alphabet.randomElement(using: &generator)! }
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
    }

    @Test func hundredThousandCommas() {
        for text in [String(repeating: ",", count: 100_000), "[" + String(repeating: ",", count: 100_000) + "]",
                     "{" + String(repeating: ",", count: 100_000) + "}"] {
            let bytes = Array(text.utf8)
            let document = JSONCDocument(bytes: bytes)
            checkInvariants(document, bytes)
            #expect(document.errors.count <= Self.errorCap)
        }
    }

    @Test func hundredThousandComments() {
        let bytes = Array(("[" + String(repeating: "/**/\n//\n", count: 100_000) + "]").utf8)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.isEmpty)
        #expect(document.comments.count == 200_000)
    }

    @Test func manyMembersAndElements() {
        let bytes = Array(("{\"a\": [" + String(repeating: "1,", count: 200_000) + "], " + String(repeating: "\"k\": 1, ", count: 50_000) + "}").utf8)
        let document = JSONCDocument(bytes: bytes)
        checkInvariants(document, bytes)
        #expect(document.errors.isEmpty)
        #expect(document.root?.member("a")?.value?.elements?.count == 200_000)
    }
}
