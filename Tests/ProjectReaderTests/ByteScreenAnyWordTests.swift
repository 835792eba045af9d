import SourceText
import TabBarTestSupport
import Testing

/// `ByteScreen.finds(anyOf:in:)` says what a plain substring search says, for every subset of a screen's words
/// asked, on random texts built from pieces of them (at every offset, across the scan's blocks) and on CJK text.
@Suite struct ByteScreenAnyWordTests {
    static let words = ["registerPlusButton", "registerSubclass", "const", "enum", "NS_ENUM", "define", "TabView", "tabBar", "children"]

    static func naive(_ text: [UInt8], _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard needle.count <= text.count else { return false }
        return (0...(text.count - needle.count)).contains { start in text[start..<(start + needle.count)].elementsEqual(needle) }
    }

    @Test func agreesWithASubstringSearch() {
        let screen = ByteScreen(words: Self.words, definitions: [])
        var generator = SeededGenerator(seed: 31)
        let pieces = Self.words.flatMap { [$0, String($0.dropLast()), String($0.dropFirst())] } + [" ", "\n", "标签", "😀", "x", "Tab", "reg"]
        var foundSome = 0
        for round in 0..<400 {
            var text: [UInt8] = []
            while text.count < 20 + round % 180 { text += Array(pieces.randomElement(using: &generator)!.utf8) }
            let subset = Self.words.filter { _ in Bool.random(using: &generator) }
            let expected = subset.contains { Self.naive(text, $0) }
            #expect(screen.finds(anyOf: screen.bits(of: subset), in: text) == expected, "\(String(decoding: text, as: UTF8.self)) \(subset)")
            if expected { foundSome += 1 }
        }
        #expect(foundSome > 20)
        #expect(!screen.finds(anyOf: 0, in: Array("registerPlusButton".utf8)))
        #expect(screen.bits(of: ["not a word"]) == 0)
    }
}
