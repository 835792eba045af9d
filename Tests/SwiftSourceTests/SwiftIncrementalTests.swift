import JSONC
import SourceText
import TabBarCore
import Testing
@testable import SwiftSource
import TabBarTestSupport

/// Incremental lexing and extraction must give exactly what a fresh run gives, whatever the edit:
/// random edits of every Swift rule example, with the snippets that change how the rest of a file
/// lexes (quotes, comment delimiters, interpolation, raw-string pounds, line breaks, invalid UTF-8).
@Suite struct SwiftIncrementalTests {
    /// The Swift files of every rule's source examples, markers removed, and a longer file.
    static let corpus: [[UInt8]] = {
        var texts: [String] = []
        for description in RuleCatalog(CoreRules.entries + SwiftUITechnology.rules).descriptions {
            let examples = description.source.triggering + description.source.nonTriggering
            for example in examples {
                for file in example.files where file.name.hasSuffix(".swift") {
                    texts.append(String(file.text.filter { $0 != "↓" }))
                }
            }
        }
        texts.append(String(repeating: texts.first ?? "", count: 3))
        texts.append(membersFile)
        texts.append(viewsFile)
        // UIKit notes all through a longer file: the notes outside an edit are reused.
        texts.append(String(repeating: UIKitSwiftNotesScreenTests.spellings, count: 6))
        texts.append(UIKitSwiftCustomBarTests.raisedBar + "\n" + UIKitSwiftCustomBarTests.overlay)
        return texts.map { Array($0.utf8) }
    }()

    /// A controller and an extension of many members (the shape of bench/source_lsp.py's file), with
    /// members whose facts matter: a title set, a literal returned, a registration.
    static let membersFile: String = {
        var text = """
        import UIKit
        import CYLTabBarController

        final class MainTabBarController: CYLTabBarController {
            init() {
                super.init(viewControllers: [HomeViewController(), ProfileViewController()],
                           tabBarItemsAttributes: [
                               [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                               [CYLTabBarItemTitle: "Tab100", CYLTabBarItemImage: "me"],
                           ])
            }

            var items: [[String: Any]] { [[CYLTabBarItemTitle: "发现"]] }
        }

        extension MainTabBarController {

        """
        for index in 0..<24 {
            text += """
                /// Section \(index) (第 \(index) 节 😀).
                func configureSection\(index)(in view: UIView) {
                    let label = UILabel(frame: CGRect(x: 0, y: \(index), width: 10, height: 44))
                    label.text = "第 \(index) 节"
                    title = "T\(index)"
                    if view.bounds.width > 300 { label.numberOfLines = 2 }
                }

            """
            if index % 8 == 3 { text += "    static func plusButton\(index)() -> UInt { return \(index) }\n\n" }
        }
        text += "}\n\nfinal class PostButton: CYLPlusButton, CYLPlusButtonSubclassing {\n    static func indexOfPlusButtonInTabBar() -> UInt { 1 }\n}\n"
        return text
    }()

    /// A `TabView` and view types after it (the shape of bench/source_lsp.py's SwiftUI file), nested types and an
    /// extension among them: most edits land in a view's `body`, where the declarations are kept.
    static let viewsFile: String = {
        var text = """
        import SwiftUI

        struct RootView: View {
            @State private var selection = 0

            var body: some View {
                TabView(selection: $selection) {
                    FeedView().tabItem { Label("首页", systemImage: "house") }.tag(0)
                    InboxView()
                        .tabItem { Label("Tab100", systemImage: "tray") }
                        .tag(1)
                }
            }
        }

        """
        for index in 0..<12 {
            text += """
            /// Section \(index) (第 \(index) 节 😀).
            struct Section\(index)View: View {
                let isCompact: Bool
                var body: some View { VStack(spacing: \(index)) { Text("第 \(index) 节") } }
                struct Row: View { var body: some View { Text("\(index)") }; func f(_ a: Int) -> Int { return \(index) } }
            }

            """
            if index % 4 == 1 { text += "extension Section\(index)View {\n    init() { self.isCompact = true; title = \"T\(index)\" }\n}\n\n" }
        }
        return text
    }()

    static let snippets: [String] = [
        "\"", "\"\"\"", "\"\"\"\n", "/*", "*/", "//", "\\(", ")", "(", "{", "}", ".", ".5", "x.0.1", "#", "#\"", "\"#",
        "##", "#if false", "#endif", "\n", "\r", "\r\n", "0x", "1e", "😀", "首页", "'", "\\", "`", "<#a#>", "<#", "#!",
        "@", "@objc ", "$0", "let t = \"a\\(b)c\"", "title = \"我的\"", "\u{FEFF}",
    ]


    /// One random edit: replace a random span (often empty) by a snippet, random bytes or nothing.
    static func edit(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        let start = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        let length = Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 0...40, using: &random) : 0
        let end = min(bytes.count, start + length)
        var replacement: [UInt8]
        switch Int.random(in: 0..<4, using: &random) {
        case 0: replacement = []
        case 1: replacement = (0..<Int.random(in: 1...3, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        default: replacement = Array(snippets.randomElement(using: &random)!.utf8)
        }
        if start == end && replacement.isEmpty { replacement = [UInt8(ascii: "a")] }
        var out = bytes
        out.replaceSubrange(start..<end, with: replacement)
        return out
    }

    @Test func retokenizingEqualsTokenizing() {
        var random = SeededGenerator(state: 0x7AB_BA12)
        var checked = 0
        for (index, original) in Self.corpus.enumerated() {
            var bytes = original
            var tokens = SwiftLexer.tokenize(bytes)
            for step in 0..<40 {
                let edited = Self.edit(bytes, &random)
                let incremental = SwiftLexer.retokenize(edited, previous: tokens, of: bytes)
                let fresh = SwiftLexer.tokenize(edited)
                let mismatch = incremental.indices.first { $0 >= fresh.count || incremental[$0] != fresh[$0] } ?? incremental.count
                #expect(incremental == fresh, "corpus file \(index), edit \(step), first difference at token \(mismatch): \(String(decoding: edited, as: UTF8.self).debugDescription)")
                if incremental != fresh { return }
                bytes = edited
                tokens = incremental
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    @Test func extractingARevisionEqualsExtracting() {
        var random = SeededGenerator(state: 0x5EED_F00D)
        for (index, original) in Self.corpus.enumerated() {
            var bytes = original
            var extraction = SwiftExtractor.extract(bytes, revising: nil)
            for step in 0..<(original.count > 2_000 ? 200 : 15) {
                let edited = Self.edit(bytes, &random)
                let incremental = SwiftExtractor.extract(edited, revising: extraction.state)
                let fresh = SwiftExtractor.extract(edited)
                #expect(incremental.facts == fresh, "corpus file \(index), edit \(step): \(String(decoding: edited, as: UTF8.self).debugDescription)")
                if incremental.facts != fresh { return }
                // The declarations and classes kept for the next version are a fresh scan's too (an edit inside a
                // member's body reuses them).
                let state = SwiftExtractor.extract(edited, revising: nil).state
                #expect(incremental.state.types == state.types && incremental.state.members == state.members
                        && incremental.state.classes == state.classes && incremental.state.firstBytes == state.firstBytes
                        && incremental.state.ownerKeys == state.ownerKeys, "corpus file \(index), edit \(step)")
                if incremental.state.members != state.members { return }
                bytes = edited
                extraction = incremental
            }
        }
    }

    @Test func revisedTokenViewsEqualFreshOnes() {
        var random = SeededGenerator(state: 0xC0FF_EE11)
        var revised = 0
        for (index, original) in Self.corpus.enumerated() {
            var bytes = original
            var lexed = SwiftLexer.tokenize(bytes)
            var tokens = SwiftTokens(bytes: bytes, tokens: lexed)
            for step in 0..<40 {
                let edited = Self.edit(bytes, &random)
                let relexing = SwiftLexer.relex(edited, previous: lexed, of: bytes)
                let fresh = SwiftTokens(bytes: edited, tokens: relexing.tokens)
                if let incremental = SwiftTokens(bytes: edited, relexing: relexing, previous: tokens) {
                    revised += 1
                    let same = incremental.tokens == fresh.tokens && incremental.view.comments == fresh.view.comments
                        && (0..<fresh.count).map { incremental.partner($0) } == (0..<fresh.count).map { fresh.partner($0) } && incremental.lineStarts == fresh.lineStarts
                        && incremental.keywords == fresh.keywords && incremental.hasInactiveCode == fresh.hasInactiveCode
                    #expect(same, "corpus file \(index), edit \(step): \(String(decoding: edited, as: UTF8.self).debugDescription)")
                    if !same { return }
                }
                bytes = edited
                lexed = relexing.tokens
                tokens = fresh
            }
        }
        #expect(revised > 500)
    }

    @Test func unchangedBytesReuseTheTokens() {
        let bytes = Array("let a = 1\nlet b = \"x\"\n".utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        #expect(SwiftLexer.retokenize(bytes, previous: tokens, of: bytes) == tokens)
    }

    /// The prefix and suffix of random versions (lengths around the 8- and 32-byte steps) against a byte-by-byte count.
    @Test func byteChangeEqualsComparingByteByByte() {
        var random = SeededGenerator(state: 0xB17E_C0DE)
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...140, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let new = Self.edit(old, &random)
            let limit = min(old.count, new.count)
            var prefix = 0
            while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < limit - prefix, old[old.count - suffix - 1] == new[new.count - suffix - 1] { suffix += 1 }
            let change = ByteChange(from: old, to: new)
            #expect(change.prefix == prefix && change.suffix == suffix, "\(old) -> \(new)")
            if change.prefix != prefix || change.suffix != suffix { return }
        }
    }

    @Test func byteChangeFindsTheChangedSpan() {
        let change = ByteChange(from: Array("abcdefgh-ijklmnop".utf8), to: Array("abcdefgh+++ijklmnop".utf8))
        #expect(change.prefix == 8)
        #expect(change.suffix == 8)
        #expect(change.oldRange == ByteRange(8, 9))
        #expect(change.newRange == ByteRange(8, 11))
        #expect(change.delta == 2)
        let repeated = ByteChange(from: Array("aaaa".utf8), to: Array("aaaaaa".utf8))
        #expect(repeated.prefix == 4 && repeated.suffix == 0 && repeated.newRange == ByteRange(4, 6))
    }
}
