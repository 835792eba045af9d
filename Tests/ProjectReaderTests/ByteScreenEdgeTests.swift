import Foundation
import SourceText
import Testing
import TabBarTestSupport

/// The skip-and-check search against the byte-by-byte reference where it is easiest to go wrong:
/// short texts, words cut short, words at the very start and end, words across the 16- and
/// 32-byte blocks the scan tests at once, keywords whose names hold words, multi-byte UTF-8, and
/// every source file of the examples.
@Suite struct ByteScreenEdgeTests {
    static let words = ByteScreenSearchTests.realWords
    static let keywords = ByteScreen.classDefinitionKeywords
    static let screen = ByteScreen(words: words, definitions: keywords)

    static func expectReference(_ text: [UInt8], _ comment: @autoclosure () -> String = "") {
        let found = screen.search(text)
        let expected = screen.searchByteByByte(text)
        #expect(found.foundWord == expected.foundWord && found.names == expected.names,
                "\(comment()) \(String(decoding: text, as: UTF8.self).debugDescription)")
    }

    /// Pieces of the words (every prefix and suffix), the keywords with blanks, and the bytes the
    /// filter tests (`@ABC`, `cg`, `x`) or nearly tests.
    static let pieces: [String] = {
        var pieces: [String] = []
        for word in words + keywords {
            let bytes = Array(word.utf8)
            for cut in 1..<max(bytes.count, 2) {
                pieces.append(String(decoding: bytes.prefix(cut), as: UTF8.self))
                pieces.append(String(decoding: bytes.suffix(cut), as: UTF8.self))
            }
        }
        return pieces + keywords.map { $0 + " " } + keywords.map { $0 + "\t\t" } + [
            "@", "A", "B", "C", "D", "c", "g", "x", "b", "cl", "xt", "bB", "@i", "gi", "CY", "YL", "Ce", "Ch",
            " ", "\n", "\t", "_", "é", "标签", "😀", "\u{80}", "\u{FF}", "Foo", "x7",
        ]
    }()

    static func randomText(_ random: inout SeededGenerator, length: Int) -> [UInt8] {
        var text: [UInt8] = []
        while text.count < length {
            if Int.random(in: 0..<6, using: &random) == 0 {
                text.append(UInt8.random(in: 0...255, using: &random))
            } else {
                text += Array(pieces.randomElement(using: &random)!.utf8)
            }
        }
        return Array(text.prefix(length))
    }

    @Test(arguments: 0..<6)
    func textsOfEveryShortLength(seed: UInt64) {
        var random = SeededGenerator(state: 500 + seed)
        for length in 0...70 {
            for _ in 0..<60 { Self.expectReference(Self.randomText(&random, length: length), "length \(length)") }
        }
    }

    /// Every word and keyword at every offset of a text, with filler on both sides that the filter
    /// stops at (so blocks are cut at every place), at the start, at the end, and alone.
    @Test func everyWordAtEveryOffset() {
        let fillers = ["abcdefghij", "@@@@AAAACCCC", "cccc gggg xxxx ", "class extension ", "é标签😀"]
        for word in Self.words + Self.keywords.map({ $0 + " Name" }) + ["class UITabBarController", "extension  CYLTabBar {"] {
            let bytes = Array(word.utf8)
            for filler in fillers {
                let pad = Array(String(repeating: filler, count: 12).utf8)
                for before in 0...70 {
                    for after in [0, 1, 2, 15, 16, 17, 31, 32, 33] {
                        Self.expectReference(Array(pad.prefix(before)) + bytes + Array(pad.prefix(after)), "\(word) \(before) \(after)")
                    }
                }
                Self.expectReference(Array(pad.prefix(40)) + bytes.dropLast(), "\(word) cut")
                Self.expectReference(Array(bytes.dropFirst()) + Array(pad.prefix(40)), "\(word) cut")
            }
            Self.expectReference(bytes, word)
        }
    }

    /// Longer random texts: many blocks, several definitions and words per text.
    @Test(arguments: 0..<4)
    func longRandomTexts(seed: UInt64) {
        var random = SeededGenerator(state: 900 + seed)
        for _ in 0..<300 {
            Self.expectReference(Self.randomText(&random, length: Int.random(in: 70...700, using: &random)))
        }
    }

    /// A word inside a definition's name does not count, one right after it does; the same for a
    /// keyword; names of 256 bytes and longer are cut, and what follows is searched.
    @Test func definitionsHideWhatTheirNamesHold() {
        for blanks in [" ", "\t", "   \t  ", String(repeating: " ", count: 40)] {
            for name in ["UITabBarController", "xCYL", "classextension", String(repeating: "N", count: 250) + "CYL",
                         String(repeating: "N", count: 256) + "CYL", String(repeating: "é", count: 130) + "CYL"] {
                for keyword in Self.keywords {
                    for tail in ["", " ", " CYL", "CYL", "{}", " class Other", "(UITabBar)"] {
                        Self.expectReference(Array((keyword + blanks + name + tail).utf8), "\(keyword) \(name)")
                        Self.expectReference(Array(("x" + keyword + blanks + name + tail).utf8), "\(keyword) \(name)")
                        Self.expectReference(Array(("@x = 1; " + keyword + blanks + name + tail).utf8), "\(keyword) \(name)")
                    }
                }
            }
        }
    }

    static func exampleSources() throws -> [(String, [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)
        var sources: [(String, [UInt8])] = []
        while let url = walker?.nextObject() as? URL {
            if ["swift", "m", "h", "mm", "storyboard", "xib"].contains(url.pathExtension) {
                sources.append((url.lastPathComponent, Array(try Data(contentsOf: url))))
            }
        }
        return sources
    }

    /// Every example source file, whole, cut at a few places, and with a word put in.
    @Test func everyExampleSourceFile() throws {
        let sources = try Self.exampleSources()
        #expect(sources.count > 100)
        var random = SeededGenerator(state: 31)
        for (name, bytes) in sources {
            Self.expectReference(bytes, name)
            for _ in 0..<3 {
                let cut = Int.random(in: 0...bytes.count, using: &random)
                Self.expectReference(Array(bytes[cut...]), "\(name) from \(cut)")
                Self.expectReference(Array(bytes[..<cut]) + Array(Self.words.randomElement(using: &random)!.utf8) + Array(bytes[cut...]),
                                     "\(name) word at \(cut)")
            }
        }
    }

    /// The storyboard front-end's screen: two words, no keywords.
    @Test func aScreenWithoutKeywords() {
        let words = ["<tabBarController", "<tabBarItem"]
        let screen = ByteScreen(words: words, definitions: [])
        var random = SeededGenerator(state: 8)
        for _ in 0..<2000 {
            var text = Self.randomText(&random, length: Int.random(in: 0...120, using: &random))
            if Bool.random(using: &random) {
                let at = Int.random(in: 0...text.count, using: &random)
                text.insert(contentsOf: Array(words.randomElement(using: &random)!.utf8.dropLast(Int.random(in: 0...1, using: &random))), at: at)
            }
            let found = screen.search(text)
            let expected = screen.searchByteByByte(text)
            #expect(found.foundWord == expected.foundWord && found.names == expected.names)
        }
    }
}
