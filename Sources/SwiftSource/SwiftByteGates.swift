import SourceText

/// The words whose absence from a file's bytes spares a walk over its tokens on a first read, in one screen (a
/// screen's tables are large: one per question would repeat them). Each reader asks for its own words.
enum SwiftByteGates {
    /// The words of SwiftUI's searches (`SwiftUIHits`): whole, as UIKit code says `navigationItem` and `tableView`.
    static let swiftUIWords = ["TabView", "#Preview", "toolbarBackground", "navigationTitle"] + SwiftUINavigationReader.words
    /// What every item setting by position goes through (`UIKitSwiftItemSettings`).
    static let collectionWords = ["tabBar", "viewControllers", "ViewControllers", "children"]

    static let screen = ByteScreen(words: swiftUIWords + collectionWords, definitions: [])
    static let swiftUI = screen.bits(of: swiftUIWords)
    static let collections = screen.bits(of: collectionWords)

    /// Whether `bytes` hold one of the words of `bits`.
    static func mayHold(_ bits: UInt64, in bytes: [UInt8]) -> Bool { screen.finds(anyOf: bits, in: bytes) }
}
