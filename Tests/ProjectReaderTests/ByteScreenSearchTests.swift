import SourceText
import Testing
import TabBarTestSupport

/// `ByteScreen.search` skips to rare byte pairs; its results must be those of the plain byte-by-byte
/// search it replaced (`searchByteByByte`), on random texts and word lists.
@Suite struct ByteScreenSearchTests {
    static let realWords = ByteScreen.cylTabBarControllerWords + ByteScreen.uikitTabBarWords
    static let pieces = realWords + ByteScreen.classDefinitionKeywords + [
        " ", " ", "\t", "\n", "_", "x", "bB", "ab", "ta", "UI", "Tab", "Bar", "CY", "regist", "class", "extension ",
        "@implementation\t", "self.tabBarController.tabBar.hidden = YES;", "tabBarItem.badgeValue", "é", "标签", "😀",
        "\"", "@", ".", "(", ")", "subclass", "classy", "UITabBarController", "0", "A", "z", "let ", "\nlet k", "c\nlet ",
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
            // Swift's: a `let` starting a line, whatever precedes the line break.
            (Self.realWords, ByteScreen.classDefinitionKeywords + ["struct", "enum", "\nlet"]),
        ]
        for (words, definitions) in screens {
            let screen = ByteScreen(words: words, definitions: definitions)
            for _ in 0..<400 {
                let text = Self.randomText(&random, alphabet: Self.pieces)
                let found = screen.search(text)
                let expected = screen.searchByteByByte(text)
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
                let expected = screen.searchByteByByte(text)
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
                let expected = screen.searchByteByByte(text)
                #expect(found.foundWord == expected.foundWord && found.names == expected.names, "\(word) \(cut)")
            }
        }
    }
}
