import SourceText
import Testing
import TabBarTestSupport

/// `ByteScreen.search` skips to rare byte pairs; its results must be those of the plain byte-by-byte
/// search it replaced, written out again here, on random texts and word lists.
@Suite struct ByteScreenSearchTests {
    /// The search as it was first written: at each byte, a word, else a definition keyword (its name
    /// skipped over), else the next byte.
    static func reference(_ text: [UInt8], words: [String], definitions: [String]) -> (foundWord: Bool, names: Set<String>) {
        let words = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
        let definitions = definitions.map { Array($0.utf8) }.filter { !$0.isEmpty }
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func occurs(_ pattern: [UInt8], at index: Int) -> Bool {
            guard index + pattern.count <= text.count else { return false }
            for offset in pattern.indices where text[index + offset] != pattern[offset] { return false }
            return true
        }
        func defined(at index: Int) -> (String, Int)? {
            if index > 0, isIdentifier(text[index - 1]) { return nil }
            guard let keyword = definitions.first(where: { occurs($0, at: index) && index + $0.count < text.count }) else { return nil }
            var cursor = index + keyword.count
            guard isBlank(text[cursor]) else { return nil }
            while cursor < text.count, isBlank(text[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < text.count, isIdentifier(text[cursor]), cursor - start < 256 { cursor += 1 }
            guard cursor > start else { return nil }
            return (String(decoding: text[start..<cursor], as: UTF8.self), cursor)
        }
        var names: Set<String> = []
        var index = 0
        while index < text.count {
            if words.contains(where: { occurs($0, at: index) }) { return (true, []) }
            if let (name, end) = defined(at: index) {
                names.insert(name)
                index = end
                continue
            }
            index += 1
        }
        return (false, names)
    }
    static let realWords = ByteScreen.cylTabBarControllerWords + ByteScreen.uikitTabBarWords
    static let pieces = realWords + ByteScreen.classDefinitionKeywords + [
        " ", " ", "\t", "\n", "_", "x", "bB", "ab", "ta", "UI", "Tab", "Bar", "CY", "regist", "class", "extension ",
        "@implementation\t", "self.tabBarController.tabBar.hidden = YES;", "tabBarItem.badgeValue", "é", "标签", "😀",
        "\"", "@", ".", "(", ")", "subclass", "classy", "UITabBarController", "0", "A", "z",
    ]

    static func randomText(_ random: inout SeededGenerator, alphabet: [String]) -> [UInt8] {
        var text: [UInt8] = []
        let length = Int.random(in: 0...60, using: &random)
        for _ in 0..<length {
            if Int.random(in: 0..<4, using: &random) == 0 {
                text.append(UInt8.random(in: 0...255, using: &random))
            } else {
                text += Array(alphabet.randomElement(using: &random)!.utf8)
            }
        }
        return text
    }

    @Test(arguments: 0..<8)
    func theRealWordListsGiveTheReferenceResults(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let screens = [
            (ByteScreen.cylTabBarControllerWords, ByteScreen.classDefinitionKeywords),
            (Self.realWords, ByteScreen.classDefinitionKeywords),
            ([], ByteScreen.classDefinitionKeywords),
        ]
        for (words, definitions) in screens {
            let screen = ByteScreen(words: words, definitions: definitions)
            for _ in 0..<400 {
                let text = Self.randomText(&random, alphabet: Self.pieces)
                let found = screen.search(text)
                let expected = Self.reference(text, words: words, definitions: definitions)
                #expect(found.foundWord == expected.foundWord && found.names == expected.names,
                        "seed \(seed): \(String(decoding: text, as: UTF8.self).debugDescription)")
            }
        }
    }

    /// Word lists made of a few letters overlap each other and the keywords everywhere, one-byte words included.
    @Test(arguments: 0..<8)
    func randomWordListsGiveTheReferenceResults(seed: UInt64) {
        var random = SeededGenerator(state: 1000 + seed)
        let letters = ["a", "b", "B", "c", "l", "s", " ", "\t", "x", "é", "@"]
        func randomWord() -> String {
            (0..<Int.random(in: 0...18, using: &random)).map { _ in letters.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<200 {
            let words = (0..<Int.random(in: 0...4, using: &random)).map { _ in randomWord() }
            let definitions = (0..<Int.random(in: 0...3, using: &random)).map { _ in randomWord() } + ["class"]
            let screen = ByteScreen(words: words, definitions: definitions)
            for _ in 0..<20 {
                let text = Self.randomText(&random, alphabet: letters + words + definitions + ["ab", "class ", "Bcl"])
                let found = screen.search(text)
                let expected = Self.reference(text, words: words, definitions: definitions)
                #expect(found.foundWord == expected.foundWord && found.names == expected.names,
                        "seed \(seed): words \(words), definitions \(definitions), text \(String(decoding: text, as: UTF8.self).debugDescription)")
            }
        }
    }

    /// Long texts: the eight-at-a-time scan, words at every distance from the end, names cut at 256 bytes.
    @Test func longTextsGiveTheReferenceResults() {
        var random = SeededGenerator(state: 77)
        let screen = ByteScreen(words: Self.realWords, definitions: ByteScreen.classDefinitionKeywords)
        let filler = Array(String(repeating: "let value = self.items[index] // 标签 😀\n", count: 12).utf8)
        for word in Self.realWords + ["class Foo", "extension " + String(repeating: "N", count: 300) + "CYL"] {
            for cut in 0...24 {
                let text = Array(filler.prefix(filler.count - cut)) + Array(word.utf8) + Array(filler.suffix(Int.random(in: 0...9, using: &random)))
                let found = screen.search(text)
                let expected = Self.reference(text, words: Self.realWords, definitions: ByteScreen.classDefinitionKeywords)
                #expect(found.foundWord == expected.foundWord && found.names == expected.names, "\(word) \(cut)")
            }
        }
    }
}
