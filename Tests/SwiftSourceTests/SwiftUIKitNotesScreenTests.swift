import JSONC
import SourceText
import TabBarCore
import Testing
@testable import SwiftSource

/// The UIKit notes decode a string literal only when its bytes could spell a note's value, and compare
/// assigned properties by bytes: the notes must be those of decoding and naming everything.
@Suite struct SwiftUIKitNotesScreenTests {
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
    """

    static var texts: [[UInt8]] {
        [Array(spellings.utf8)] + SwiftIncrementalTests.corpus
    }

    static func notes(_ bytes: [UInt8]) -> (screened: [UIKitNote], plain: [UIKitNote]) {
        let tokens = SwiftTokens(bytes: bytes)
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        scanner.scan()
        return (SwiftUIKitNotes.notes(tokens, types: scanner.types, members: scanner.members),
                SwiftUIKitNotes.notesReadingEveryToken(tokens, types: scanner.types, members: scanner.members))
    }

    @Test func escapedAndDelimitedValuesAreNoted() {
        let (screened, plain) = Self.notes(Array(Self.spellings.utf8))
        // Four private views (one name is not), the KVC bar twice, three item keys, two backgrounds
        // (one cleared), scroll-edge appearance.
        #expect(plain.count == 12)
        #expect(screened == plain)
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
}
