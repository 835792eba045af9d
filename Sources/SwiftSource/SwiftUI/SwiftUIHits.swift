import SourceText

/// The tokens the SwiftUI reader's five searches stop at (`TabView`, navigation containers and links, `#Preview`,
/// `toolbarBackground`, `.navigationTitle`), found in one walk over a file's tokens: the files of UIKit apps name
/// none of them, and five walks cost five times one. A search over part of a file (a revision's window) asks the same
/// per-token tests through its own function. Kept from one version of an open file to the next (`SwiftUITechnology`).
struct SwiftUIHits: Sendable {
    /// The tokens naming `TabView`.
    var names: [Int] = []
    /// The tokens naming a navigation container or link.
    var navigations: [Int] = []
    /// The `#Preview` tokens.
    var previews: [Int] = []
    /// The tokens spelling `toolbarBackground`.
    var backgrounds: [Int] = []
    /// The tokens spelling `.navigationTitle`.
    var titles: [Int] = []

    /// Hits from their lists (each in order).
    init(names: [Int], navigations: [Int], previews: [Int], backgrounds: [Int], titles: [Int]) {
        self.names = names
        self.navigations = navigations
        self.previews = previews
        self.backgrounds = backgrounds
        self.titles = titles
    }

    /// The hits of `range`, each list in order.
    init(in range: Range<Int>, _ tokens: SwiftTokens) {
        var index = range.lowerBound
        while index < range.upperBound {
            // Only an identifier can spell `toolbarBackground`, but the test is the search's own whatever the kind.
            if Self.isBackground(index, tokens) { backgrounds.append(index) }
            switch tokens.kind(index) {
            case .identifier?:
                if Self.isTabView(index, tokens) { names.append(index) }
                if Self.isNavigation(index, tokens) { navigations.append(index) }
                if Self.isTitle(index, tokens) { titles.append(index) }
            case .poundKeyword?:
                if Self.isPreview(index, tokens) { previews.append(index) }
            default:
                break
            }
            index += 1
        }
    }

    /// Whether `bytes` (a whole file's) may hold a hit: a token the searches stop at spells one of their words
    /// (`SwiftByteGates.swiftUIWords`), so a file whose bytes hold none has no hit and its tokens are not walked (the
    /// screen's scan, a few instructions a byte, against five tests a token).
    static func mayHit(_ bytes: [UInt8]) -> Bool { SwiftByteGates.mayHold(SwiftByteGates.swiftUI, in: bytes) }

    private static let tabViewWord = ByteWords(["TabView"])

    /// Whether token `index` names `TabView`.
    static func isTabView(_ index: Int, _ tokens: SwiftTokens) -> Bool { tokens.names(index, anyOf: tabViewWord) }

    /// Whether token `index` names a navigation container or link.
    static func isNavigation(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        tokens.names(index, anyOf: SwiftUINavigationReader.byteWords)
    }

    /// Whether token `index` is `#Preview`.
    static func isPreview(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        tokens.kind(index) == .poundKeyword && tokens.spells(index, "#Preview")
    }

    /// Whether token `index` spells `toolbarBackground`.
    static func isBackground(_ index: Int, _ tokens: SwiftTokens) -> Bool { tokens.spells(index, "toolbarBackground") }

    /// Whether token `index` spells `navigationTitle` after a dot.
    static func isTitle(_ index: Int, _ tokens: SwiftTokens) -> Bool {
        tokens.isIdentifier(index) && tokens.spells(index, "navigationTitle") && tokens.isPunctuation(index - 1, ".")
    }

    /// The tokens of `range` for which `test` holds.
    static func search(_ range: Range<Int>, _ tokens: SwiftTokens, _ test: (Int, SwiftTokens) -> Bool) -> [Int] {
        // A plain loop: the generic `filter` over a range is not always specialised, and this runs on every edit.
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if test(index, tokens) { found.append(index) }
            index += 1
        }
        return found
    }
}
