import JSONC
import SourceText
import TabBarCore
import Testing
@testable import SwiftSource
import TabBarTestSupport

/// The UIKit notes decode a string literal only when its bytes could spell a note's value, and compare
/// assigned properties by bytes: the notes must be those of decoding and naming everything.
@Suite struct UIKitSwiftNotesScreenTests {
    /// Literals whose value is a note's only through an escape, a raw or multi-line delimiter, or after `forKey:`.
    static let spellings = """
    import UIKit

    final class Bar: UITabBar {
        override func layoutSubviews() {
            super.layoutSubviews()
            for view in subviews where NSStringFromClass(type(of: view)) == "\\u{55}ITabBarButton" { _ = view }
            _ = subviews.filter { String(describing: type(of: $0)) == #"UITabBarSwappableImageView"# }
            _ = subviews.filter { String(describing: type(of: $0)) == \"\"\"
                UITabBarButtonLabel
                \"\"\" }
            _ = subviews.first { "\\(type(of: $0))" == "_UIBar\\u{42}ackground" }
            _ = subviews.first { "\\(type(of: $0))" == "_UIBarBackgroundX" }
        }
    }

    final class Tabs: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            setValue(Bar(), forKey: "tab\\u{42}ar")
            setValue(Bar(), forKeyPath: "tabBar")
            _ = tabBarItem.value(forKey: "\\u{5F}view")
            _ = tabBarItem.value(forKey: #"_info"#)
            _ = tabBarItem.value(forKey: "view")
            tabBar.`barTintColor` = .red
            tabBar.backgroundImage = UIImage()
            tabBar.backgroundColor = .white
            self.tabBar.scrollEdgeAppearance = tabBar.standardAppearance
            label.backgroundColor = .red
        }
    }

    final class Looks {
        func apply(_ tabs: UITabBarController, navigation: UINavigationController) {
            let look = UITabBarAppearance()
            look.configureWithOpaqueBackground()
            tabs.tabBar.standardAppearance = look
            ThemeManager.shared.apply(look, to: tabs.tabBar)
            let copy = UITabBarAppearance(barAppearance: look)
            let bar = navigation.navigationBar
            bar.scrollEdgeAppearance = copy
            let proxy = UITabBar.appearance(whenContainedInInstancesOf: [Looks.self])
            proxy.scrollEdgeAppearance = copy
            tabs.tabBar.`isTranslucent` = true
            tabs.tabBar.standardAppearance.backgroundColor = .white
        }
    }
    """

    static var texts: [[UInt8]] {
        [Array(spellings.utf8)] + SwiftIncrementalTests.corpus
    }

    static func notes(_ bytes: [UInt8]) -> (screened: [SourceNote], plain: [SourceNote]) {
        let tokens = SwiftTokens(bytes: bytes)
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        scanner.scan()
        return (UIKitSwiftNotes.notes(tokens, types: scanner.types, members: scanner.members),
                UIKitSwiftNotes.notesReadingEveryToken(tokens, types: scanner.types, members: scanner.members))
    }

    @Test func escapedAndDelimitedValuesAreNoted() {
        let (screened, plain) = Self.notes(Array(Self.spellings.utf8))
        // Four private views (one name is not), the KVC bar twice, three item keys, a legacy background and
        // the bar's colour (one more cleared), scroll-edge appearance; an opaque standard appearance, handed
        // off, the proxy's scroll-edge appearance (not the navigation bar's), translucency.
        #expect(plain.count == 16)
        #expect(screened == plain)
    }

    /// Notes whose statements run over several lines, each edited on a line before the note's: the
    /// tokens lexed again stop at a line start, and the notes within reach of them must be read again
    /// (an edit in an unbalanced line pairs every bracket again and reads every note: the second edit is
    /// the one that tests the reach).
    @Test func notesOfStatementsOverLinesFollowAnEdit() {
        let text = """
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                setValue(Bar(),
                         forKey: "tabBar")
                let width = 1
                UITabBar.appearance().
                    standardAppearance.
                    scrollEdgeAppearance = nil
            }
        }

        """
        let edits = [("setValue(Bar()", "setValux(Bar()"), ("UITabBar.appearance()", "UITabBax.appearance()"),
                     ("UITabBax.appearance()", "UITabBar.appearance()"), ("setValux(Bar()", "setValue(Bar()")]
        let notes = Self.notesAfterEdits(text, edits)
        #expect(notes[0].count == 6)
        #expect(notes.last?.count == 6)
    }

    /// Notes that depend on a declaration far from the assignment (more than `reach` tokens away): the
    /// local a scroll-edge appearance is set on, an appearance made opaque long before it is the standard
    /// one. Editing the declaration alone must change the notes as a fresh read does.
    @Test func notesOfDeclarationsFarAwayFollowAnEdit() {
        let filler = (0..<12).map { "        let width\($0) = view.bounds.width + \($0)\n" }.joined()
        let text = """
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                let bar = navigationController!.navigationBar
                let look = UITabBarAppearance()
                look.configureWithOpaqueBackground()

        """ + filler + """
                bar.scrollEdgeAppearance = look
                tabBar.standardAppearance = look
            }
        }

        """
        let edits = [("navigationController!.navigationBar", "tabBarController!.tabBar"),
                     ("configureWithOpaqueBackground", "configureWithDefaultBackground"),
                     ("tabBarController!.tabBar", "navigationController!.navigationBar"),
                     ("let look = UITabBarAppearance()", "let look = makeLook()"),
                     ("let look = makeLook()", "let look = UITabBarAppearance()"),
                     ("configureWithDefaultBackground", "configureWithOpaqueBackground")]
        let notes = Self.notesAfterEdits(text, edits)
        #expect(notes[0].map(\.kind) == Array(repeating: .opaqueStandardAppearance, count: 3))
        // The middle copy: its bar a tab bar (a scroll-edge note), its look not opaque, its bar a navigation bar
        // again, its look no appearance, an appearance again (not opaque), opaque again.
        #expect(notes.dropFirst().map(\.count) == [4, 3, 2, 2, 2, 3])
    }

    /// The bar view's background colour and translucency set on a local count when the local's declaration,
    /// far from the use, makes it a tab bar or its proxy; editing the declaration alone changes the notes as
    /// a fresh read does. A `UITabBarAppearance`'s background colour is not the bar's.
    @Test func silencesThroughALocalFollowAnEdit() {
        let filler = (0..<12).map { "        let width\($0) = view.bounds.width + \($0)\n" }.joined()
        let text = """
        extension UITabBar {
            static func style() {
                let proxy = Self.appearance()
                let look = UITabBarAppearance()

        """ + filler + """
                proxy.backgroundColor = .white
                proxy.isTranslucent = true
                look.backgroundColor = .white
            }
        }

        """
        let edits = [("let proxy = Self.appearance()", "let proxy = UITabBarAppearance()"),
                     ("let proxy = UITabBarAppearance()", "let proxy = tabBarController?.tabBar"),
                     ("let proxy = tabBarController?.tabBar", "let proxy: UITabBar = makeBar()"),
                     ("let proxy: UITabBar = makeBar()", "let proxy = Self.appearance()")]
        let notes = Self.notesAfterEdits(text, edits)
        #expect(notes[0].map(\.kind) == Array(repeating: [.barBackgroundColor, .translucencyKept], count: 3).flatMap { $0 })
        #expect(notes.dropFirst().map(\.count) == [4, 6, 6, 6])
    }

    @Test func screenedNotesEqualReadingEveryToken() {
        var random = SeededGenerator(state: 0x0A7E_5CEE)
        var compared = 0
        for (index, original) in Self.texts.enumerated() {
            var bytes = original
            for step in 0..<(original.count > 2_000 ? 60 : 20) {
                let (screened, plain) = Self.notes(bytes)
                #expect(screened == plain, "text \(index), edit \(step): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                if screened != plain { return }
                compared += 1
                bytes = SwiftIncrementalTests.edit(bytes, &random)
            }
        }
        #expect(compared > 500)
    }

    /// The notes of three copies of `text`, then after each edit (`old` → `new`) made in the middle copy (so
    /// that notes lie before and after it), each read incrementally and checked equal to a fresh read.
    static func notesAfterEdits(_ text: String, _ edits: [(String, String)]) -> [[SourceNote]] {
        var bytes = Array(String(repeating: text, count: 3).utf8)
        var extraction = SwiftExtractor.extract(bytes, revising: nil)
        var notes = [extraction.facts.tabBar.barNotes]
        for (old, new) in edits {
            let target = Array(old.utf8)
            let starts = (0...(bytes.count - target.count)).filter { Array(bytes[$0..<($0 + target.count)]) == target }
            guard !starts.isEmpty else { Issue.record("no \(old)"); return notes }
            let start = starts[starts.count / 2]
            bytes.replaceSubrange(start..<(start + target.count), with: Array(new.utf8))
            let incremental = SwiftExtractor.extract(bytes, revising: extraction.state)
            #expect(incremental.facts.tabBar.barNotes == SwiftExtractor.extract(bytes).tabBar.barNotes, "after \(new)")
            notes.append(incremental.facts.tabBar.barNotes)
            extraction = incremental
        }
        return notes
    }
}
