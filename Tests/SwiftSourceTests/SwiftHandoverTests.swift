import JSONC
@testable import SourceText
import TabBarCore
import Testing
@testable import SwiftSource
import TabBarTestSupport

/// The token arrays an extraction hands over to the next version's (`SwiftTokenHandover`): edited in
/// place, taken once, and what is kept beside them (the collection names of items set by position)
/// moved with the tokens. Every revision must equal a fresh extraction.
@Suite struct SwiftHandoverTests {
    /// A UIKit controller setting its items by position all through a long class, between members that
    /// set nothing: the kept collection names move with every edit before them.
    static let itemSettingsFile: String = {
        var text = "import UIKit\n\nfinal class HarbourTabs: UITabBarController {\n"
        for index in 0..<12 {
            text += """
                func configure\(index)() {
                    tabBar.items?[\(index % 3)].title = "T\(index)"
                    let x = \(index)
                }

                func setUp\(index)() {
                    guard let items = tabBar.items else { return }
                    items[\(index % 2)].image = UIImage(named: "i\(index)")
                    viewControllers?[\(index % 3)].tabBarItem.selectedImage = UIImage(named: "s\(index)")
                    children[0].title = "c\(index)"
                }

            """
        }
        return text + "}\n"
    }()

    /// `text` with the first `find` replaced by `replacement`.
    static func replacing(_ find: String, with replacement: String, in text: [UInt8]) -> [UInt8] {
        let needle = Array(find.utf8)
        guard let start = text.indices.first(where: { text[$0...].starts(with: needle) }) else {
            Issue.record("no \(find)")
            return text
        }
        var out = text
        out.replaceSubrange(start..<(start + needle.count), with: Array(replacement.utf8))
        return out
    }

    @Test func itemSettingsFollowEditsThatMoveOrAddTheirNames() {
        var bytes = Array(Self.itemSettingsFile.utf8)
        var extraction = SwiftExtractor.extract(bytes, revising: nil)
        #expect(extraction.facts.tabBar.itemSettingsByPosition.count == 48)
        let edits = [
            // More tokens before most settings: every kept name after it moves.
            ("let x = 0", "let x = (0, [1, 2], \"3\")"),
            // A setting appears in a member that had none, then one goes.
            ("let x = 1", "tabBar.items?[2].title = \"new\""),
            ("children[0].title = \"c4\"", "title = \"c4\""),
            // Fewer tokens before the rest.
            ("let x = (0, [1, 2], \"3\")", ""),
            ("T11", "Eleven"),
        ]
        for (step, (find, replacement)) in edits.enumerated() {
            bytes = Self.replacing(find, with: replacement, in: bytes)
            let revised = SwiftExtractor.extract(bytes, revising: extraction.state)
            let fresh = SwiftExtractor.extract(bytes)
            #expect(revised.facts == fresh, "edit \(step)")
            #expect(revised.facts.tabBar.itemSettingsByPosition == fresh.tabBar.itemSettingsByPosition, "edit \(step)")
            extraction = revised
        }
        #expect(extraction.facts.tabBar.itemSettingsByPosition.count == 48)
    }

    /// The storyboard calls a file makes are found again only around an edit: the names and identifiers before
    /// and after it are the previous ones, moved, and equal a fresh read.
    @Test func storyboardCallsFollowEdits() {
        let call = "        let tabs = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Tabs\")\n"
        let filler = (0..<20).map { "        let width\($0) = view.bounds.width + \($0)\n" }.joined()
        let text = "final class Router {\n    func start() {\n" + call + filler + call.replacingOccurrences(of: "Tabs", with: "More")
            + "    }\n}\n"
        var bytes = Array(text.utf8)
        var extraction = SwiftExtractor.extract(bytes, revising: nil)
        #expect(extraction.facts.code?.storyboardUses.identifiers == ["Tabs", "More"])
        let edits = [("width3 =", "width3 = UIStoryboard(name: \"Side\", bundle: nil).instantiateInitialViewController()!; let w ="),
                     ("withIdentifier: \"Tabs\"", "withIdentifier: name"),
                     ("let width0 = view.bounds.width + 0", "")]
        for (step, (find, replacement)) in edits.enumerated() {
            bytes = Self.replacing(find, with: replacement, in: bytes)
            let revised = SwiftExtractor.extract(bytes, revising: extraction.state)
            #expect(revised.facts.code?.storyboardUses == SwiftExtractor.extract(bytes).code?.storyboardUses, "edit \(step)")
            extraction = revised
        }
        #expect(extraction.facts.code?.storyboardUses.identifiers == ["More"])
        #expect(extraction.facts.code?.storyboardUses.storyboardNames == ["Main", "Side", "Main"])
        #expect(extraction.facts.code?.storyboardUses.instantiatesInitial == true)
    }

    @Test func randomEditsOfTheItemSettingsFileEqualFreshExtractions() {
        var random = SeededGenerator(state: 0x1735_0019)
        var bytes = Array(Self.itemSettingsFile.utf8)
        var extraction = SwiftExtractor.extract(bytes, revising: nil)
        for step in 0..<150 {
            let edited = SwiftIncrementalTests.edit(bytes, &random)
            let revised = SwiftExtractor.extract(edited, revising: extraction.state)
            let fresh = SwiftExtractor.extract(edited)
            #expect(revised.facts == fresh, "edit \(step): \(String(decoding: edited, as: UTF8.self).debugDescription)")
            if revised.facts != fresh { return }
            bytes = edited
            extraction = revised
        }
    }

    @Test func aVersionRevisedTwiceIsReadFromScratchTheSecondTime() {
        let bytes = Array(SwiftIncrementalTests.membersFile.utf8)
        let base = SwiftExtractor.extract(bytes, revising: nil)
        let first = Self.replacing("T3", with: "T4", in: bytes)
        let second = Self.replacing("第 5 节\"", with: "第五节\"", in: bytes)
        let revisedFirst = SwiftExtractor.extract(first, revising: base.state)
        // The arrays went to the first revision; the second finds none and reads the file again.
        #expect(base.state.handover.take() == nil)
        let revisedSecond = SwiftExtractor.extract(second, revising: base.state)
        #expect(revisedFirst.facts == SwiftExtractor.extract(first))
        #expect(revisedSecond.facts == SwiftExtractor.extract(second))
        #expect(revisedSecond.state.handover.take() != nil)
    }

    /// The point of the handover: an edit that keeps the number of tokens writes into the arrays it was
    /// given instead of copying them (a copy of every token per keystroke is what it removed).
    @Test func anEditKeepingTheTokenCountEditsTheArraysInPlace() {
        let bytes = Array(SwiftIncrementalTests.membersFile.utf8)
        let edited = Self.replacing("Tab100", with: "Tab137", in: bytes)
        let lexed = SwiftLexer.tokenize(bytes)
        let lexedAddress = lexed.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        let relexing = SwiftLexer.relex(edited, previous: consume lexed, of: bytes)
        #expect(relexing.tokens.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } == lexedAddress)
        #expect(relexing.tokens == SwiftLexer.tokenize(edited))

        let tokens = SwiftTokens(bytes: bytes, tokens: SwiftLexer.tokenize(bytes))
        let addresses = Self.addresses(of: tokens)
        let revised = SwiftTokens.revised(bytes: edited, relexing: relexing, previous: consume tokens)
        #expect(revised.map { Self.addresses(of: $0.tokens) } == addresses)
        let fresh = SwiftTokens(bytes: edited, tokens: relexing.tokens)
        #expect(revised?.tokens.tokens == fresh.tokens)
        #expect(revised?.tokens.lineStarts == fresh.lineStarts)
        #expect(revised?.tokens.keywords == fresh.keywords)
        #expect(revised.map { r in (0..<fresh.count).map { r.tokens.partner($0) } } == (0..<fresh.count).map { fresh.partner($0) })
    }

    private static func addresses(of tokens: SwiftTokens) -> [Int] {
        [tokens.tokens.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) },
         tokens.view.partners.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) },
         tokens.lineStarts.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) },
         tokens.keywords.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }]
    }
}
